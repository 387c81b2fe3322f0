// The admin dashboard's order figures in SQL (see packages/contract/src/stats.ts for what each one
// means): two statements, each one pass over the orders table, whatever the number of months.
import { sql } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { orders } from './schema.ts';

/** drizzle's execute answers the rows (PGlite) or a result holding them (node-postgres). */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export type StatusCount = { status: string; count: number; since: number };
export type MonthRow = { month: string; orders: number; grossCents: number; netCents: number };

export function createOrderStatsRepository(uow: UnitOfWork) {
  return {
    /** Orders per status: all of them, and those placed at or after `since`. */
    async perStatus(since: Date): Promise<StatusCount[]> {
      return uow
        .db()
        .select({
          status: orders.status,
          count: sql<number>`count(*)::int`,
          since: sql<number>`(count(*) filter (where ${orders.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
        })
        .from(orders)
        .groupBy(orders.status);
    },

    /**
     * The `months` calendar months in `timeZone` up to the one holding `now`, oldest first, each with
     * the orders placed in it that kept money: gross = paid − refunded, net = its share of the net
     * (rounded per order, half away from zero). Months without such orders come with zeros. The join
     * compares timestamps with the months' bounds turned into instants, so the orders are read by
     * range (not by a function of each row).
     */
    async revenueByMonth(now: Date, months: number, timeZone: string): Promise<MonthRow[]> {
      const result = await uow.db().execute(sql`
        with bounds as (
          select date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone}) as last_month
        ), month_list as (
          select m as month, m at time zone ${timeZone} as starts, (m + interval '1 month') at time zone ${timeZone} as ends
          from bounds, generate_series(bounds.last_month - make_interval(months => ${months - 1}), bounds.last_month, interval '1 month') as m
        )
        select to_char(ml.month, 'YYYY-MM') as month,
          count(o.id)::int as orders,
          coalesce(sum(o.paid_cents - o.refunded_cents), 0)::bigint as gross_cents,
          coalesce(sum(round((o.paid_cents - o.refunded_cents)::numeric * o.net_cents / nullif(o.gross_cents, 0))), 0)::bigint as net_cents
        from month_list ml
        left join ${orders} o on o.created_at >= ml.starts and o.created_at < ml.ends and o.paid_cents > o.refunded_cents
        group by ml.month
        order by ml.month`);
      return rowsOf<{ month: string; orders: number; gross_cents: string | number; net_cents: string | number }>(
        result,
      ).map((r) => ({
        month: r.month,
        orders: Number(r.orders),
        grossCents: Number(r.gross_cents),
        netCents: Number(r.net_cents),
      }));
    },
  };
}

export type OrderStatsRepository = ReturnType<typeof createOrderStatsRepository>;
