// The documents' words — the project PDF's, the order documents', the piece labels' — as i18next
// JSON, one catalogue per language (`locales/documents-<lang>.json`, `{{name}}` placeholders, counted
// texts as `<key>_one` … `<key>_other` with every form in every language, as the web app's messages
// have them), decision 0030. Dates, numbers and money are not words: their modules format them.
import type { Lang } from '@kubik/design/i18n/lang';
import en from './locales/documents-en.json' with { type: 'json' };
import es from './locales/documents-es.json' with { type: 'json' };
import sl from './locales/documents-sl.json' with { type: 'json' };

export type DocumentTexts = typeof sl;

/** Every language's texts; the type makes en and es carry every key sl has. */
export const documentTexts: Record<Lang, DocumentTexts> = { sl, en, es };
