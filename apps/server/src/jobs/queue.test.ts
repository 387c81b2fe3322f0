// The job table: enqueued with the transaction that caused it, run once even with several app
// servers taking jobs from the same database (and when it runs longer than its lease), handed on
// when the worker holding it dies, retried after a failure, given up after max attempts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { createUnitOfWork } from '../db/unit-of-work.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createJobQueue } from './queue.ts';
import { jobs } from './schema.ts';

const options = { leaseMs: 60_000, pollMs: 50, concurrency: 3 };

describe('the job queue', () => {
  let t: TestApp;
  let second: Database | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  it('commits a job with the transaction that enqueued it, and drops it with its rollback', async () => {
    const { uow, database } = t.services;
    const queue = createJobQueue(database.db, uow, options);
    const seen: string[] = [];
    queue.register<{ note: string }>('test.tx', async ({ note }) => void seen.push(note));
    await uow.withTransaction(() => queue.enqueue('test.tx', { note: 'kept' }));
    await uow
      .withTransaction(async () => {
        await queue.enqueue('test.tx', { note: 'rolled back' });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await queue.drain();
    expect(seen).toEqual(['kept']);
  });

  it('runs each job once with several app servers taking jobs at the same time', async () => {
    // A second server: its own connection (pool) on PostgreSQL; PGlite has one connection, so there
    // the second runner shares it, which still exercises SKIP LOCKED claims between two runners.
    second =
      process.env.KUBIK_TEST_DB === 'pg'
        ? await openDatabase({ kind: 'postgres', url: t.config.databaseUrl ?? (await dbUrl(t)) })
        : undefined;
    const servers = [t.services.database.db, second?.db ?? t.services.database.db].map((db) => {
      const uow = createUnitOfWork(db);
      return { uow, queue: createJobQueue(db, uow, options) };
    });
    const runs = new Map<number, string[]>();
    servers.forEach(({ queue }, i) =>
      queue.register<{ n: number }>('test.once', async ({ n }) => {
        await new Promise((r) => setTimeout(r, 5));
        runs.set(n, [...(runs.get(n) ?? []), `server ${i}`]);
      }),
    );
    for (let n = 0; n < 60; n++) await servers[0]!.queue.enqueue('test.once', { n });
    servers.forEach(({ queue }) => queue.start());
    await Promise.all(servers.map(({ queue }) => queue.drain()));
    await Promise.all(servers.map(({ queue }) => queue.stop()));
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    // Both servers took a share (each claims a few at a time).
    expect(new Set([...runs.values()].flat()).size).toBe(2);
  });

  it('runs a job slower than its lease once: the server running it holds the lease', async () => {
    // A lease of 1 s and a job of 2.5 s: without renewing it, the other runner (and this one, on its
    // next poll) would take the job over twice while it still runs.
    const { database } = t.services;
    const fast = { leaseMs: 1_000, pollMs: 50, concurrency: 3 };
    // On PostgreSQL the second runner has connections of its own (the earlier test's), as another process would.
    const runners = [database.db, second?.db ?? database.db].map((db) =>
      createJobQueue(db, createUnitOfWork(db), fast),
    );
    let runs = 0;
    for (const queue of runners) {
      queue.register('test.slow', async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 2_500));
      });
    }
    await runners[0]!.enqueue('test.slow', {});
    runners.forEach((queue) => queue.start());
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select()
              .from(jobs)
              .where(sql`queue = 'test.slow'`)
          )[0]?.doneAt ?? null,
        { timeout: 10_000 },
      )
      .not.toBeNull();
    await Promise.all(runners.map((queue) => queue.stop()));
    expect(runs).toBe(1);
  });

  it.runIf(process.env.KUBIK_TEST_DB === 'pg')(
    'hands the job of a worker that died on to another once its short lease runs out',
    async () => {
      // Two workers, each with its own connections, as two processes on one PostgreSQL; a lease of 1 s.
      const url = await dbUrl(t);
      const [dying, living] = await Promise.all([
        openDatabase({ kind: 'postgres', url }),
        openDatabase({ kind: 'postgres', url }),
      ]);
      const lease = { leaseMs: 1_000, pollMs: 50, concurrency: 1, onError: () => {} };
      const first = createJobQueue(dying.db, createUnitOfWork(dying.db), lease);
      const second = createJobQueue(living.db, createUnitOfWork(living.db), lease);
      let claimedAt = 0;
      let hang!: () => void;
      const claimed = new Promise<void>((resolve) => {
        first.register('test.orphan', async () => {
          claimedAt = Date.now();
          resolve();
          // The worker "dies" mid-job: it never finishes, and its connections are gone (below).
          await new Promise<void>((release) => (hang = release));
        });
      });
      const ranBy: { worker: string; attempts: number; at: number }[] = [];
      second.register(
        'test.orphan',
        async (_payload, job) => void ranBy.push({ worker: second.worker, attempts: job.attempts, at: Date.now() }),
      );
      await first.enqueue('test.orphan', {});
      first.start();
      await claimed;
      // Its pool ends as a killed process's connections would: no renewal reaches the database any more.
      await dying.close();
      second.start();
      await expect.poll(() => ranBy.length, { timeout: 10_000, interval: 20 }).toBe(1);
      const [row] = await living.db
        .select()
        .from(jobs)
        .where(sql`queue = 'test.orphan'`);
      expect(row).toMatchObject({ lockedBy: second.worker, attempts: 2 });
      expect(row!.doneAt).not.toBeNull();
      // Taken over once the lease ran out (1 s, less a few ms between the claim and the handler's
      // start), and long before the old default of five minutes.
      expect(ranBy[0]!.at - claimedAt).toBeGreaterThanOrEqual(900);
      expect(ranBy[0]!.at - claimedAt).toBeLessThan(10_000);
      hang();
      await Promise.all([first.stop(), second.stop()]);
      await living.close();
      expect(ranBy).toHaveLength(1);
    },
  );

  it('retries a failed job later, and gives up after max attempts with the error kept', async () => {
    const { uow, database } = t.services;
    const queue = createJobQueue(database.db, uow, options);
    let calls = 0;
    queue.register('test.flaky', async () => {
      calls++;
      throw new Error(`attempt ${calls} failed`);
    });
    await queue.enqueue('test.flaky', {}, { maxAttempts: 2 });
    await queue.drain();
    expect(calls).toBe(1);
    // The retry waits (5 s for the first); move it to now rather than waiting.
    await database.db.execute(sql`update ${jobs} set run_at = now() where queue = 'test.flaky'`);
    await queue.drain();
    expect(calls).toBe(2);
    const [row] = await database.db
      .select()
      .from(jobs)
      .where(sql`queue = 'test.flaky'`);
    expect(row!.failedAt).not.toBeNull();
    expect(row!.lastError).toBe('attempt 2 failed');
    expect(row!.doneAt).toBeNull();
  });
});

/** The URL of the test app's own PostgreSQL database. */
async function dbUrl(t: TestApp): Promise<string> {
  const result = await t.services.database.query('select current_database() as name');
  const url = new URL(process.env.KUBIK_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${String(result.rows[0]!.name)}`;
  return url.toString();
}
