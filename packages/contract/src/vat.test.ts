import { describe, expect, it } from 'vitest';
import { checkVatId } from './vat.ts';

describe('VAT ids', () => {
  it('accepts valid numbers, ignoring case and separators', () => {
    // Real, published VAT numbers of companies, and SI10000003 worked by hand (8·1 = 8; 11 − 8 = 3).
    for (const id of [
      'SI12345679',
      'si 1234 5679',
      'SI10000003',
      'DE136695976',
      'HR33392005961',
      'IT00743110157',
      'ATU13585627',
      'BE0776091951',
      'DK13585628',
      'FI20774740',
      'LU15027442',
      'PL5260001246',
      'PT501964843',
      'SK2022749619',
      'FR40303265045',
      'NL004495445B01',
      'ESA28015865',
      'EL094259216',
    ]) {
      expect(checkVatId(id), id).toMatchObject({ ok: true });
    }
    expect(checkVatId('si 1234-5679')).toEqual({ ok: true, normalized: 'SI12345679' });
  });

  it('refuses a wrong Slovenian check digit', () => {
    expect(checkVatId('SI12345678')).toEqual({ ok: false, reason: 'check_digit' });
    expect(checkVatId('SI01234567')).toEqual({ ok: false, reason: 'check_digit' });
  });

  it('refuses wrong formats and unknown prefixes', () => {
    expect(checkVatId('SI1234567')).toEqual({ ok: false, reason: 'format' });
    expect(checkVatId('DE12345678')).toEqual({ ok: false, reason: 'format' });
    expect(checkVatId('US123456789')).toEqual({ ok: false, reason: 'country' });
    expect(checkVatId('')).toEqual({ ok: false, reason: 'country' });
  });

  it('refuses wrong check digits in other states', () => {
    for (const id of [
      'DE136695977',
      'HR33392005962',
      'IT00743110158',
      'BE0776091952',
      'PL5260001247',
      'PT501964844',
      'FR41303265045',
    ]) {
      expect(checkVatId(id), id).toEqual({ ok: false, reason: 'check_digit' });
    }
  });
});
