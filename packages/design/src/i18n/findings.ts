// Finding messages in all three languages, for the server, the CLI and the PDFs (the configurator
// loads only its reader's language: i18n/load.ts). The texts are `i18n/locales/design-<lang>.json`.
import type { Finding } from '../findings/finding.ts';
import { langs, type Localized } from './lang.ts';
import en from './locales/design-en.json' with { type: 'json' };
import es from './locales/design-es.json' with { type: 'json' };
import sl from './locales/design-sl.json' with { type: 'json' };
import { findingText, type DesignTexts, type FindingCode, type ParamWords } from './texts.ts';

export type { FindingCode, ParamWords } from './texts.ts';

/** Every language's texts; the type makes en and es carry every key sl has. */
export const designTexts: Record<(typeof langs)[number], DesignTexts> = { sl, en, es };

export const findingCodes = Object.keys(sl.findings) as FindingCode[];

/** The message for a finding code with its params filled in, in all three languages (`findingText`). */
export function findingMessage(
  code: FindingCode,
  params: Record<string, string | number>,
  words?: ParamWords,
): Localized {
  const out = {} as Localized;
  for (const lang of langs) out[lang] = findingText(designTexts[lang], lang, code, params, words);
  return out;
}

/** A finding's message in every language: the one its rule worded, else its code's with its params. */
export function messageOf(finding: Finding): Localized {
  return finding.message ?? findingMessage(finding.code, finding.params ?? {});
}

/** Findings with their messages, as the API answers them. */
export function withMessages<F extends Finding>(findings: readonly F[]): (F & { message: Localized })[] {
  return findings.map((f) => ({ ...f, message: messageOf(f) }));
}

/** A quote as the API answers it: each finding with its message in every language. */
export function withFindingMessages<Q extends { findings: readonly Finding[] }>(
  quote: Q,
): Q & { findings: (Finding & { message: Localized })[] } {
  return { ...quote, findings: withMessages(quote.findings) };
}
