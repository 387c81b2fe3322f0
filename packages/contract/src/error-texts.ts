// What each API error code says, in every language Kubik speaks: one catalogue per language,
// i18next's JSON (`locales/errors-<lang>.json`), worded once for the server's answers and the web
// app's own error texts (the web merges the codes it words itself into its `errors.api` messages:
// apps/web/src/i18n/messageParts.ts). The types make every language carry every code.
import type { ErrorCode } from './errors.ts';
import type { Locale } from './locale.ts';
import en from './locales/errors-en.json' with { type: 'json' };
import es from './locales/errors-es.json' with { type: 'json' };
import sl from './locales/errors-sl.json' with { type: 'json' };

export const errorTexts: Record<Locale, Record<ErrorCode, string>> = { sl, en, es };
