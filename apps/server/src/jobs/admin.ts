// The job table as admins see it: a page filtered by queue and state, and a retry of a job that
// gave up. The retry is one conditional UPDATE (`… where failed_at is not null`): two admins
// clicking at once move it once, and the second hears job_not_retryable.
import { and, count, desc, eq, getTableColumns, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminJob, AdminJobPage, AdminJobQuery, JobState } from '@kubik/contract/admin-jobs';
import { AppError } from '../core/errors.ts';
import type { UnitOfWork } from '../db/unit-of-work.ts';
import { jobs } from './schema.ts';

/** A row, and whether a lease holds it now (by the database's clock, the one the servers' leases use). */
type JobRow = typeof jobs.$inferSelect & { held: boolean };
const columns = { ...getTableColumns(jobs), held: sql<boolean>`coalesce(${jobs.lockedUntil} >= now(), false)` };

const notFinished = and(isNull(jobs.doneAt), isNull(jobs.failedAt));
const held = gte(jobs.lockedUntil, sql`now()`);

/** A state as the columns say it (see jobStates in the contract). */
const whereState: Record<JobState, SQL | undefined> = {
  failed: isNotNull(jobs.failedAt),
  done: isNotNull(jobs.doneAt),
  running: and(notFinished, held),
  waiting: and(notFinished, or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`))),
};

function stateOf(row: JobRow): JobState {
  if (row.failedAt) return 'failed';
  if (row.doneAt) return 'done';
  return row.held ? 'running' : 'waiting';
}

const present = (row: JobRow): AdminJob => ({
  id: row.id,
  queue: row.queue,
  state: stateOf(row),
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  lastError: row.lastError,
  runAt: row.runAt.toISOString(),
  lockedBy: row.lockedBy,
  lockedUntil: row.lockedUntil?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  doneAt: row.doneAt?.toISOString() ?? null,
  failedAt: row.failedAt?.toISOString() ?? null,
});

export function createJobAdmin(uow: UnitOfWork) {
  return {
    /** Newest first. */
    async page(query: AdminJobQuery): Promise<AdminJobPage> {
      return uow.withTransaction(async () => {
        const where = and(
          query.queue ? eq(jobs.queue, query.queue) : undefined,
          query.state ? whereState[query.state] : undefined,
        );
        const rows = await uow
          .db()
          .select(columns)
          .from(jobs)
          .where(where)
          .orderBy(desc(jobs.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage);
        const [total] = await uow.db().select({ n: count() }).from(jobs).where(where);
        const queues = await uow.db().selectDistinct({ queue: jobs.queue }).from(jobs).orderBy(jobs.queue);
        return {
          items: rows.map(present),
          total: total?.n ?? 0,
          page: query.page,
          perPage: query.perPage,
          queues: queues.map((q) => q.queue),
        };
      });
    },
    /**
     * A job that gave up runs once more, now: its attempts are kept and one more is allowed (failing
     * again, it gives up again, with the new error). Anything else is job_not_retryable (404 if none).
     */
    async retry(id: number): Promise<AdminJob> {
      const [row] = await uow
        .db()
        .update(jobs)
        .set({
          failedAt: null,
          runAt: sql`now()`,
          maxAttempts: sql`${jobs.attempts} + 1`,
          lockedBy: null,
          lockedUntil: null,
        })
        .where(and(eq(jobs.id, id), isNotNull(jobs.failedAt)))
        .returning(columns);
      if (row) return present(row);
      const [exists] = await uow.db().select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).limit(1);
      throw new AppError(exists ? 'job_not_retryable' : 'not_found');
    },
  };
}

export type JobAdmin = ReturnType<typeof createJobAdmin>;
