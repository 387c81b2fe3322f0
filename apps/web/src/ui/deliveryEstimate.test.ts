import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { formatEstimate } from './deliveryEstimate.ts';

const t = ((key: string, values: Record<string, unknown>) =>
  key === 'shop.delivery.week'
    ? `week ${String(values.week)}`
    : `weeks ${String(values.from)}–${String(values.to)}`) as unknown as TFunction;

describe('a delivery estimate', () => {
  it("names the weeks and the dates, as calendar days in the reader's format", () => {
    const estimate = { earliest: '2026-03-23', latest: '2026-04-03', weeks: { from: '2026-W13', to: '2026-W14' } };
    expect(formatEstimate(t, 'en', estimate)).toBe('weeks 13–14 · Mar 23, 2026 – Apr 3, 2026');
    expect(formatEstimate(t, 'es', estimate)).toBe('weeks 13–14 · 23 mar 2026 – 3 abr 2026');
  });

  it('says one week once', () => {
    expect(
      formatEstimate(t, 'sl', {
        earliest: '2026-03-23',
        latest: '2026-03-27',
        weeks: { from: '2026-W13', to: '2026-W13' },
      }),
    ).toMatch(/^week 13 · 23\. mar\. 2026 – 27\. mar\. 2026$/);
  });
});
