// Every string on every screen is translated: all three locales hold exactly the same keys, none
// empty, with the same {{placeholders}}; and every key the code asks for exists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@kubik/contract/locale';
import errorsEn from '../../../../packages/contract/src/locales/errors-en.json';
import errorsEs from '../../../../packages/contract/src/locales/errors-es.json';
import errorsSl from '../../../../packages/contract/src/locales/errors-sl.json';
import en from './locales/en.json';
import es from './locales/es.json';
import sl from './locales/sl.json';
import { withErrorTexts } from './messageParts.ts';

type Tree = { [key: string]: string | Tree };
// As the build serves them: with the API error texts the app words itself in `errors.api`.
const messages = {
  sl: withErrorTexts(sl, errorsSl),
  en: withErrorTexts(en, errorsEn),
  es: withErrorTexts(es, errorsEs),
} as Record<string, Tree>;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(locales.map((l) => [l, flatten(messages[l]!)])) as Record<string, Map<string, string>>;
const allKeys = new Set(Object.values(flat).flatMap((m) => [...m.keys()]));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale messages', () => {
  it.each(locales)('%s has every key the others have, none empty', (locale) => {
    const own = flat[locale]!;
    const missing = [...allKeys].filter((key) => !own.has(key));
    expect(missing).toEqual([]);
    const empty = [...own].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(locales)('%s uses the same placeholders as English', (locale) => {
    const differing = [...allKeys].filter(
      (key) => placeholders(flat[locale]!.get(key) ?? '').join() !== placeholders(flat.en!.get(key) ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('has every literal key the code asks for', () => {
    const src = join(import.meta.dirname, '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(src);
    const used = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(match[1]!);
    }
    // Page ids handed to the placeholder and list components stand for pages.<id>.title|purpose|empty.
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/<(?:PlaceholderPage|AdminList) id="(\w+)"/g)) {
        for (const part of ['title', 'purpose', 'empty']) used.add(`pages.${match[1]}.${part}`);
      }
    }
    for (const mode of ['new', 'saved', 'shared', 'inquiry', 'order']) {
      for (const part of ['title', 'empty']) used.add(`pages.configurator.${mode}.${part}`);
    }
    expect(used.size).toBeGreaterThan(20);
    // A key asked for with a count is a plural: its forms are key_one, key_other (and in Slovenian key_two, key_few).
    expect([...used].filter((key) => !flat.en!.has(key) && !flat.en!.has(`${key}_other`))).toEqual([]);
  });
});
