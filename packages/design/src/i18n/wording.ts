// Wording from the i18next-style catalogues (`locales/*-<lang>.json`, decision 0030) without
// i18next, which the design package does not depend on (`texts.ts` words the findings the same way).
// Counted texts are i18next's plural keys, `<key>_one` … `<key>_other`.
import type { Lang, Localized } from './lang.ts';

/**
 * A text with its `{{name}}` placeholders filled in one pass, so what goes in is never read as a
 * placeholder or a `$` pattern. A placeholder without a value stays as it is.
 */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * The form of the counted text `key` that the language's plural rules pick for `count` (`_other`
 * when the catalogue has no such form), its `{{count}}` filled with `shown`: the count as the
 * language writes it.
 */
export function countedText(
  texts: Readonly<Record<string, string>>,
  key: string,
  rules: Intl.PluralRules,
  count: number,
  shown: string | number = count,
): string {
  const form = texts[`${key}_${rules.select(count)}`] ?? texts[`${key}_other`];
  if (form === undefined) throw new Error(`No counted text "${key}"`);
  return fillText(form, { count: shown });
}

/**
 * One section of every language's catalogue as a table of each key's words in all languages, the
 * `{ key: { sl, en, es } }` form the documents and the steps' headings are looked up in.
 */
export function byKey<C, K extends string>(
  catalogues: Readonly<Record<Lang, C>>,
  section: (catalogue: C) => Readonly<Record<K, string>>,
): Record<K, Localized> {
  const out = {} as Record<K, Localized>;
  for (const [lang, catalogue] of Object.entries(catalogues) as [Lang, C][])
    for (const [key, text] of Object.entries(section(catalogue)) as [K, string][])
      (out[key] ??= {} as Localized)[lang] = text;
  return out;
}
