// The chosen language lives in the `i18n_redirected` cookie (the old product's name, kept so
// returning visitors keep their choice); the server reads it too, to localise its messages.
import { defaultLocale, isLocale, localeCookie, type Locale } from '@kubik/contract/locale';

const oneYearSeconds = 365 * 24 * 60 * 60;

export function readLocaleCookie(cookie: string): Locale {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === localeCookie) {
      const value = decodeURIComponent(rest.join('='));
      if (isLocale(value)) return value;
    }
  }
  return defaultLocale;
}

export function localeCookieString(locale: Locale): string {
  return `${localeCookie}=${locale}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax`;
}
