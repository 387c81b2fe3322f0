// Durable background jobs on the job table, the outbox pattern:
// - enqueue() inserts a row through the unit of work, so a job enqueued inside withTransaction
//   commits with the change that caused it, or vanishes with its rollback;
// - each server that runs jobs (KUBIK_ROLE worker or all; a web server only enqueues) polls for due
//   jobs (every second, and at once after it commits one itself) and
//   claims a few with UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED): two servers never
//   claim the same job, and a claim is a lease — if the server dies (kill -9) before finishing, the
//   lease runs out and another server, or the restarted one, runs it again (a live server renews
//   the lease of what it runs, so a slow job is never taken over while it runs);
// - a failure is retried later with a growing pause, up to max_attempts, then kept as failed with
//   its error for an admin to see.
// Handlers must therefore be idempotent: a job runs to completion once, but a crash in the middle
// runs it again (the mail handler checks sent_at first).
// Periodic work (`every`) is a chain of such jobs: each run first enqueues the next one, and start()
// enqueues the first when none is waiting — both under an advisory lock and only when no other job
// of that queue is pending, so any number of app servers keep exactly one chain going, and a run that
// fails is retried while the next one is already due on time.
// pg-boss and graphile-worker were measured for this; see docs/decisions/0005-own-outbox-job-queue.md.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { UnitOfWork } from '../db/unit-of-work.ts';
import { jobs } from './schema.ts';

export type Job<P = unknown> = { id: number; queue: string; payload: P; attempts: number };
export type JobHandler<P = unknown> = (payload: P, job: Job<P>) => Promise<void>;

export type JobQueueOptions = {
  /** How long a claim holds before another server may take the job over. */
  leaseMs: number;
  pollMs: number;
  /** Jobs run at the same time by this server. */
  concurrency: number;
  onError?: (error: unknown, job: Job | undefined) => void;
  /** Hears each attempt's end (metrics): done, retry (failed, to run again) or dead (failed for good). */
  onRun?: (job: Job, outcome: 'done' | 'retry' | 'dead', seconds: number) => void;
};

