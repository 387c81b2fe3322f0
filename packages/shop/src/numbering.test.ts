import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankReference,
  formatInquiryNumber,
  formatOrderNumber,
  parseInquiryNumber,
  parseOrderNumber,
} from './numbering.ts';

describe('numbering', () => {
  it('writes and reads order numbers', () => {
    expect(formatOrderNumber({ year: 2026, seq: 42 })).toBe('K-2026-00042');
    expect(formatOrderNumber({ year: 2026, seq: 123_456 })).toBe('K-2026-123456');
    expect(parseOrderNumber('K-2026-00042')).toEqual({ year: 2026, seq: 42 });
    expect(parseOrderNumber(' k-2026-00042 ')).toEqual({ year: 2026, seq: 42 });
    expect(parseOrderNumber('K-2026-123456')).toEqual({ year: 2026, seq: 123_456 });
    for (const bad of [
      'K-2026-0042',
      'K-2026-000042',
      'K-2026-00000',
      '2026-00042',
      'K-1999-00001',
      'K-2026-00042x',
      'K–2026–00042',
      '',
    ]) {
      expect(parseOrderNumber(bad), bad).toBeNull();
    }
  });

  it('writes and reads inquiry numbers', () => {
    expect(formatInquiryNumber({ year: 2026, seq: 42 })).toBe('2026-0042');
    expect(formatInquiryNumber({ year: 2026, seq: 10_000 })).toBe('2026-10000');
    expect(parseInquiryNumber('2026-0042')).toEqual({ year: 2026, seq: 42 });
    for (const bad of ['2026-042', '2026-00042', '2026-0000', 'K-2026-0042', '26-0042']) {
      expect(parseInquiryNumber(bad), bad).toBeNull();
    }
  });

  it('refuses numbers it cannot write', () => {
    expect(() => formatOrderNumber({ year: 2026, seq: 0 })).toThrow(RangeError);
    expect(() => formatOrderNumber({ year: 1999, seq: 1 })).toThrow(RangeError);
    expect(() => formatInquiryNumber({ year: 2026, seq: 1.5 })).toThrow(RangeError);
  });

  it('round-trips every number, and sorts like the sequence within a year up to the padding', () => {
    const n = fc.record({ year: fc.integer({ min: 2000, max: 9999 }), seq: fc.integer({ min: 1, max: 10_000_000 }) });
    fc.assert(
      fc.property(n, (x) => {
        expect(parseOrderNumber(formatOrderNumber(x))).toEqual(x);
        expect(parseInquiryNumber(formatInquiryNumber(x))).toEqual(x);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_998 }), (seq) => {
        expect(formatOrderNumber({ year: 2026, seq }) < formatOrderNumber({ year: 2026, seq: seq + 1 })).toBe(true);
      }),
    );
  });

  it('makes the bank transfer reference from the order number', () => {
    expect(bankReference('K-2026-00042')).toBe('SI00 2026-00042');
    expect(() => bankReference('2026-0042')).toThrow(RangeError);
  });
});
