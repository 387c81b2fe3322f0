import { describe, expect, it } from 'vitest';
import { centsText, parseCents } from './money.ts';

describe('amounts typed by staff', () => {
  it('reads euros with a comma or a point for the cents, with or without grouping', () => {
    expect(parseCents('99')).toBe(9900);
    expect(parseCents('99,5')).toBe(9950);
    expect(parseCents('99.05')).toBe(9905);
    expect(parseCents('1.234,56')).toBe(123_456);
    expect(parseCents('1,234.56')).toBe(123_456);
    expect(parseCents(' 1 234,56 € ')).toBe(123_456);
    expect(parseCents('1234,56')).toBe(123_456);
    expect(parseCents('0,01')).toBe(1);
    // Three digits after the only separator group thousands.
    expect(parseCents('3,141')).toBe(314_100);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1,2,3', '1.234.5', '12,345,67', '1,234,56', '1e3', '12,3456'])
      expect(parseCents(text), text).toBeNull();
  });

  it('writes cents back as an amount to edit', () => {
    expect(centsText(123_456, ',')).toBe('1234,56');
    expect(centsText(5, '.')).toBe('0.05');
    expect(parseCents(centsText(50_301, ','))).toBe(50_301);
  });
});
