// Job packs in SQL. The first pack kept for an order wins: a second insert for the same order keeps
// nothing and answers the row already there (ON CONFLICT DO NOTHING on the primary key), so two
// servers making an order's first pack at once both hand out the same bytes.
import { eq, sql } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { orderJobPacks } from './schema.ts';

export type JobPackRow = typeof orderJobPacks.$inferSelect;
export type JobPackInfo = Omit<JobPackRow, 'bytes'> & { size: number };

export function createJobPackRepository(uow: UnitOfWork) {
  const info = {
    orderId: orderJobPacks.orderId,
    sha256: orderJobPacks.sha256,
    catalogueVersion: orderJobPacks.catalogueVersion,
    createdAt: orderJobPacks.createdAt,
  };
  return {
    async find(orderId: string): Promise<JobPackRow | undefined> {
      const [row] = await uow.db().select().from(orderJobPacks).where(eq(orderJobPacks.orderId, orderId)).limit(1);
      return row;
    },
    /** What the order page shows of a pack, without its bytes. */
    async info(orderId: string): Promise<JobPackInfo | undefined> {
      const [row] = await uow
        .db()
        .select({ ...info, size: sql<number>`octet_length(${orderJobPacks.bytes})`.mapWith(Number) })
        .from(orderJobPacks)
        .where(eq(orderJobPacks.orderId, orderId))
        .limit(1);
      return row;
    },
    /** Keeps the pack unless the order has one already; answers the one kept. */
    async keep(pack: Omit<JobPackRow, 'createdAt'>): Promise<JobPackRow> {
      const [inserted] = await uow
        .db()
        .insert(orderJobPacks)
        .values(pack)
        .onConflictDoNothing({ target: orderJobPacks.orderId })
        .returning();
      return inserted ?? (await this.find(pack.orderId))!;
    },
  };
}

export type JobPackRepository = ReturnType<typeof createJobPackRepository>;
