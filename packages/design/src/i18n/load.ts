// One language's design texts, fetched when asked for (i18n/texts.ts): the configurator's bundle
// carries none of them, and a design with nothing to say about it fetches none.
import type { Lang } from './lang.ts';
import type { DesignTexts } from './texts.ts';

const loaders: Record<Lang, () => Promise<{ default: DesignTexts }>> = {
  sl: () => import('./locales/design-sl.json'),
  en: () => import('./locales/design-en.json'),
  es: () => import('./locales/design-es.json'),
};

/** The texts of one language (the module system fetches each file once; the caller caches the answer). */
export function loadDesignTexts(lang: Lang): Promise<DesignTexts> {
  return loaders[lang]().then((module) => module.default);
}
