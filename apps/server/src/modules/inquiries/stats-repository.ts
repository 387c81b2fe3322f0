// The admin dashboard's inquiry figures in SQL (what each one means: packages/contract/src/stats.ts):
// one pass over the inquiries table, grouped by status.
import { sql } from 'drizzle-orm';
import { statsInquiryStatuses, type InquiryStats } from '@kubik/contract/stats';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { inquiries } from './schema.ts';

export function createInquiryStatsRepository(uow: UnitOfWork) {
  return {
    /**
     * Inquiries per status (all of them, the six statuses always present), and of those submitted at
     * or after `since`: how many, and how many of them are accepted now (they became an order).
     */
    async stats(since: Date): Promise<InquiryStats> {
      const rows = await uow
        .db()
        .select({
          status: inquiries.status,
          count: sql<number>`count(*)::int`.mapWith(Number),
          since:
            sql<number>`(count(*) filter (where ${inquiries.createdAt} >= ${since.toISOString()}::timestamptz))::int`.mapWith(
              Number,
            ),
        })
        .from(inquiries)
        .groupBy(inquiries.status);
      const of = (status: string) => rows.find((r) => r.status === status);
      return {
        byStatus: statsInquiryStatuses.map((status) => ({ status, count: of(status)?.count ?? 0 })),
        last30Days: { submitted: rows.reduce((n, r) => n + r.since, 0), accepted: of('accepted')?.since ?? 0 },
      };
    },
  };
}

export type InquiryStatsRepository = ReturnType<typeof createInquiryStatsRepository>;
