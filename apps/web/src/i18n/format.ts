// Dates, numbers and money per locale (Intl with the tags sl-SI, en-US, es-US); money is integer
// cents in EUR, never a float until the moment it is shown.
import { localeTags, type Locale } from '@kubik/contract/locale';

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeTags[locale], options).format(value);
}

export function formatMoney(locale: Locale, cents: number, currency = 'EUR'): string {
  return new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency }).format(cents / 100);
}

export function formatDate(locale: Locale, value: Date | string | number, options?: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(localeTags[locale], options ?? { dateStyle: 'medium' }).format(date);
}

export function formatDateTime(locale: Locale, value: Date | string | number): string {
  return formatDate(locale, value, { dateStyle: 'medium', timeStyle: 'short' });
}
