// Money as every reader sees it — the web app, the mails, the PDFs and the labels — from one
// function, so one price never reads two ways. Integer cents in, text out; Kubik sells in euros.
// Spanish is written as in Spain and always grouped ("1.234,56 €": Intl's es-ES leaves four-digit
// amounts ungrouped), Slovenian keeps CLDR's rule (grouping from five digits: "1234,56 €",
// "12.345,00 €"), English is "€1,234.56".
import type { Locale } from '@kubik/contract/locale';
import type { Currency } from '@kubik/design/pricing/currency';

/** The shop's one currency: the prices, carts, orders and payments are all in it (the design core's `currency`; the shop core takes only types from it). */
export const shopCurrency: Currency = 'EUR';

/** The Intl locale money is written with in each language. */
const moneyTags: Record<Locale, string> = { sl: 'sl-SI', en: 'en-US', es: 'es-ES' };

// An Intl formatter costs about a millisecond to make and little to use: one per language.
const formatters = new Map<Locale, Intl.NumberFormat>();

/** "1.234,56 €" (es), "1234,56 €" (sl), "€1,234.56" (en) from 123456 cents. */
export function moneyText(locale: Locale, cents: number): string {
  let format = formatters.get(locale);
  if (!format)
    formatters.set(
      locale,
      (format = new Intl.NumberFormat(moneyTags[locale], {
        style: 'currency',
        currency: shopCurrency,
        ...(locale === 'es' ? { useGrouping: 'always' as const } : {}),
      })),
    );
  return format.format(cents / 100);
}
