import { describe, expect, it } from 'vitest';
import { drillCodes } from '../cnc/drill-check.ts';
import { designTexts } from './findings.ts';
import { langs } from './lang.ts';
import { findingText } from './texts.ts';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const at = (texts: object, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts) as string;

describe('the design texts (i18n/locales/design-*.json)', () => {
  it('has every key in sl, en and es, each non-empty and with the same placeholders', () => {
    const sl = keys(designTexts.sl).sort();
    expect(sl.length).toBeGreaterThan(60);
    for (const lang of langs) {
      expect(keys(designTexts[lang]).sort(), lang).toEqual(sl);
      for (const key of sl) {
        expect(at(designTexts[lang], key).trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(at(designTexts[lang], key)), `${lang} ${key}`).toEqual(
          placeholders(at(designTexts.sl, key)),
        );
      }
    }
  });

  it('words every drilling rule the checker reports', () => {
    for (const lang of langs)
      expect(Object.keys(designTexts[lang].drillingRules).sort()).toEqual([...drillCodes].sort());
  });

  it('fills params, words the drilling rule and leaves unknown placeholders as they are', () => {
    expect(findingText(designTexts.en, 'en', 'too_large', { max: 5 })).toBe('The document is larger than 5 bytes.');
    expect(findingText(designTexts.sl, 'sl', 'too_large', {})).toBe('Dokument je večji od {{max}} bajtov.');
    const drilled = findingText(designTexts.en, 'en', 'drilling_rule_broken', {
      id: 'c1',
      part: 'H001',
      rule: 'hole_through',
    });
    expect(drilled).toContain('a blind hole would go through the board');
    expect(drilled).toContain('H001');
  });
});
