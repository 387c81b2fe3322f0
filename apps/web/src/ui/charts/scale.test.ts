// The charts' arithmetic, with examples worked out by hand.
import { describe, expect, it } from 'vitest';
import { bands, labelEvery, linearScale, niceTicks } from './scale.ts';

describe('niceTicks', () => {
  it('covers the maximum in at most the asked number of nice steps', () => {
    // 4 orders in at most 4 steps: rough step 1 → 0 1 2 3 4.
    expect(niceTicks(4, 4, true)).toEqual([0, 1, 2, 3, 4]);
    // 7 orders: rough 1.75 → step 2 → 0 2 4 6 8.
    expect(niceTicks(7, 4, true)).toEqual([0, 2, 4, 6, 8]);
    // 52,501 cents: rough 13,125.25 → power 10,000, factors 1, 2 → step 20,000 → 0 20,000 40,000 60,000.
    expect(niceTicks(52_501)).toEqual([0, 20_000, 40_000, 60_000]);
    // 9,000: rough 2,250 → 2,500 (2.5 × 1,000) → 0 2,500 5,000 7,500 10,000.
    expect(niceTicks(9_000)).toEqual([0, 2_500, 5_000, 7_500, 10_000]);
    // exactly on a step: 100 in 4 → 25 → four steps, no fifth.
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
  });

  it('never takes a step below 1 or of 2.5 for counts', () => {
    expect(niceTicks(1, 4, true)).toEqual([0, 1]);
    expect(niceTicks(2, 4, true)).toEqual([0, 1, 2]);
    // 9 counts in 4: rough 2.25 → 2.5 is not a count → 5 → 0 5 10.
    expect(niceTicks(9, 4, true)).toEqual([0, 5, 10]);
  });

  it('handles fractions without floating noise', () => {
    expect(niceTicks(0.3, 3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('gives an empty chart an axis of 0 and 1', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(0, 4, true)).toEqual([0, 1]);
  });

  it('refuses what is not a chart maximum', () => {
    expect(() => niceTicks(-1)).toThrow(RangeError);
    expect(() => niceTicks(Number.NaN)).toThrow(RangeError);
    expect(() => niceTicks(5, 0)).toThrow(RangeError);
  });

  it('ends at or above the maximum and within the step count, for many maxima', () => {
    for (let max = 1; max < 5_000_000; max = Math.ceil(max * 1.37)) {
      for (const integer of [false, true]) {
        const ticks = niceTicks(max, 4, integer);
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
        expect(ticks.length - 1).toBeLessThanOrEqual(4);
        expect(ticks.at(-2)!).toBeLessThan(max);
      }
    }
  });
});

describe('linearScale', () => {
  it('maps values proportionally and clamps outside the domain', () => {
    const x = linearScale(60_000, 300);
    expect(x(0)).toBe(0);
    expect(x(20_000)).toBe(100);
    expect(x(52_501)).toBeCloseTo(262.505, 6);
    expect(x(90_000)).toBe(300);
    expect(x(-5)).toBe(0);
    expect(linearScale(0, 300)(10)).toBe(0);
  });
});

describe('bands', () => {
  it('splits the width into equal bands with the bar centred in each', () => {
    const b = bands(12, 360, 0.25);
    expect(b.band).toBe(30);
    expect(b.bar).toBe(22.5);
    expect(b.start(0)).toBe(3.75);
    expect(b.start(11)).toBe(333.75);
  });
});

describe('labelEvery', () => {
  it('skips labels that would not fit', () => {
    expect(labelEvery(30, 24)).toBe(1);
    expect(labelEvery(20, 24)).toBe(2);
    expect(labelEvery(7, 24)).toBe(4);
  });
});
