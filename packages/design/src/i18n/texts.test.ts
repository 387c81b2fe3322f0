import { describe, expect, it } from 'vitest';
import { drillCodes } from '../cnc/drill-check.ts';
import { catalogueProblems } from './catalogue-check.ts';
import { designTexts } from './findings.ts';
import { langs } from './lang.ts';
import { findingText } from './texts.ts';

describe('the design texts (i18n/locales/design-*.json)', () => {
  it('has every key in sl, en and es, each non-empty and with the same placeholders', () => {
    expect(Object.keys(designTexts.sl.findings).length).toBeGreaterThan(40);
    expect(catalogueProblems(designTexts)).toEqual([]);
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
