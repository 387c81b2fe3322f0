// What decision 0030 asks of every i18next-style catalogue, as a check its tests run: each language
// has every key, none empty, with the same `{{placeholders}}`; a counted text (`<key>_one` …
// `<key>_other`) has every form its language's plural rules can pick, `_other` among them. An
// array's items are keys by their index.
import { langs, type Lang } from './lang.ts';

const baseOf = (path: string) => path.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(', ');

/** Each text by its dotted path ("pdf.title", "list.0"). */
function flatten(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  else out.set(prefix, node);
  return out;
}

/** Every way the three languages' catalogues fail the decision, as sentences; empty when they keep it. */
export function catalogueProblems(catalogues: Readonly<Record<Lang, unknown>>): string[] {
  const problems: string[] = [];
  const texts = Object.fromEntries(langs.map((lang) => [lang, flatten(catalogues[lang])])) as Record<
    Lang,
    Map<string, unknown>
  >;
  const keys = new Set(langs.flatMap((lang) => [...texts[lang].keys()].map(baseOf)));
  for (const lang of langs) {
    const own = texts[lang];
    const ownKeys = new Set([...own.keys()].map(baseOf));
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const key of keys) {
      if (!ownKeys.has(key)) problems.push(`${lang}: no "${key}"`);
      else if (!own.has(key)) {
        const missing = forms.filter((form) => !own.has(`${key}_${form}`));
        if (missing.length > 0) problems.push(`${lang}: "${key}" has no form _${missing.join(', _')}`);
      }
    }
    for (const [path, text] of own) {
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${lang}: "${path}" is empty or not a text`);
        continue;
      }
      const reference = texts.sl.get(path) ?? texts.sl.get(`${baseOf(path)}_other`);
      if (typeof reference === 'string' && placeholders(text) !== placeholders(reference))
        problems.push(`${lang}: "${path}" has {{${placeholders(text)}}} where sl has {{${placeholders(reference)}}}`);
    }
  }
  return problems;
}
