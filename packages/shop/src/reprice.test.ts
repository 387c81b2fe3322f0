import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, type Cents } from './money.ts';
import { comparePrices } from './reprice.ts';

const shown = {
  items: [
    { id: 'a', unitNetCents: cents(18_490) },
    { id: 'b', unitNetCents: cents(5000) },
  ],
  discountBp: 1000,
  shippingCents: cents(3180),
};
const fresh = (a: number | null, b: number | null, discountBp = 1000, shippingCents: Cents = cents(3180)) => ({
  items: new Map([
    ['a', a === null ? null : { unitNetCents: cents(a) }],
    ['b', b === null ? null : { unitNetCents: cents(b) }],
  ]),
  discountBp,
  shippingCents,
});

describe('re-price at submit', () => {
  it('goes on when nothing changed', () => {
    expect(comparePrices(shown, fresh(18_490, 5000))).toEqual({ outcome: 'unchanged' });
  });

  it('passes a lower price on', () => {
    expect(comparePrices(shown, fresh(18_000, 5000))).toEqual({
      outcome: 'lower',
      changes: [{ kind: 'item', id: 'a', before: 18_490, after: 18_000 }],
    });
    expect(comparePrices(shown, fresh(18_490, 5000, 1500)).outcome).toBe('lower'); // a bigger discount
    expect(comparePrices(shown, fresh(18_490, 5000, 1000, cents(3000))).outcome).toBe('lower');
  });

  it('refuses anything higher, with every change, even when another price fell', () => {
    expect(comparePrices(shown, fresh(18_491, 4000))).toEqual({
      outcome: 'higher',
      changes: [
        { kind: 'item', id: 'a', before: 18_490, after: 18_491 },
        { kind: 'item', id: 'b', before: 5000, after: 4000 },
      ],
    });
    expect(comparePrices(shown, fresh(18_490, 5000, 500))).toEqual({
      outcome: 'higher',
      changes: [{ kind: 'discount', beforeBp: 1000, afterBp: 500 }],
    });
    expect(comparePrices(shown, fresh(18_490, 5000, 1000, cents(3181))).outcome).toBe('higher');
  });

  it('refuses when an item can no longer be ordered', () => {
    expect(comparePrices(shown, fresh(18_490, null))).toEqual({
      outcome: 'higher',
      changes: [{ kind: 'item_unavailable', id: 'b' }],
    });
  });

  it('is "higher" exactly when some amount the customer pays went up', () => {
    const price = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(fc.array(fc.tuple(price, price), { minLength: 1, maxLength: 8 }), (pairs) => {
        const before = { items: pairs.map(([p], i) => ({ id: String(i), unitNetCents: cents(p) })), discountBp: 0 };
        const after = {
          items: new Map(pairs.map(([, q], i) => [String(i), { unitNetCents: cents(q) }])),
          discountBp: 0,
        };
        const v = comparePrices(before, after);
        expect(v.outcome === 'higher').toBe(pairs.some(([p, q]) => q > p));
        expect(v.outcome === 'unchanged').toBe(pairs.every(([p, q]) => q === p));
      }),
    );
  });
});
