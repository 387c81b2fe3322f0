// The three languages of Kubik (seed §3, §9): Slovenian is the default, English the fallback.
export const locales = ['sl', 'en', 'es'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'sl';
export const fallbackLocale: Locale = 'en';

/** BCP 47 tags for Intl formatting; the seed's iso codes are sl_SI, en-US and es-US. */
export const localeTags: Record<Locale, string> = { sl: 'sl-SI', en: 'en-US', es: 'es-US' };

/** The old product's cookie name, kept so returning visitors keep their language. */
export const localeCookie = 'i18n_redirected';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The shop's time zone (SHOP_TIME_ZONE): every date Kubik shows — pages, mails, PDFs, exports — is
 * a day and time there, so one night is one date everywhere. The server writes the configured one
 * into the page (`<html data-time-zone>`); this is the default.
 */
export const defaultShopTimeZone = 'Europe/Ljubljana';

/** Whether Intl knows the IANA zone `zone` (e.g. Europe/Ljubljana). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