/** Pause before attempt n+1: 5 s, 10 s, 20 s … at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);

export type JobQueue = ReturnType<typeof createJobQueue>;

/** drizzle's execute answers the rows (PGlite) or a result holding them (node-postgres). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export function createJobQueue(root: Db, uow: UnitOfWork, options: JobQueueOptions) {
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let polling: Promise<void> | undefined;
  let again = false;
  let lastPurge = 0;
  const periodic = new Map<string, number>();

  /** Enqueues the periodic queue's next run unless a job of it (other than `self`) is waiting already. */
  async function scheduleNext(queue: string, runAt: Date, self?: number): Promise<void> {
    await uow.withTransaction(async () => {
      await uow.db().execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kubik.jobs.periodic:${queue}`}, 0))`);
      const waiting = rowsOf<{ id: unknown }>(
        await uow
          .db()
          .execute(
            sql`select id from ${jobs} where queue = ${queue} and done_at is null and failed_at is null ${self === undefined ? sql`` : sql`and id <> ${self}`} limit 1`,
          ),
      );
      if (waiting.length === 0) await uow.db().insert(jobs).values({ queue, payload: {}, runAt, maxAttempts: 3 });
    });
  }

  async function claim(limit: number): Promise<Job[]> {
    const queues = [...handlers.keys()];
    if (queues.length === 0 || limit <= 0) return [];
    const rows = await root.execute<{ id: string | number; queue: string; payload: unknown; attempts: number }>(sql`
      update ${jobs} set locked_by = ${worker}, locked_until = now() + make_interval(secs => ${options.leaseMs / 1000}), attempts = attempts + 1
      where id in (
        select id from ${jobs}
        where done_at is null and failed_at is null and run_at <= now()
          and (locked_until is null or locked_until < now())
          and queue in (${sql.join(
            queues.map((q) => sql`${q}`),
            sql`, `,
          )})
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning id, queue, payload, attempts`);
    return rowsOf<{ id: string | number; queue: string; payload: unknown; attempts: number }>(rows).map((r) => ({
      id: Number(r.id),
      queue: r.queue,
      payload: r.payload,
      attempts: r.attempts,
    }));
  }

  /**
   * Holds the claim while the handler runs: the lease is renewed every half lease, so a job slower
   * than its lease (a mail to a slow SMTP server on a busy machine) is not claimed again and run
   * twice; only a dead server's lease runs out.
   */
  function holdLease(job: Job): () => void {
    const renew = setInterval(() => {
      root
        .execute(
          sql`update ${jobs} set locked_until = now() + make_interval(secs => ${options.leaseMs / 1000}) where id = ${job.id} and locked_by = ${worker}`,
        )
        .catch((e: unknown) => options.onError?.(e, job));
    }, options.leaseMs / 2);
    renew.unref();
    return () => clearInterval(renew);
  }

  async function run(job: Job): Promise<void> {
    const release = holdLease(job);
    const start = performance.now();
    try {
      await handlers.get(job.queue)!(job.payload, job);
      // locked_by stays on a done job: which runner ran it (operators, and the roles' test).
      await root.execute(
        sql`update ${jobs} set done_at = now(), locked_until = null, last_error = null where id = ${job.id} and locked_by = ${worker}`,
      );
      options.onRun?.(job, 'done', (performance.now() - start) / 1000);
    } catch (error) {
      options.onError?.(error, job);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const marked = await root
        .execute(
          sql`
          update ${jobs} set locked_by = null, locked_until = null, last_error = ${message},
            failed_at = case when attempts >= max_attempts then now() end,
            run_at = now() + make_interval(secs => ${retryDelayMs(job.attempts) / 1000})
          where id = ${job.id} and locked_by = ${worker}
          returning failed_at`,
        )
        .catch((e: unknown) => options.onError?.(e, job));
      const dead = marked !== undefined && rowsOf<{ failed_at: unknown }>(marked)[0]?.failed_at != null;
      options.onRun?.(job, dead ? 'dead' : 'retry', (performance.now() - start) / 1000);
    } finally {
      release();
    }
  }

  /** Claims and starts due jobs while there is room; returns once none are left to claim. */
  async function poll(): Promise<void> {
    for (;;) {
      const room = options.concurrency - running.size;
      if (room <= 0) return;
      const claimed = await claim(room);
      if (claimed.length === 0) return;
      for (const job of claimed) {
        const task = run(job).finally(() => {
          running.delete(task);
          if (started) wake();
        });
        running.add(task);
      }
    }
  }

  function wake(): void {
    if (!started) return;
    if (polling) {
      again = true;
      return;
    }
    clearTimeout(timer);
    polling = poll()
      .then(() => purge())
      .catch((error: unknown) => options.onError?.(error, undefined))
      .finally(() => {
        polling = undefined;
        if (!started) return;
        if (again) {
          again = false;
          wake();
        } else {
          timer = setTimeout(wake, options.pollMs);
        }
      });
  }

  async function countDue(): Promise<{ n: number | string }[]> {
    const result = await root.execute<{ n: number | string }>(
      sql`select count(*) as n from ${jobs} where done_at is null and failed_at is null and run_at <= now()`,
    );
    return rowsOf(result);
  }

  /** Done jobs are kept a week (to look into), then dropped; at most once an hour. */
  async function purge(): Promise<void> {
    if (Date.now() - lastPurge < 60 * 60 * 1000) return;
    lastPurge = Date.now();
    await root.execute(sql`delete from ${jobs} where done_at < now() - interval '7 days'`);
  }

  return {
    /** Adds a job; inside withTransaction it commits (and is picked up) only with that transaction. */
    async enqueue<P>(queue: string, payload: P, extra: { runAt?: Date; maxAttempts?: number } = {}): Promise<void> {
      await uow
        .db()
        .insert(jobs)
        .values({
          queue,
          payload,
          ...(extra.runAt ? { runAt: extra.runAt } : {}),
          ...(extra.maxAttempts ? { maxAttempts: extra.maxAttempts } : {}),
        });
      uow.afterCommit(wake);
    },
    register<P>(queue: string, handler: JobHandler<P>): void {
      handlers.set(queue, handler as JobHandler);
    },
    /**
     * Runs `task` every `intervalMs` as a durable job (see the top of this file): one chain however
     * many servers run, started by start(). The task must be idempotent, as every handler.
     */
    every(queue: string, intervalMs: number, task: () => Promise<void>): void {
      periodic.set(queue, intervalMs);
      handlers.set(queue, async (_payload, job) => {
        await scheduleNext(queue, new Date(Date.now() + intervalMs), job.id);
        await task();
      });
    },
    start(): void {
      if (started) return;
      started = true;
      for (const queue of periodic.keys()) {
        scheduleNext(queue, new Date()).then(wake, (error: unknown) => options.onError?.(error, undefined));
      }
      wake();
    },
    /** Stops claiming and waits for the jobs this server is running. */
    async stop(): Promise<void> {
      started = false;
      clearTimeout(timer);
      await polling;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    /** Runs every job that is due now, here, until none is left (tests, and shutdown of one-off tools). */
    async drain(): Promise<void> {
      for (;;) {
        await polling;
        await poll();
        if (running.size > 0) {
          await Promise.allSettled([...running]);
          continue;
        }
        const [due] = await countDue();
        if (!due || Number(due.n) === 0) return;
        // Claimed by a poll that has not handed it over yet, or by another server: wait a moment.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    worker,
  };
}
