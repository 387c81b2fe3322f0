// Money reads one way wherever it is shown: worked examples checked by hand. The places that write
// money check they agree with moneyText for any amount: the web app (apps/web/src/i18n/format.test.ts),
// the PDFs (packages/documents/src/money.test.ts), the mails (apps/server/src/modules/orders/mails.test.ts).
import { describe, expect, it } from 'vitest';
import { moneyText } from './money-text.ts';

const nbsp = '\u00a0';

describe('money text', () => {
  it('writes each language as it is written: es always grouped, sl from five digits, en with the sign first', () => {
    expect(moneyText('sl', 123_456)).toBe(`1234,56${nbsp}€`);
    expect(moneyText('sl', 1_234_567)).toBe(`12.345,67${nbsp}€`);
    expect(moneyText('es', 123_456)).toBe(`1.234,56${nbsp}€`);
    expect(moneyText('es', 999)).toBe(`9,99${nbsp}€`);
    expect(moneyText('en', 123_456)).toBe('€1,234.56');
    expect(moneyText('en', -2_550)).toBe('-€25.50');
  });
});
