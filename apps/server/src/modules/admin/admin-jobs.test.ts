// Background jobs for admins: the list with its filters, the retry of a job that gave up (once,
// however many admins click at once), and nobody else sees either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInRoles } from '../../testing/roles.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('admin: background jobs', () => {
  let t: TestApp;
  let headers: Awaited<ReturnType<typeof signInRoles>>['headers'];
  let release: () => void = () => {};
  let failing = true;
  beforeAll(async () => {
    t = await createTestApp();
    ({ headers } = await signInRoles(t));
    t.services.jobs.register('test.flaky', async () => {
      if (failing) throw new Error('the printer is on fire');
    });
    t.services.jobs.register('test.ok', async () => {});
    t.services.jobs.register('test.slow', () => new Promise<void>((resolve) => (release = resolve)));
  });
  afterAll(async () => {
    release();
    await t?.close();
  });

  const list = (query = '', as = headers.admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers: as });
  const retry = (id: number, as = headers.admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: { ...as, 'accept-language': 'en' } });
  type Row = {
    id: number;
    queue: string;
    state: string;
    attempts: number;
    maxAttempts: number;
    lastError: string | null;
    lockedBy: string | null;
  };
  const jobsOf = async (query: string) => (await list(query)).json().items as Row[];
  /** Waits until `check` holds for the listed jobs (the runner works on its own timer). */
  async function until(query: string, check: (rows: Row[]) => boolean): Promise<Row[]> {
    for (let i = 0; i < 200; i++) {
      const rows = await jobsOf(query);
      if (check(rows)) return rows;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`jobs ${query} never got there: ${JSON.stringify(await jobsOf(query))}`);
  }

  it('lists jobs by state and queue, with attempts, the last error and who holds one', async () => {
    await t.services.jobs.enqueue('test.ok', {});
    await t.services.jobs.enqueue('test.flaky', {}, { maxAttempts: 1 });
    await t.services.jobs.enqueue('test.later', {}, { runAt: new Date(Date.now() + 3_600_000) });
    await t.services.settle();
    await t.services.jobs.enqueue('test.slow', {});
    const [slow] = await until('?queue=test.slow', (rows) => rows[0]?.state === 'running');
    expect(slow).toMatchObject({ state: 'running', attempts: 1, lockedBy: t.services.jobs.worker });

    const page = (await list('?perPage=100')).json();
    expect(page.queues).toEqual(expect.arrayContaining(['test.flaky', 'test.later', 'test.ok', 'test.slow']));
    const byQueue = Object.fromEntries((page.items as Row[]).map((row) => [row.queue, row]));
    // A done job names the server that ran it (KUBIK_ROLE: which worker did the work).
    expect(byQueue['test.ok']).toMatchObject({
      state: 'done',
      attempts: 1,
      lastError: null,
      lockedBy: t.services.jobs.worker,
    });
    expect(byQueue['test.flaky']).toMatchObject({
      state: 'failed',
      attempts: 1,
      maxAttempts: 1,
      lastError: 'the printer is on fire',
    });
    expect(byQueue['test.later']).toMatchObject({ state: 'waiting', attempts: 0 });

    expect((await jobsOf('?state=failed')).map((row) => row.queue)).toEqual(['test.flaky']);
    expect((await jobsOf('?state=running')).map((row) => row.queue)).toEqual(['test.slow']);
    expect((await jobsOf('?state=waiting&queue=test.later')).length).toBe(1);
    expect((await jobsOf('?state=done&queue=test.later')).length).toBe(0);
    expect((await list('?state=dead')).statusCode).toBe(400);
    release();
    await until('?queue=test.slow', (rows) => rows[0]?.state === 'done');
  });

  it('retries a job that gave up: once when two admins click at once, and it runs again', async () => {
    const [dead] = await jobsOf('?state=failed&queue=test.flaky');
    const [first, second] = await Promise.all([retry(dead!.id), retry(dead!.id)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [ok, refused] = first.statusCode === 200 ? [first, second] : [second, first];
    expect(ok.json()).toMatchObject({ id: dead!.id, state: 'waiting', attempts: 1, maxAttempts: 2 });
    expect(refused.json().error).toMatchObject({
      code: 'job_not_retryable',
      message: expect.stringMatching(/cannot be retried/),
    });

    // Still failing: it gives up again after its one more attempt, with the error kept.
    await until(`?queue=test.flaky`, (rows) => rows[0]?.state === 'failed' && rows[0].attempts === 2);
    failing = false;
    expect((await retry(dead!.id)).statusCode).toBe(200);
    const [done] = await until(`?queue=test.flaky`, (rows) => rows[0]?.state === 'done');
    expect(done).toMatchObject({ attempts: 3, lastError: null });
    // Only a job that gave up is retried.
    expect((await retry(done!.id)).json().error.code).toBe('job_not_retryable');
    expect((await retry(999_999_999)).statusCode).toBe(404);
  });

  it('is for admins only: 401 without a token, 404 for anyone else', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/jobs/1/retry' })).statusCode).toBe(401);
    for (const role of ['customer', 'company', 'partner'] as const) {
      expect((await list('', headers[role])).statusCode).toBe(404);
      expect((await retry(1, headers[role])).statusCode).toBe(404);
      // A malformed request reveals nothing either.
      expect((await list('?state=nonsense', headers[role])).statusCode).toBe(404);
    }
  });
});
