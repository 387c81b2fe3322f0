// Dates, numbers and money per locale; money is integer cents in EUR, never a float until the
// moment it is shown. Spanish is written as in Spain (es-ES: "290,03 €", "1.200 mm"), not as the
// seed's es-US tag would (which only names the language here); Intl's es-ES leaves four-digit
// numbers ungrouped ("1200"), so Spanish numbers always group. Slovenian keeps CLDR's rule
// (grouping from five digits: "1200 mm", "12.345 mm").
import { defaultShopTimeZone, type Locale } from '@kubik/contract/locale';
import { moneyText, shopCurrency } from '@kubik/shop/money-text';

/** The Intl locale each language formats with. */
export const formatTags: Record<Locale, string> = { sl: 'sl-SI', en: 'en-US', es: 'es-ES' };

const grouping = (locale: Locale): Intl.NumberFormatOptions => (locale === 'es' ? { useGrouping: 'always' } : {});

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(formatTags[locale], { ...grouping(locale), ...options }).format(value);
}

/** The shop's money as the mails and PDFs write it (one function: @kubik/shop/money-text); another currency (none today) by Intl. */
export function formatMoney(locale: Locale, cents: number, currency: string = shopCurrency): string {
  if (currency === shopCurrency) return moneyText(locale, cents);
  return new Intl.NumberFormat(formatTags[locale], { style: 'currency', currency, ...grouping(locale) }).format(
    cents / 100,
  );
}

/** Millimetres with the unit: "1.200 mm". */
export function formatMm(locale: Locale, mm: number): string {
  return `${formatNumber(locale, mm)} mm`;
}

/**
 * The shop's time zone (SHOP_TIME_ZONE, which the server writes on <html data-time-zone>), so a
 * date reads the same here as in the shop's mails, PDFs and exports, wherever the reader is.
 */
export function shopTimeZone(): string {
  const given = typeof document === 'undefined' ? undefined : document.documentElement.dataset.timeZone;
  return given || defaultShopTimeZone;
}

export function formatDate(
  locale: Locale,
  value: Date | string | number,
  options?: Intl.DateTimeFormatOptions,
): string {
  const date = value instanceof Date ? value : new Date(value);
  // A calendar day ("2026-12-07") is that day wherever the shop is: read as UTC midnight, shown in UTC.
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(formatTags[locale], {
    ...(options ?? { dateStyle: 'medium' }),
    timeZone: day ? 'UTC' : shopTimeZone(),
  }).format(date);
}

export function formatDateTime(locale: Locale, value: Date | string | number): string {
  return formatDate(locale, value, { dateStyle: 'medium', timeStyle: 'short' });
}
