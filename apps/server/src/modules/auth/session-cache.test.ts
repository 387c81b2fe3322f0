// Signed-in requests are answered from a cache of sessions — kept honest by the database: a block,
// a logout or any change of the user on one app server reaches the others through NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createOpenSessions } from './open-sessions.ts';
import { createSessionCache } from './session-cache.ts';

const password = 'Kubik-test-2026';

describe('the session cache', () => {
  it('refuses to store a read that started before an invalidation', () => {
    const cache = createSessionCache<{ name: string }>({ ttlMs: 60_000, maxEntries: 10 });
    cache.setLive(true);
    const state = { userId: 'u', revoked: false, endsAt: 0, user: { name: 'old' } };
    const ticket = cache.ticket();
    cache.forgetUser('u'); // e.g. a block commits while the read is under way
    cache.store('s', state, ticket);
    expect(cache.get('s')).toBeUndefined();
    cache.store('s', state, cache.ticket());
    expect(cache.get('s')).toEqual(state);
  });

  it('serves nothing while notifications may be missed, and forgets all it had', () => {
    const cache = createSessionCache<{ name: string }>({ ttlMs: 60_000, maxEntries: 10 });
    cache.setLive(true);
    cache.store('s', { userId: 'u', revoked: false, endsAt: 0, user: { name: 'x' } }, cache.ticket());
    cache.setLive(false);
    expect(cache.get('s')).toBeUndefined();
    cache.store('s', { userId: 'u', revoked: false, endsAt: 0, user: { name: 'x' } }, cache.ticket());
    expect(cache.size()).toBe(0);
  });

  it('drops entries older than its time to live, and the oldest when full', () => {
    let now = 0;
    const cache = createSessionCache<object>({ ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.setLive(true);
    for (const id of ['a', 'b', 'c'])
      cache.store(id, { userId: id, revoked: false, endsAt: 0, user: {} }, cache.ticket());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    now = 1001;
    expect(cache.get('c')).toBeUndefined();
  });
});

describe('the open-session check', () => {
  it('asks once for requests that come together, and never answers a request from a read that started before it', async () => {
    let open = new Set(['s1', 's2']);
    const reads: string[][] = [];
    let finish: (() => void) | undefined;
    const isOpen = createOpenSessions(async (ids) => {
      reads.push(ids);
      const state = new Set(open); // what the database says when the query starts
      await new Promise<void>((r) => (finish = r));
      return state;
    });
    const first = isOpen('s1');
    // Asked while the first read runs: they wait for the next one, together.
    const second = [isOpen('s1'), isOpen('s2'), isOpen('s2')];
    open = new Set(['s2']); // s1 signed out after the first read started
    finish!();
    expect(await first).toBe(true);
    await new Promise((r) => setImmediate(r));
    finish!();
    expect(await Promise.all(second)).toEqual([false, true, true]);
    expect(reads).toEqual([['s1'], ['s1', 's2']]);
  });

  it('fails every request of a read that fails', async () => {
    const isOpen = createOpenSessions(async () => {
      throw new Error('ECONNREFUSED');
    });
    await expect(Promise.all([isOpen('a'), isOpen('b')])).rejects.toThrow('ECONNREFUSED');
  });

  it('gives up on a read that hangs and lets the next one go', async () => {
    let calls = 0;
    const isOpen = createOpenSessions(
      (ids) => (++calls === 1 ? new Promise<Set<string>>(() => {}) : Promise.resolve(new Set(ids))),
      30,
    );
    await expect(isOpen('a')).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(await isOpen('a')).toBe(true);
  });
});

describe.runIf(process.env.KUBIK_TEST_DB === 'pg')('two app servers on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const me = (t: TestApp, token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  /** NOTIFY reaches the other server a moment after the commit: ask until it answers `status`. */
  const eventually = async (t: TestApp, token: string, status: number) => {
    for (let i = 0; i < 200; i++) {
      if ((await me(t, token)).statusCode === status) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`never answered ${status}`);
  };

  it('stops a user blocked on one server on the other too, and ends a sign-out everywhere', async () => {
    const userId = await a.createUser({ email: 'two@kubik.test', password });
    const login = async () =>
      (
        await a.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'two@kubik.test', password } })
      ).json().access_token as string;
    const token = await login();
    expect((await me(a, token)).statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(200);
    expect(b.services.sessionCache.size()).toBeGreaterThan(0);

    await a.services.auth.setBlocked(userId, true);
    // At once on the server that blocked; the other hears it through the database.
    expect((await me(a, token)).statusCode).toBe(401);
    await eventually(b, token, 401);
    await a.services.auth.setBlocked(userId, false);

    const second = await login();
    expect((await me(b, second)).statusCode).toBe(200);
    expect(
      (await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${second}` } }))
        .statusCode,
    ).toBe(204);
    await eventually(b, second, 401);
  });

  it('sees a profile change made on the other server', async () => {
    await a.createUser({ email: 'rename@kubik.test', password });
    const token = (
      await a.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'rename@kubik.test', password } })
    ).json().access_token;
    expect((await me(b, token)).json().name).toBe('Test User');
    expect(
      (
        await a.app.inject({
          method: 'PATCH',
          url: '/api/users/me',
          headers: { authorization: `Bearer ${token}` },
          payload: { name: 'Renamed' },
        })
      ).statusCode,
    ).toBe(200);
    for (let i = 0; i < 200 && (await me(b, token)).json().name !== 'Renamed'; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect((await me(b, token)).json().name).toBe('Renamed');
  });
});

// R1 of the reliability review: under load another server heard the sign-out up to 21 ms after its
// 204. Here that server hears every NOTIFY 300 ms late, and must refuse the token all the same.
describe.runIf(process.env.KUBIK_TEST_DB === 'pg')('revocation on another server that hears it late', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMIT_FACTOR: '100' });
    b = await createTestApp({ RATE_LIMIT_FACTOR: '100' }, { sameDatabaseAs: a, notifyDelayMs: 300 });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const me = (t: TestApp, token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const login = async (email: string) =>
    (await a.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } })).json()
      .access_token as string;

  it('refuses a token signed out on one server with the very next request on the other, every time', async () => {
    await a.createUser({ email: 'out@kubik.test', password });
    for (let i = 0; i < 30; i++) {
      const token = await login('out@kubik.test');
      // Twice on B: the second answer comes from B's cache.
      expect((await me(b, token)).statusCode).toBe(200);
      expect((await me(b, token)).statusCode).toBe(200);
      expect(
        (await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } }))
          .statusCode,
      ).toBe(204);
      const next = await me(b, token);
      expect([i, next.statusCode, next.json().error.code]).toEqual([i, 401, 'token_invalid']);
    }
  });

  it('refuses a user blocked on one server with the very next request on the other, every time', async () => {
    const userId = await a.createUser({ email: 'blocked@kubik.test', password });
    for (let i = 0; i < 15; i++) {
      const token = await login('blocked@kubik.test');
      expect((await me(b, token)).statusCode).toBe(200);
      expect((await me(b, token)).statusCode).toBe(200);
      await a.services.auth.setBlocked(userId, true);
      expect([i, (await me(b, token)).statusCode]).toEqual([i, 401]);
      await a.services.auth.setBlocked(userId, false);
    }
  });
});
