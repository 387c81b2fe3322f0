import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bp, cents, divideRounded, MAX_ABS_CENTS, negate, percentOf, sum, times, withVat } from './money.ts';

const amount = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(cents);
const rate = fc.integer({ min: 0, max: 10_000 }).map(bp);

describe('money', () => {
  it('takes only whole cents and whole basis points', () => {
    expect(cents(12_345)).toBe(12_345);
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(() => cents(Number.NaN)).toThrow(RangeError);
    expect(() => cents(MAX_ABS_CENTS + 1)).toThrow(RangeError);
    expect(() => bp(10_001)).toThrow(RangeError);
    expect(() => bp(-1)).toThrow(RangeError);
    expect(() => bp(22.5)).toThrow(RangeError);
    expect(() => times(cents(100), 1.5)).toThrow(RangeError);
  });

  it('rounds a share half away from zero, once (worked by hand)', () => {
    // 1234 × 22 % = 271.48 → 271
    expect(percentOf(cents(1234), bp(2200))).toBe(271);
    // 25 × 22 % = 5.5 → 6 (half up)
    expect(percentOf(cents(25), bp(2200))).toBe(6);
    // −25 × 22 % = −5.5 → −6 (half away from zero: a negative line mirrors a positive one)
    expect(percentOf(cents(-25), bp(2200))).toBe(-6);
    // 5 × 10 % = 0.5 → 1;  4 × 10 % = 0.4 → 0
    expect(percentOf(cents(5), bp(1000))).toBe(1);
    expect(percentOf(cents(4), bp(1000))).toBe(0);
    // 999 × 9.5 % = 94.905 → 95
    expect(percentOf(cents(999), bp(950))).toBe(95);
    // 100,000,000,000 × 100 % = the amount, exactly (the largest amount stays exact)
    expect(percentOf(cents(MAX_ABS_CENTS), bp(10_000))).toBe(MAX_ABS_CENTS);
    expect(divideRounded(7, 2)).toBe(4);
    expect(divideRounded(-7, 2)).toBe(-4);
    expect(divideRounded(6, 4)).toBe(2); // 1.5 → 2
  });

  it('splits a net amount into VAT and gross (worked by hand)', () => {
    // 184.90 € net at 22 %: VAT 40.678 → 40.68 €; gross 225.58 €
    expect(withVat(cents(18_490), bp(2200))).toEqual({
      netCents: 18_490,
      vatRateBp: 2200,
      vatCents: 4068,
      grossCents: 22_558,
    });
    // 9.5 % on 10.00 €: 0.95 €
    expect(withVat(cents(1000), bp(950))).toEqual({ netCents: 1000, vatRateBp: 950, vatCents: 95, grossCents: 1095 });
    expect(sum([cents(1), cents(2), cents(-4)])).toBe(-1);
    expect(sum([])).toBe(0);
    expect(negate(cents(0))).toBe(0);
    expect(Object.is(negate(cents(0)), -0)).toBe(false);
  });

  it('net + VAT = gross, and the share agrees with exact arithmetic to half a cent', () => {
    fc.assert(
      fc.property(amount, rate, (a, r) => {
        const split = withVat(a, r);
        expect(split.netCents + split.vatCents).toBe(split.grossCents);
        const exact = (a * r) / 10_000;
        expect(Math.abs(split.vatCents - exact)).toBeLessThanOrEqual(0.5);
        expect(Number.isInteger(split.vatCents)).toBe(true);
      }),
    );
  });

  it('rounds symmetrically and monotonically', () => {
    fc.assert(
      fc.property(amount, rate, (a, r) => {
        expect(percentOf(negate(a), r)).toBe(negate(percentOf(a, r)));
      }),
    );
    fc.assert(
      fc.property(amount, fc.nat({ max: 1000 }), rate, (a, more, r) => {
        expect(percentOf(cents(Math.min(a + more, MAX_ABS_CENTS)), r)).toBeGreaterThanOrEqual(percentOf(a, r));
      }),
    );
  });
});
