// The orders module's figures for the admin dashboard (modules/admin/stats.ts puts them together).
import { orderStatuses, type OrderStatus } from '@kubik/contract/orders';
import type { OrderStatsRepository } from './stats-repository.ts';

export type { MonthRow } from './stats-repository.ts';

export function createOrderStatsService(deps: { stats: OrderStatsRepository }) {
  return {
    /** Every status with its count (zeros included, in the process's order), and the orders placed since `since`. */
    async perStatus(since: Date): Promise<{ byStatus: { status: OrderStatus; count: number }[]; placedSince: number }> {
      const rows = await deps.stats.perStatus(since);
      const found = new Map(rows.map((r) => [r.status, r]));
      return {
        byStatus: orderStatuses.map((status) => ({ status, count: found.get(status)?.count ?? 0 })),
        placedSince: rows.reduce((sum, r) => sum + r.since, 0),
      };
    },
    revenueByMonth: deps.stats.revenueByMonth,
  };
}

export type OrderStatsService = ReturnType<typeof createOrderStatsService>;
