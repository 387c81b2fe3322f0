// The PDF's own words (`pdf` and `counts` of the documents' catalogue, document-texts.ts; step texts
// come from the design core) and its number formats.
import { byKey, countedText } from '@kubik/design/i18n/wording';
import type { Lang } from '@kubik/design/i18n/lang';
import { moneyText } from '@kubik/shop/money-text';
import { documentTexts, type DocumentTexts } from './document-texts.ts';

export const pdfLabels = byKey(documentTexts, (texts) => texts.pdf);

export type PdfLabel = keyof typeof pdfLabels;

/** What `counted` counts: the counted texts of the catalogue (`counts.<word>_one` … `_other`). */
export type CountedWord = keyof DocumentTexts['counts'] extends infer K
  ? K extends `${infer Word}_other`
    ? Word
    : never
  : never;

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** "1 plošča", "2 plošči", "3 plošče", "5 plošč": a count, as the language writes it, with its word in the right form (Slovenian has four: 1, 2, 3–4, 5+). */
export function counted(count: number, word: CountedWord, lang: Lang): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(intl[lang])));
  return countedText(documentTexts[lang].counts, word, rules, count, number(count, lang));
}

export const intlLocale: Record<Lang, string> = { sl: 'sl-SI', en: 'en-IE', es: 'es-ES' };
const intl = intlLocale;

/** Money as the web app, the mails and the order documents write it. */
export function money(cents: number, lang: Lang): string {
  return moneyText(lang, cents);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as the language writes it; the formatters are made once (making one costs ~0.1 ms, and a label sheet formats thousands). */
export function number(value: number, lang: Lang, digits = 0): string {
  const key = `${lang}|${digits}`;
  let format = numberFormats.get(key);
  if (!format)
    numberFormats.set(
      key,
      (format = new Intl.NumberFormat(intl[lang], { maximumFractionDigits: digits, minimumFractionDigits: digits })),
    );
  return format.format(value);
}
