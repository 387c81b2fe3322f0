import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format.ts';
import { readLocaleCookie, localeCookieString } from './cookie.ts';

const nbsp = /[\u00a0\u202f]/g;

describe('formatting per locale', () => {
  it('formats money in EUR from integer cents', () => {
    // Slovenian groups thousands only from five digits on (CLDR minimum grouping digits 2).
    expect(formatMoney('sl', 123456).replace(nbsp, ' ')).toBe('1234,56 €');
    expect(formatMoney('sl', 1234567).replace(nbsp, ' ')).toBe('12.345,67 €');
    expect(formatMoney('en', 123456)).toBe('€1,234.56');
    // Spanish as in Spain, grouped from four digits: "1.234,56 €", "1.200".
    expect(formatMoney('es', 123456).replace(nbsp, ' ')).toBe('1.234,56 €');
    expect(formatMoney('es', 29003).replace(nbsp, ' ')).toBe('290,03 €');
    expect(formatNumber('es', 1200)).toBe('1.200');
  });

  it('formats numbers and dates with the locale tags', () => {
    expect(formatNumber('sl', 12345.5).replace(nbsp, ' ')).toBe('12.345,5');
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
    const date = new Date(Date.UTC(2026, 2, 14, 12));
    expect(formatDate('en', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 14, 2026');
    expect(formatDate('sl', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('14. marec 2026');
  });
});

describe('the language cookie', () => {
  it('reads i18n_redirected and falls back to Slovenian', () => {
    expect(readLocaleCookie('a=b; i18n_redirected=es; c=d')).toBe('es');
    expect(readLocaleCookie('i18n_redirected=fr')).toBe('sl');
    expect(readLocaleCookie('')).toBe('sl');
    expect(localeCookieString('en')).toMatch(/^i18n_redirected=en; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });
});
