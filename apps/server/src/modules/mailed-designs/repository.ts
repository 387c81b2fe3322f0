// Mailed designs in SQL.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { mailedDesigns } from './schema.ts';

export type MailedDesignRow = typeof mailedDesigns.$inferSelect;

export function createMailedDesignRepository(uow: UnitOfWork) {
  return {
    async insert(row: typeof mailedDesigns.$inferInsert): Promise<MailedDesignRow> {
      const [inserted] = await uow.db().insert(mailedDesigns).values(row).returning();
      return inserted!;
    },
    /** The design under `token` while it has not expired at `now`. */
    async findLive(token: string, now: Date): Promise<MailedDesignRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(mailedDesigns)
        .where(and(eq(mailedDesigns.token, token), gt(mailedDesigns.expiresAt, now)))
        .limit(1);
      return row;
    },
    /** Deletes what expired by `now`; answers how many. */
    async deleteExpired(now: Date): Promise<number> {
      const rows = await uow
        .db()
        .delete(mailedDesigns)
        .where(lte(mailedDesigns.expiresAt, now))
        .returning({ token: mailedDesigns.token });
      return rows.length;
    },
  };
}

export type MailedDesignRepository = ReturnType<typeof createMailedDesignRepository>;
