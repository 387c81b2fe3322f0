// The workshop's words — the saw diagrams' and the architect's drawing's — as i18next JSON, one file
// per language (`locales/workshop-<lang>.json`). Only the server, the CLI and the PDFs draw these;
// the configurator does not, so they are not in its catalogues.
import type { Lang } from './lang.ts';
import en from './locales/workshop-en.json' with { type: 'json' };
import es from './locales/workshop-es.json' with { type: 'json' };
import sl from './locales/workshop-sl.json' with { type: 'json' };

export type WorkshopTexts = typeof sl;

/** Every language's texts; the type makes en and es carry every key sl has. */
export const workshopTexts: Record<Lang, WorkshopTexts> = { sl, en, es };
