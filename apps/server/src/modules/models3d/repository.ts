// Held designs (schema.ts) in SQL.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { modelDrafts } from './schema.ts';

export type ModelDraftRow = typeof modelDrafts.$inferSelect;

export function createModelDraftRepository(uow: UnitOfWork) {
  return {
    /** Keeps the design under `id` until `expiresAt` (a later expiry wins), and drops what expired by `now`. */
    async hold(row: { id: string; name: string; design: unknown; expiresAt: Date }, now: Date): Promise<void> {
      await uow.withTransaction(async () => {
        await uow.db().delete(modelDrafts).where(lte(modelDrafts.expiresAt, now));
        await uow
          .db()
          .insert(modelDrafts)
          .values(row)
          .onConflictDoUpdate({
            target: modelDrafts.id,
            set: { expiresAt: sql`greatest(${modelDrafts.expiresAt}, excluded.expires_at)` },
          });
      });
    },
    /** The design under `id` while it has not expired at `now`. */
    async findLive(id: string, now: Date): Promise<ModelDraftRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(modelDrafts)
        .where(and(eq(modelDrafts.id, id), gt(modelDrafts.expiresAt, now)))
        .limit(1);
      return row;
    },
  };
}

export type ModelDraftRepository = ReturnType<typeof createModelDraftRepository>;
