// One language's design texts, fetched when asked for (i18n/texts.ts): the configurator's bundle
// carries none of them, and a design with nothing to say about it fetches none.
import type { Lang } from './lang.ts';
import type { DesignTexts } from './texts.ts';

const loaders: Record<Lang, () => Promise<{ default: DesignTexts }>> = {
  sl: () => import('./locales/design-sl.json'),
  en: () => import('./locales/design-en.json'),
  es: () => import('./locales/design-es.json'),
};

const loaded = new Map<Lang, Promise<DesignTexts>>();

/** The texts of one language, fetched once; a failed fetch is tried again on the next call. */
export function loadDesignTexts(lang: Lang): Promise<DesignTexts> {
  let texts = loaded.get(lang);
  if (!texts) {
    texts = loaders[lang]().then(
      (module) => module.default,
      (error: unknown) => {
        loaded.delete(lang);
        throw error;
      },
    );
    loaded.set(lang, texts);
  }
  return texts;
}
