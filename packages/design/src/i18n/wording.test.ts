import { describe, expect, it } from 'vitest';
import { countedText, fillText } from './wording.ts';

describe('fillText', () => {
  it('fills each placeholder where it stands, never reading what it put in, and keeps one without a value', () => {
    expect(fillText('{{a}} and {{b}}, {{c}}', { a: '{{b}}', b: '$& $$', c: 0 })).toBe('{{b}} and $& $$, 0');
    expect(fillText('{{a}} {{toString}}', {})).toBe('{{a}} {{toString}}');
  });
});

describe('countedText', () => {
  const sl = {
    cubes_one: '{{count}} kocko',
    cubes_two: '{{count}} kocki',
    cubes_few: '{{count}} kocke',
    cubes_other: '{{count}} kock',
  };
  const es = { cubes_one: '{{count}} cubo', cubes_other: '{{count}} cubos' };
  const rules = (lang: string) => new Intl.PluralRules(lang);

  it("picks the form the language's plural rules name, else _other (worked by hand)", () => {
    expect([1, 2, 3, 4, 5, 101, 102, 103].map((n) => countedText(sl, 'cubes', rules('sl'), n))).toEqual([
      '1 kocko',
      '2 kocki',
      '3 kocke',
      '4 kocke',
      '5 kock',
      '101 kocko',
      '102 kocki',
      '103 kocke',
    ]);
    expect(countedText(es, 'cubes', rules('es'), 1_000_000, '1.000.000')).toBe('1.000.000 cubos');
    expect(() => countedText(es, 'boards', rules('es'), 2)).toThrow('No counted text "boards"');
  });
});
