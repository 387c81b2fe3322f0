import { describe, expect, it } from 'vitest';
import { errorTexts } from './error-texts.ts';
import { errorCodes } from './errors.ts';
import { locales } from './locale.ts';

describe('the error texts (locales/errors-*.json)', () => {
  it.each(locales)('%s words every error code and nothing else, each in a sentence of its own', (locale) => {
    const texts = errorTexts[locale];
    expect(Object.keys(texts).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) expect(texts[code].trim(), code).toMatch(/^\p{Lu}.*[.!?]$/u);
  });

  it('words each code differently in each language', () => {
    for (const code of errorCodes) expect(new Set(locales.map((l) => errorTexts[l][code])).size, code).toBe(3);
  });
});
