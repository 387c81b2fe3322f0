import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-check.ts';

const agreeing = {
  sl: {
    a: 'Ena {{x}}',
    list: ['prva'],
    n: {
      cubes_one: '{{count}} kocka',
      cubes_two: '{{count}} kocki',
      cubes_few: '{{count}} kocke',
      cubes_other: '{{count}} kock',
    },
  },
  en: { a: 'One {{x}}', list: ['first'], n: { cubes_one: '{{count}} cube', cubes_other: '{{count}} cubes' } },
  es: {
    a: 'Uno {{x}}',
    list: ['primero'],
    n: { cubes_one: '{{count}} cubo', cubes_many: '{{count}} cubos', cubes_other: '{{count}} cubos' },
  },
};

describe('catalogueProblems', () => {
  it('passes catalogues that agree, each counted text with the forms of its own language', () => {
    expect(catalogueProblems(agreeing)).toEqual([]);
  });

  it('names a missing key, an empty text, a differing placeholder and a missing plural form', () => {
    const broken = {
      ...agreeing,
      en: { a: 'One {{y}}', list: ['first', 'second'], n: { cubes_one: '{{count}} cube' } },
      es: { a: ' ', list: [], n: { cubes_one: '{{count}} cubo', cubes_other: '{{count}} cubos' } },
    };
    expect(catalogueProblems(broken)).toEqual([
      'sl: no "list.1"',
      'en: "n.cubes" has no form _other',
      'en: "a" has {{y}} where sl has {{x}}',
      'es: no "list.0"',
      'es: "n.cubes" has no form _many',
      'es: no "list.1"',
      'es: "a" is empty or not a text',
    ]);
  });
});
