import { describe, expect, it } from 'vitest';
import { defaultShippingTable } from '@kubik/shop/shipping';
import { homeDeliveryEstimate, workshopToday } from './deliveryEstimate.ts';

describe("the price bar's delivery estimate", () => {
  it("counts the workshop's date, not the browser's: 23:30 UTC on 30 November is 1 December in Ljubljana", () => {
    expect(workshopToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
  });

  it('adds production and the transit to Slovenia in working days (10 + 1 to 15 + 2 by the default table)', () => {
    // Monday 2 March 2026, no holidays in the next weeks: 11 working days → Tuesday 17 March, 17 → Wednesday 25 March.
    const estimate = homeDeliveryEstimate(new Date('2026-03-02T09:00:00Z'), defaultShippingTable);
    expect(estimate).toEqual({
      earliest: '2026-03-17',
      latest: '2026-03-25',
      weeks: { from: '2026-W12', to: '2026-W13' },
    });
  });

  it('says nothing for a country no zone serves', () => {
    expect(homeDeliveryEstimate(new Date('2026-03-02T09:00:00Z'), defaultShippingTable, 'US')).toBeNull();
  });
});
