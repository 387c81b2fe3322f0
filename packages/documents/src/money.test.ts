// The design PDF and the order documents write any amount as the web app and the mails do
// (@kubik/shop/money-text's moneyText: one function for every reader).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyText } from '@kubik/shop/money-text';
import { formatMoney } from './order-labels.ts';
import { money } from './pdf-labels.ts';

describe('money in the PDFs', () => {
  it('is moneyText for any amount in every language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sl' as const, 'en' as const, 'es' as const),
        fc.integer({ min: -100_000_000, max: 100_000_000 }),
        (lang, cents) => {
          expect(money(cents, lang)).toBe(moneyText(lang, cents));
          expect(formatMoney(cents, lang)).toBe(moneyText(lang, cents));
        },
      ),
    );
  });
});
