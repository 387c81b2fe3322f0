// The job table: work done after an answer (mails now; payment webhooks and order mails next),
// kept in the same PostgreSQL as the data it belongs to, so enqueueing commits or rolls back with
// the change that caused it, and a crash loses nothing (see queue.ts).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    /** Not before this time (retries wait here). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /** The runner working on it, until `locked_until` (renewed while it works); after that another may take it over. Kept once done: who ran it. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when the job gave up after max_attempts. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`done_at is null and failed_at is null`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
  ],
);
