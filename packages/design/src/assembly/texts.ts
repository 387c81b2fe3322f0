// Step texts and the headings around them, from the assembly catalogue: i18next JSON, one file per
// language (`i18n/locales/assembly-<lang>.json`). A step's placeholders are the names `steps.ts`
// gives its params: `{{n}}` a row number (1 = the bottom row), `{{h}}` a height in mm; for lying
// down and tilting up (rules/tilt.ts) `{{h}}` the unit's height, `{{d}}` its depth, `{{t}}` the
// clear height the tilt needs (√(H² + D²)), `{{c}}` the ceiling, `{{l}}` the limit above which units
// lie down. All three languages are imported: a step carries its text in each, and the configurator
// loads this with its assembly panel, not on its first screen.
import type { Lang, Localized } from '../i18n/lang.ts';
import en from '../i18n/locales/assembly-en.json' with { type: 'json' };
import es from '../i18n/locales/assembly-es.json' with { type: 'json' };
import sl from '../i18n/locales/assembly-sl.json' with { type: 'json' };
import { byKey, fillText } from '../i18n/wording.ts';

export type AssemblyTexts = typeof sl;
export type StepKind = keyof AssemblyTexts['steps'];

/** Every language's texts; the type makes en and es carry every key sl has. */
export const assemblyTexts: Record<Lang, AssemblyTexts> = { sl, en, es };

// The languages by name rather than through `langs`: a value this panel's chunk shared with the
// configurator's first screen would be split into a file of its own, fetched on every first visit.
export function stepText(kind: StepKind, params: Readonly<Record<string, number>> = {}): Localized {
  return {
    sl: fillText(sl.steps[kind], params),
    en: fillText(en.steps[kind], params),
    es: fillText(es.steps[kind], params),
  };
}

/** Headings used around the steps (PDF, configurator). */
export const stepLabels = byKey(assemblyTexts, (texts) => texts.headings);
