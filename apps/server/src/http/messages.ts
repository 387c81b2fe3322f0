// Human messages for validation fields the API names, in every language Kubik speaks: the server's
// catalogues' `fields` (i18n/texts.ts). The error codes' own texts are one catalogue per language
// shared with the web app (@kubik/contract/error-texts).
import type { Locale } from '@kubik/contract/locale';
import { perLocale, serverTexts, type ServerTexts } from '../i18n/texts.ts';

const fieldCodes = Object.keys(serverTexts.sl.fields) as (keyof ServerTexts['fields'])[];

/** Field messages for the contract's own checks (zod issues whose message is one of these codes). */
export const fieldMessages: Record<string, Record<Locale, string>> = Object.fromEntries(
  fieldCodes.map((code) => [code, perLocale((locale) => serverTexts[locale].fields[code])]),
);
