// The admin dashboard's figures (GET /api/admin/stats; the meaning of each in
// packages/contract/src/stats.ts). Each module counts its own rows in SQL: the orders module the
// orders per status and the revenue per month, the cart module the open carts, the inquiries module
// the inquiries per status and the last 30 days' conversion. Four statements,
// none of which grows with the number of months or statuses, read in one read-only REPEATABLE READ
// transaction so the figures agree with each other (a checkout committing between two of them
// cannot be counted both as an order and as an open cart).
import { statsCartDays, statsMonths, statsTimeZone, type AdminStats, type InquiryStats } from '@kubik/contract/stats';
import type { Clock } from '../../core/clock.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { CartService } from '../cart/service.ts';
import type { OrderStatsService } from '../orders/stats-service.ts';
import { currency } from '@kubik/design/pricing/currency';

const dayMs = 86_400_000;

/** ordersPlaced ÷ (ordersPlaced + openCarts) in basis points, rounded half up; null when there were no carts at all. */
export function conversionBp(ordersPlaced: number, openCarts: number): number | null {
  const carts = ordersPlaced + openCarts;
  return carts === 0 ? null : Math.round((ordersPlaced * 10_000) / carts);
}

export function createAdminStatsService(deps: {
  orders: OrderStatsService;
  carts: Pick<
    CartService,
    'openCartsFirstFilledSince'
  >; /** The inquiries module's figures (services.ts hands them in: modules/admin does not import inquiries). */
  inquiries: { stats: (since: Date) => Promise<InquiryStats> };
  uow: UnitOfWork;
  clock: Clock;
}) {
  return {
    async stats(): Promise<AdminStats> {
      const at = deps.clock();
      const since = new Date(at.getTime() - statsCartDays * dayMs);
      const { perStatus, revenue, openCarts, inquiries } = await deps.uow.withTransaction(
        async () => ({
          perStatus: await deps.orders.perStatus(since),
          revenue: await deps.orders.revenueByMonth(at, statsMonths, statsTimeZone),
          openCarts: await deps.carts.openCartsFirstFilledSince(since),
          inquiries: await deps.inquiries.stats(since),
        }),
        { snapshot: true },
      );
      return {
        at: at.toISOString(),
        timeZone: statsTimeZone,
        currency,
        ordersByStatus: perStatus.byStatus,
        revenueByMonth: revenue,
        carts: {
          days: statsCartDays,
          since: since.toISOString(),
          ordersPlaced: perStatus.placedSince,
          openCarts,
          conversionBp: conversionBp(perStatus.placedSince, openCarts),
        },
        inquiries,
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
