import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moneyText } from '@kubik/shop/money-text';
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format.ts';
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

  it('writes any amount as the mails and the PDFs do (moneyText)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sl' as const, 'en' as const, 'es' as const),
        fc.integer({ min: -100_000_000, max: 100_000_000 }),
        (locale, cents) => {
          expect(formatMoney(locale, cents)).toBe(moneyText(locale, cents));
        },
      ),
    );
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

describe("dates in the shop's time zone", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows one night as one date, Ljubljana's by default, wherever the browser is", () => {
    // 23:57 UTC on 27 November is 00:57 on the 28th in Ljubljana: the mails, PDFs and lists say the 28th.
    const night = '2026-11-27T23:57:00Z';
    expect(formatDate('sl', night)).toBe('28. nov. 2026');
    expect(formatDateTime('en', night).replace(nbsp, ' ')).toBe('Nov 28, 2026, 12:57 AM');
    // A calendar day stays that day.
    expect(formatDate('sl', '2026-12-07')).toBe('7. dec. 2026');
  });

  it('follows the zone the server writes on the page (SHOP_TIME_ZONE)', () => {
    vi.stubGlobal('document', { documentElement: { dataset: { timeZone: 'America/New_York' } } });
    expect(formatDate('en', '2026-11-28T03:00:00Z')).toBe('Nov 27, 2026');
    expect(formatDate('en', '2026-12-07')).toBe('Dec 7, 2026');
  });
});
