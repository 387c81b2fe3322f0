// The admin dashboard's figures: GET /api/admin/stats → adminStats (admins only, 404 for anyone else).
// Every figure is counted by the database at the moment of the request; nothing is estimated.
//
// - ordersByStatus: every order ever placed, per order status, all six statuses always present.
// - revenueByMonth: the last 12 calendar months in Europe/Ljubljana, oldest first, the current month
//   last, months without sales present with zeros. An order counts in the month it was placed
//   (Ljubljana time) with the money it brought and kept: gross = paid − refunded (VAT and shipping
//   included), net = that share of the order's net (gross × net ÷ gross total, rounded per order
//   to the cent; a fully paid order without refunds counts exactly its net). Unpaid and fully
//   refunded orders count nothing.
// - carts: the last 30 days (from the request's moment back): orders placed, and carts still holding
//   items of which the first was added in those days (carts that did not become an order yet).
//   Checkout empties a cart into its order, so "carts opened" = ordersPlaced + openCarts and the
//   conversion is ordersPlaced ÷ that, in basis points (null when both are 0). A cart its owner
//   emptied by hand leaves no trace, so the rate is an upper bound — the dashboard says so.
// - inquiries: the inquiries per status (all six of @kubik/shop's inquiry-process always present),
//   and the last 30 days' cohort: inquiries submitted in the window, and how many of those are
//   accepted now (accepting an offer makes the order), so accepted ≤ submitted and the dashboard's
//   inquiry → order conversion is accepted ÷ submitted. Null only from a server without inquiries.
import { z } from 'zod';
import { orderStatuses } from './orders.ts';
import { inquiryStatuses } from './inquiry-states.ts';
import { currency } from '@kubik/design/pricing/currency';

export const statsTimeZone = 'Europe/Ljubljana';
export const statsMonths = 12;
export const statsCartDays = 30;
/** An inquiry's states (inquiry-states.ts), in their order: the statistics count each. */
export const statsInquiryStatuses = inquiryStatuses;

const count = z.number().int().min(0);
const cents = z.number().int().min(0);

export const inquiryStats = z.object({
  byStatus: z.array(z.object({ status: z.enum(statsInquiryStatuses), count })),
  last30Days: z.object({ submitted: count, accepted: count }),
});
export type InquiryStats = z.infer<typeof inquiryStats>;

export const monthRevenue = z.object({
  /** YYYY-MM in Europe/Ljubljana. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /** Orders placed in the month that brought money and kept some. */
  orders: count,
  grossCents: cents,
  netCents: cents,
});
export type MonthRevenue = z.infer<typeof monthRevenue>;

export const adminStats = z.object({
  /** The moment the figures were counted (ISO 8601, UTC). */
  at: z.string(),
  timeZone: z.literal(statsTimeZone),
  currency: z.literal(currency),
  ordersByStatus: z.array(z.object({ status: z.enum(orderStatuses), count })),
  revenueByMonth: z.array(monthRevenue),
  carts: z.object({
    days: z.literal(statsCartDays),
    /** The window's start (ISO 8601, UTC): `at` minus 30 days. */
    since: z.string(),
    ordersPlaced: count,
    openCarts: count,
    /** ordersPlaced ÷ (ordersPlaced + openCarts) in basis points; null when both are 0. */
    conversionBp: z.number().int().min(0).max(10_000).nullable(),
  }),
  inquiries: inquiryStats.nullable(),
});
export type AdminStats = z.infer<typeof adminStats>;
