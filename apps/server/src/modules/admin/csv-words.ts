// The orders export as a person reads it (words as the web app's shop.status.* say them), in the
// CSV's language (the request's): column names and states in words (the server's catalogues,
// i18n/texts.ts), amounts in euros as that language writes them ("1.234,56" in sl and es,
// "1,234.56" in en), times in the shop's time zone. A spreadsheet in that language reads them as
// numbers; the cell quoting of csv.ts keeps the decimal comma inside its cell.
import type { Locale } from '@kubik/contract/locale';
import { perLocale, serverTexts, type ServerTexts } from '../../i18n/texts.ts';

const numberTags: Record<Locale, string> = { sl: 'sl-SI', en: 'en-US', es: 'es-ES' };

/** Cents as euros without the sign, always grouped: 123456 → "1.234,56" (sl, es) or "1,234.56" (en). */
export function csvEuros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(numberTags[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(cents / 100);
}

/** "2026-11-28 00:57" where the shop is. */
export function csvTime(at: Date | string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The export's columns, in order; their names are the catalogues' `csv.orderColumns`. */
const orderColumns = [
  'number',
  'placed',
  'state',
  'payment',
  'paymentMethod',
  'customer',
  'email',
  'company',
  'total',
  'paid',
  'refunded',
  'id',
] as const satisfies readonly (keyof ServerTexts['csv']['orderColumns'])[];

export const orderCsvHeader: Record<Locale, readonly string[]> = perLocale((locale) =>
  orderColumns.map((column) => serverTexts[locale].csv.orderColumns[column]),
);

export const orderStatusWords: Record<Locale, Record<string, string>> = perLocale(
  (locale) => serverTexts[locale].csv.orderStatus,
);

export const paymentStatusWords: Record<Locale, Record<string, string>> = perLocale(
  (locale) => serverTexts[locale].csv.paymentStatus,
);

export const paymentMethodWords: Record<Locale, Record<string, string>> = perLocale(
  (locale) => serverTexts[locale].csv.paymentMethod,
);
