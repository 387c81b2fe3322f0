// The discount is typed in percent and sent in basis points: both decimal marks, at most two
// decimals, never beyond 100 %.
import { describe, expect, it } from 'vitest';
import { basisPointsOf, percentOf } from './discount.ts';

describe('the discount in percent and basis points', () => {
  it('reads a typed percent as basis points', () => {
    expect(basisPointsOf('10')).toBe(1000);
    expect(basisPointsOf(' 12,5 ')).toBe(1250);
    expect(basisPointsOf('0.01')).toBe(1);
    expect(basisPointsOf('100')).toBe(10_000);
    expect(basisPointsOf('0')).toBe(0);
  });
  it('refuses what is no percent', () => {
    for (const text of ['', '100.01', '101', '-5', '12.345', 'deset', '1e2'])
      expect(basisPointsOf(text), text).toBeNull();
  });
  it('shows basis points as percent', () => {
    expect(percentOf(1250)).toBe(12.5);
    expect(percentOf(0)).toBe(0);
  });
});
