import { describe, expect, it } from 'vitest';
import { differencePercent, eurosInput, parseEuros } from './money.ts';

describe('offer prices typed in euros', () => {
  it('reads the decimal comma and point, with or without grouping', () => {
    expect(parseEuros('1234,56')).toBe(123_456);
    expect(parseEuros('1.234,56')).toBe(123_456);
    expect(parseEuros('1 234,5')).toBe(123_450);
    expect(parseEuros('1234.56')).toBe(123_456);
    expect(parseEuros('1,234.56')).toBe(123_456);
    expect(parseEuros('€ 300')).toBe(30_000);
    expect(parseEuros('300 €')).toBe(30_000);
    expect(parseEuros('1.234')).toBe(123_400);
    expect(parseEuros('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '12,345,6', '1,2345', '12.3.4', '1.23.456,00'])
      expect(parseEuros(text)).toBeNull();
  });

  it('writes cents back for an input, and the difference in per cent', () => {
    expect(eurosInput(123_456, true)).toBe('1234,56');
    expect(eurosInput(5, false)).toBe('0.05');
    expect(differencePercent(27_000, 30_000)).toBeCloseTo(-10);
    expect(differencePercent(100, null)).toBeNull();
  });
});
