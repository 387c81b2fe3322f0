import { describe, expect, it } from 'vitest';
import { monthDate, monthDays, ordersListHref, utcDay } from './statsLinks.ts';

describe('the dashboard links into the orders list', () => {
  it('names only the filters given', () => {
    expect(ordersListHref()).toBe('/dashboard/admin/orders');
    expect(ordersListHref({ status: 'in_production' })).toBe('/dashboard/admin/orders?status=in_production');
    expect(ordersListHref({ paymentStatus: 'paid', from: '2026-02-01', to: '2026-02-28' })).toBe(
      '/dashboard/admin/orders?paymentStatus=paid&from=2026-02-01&to=2026-02-28',
    );
  });

  it('spans a month from its first to its last day, leap years included', () => {
    expect(monthDays('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthDate('2026-11').toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(utcDay('2026-10-16T10:00:00.000Z')).toBe('2026-10-16');
  });
});
