// The database stopped under a running server (a cluster of the test's own, stopped and started
// with pg_ctl): requests that need it answer 503 `unavailable` with Retry-After in the caller's
// language, /api/ready says 503 while /api/health stays 200, the outage is one log line (and one
// when it ends), and the server answers again once the database is back, without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorTexts } from '@kubik/contract/error-texts';
import { clusterAvailable, startCluster, type PgCluster } from '../../testing/pg-cluster.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';

describe.runIf(clusterAvailable())('a database outage', { timeout: 60_000 }, () => {
  let cluster: PgCluster;
  let t: TestApp;
  beforeAll(async () => {
    cluster = await startCluster();
    t = await createTestApp({}, { databaseUrl: cluster.url });
  });
  afterAll(async () => {
    await t?.close();
    await cluster?.destroy();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const lines = () => t.logs.map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string });
  /** Waits for what can be seen, not for a fixed time. */
  const until = async (what: () => Promise<boolean> | boolean, label: string) => {
    for (let i = 0; i < 400; i++) {
      if (await what()) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`never: ${label}`);
  };

  it('answers 503 with Retry-After while the database is down, one log line, and 200 again once it is back', async () => {
    await t.createUser({ email: 'outage@kubik.test', password });
    const token = (
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'outage@kubik.test', password } })
    ).json().access_token as string;
    const me = (locale = 'sl') => get('/api/users/me', { authorization: `Bearer ${token}`, 'accept-language': locale });
    expect((await me()).statusCode).toBe(200);
    expect((await get('/api/ready')).statusCode).toBe(200);
    const before = t.logs.length;

    await cluster.stop();
    for (const locale of ['sl', 'en', 'es'] as const) {
      for (let i = 0; i < 5; i++) {
        const res = await me(locale);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ error: { code: 'unavailable', message: errorTexts[locale].unavailable } });
      }
    }
    // Fifty at once (their session checks share queries): all 503, none 500.
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => me(['sl', 'en', 'es'][i % 3])));
    expect(new Set(burst.map((res) => `${res.statusCode} ${res.headers['retry-after']}`))).toEqual(new Set(['503 5']));
    // A guest's request that needs the database (sign-in counts attempts in it).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'outage@kubik.test', password },
    });
    expect([login.statusCode, login.headers['retry-after']]).toEqual([503, '5']);
    const ready = await get('/api/ready');
    expect([ready.statusCode, ready.headers['retry-after'], ready.json().error.reason]).toEqual([
      503,
      '5',
      'database_unreachable',
    ]);
    expect((await get('/api/health')).statusCode).toBe(200);

    const during = lines().filter((_, i) => i >= before);
    const problems = during.filter((line) => line.level >= 40);
    expect(problems.map((line) => line.msg)).toEqual(['database unreachable']);
    expect(problems[0]!.reason).toMatch(/ECONNREFUSED|57P01|Connection terminated/);

    await cluster.start();
    await until(async () => (await get('/api/ready')).statusCode === 200, 'ready after the restart');
    await until(() => lines().some((line) => line.msg === 'database back'), 'the line saying the database is back');
    expect((await me('en')).statusCode).toBe(200);
    const after = lines().filter((_, i) => i >= before);
    expect(after.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual(['database unreachable']);
    expect(after.filter((line) => line.msg === 'database back')).toHaveLength(1);
  });
});
