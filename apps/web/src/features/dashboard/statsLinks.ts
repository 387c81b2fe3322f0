// Where the dashboard's figures lead: the admin orders list, filtered through its URL (page,
// perPage, sort, order, q, status, paymentStatus, from, to). The list's from/to are UTC days while
// the revenue months are Ljubljana's, so a month's link can differ from its column by the orders
// placed in the first hour or two of the month (docs/API.md says so).
import type { AppHref } from '@kubik/contract/pages';
import type { OrderStatus, PaymentStatus } from '@kubik/contract/orders';

export type OrdersFilter = { status?: OrderStatus; paymentStatus?: PaymentStatus; from?: string; to?: string };

export function ordersListHref(filter: OrdersFilter = {}): AppHref {
  const params = new URLSearchParams();
  for (const key of ['status', 'paymentStatus', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `/dashboard/admin/orders?${search}` : '/dashboard/admin/orders';
}

/** A month (YYYY-MM) as its first and last day (YYYY-MM-DD). */
export function monthDays(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** A month (YYYY-MM) as a date in its middle, for Intl to name it (UTC, so no time zone moves it). */
export function monthDate(month: string): Date {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 15));
}

/** The UTC day (YYYY-MM-DD) of an instant. */
export const utcDay = (iso: string): string => iso.slice(0, 10);
