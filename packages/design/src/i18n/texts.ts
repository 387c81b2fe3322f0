// The design core's texts in one language — finding messages and the drilling rules' words — as
// i18next's JSON (`i18n/locales/design-<lang>.json`, `{{name}}` placeholders), the format of the web
// app's messages. This module words a finding from one language's texts and imports none itself:
// the configurator loads only its reader's language (`i18n/load.ts`) when it has something to say,
// while the server, the CLI and the PDFs take all three from `i18n/findings.ts`.
import type { Lang } from './lang.ts';
import { fillText } from './wording.ts';
import type slTexts from './locales/design-sl.json';

export type DesignTexts = typeof slTexts;
export type FindingCode = keyof DesignTexts['findings'];

/** Words for a param in one language (an element named by its place, a material's name); undefined keeps the value. */
export type ParamWords = (name: string, value: string | number, lang: Lang) => string | undefined;

/**
 * The message for a finding code with its params filled in, in one language. `{{rule}}` is the
 * drilling rule in words. With `words` (i18n/positions.ts) elements are named by where they are and
 * materials by their names; a message that then starts with one is capitalised.
 */
export function findingText(
  texts: DesignTexts,
  lang: Lang,
  code: FindingCode,
  params: Record<string, string | number>,
  words?: ParamWords,
): string {
  const rules: Record<string, string> = texts.drillingRules;
  const worded = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      (name === 'rule' ? rules[value] : words?.(name, value, lang)) ?? String(value),
    ]),
  );
  const out = fillText(texts.findings[code], worded);
  return words ? out.charAt(0).toLocaleUpperCase(lang) + out.slice(1) : out;
}
