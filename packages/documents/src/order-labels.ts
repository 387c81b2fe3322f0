// The order documents' words (order confirmation, proforma invoice: `order` of the documents'
// catalogue, document-texts.ts), and their formats: dates, money and countries as a reader in
// Slovenia, Ireland or Spain writes them.
import { byKey } from '@kubik/design/i18n/wording';
import type { Lang } from '@kubik/design/i18n/lang';
import { moneyText } from '@kubik/shop/money-text';
import { documentTexts } from './document-texts.ts';

export const orderLabels = byKey(documentTexts, (texts) => texts.order);

export type OrderLabel = keyof typeof orderLabels;

/** Formats as written in Slovenia, Ireland (English with European dates and euros) and Spain. */
const intl: Record<Lang, string> = { sl: 'sl-SI', en: 'en-IE', es: 'es-ES' };

// Intl's formatters are costly to make (a millisecond or so each) and cheap to use: one per language.
const cache = new Map<string, object>();
function formatter<T extends object>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) cache.set(key, (f = make()));
  return f as T;
}

/** Money as the web app writes it (apps/web/src/i18n/format.ts): Spanish always grouped ("1.234,56 €"), Slovenian from five digits. */
export function formatMoney(cents: number, lang: Lang): string {
  return moneyText(lang, cents);
}

/** A calendar date "2026-03-24" (or an instant) as the reader writes it: "24. 3. 2026", "24/03/2026", "24/3/2026". */
/** The shop's time zone when none is given (as @kubik/contract's defaultShopTimeZone; the server passes SHOP_TIME_ZONE). */
export const defaultShopTimeZone = 'Europe/Ljubljana';

export function formatDate(value: string | Date, lang: Lang, timeZone = defaultShopTimeZone): string {
  // A calendar day is that day anywhere: written in UTC. An instant is the day it was in the shop's zone.
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const zone = day ? 'UTC' : timeZone;
  return formatter(
    `date:${lang}:${zone}`,
    () => new Intl.DateTimeFormat(intl[lang], { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: zone }),
  ).format(day ? new Date(`${value}T12:00:00Z`) : new Date(value));
}

/** A VAT rate in basis points as a percentage: 2200 → "22 %" (sl, es) or "22%" (en). */
export function formatRate(bp: number, lang: Lang): string {
  return formatter(
    `rate:${lang}`,
    () => new Intl.NumberFormat(intl[lang], { style: 'percent', maximumFractionDigits: 2 }),
  ).format(bp / 10_000);
}

export function countryName(code: string, lang: Lang): string {
  try {
    return formatter(`region:${lang}`, () => new Intl.DisplayNames([intl[lang]], { type: 'region' })).of(code) ?? code;
  } catch {
    return code;
  }
}
