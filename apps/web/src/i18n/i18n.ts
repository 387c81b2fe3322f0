// i18next with the three languages of seed §9: Slovenian by default, English as the fallback, no
// detection from the browser, no URL prefix. Each language's messages are their own chunk, loaded
// when first needed (the fallback's only when a text is missing); <html lang> and the cookie follow
// the choice.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { fallbackLocale, isLocale, locales, type Locale } from '@kubik/contract/locale';
import { localeCookieString, readLocaleCookie } from './cookie.ts';

type Messages = Record<string, unknown>;
/** One part of the messages (messageParts.ts), a loader per language. */
export type MessageLoaders = Record<Locale, () => Promise<{ default: Messages }>>;

const mainMessages: MessageLoaders = {
  sl: () => import('./locales/sl.json?part=main'),
  en: () => import('./locales/en.json?part=main'),
  es: () => import('./locales/es.json?part=main'),
};

/** The configurator's texts: loaded with its route, not with the landing page. */
export const configuratorMessages: MessageLoaders = {
  sl: () => import('./locales/sl.json?part=configurator'),
  en: () => import('./locales/en.json?part=configurator'),
  es: () => import('./locales/es.json?part=configurator'),
};

/** The shop's texts (cart, checkout, orders, the configurator's price actions, admin lists). */
export const shopMessages: MessageLoaders = {
  sl: () => import('./locales/sl.json?part=shop'),
  en: () => import('./locales/en.json?part=shop'),
  es: () => import('./locales/es.json?part=shop'),
};

/** The account pages' texts (registration, e-mail and password pages, the account, checkout's forms). */
export const accountMessages: MessageLoaders = {
  sl: () => import('./locales/sl.json?part=account'),
  en: () => import('./locales/en.json?part=account'),
  es: () => import('./locales/es.json?part=account'),
};

/** The projects page's texts. */
export const projectsMessages: MessageLoaders = {
  sl: () => import('./locales/sl.json?part=projects'),
  en: () => import('./locales/en.json?part=projects'),
  es: () => import('./locales/es.json?part=projects'),
};

/** The admin area's texts (every section named admin…). */
export const adminMessages: MessageLoaders = {
  sl: () => import('./locales/sl.json?part=admin'),
  en: () => import('./locales/en.json?part=admin'),
  es: () => import('./locales/es.json?part=admin'),
};

/** Inquiries', offers' and the partner pages' texts (every section named inquiry…, offer… or partner…). */
export const inquiriesMessages: MessageLoaders = {
  sl: () => import('./locales/sl.json?part=inquiries'),
  en: () => import('./locales/en.json?part=inquiries'),
  es: () => import('./locales/es.json?part=inquiries'),
};

/** "View in your room": the 3D dialog's and the /ar page's texts, loaded with them. */
export const roomMessages: MessageLoaders = {
  sl: () => import('./locales/sl.json?part=room'),
  en: () => import('./locales/en.json?part=room'),
  es: () => import('./locales/es.json?part=room'),
};

/** Parts loaded so far beside the main one: a language loaded later gets them in the same step. */
const extraParts = new Set<MessageLoaders>();

/**
 * The fallback language (English, seed §9) is fetched only when the language in use misses a text:
 * the three locales hold the same keys (locales.test.ts), so a first visit in Slovenian fetches no
 * English. Until then i18next holds an empty English bundle ('deferred').
 */
let wanted: Locale = fallbackLocale;
let fallback: 'deferred' | 'loaded' | 'idle' = 'idle';
const deferFallback = (language: Locale) =>
  language === fallbackLocale && wanted !== fallbackLocale && fallback !== 'loaded';

/** Fetches the fallback's messages (every part loaded so far) into its bundle, once. */
async function loadFallback(): Promise<void> {
  if (fallback === 'loaded') return;
  fallback = 'loaded';
  await i18next.reloadResources([fallbackLocale]);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    if (!isLocale(language)) {
      callback(null, {});
      return;
    }
    if (deferFallback(language)) {
      fallback = 'deferred';
      callback(null, {});
      return;
    }
    mainMessages[language]()
      .then((main) =>
        Promise.all([...extraParts].map((part) => part[language]())).then(
          (extras) => Object.assign({}, main.default, ...extras.map((m) => m.default)) as Messages,
        ),
      )
      .then(
        (messages) => callback(null, messages),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

/**
 * Adds a part of the messages (the configurator's) to every language loaded so far, and to every
 * language loaded from now on. Resolves once the texts are there, so a page can render with them.
 */
export async function loadMessages(part: MessageLoaders): Promise<void> {
  extraParts.add(part);
  const loaded = locales.filter(
    (locale) =>
      i18next.hasResourceBundle(locale, 'translation') && !(locale === fallbackLocale && fallback === 'deferred'),
  );
  await Promise.all(
    loaded.map(async (locale) => {
      const messages = (await part[locale]()).default;
      i18next.addResourceBundle(locale, 'translation', messages, true, true);
    }),
  );
}

function applyToDocument(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export async function setupI18n(initial: Locale = readLocaleCookie(document.cookie)): Promise<typeof i18next> {
  wanted = initial;
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
      // A text the language misses fetches the fallback's messages; screens redraw when they arrive.
      saveMissing: true,
      missingKeyHandler: () => {
        if (fallback === 'deferred') void loadFallback();
      },
      react: { useSuspense: false, bindI18nStore: 'added' },
      returnNull: false,
      showSupportNotice: false,
    });
  applyToDocument(initial);
  return i18next;
}

export async function changeLocale(locale: Locale): Promise<void> {
  document.cookie = localeCookieString(locale);
  wanted = locale;
  if (locale === fallbackLocale && fallback === 'deferred') await loadFallback();
  await i18next.changeLanguage(locale);
}

/** The current language as one of Kubik's locales. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : fallbackLocale;
}
