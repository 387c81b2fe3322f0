// The assembly catalogue (i18n/locales/assembly-<lang>.json): complete in every language, and a
// step worded from it, checked by hand in sl, en and es.
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../i18n/catalogue-check.ts';
import { assemblyTexts, stepLabels, stepText } from './texts.ts';

describe('the assembly catalogue', () => {
  it('has every key in sl, en and es with the same placeholders', () => {
    expect(catalogueProblems(assemblyTexts)).toEqual([]);
  });

  it('words a row’s step with its number and height', () => {
    expect(stepText('tops', { n: 2, h: 800 })).toEqual({
      sl: 'Zapiranje vrste 2: na stranice vrste 2 položite plošče na višini 800 mm in jih spojite z okovjem.',
      en: 'Closing row 2: lay the boards at 800 mm on the sides of row 2 and join them with the fittings.',
      es: 'Cierre de la fila 2: coloque los tableros a 800 mm sobre los laterales de la fila 2 y únalos con los herrajes.',
    });
  });

  it('words tilting up with the clear height and the ceiling', () => {
    const tilt = stepText('tiltUp', { h: 2000, d: 400, t: 2040, c: 2500 });
    expect(tilt.en).toContain('The tilt needs 2040 mm of clear height (√(2000² + 400²)); the ceiling is at 2500 mm.');
    expect(tilt.sl).toContain('potrebuje 2040 mm prostora v višino (√(2000² + 400²)); strop je na 2500 mm.');
    expect(tilt.es).toContain('necesita 2040 mm de altura libre (√(2000² + 400²)); el techo está a 2500 mm.');
  });

  it('has the headings around the steps', () => {
    expect(stepLabels).toEqual({
      step: { sl: 'Korak', en: 'Step', es: 'Paso' },
      parts: { sl: 'Deli', en: 'Parts', es: 'Piezas' },
      hardware: { sl: 'Okovje', en: 'Hardware', es: 'Herrajes' },
    });
  });
});
