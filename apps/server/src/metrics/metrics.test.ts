// Metrics count what happened: requests by route pattern, a 404, a refused sign-in, a rate-limit
// refusal, mails sent and refused by SMTP, job attempts that fail, payments once per committed
// event — scraped from /metrics behind its token, as Prometheus would.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../testing/orders.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const token = 'metrics-test-token-0123456789';
const password = 'Kubik-test-2026';

/** `name{labels} value` lines of a scrape, as a map; the labels as Prometheus prints them. */
function parse(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

/** An SMTP server that takes every mail except those to *@bounce.test. */
async function startPickySmtp() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(
        address.address.endsWith('@bounce.test')
          ? Object.assign(new Error('no such mailbox'), { responseCode: 550 })
          : undefined,
      );
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    url: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('metrics', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startPickySmtp>>;
  beforeAll(async () => {
    smtp = await startPickySmtp();
    t = await createTestApp({ METRICS_TOKEN: token, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return { text: res.body, values: parse(res.body), type: res.headers['content-type'] };
  };

  it('answers only with the token, and not at all without METRICS_TOKEN', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('unauthorized');
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}x` } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer short' } })).statusCode,
    ).toBe(401);
    const { type, text } = await scrape();
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    // prom-client's default Node metrics are there too.
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);

    const off = await createTestApp();
    try {
      expect(
        (await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } }))
          .statusCode,
      ).toBe(404);
      // Its own registry: the other app's requests are not counted here.
      expect(off.services.metrics.registry).not.toBe(t.services.metrics.registry);
    } finally {
      await off.close();
    }
  });

  it('counts requests by route pattern, never by raw URL, with their status and latency', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: `/api/health?n=${i}` })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/123' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/456' });
    const project = '00000000-0000-4000-8000-000000000001';
    await t.app.inject({ method: 'GET', url: `/api/projects/${project}` });
    const { values, text } = await scrape();
    expect(values.get('kubik_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(3);
    expect(
      values.get('kubik_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}'),
    ).toBe(3);
    expect(values.get('kubik_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(2);
    expect(values.get('kubik_http_requests_total{method="GET",route="/api/projects/:id",status="401"}')).toBe(1);
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain(project);
    // The database: queries timed, the pool (PGlite: one connection; PostgreSQL: 10) and up.
    expect(values.get('kubik_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(values.get('kubik_db_pool_connections{state="max"}')).toBe(t.database.kind === 'pglite' ? 1 : 10);
    expect(values.get('kubik_db_up')).toBe(1);
    // Each readiness check is one query (on PostgreSQL through the pool's own query, outside drizzle).
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const after = (await scrape()).values;
    expect(
      after.get('kubik_db_query_duration_seconds_count')! - values.get('kubik_db_query_duration_seconds_count')!,
    ).toBeGreaterThanOrEqual(5);
  });

  it('counts refused sign-ins and the rate limit that refuses them', async () => {
    await t.createUser({ email: 'guess@kubik.test', password });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/users/login',
            payload: { email: 'guess@kubik.test', password: `wrong-${i}-password` },
          })
        ).statusCode,
      );
    }
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThan(0);
    const { values } = await scrape();
    expect(values.get('kubik_http_requests_total{method="POST",route="/api/users/login",status="401"}')).toBe(
      7 - refused,
    );
    expect(values.get('kubik_http_requests_total{method="POST",route="/api/users/login",status="429"}')).toBe(refused);
    const refusals = [...values]
      .filter(([key]) => key.startsWith('kubik_rate_limit_refusals_total{'))
      .reduce((sum, [, n]) => sum + n, 0);
    expect(refusals).toBeGreaterThanOrEqual(refused);
  });

  it('counts mails sent and refused, and job attempts by outcome', async () => {
    const mail = { kind: 'test', locale: 'en' as const, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    await t.services.mail.send('ana@kubik.test', mail);
    await t.services.mail.send('ben@kubik.test', mail);
    await t.services.mail.send('nobody@bounce.test', mail);
    // A queue that always fails: with two attempts allowed, the first is retried, the second is dead.
    t.services.jobs.register('test.broken', async () => {
      throw new Error('broken on purpose');
    });
    await t.services.jobs.enqueue('test.broken', {}, { maxAttempts: 2 });
    await t.services.settle();
    // The retry waits 5 s: bring it forward instead of waiting.
    await t.database.query(`update jobs set run_at = now() where queue = 'test.broken' and failed_at is null`);
    await t.services.settle();
    const { values } = await scrape();
    expect(values.get('kubik_mails_total{outcome="sent"}')).toBe(2);
    expect(values.get('kubik_mails_total{outcome="failed"}')).toBe(1);
    expect(values.get('kubik_job_runs_total{queue="mail.send",outcome="done"}')).toBe(2);
    expect(values.get('kubik_job_runs_total{queue="mail.send",outcome="retry"}')).toBe(1);
    expect(values.get('kubik_job_runs_total{queue="test.broken",outcome="retry"}')).toBe(1);
    expect(values.get('kubik_job_runs_total{queue="test.broken",outcome="dead"}')).toBe(1);
    expect(values.get('kubik_jobs{queue="test.broken",state="failed"}')).toBe(1);
    // The bounced mail waits for its retry.
    expect(values.get('kubik_jobs{queue="mail.send",state="scheduled"}')).toBe(1);
  });

  it("reports the oldest due job's age per queue", async () => {
    // No server handles this queue: its job waits, due for two minutes.
    await t.services.jobs.enqueue('test.unhandled', {}, { runAt: new Date(Date.now() - 120_000) });
    const { values } = await scrape();
    expect(values.get('kubik_jobs{queue="test.unhandled",state="waiting"}')).toBe(1);
    const age = values.get('kubik_jobs_oldest_due_age_seconds{queue="test.unhandled"}')!;
    expect(age).toBeGreaterThanOrEqual(119);
    expect(age).toBeLessThan(600);
    await t.database.query(`delete from jobs where queue = 'test.unhandled'`);
  });

  it('counts payments once per committed event: started, failed, succeeded, refunded; never a duplicate', async () => {
    const userId = await t.createUser({ email: 'payer@kubik.test', password });
    const order = await insertTestOrder(t, { userId, paymentMethod: 'test' });
    const complete = (outcome: string) =>
      t.services.testProvider!.complete(order.id, userId, { outcome } as never, 'en');
    await complete('failed');
    await complete('succeeded');
    // Paid already: a second success changes nothing and is not counted.
    await complete('succeeded');
    const actor = { role: 'provider' as const, provider: 'test' as const };
    await t.services.markPaid.markRefunded({
      orderId: order.id,
      actor,
      paidCents: order.grossCents,
      refundedCents: order.grossCents,
    });
    await t.services.markPaid.markRefunded({
      orderId: order.id,
      actor,
      paidCents: order.grossCents,
      refundedCents: order.grossCents,
    });
    const { values } = await scrape();
    expect(values.get('kubik_payments_total{provider="test",event="failed"}')).toBe(1);
    expect(values.get('kubik_payments_total{provider="test",event="succeeded"}')).toBe(1);
    expect(values.get('kubik_payments_total{provider="test",event="refunded"}')).toBe(1);
    const started = values.get('kubik_payments_total{provider="test",event="started"}')!;
    const attempts = await t.services.paymentRepository.ofOrder(order.id);
    expect(started).toBe(attempts.length);
  });
});
