// i18next with the three languages of seed §9: Slovenian by default, English as the fallback, no
// detection from the browser, no URL prefix. Each language's messages are their own chunk, loaded
// when first needed; <html lang> and the cookie follow the choice.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { fallbackLocale, isLocale, locales, type Locale } from '@kubik/contract/locale';
import { localeCookieString, readLocaleCookie } from './cookie.ts';

type Messages = Record<string, unknown>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  sl: () => import('./locales/sl.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    if (!isLocale(language)) {
      callback(null, {});
      return;
    }
    loaders[language]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function applyToDocument(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export async function setupI18n(initial: Locale = readLocaleCookie(document.cookie)): Promise<typeof i18next> {
  i18next.on('languageChanged', applyToDocument);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: fallbackLocale,
      supportedLngs: [...locales],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
      showSupportNotice: false,
    });
  applyToDocument(initial);
  return i18next;
}

export async function changeLocale(locale: Locale): Promise<void> {
  document.cookie = localeCookieString(locale);
  await i18next.changeLanguage(locale);
}

/** The current language as one of Kubik's locales. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : fallbackLocale;
}
