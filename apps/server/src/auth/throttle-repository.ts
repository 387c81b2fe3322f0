// Failed sign-in attempts, counted per key ("email:…" or "ip:…") in a sliding window.
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authFailures } from '../db/schema.ts';

export function createThrottleRepository(db: Db) {
  return {
    async record(keys: string[], at = new Date()): Promise<void> {
      if (keys.length === 0) return;
      await db.insert(authFailures).values(keys.map((key) => ({ key, at })));
    },
    /** Failures since `since`, and the oldest of them (when the window frees up again). */
    async failuresSince(key: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ n: count(), oldest: min(authFailures.at) })
        .from(authFailures)
        .where(and(eq(authFailures.key, key), gt(authFailures.at, since)));
      return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    async clear(key: string): Promise<void> {
      await db.delete(authFailures).where(eq(authFailures.key, key));
    },
    async purgeBefore(before: Date): Promise<void> {
      await db.delete(authFailures).where(lt(authFailures.at, before));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
