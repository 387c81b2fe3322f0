import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { throttleLimits } from './throttle.ts';

const email = 'cene@kubik.test';
const password = 'Kubik-test-2026';

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One proxy in front: the client's address is the last X-Forwarded-For entry.
    t = await createTestApp({ TRUST_PROXY: '1' });
    await t.createUser({ email, password });
  });
  afterAll(() => t.close());

  const login = (body: { email: string; password: string }, address: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: body, headers: { 'x-forwarded-for': address } });

  it('answers 429 with Retry-After after repeated failures on one account from one address', async () => {
    for (let i = 0; i < throttleLimits.accountFromAddress.points; i++) {
      expect((await login({ email, password: `Wrong-password-${i}` }, '192.0.2.1')).statusCode).toBe(401);
    }
    const throttled = await login({ email, password: 'Wrong-password-x' }, '192.0.2.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.code).toBe('too_many_requests');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the attempt is counted before the password is checked.
    expect((await login({ email, password }, '192.0.2.1')).statusCode).toBe(429);
  });

  it('does not lock the owner out from another address', async () => {
    expect((await login({ email, password }, '198.51.100.7')).statusCode).toBe(200);
  });

  it('frees the account once the window has passed', async () => {
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login({ email, password }, '192.0.2.1')).statusCode).toBe(200);
  });

  it('throttles one address trying many accounts', async () => {
    for (let i = 0; i < throttleLimits.address.points; i++) {
      const res = await login({ email: `nobody${i}@kubik.test`, password: 'Wrong-password-1' }, '203.0.113.9');
      expect(res.statusCode).toBe(401);
    }
    expect(
      (await login({ email: 'nobody-else@kubik.test', password: 'Wrong-password-1' }, '203.0.113.9')).statusCode,
    ).toBe(429);
  });

  it('stops a burst of concurrent guesses at the limit: each attempt is counted before the password is checked', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ email, password: `Burst-guess-${i}-xx` }, '192.0.2.50')),
    );
    const checked = burst.filter((r) => r.statusCode === 401).length;
    expect(checked).toBe(throttleLimits.accountFromAddress.points);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(40 - checked);
  });

  it('lets no stranger lock the owner out: failures from many addresses leave the owner signing in from theirs', async () => {
    // Four wrong guesses from each of ten addresses: 40 failures, twice the old account-wide limit.
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 4; i++)
        expect((await login({ email, password: `Wrong-${a}-${i}-xxxx` }, `192.0.2.${100 + a}`)).statusCode).toBe(401);
    }
    expect((await login({ email, password }, '198.51.100.8')).statusCode).toBe(200);
  });

  // D10 of the second review: any account-wide counter lets strangers lock the owner out for as long
  // as they keep failing, from enough addresses (an IPv6 /64 each is cheap). Only account+address
  // and address are counted.
  it('never locks the owner out, however many addresses fail on their account', async () => {
    for (let a = 0; a < 30; a++) {
      for (let i = 0; i < 4; i++)
        expect((await login({ email, password: `Wrong-${a}-${i}-xxxx` }, `2001:db8:${a + 1}::1`)).statusCode).toBe(401);
    }
    expect((await login({ email, password }, '198.51.100.9')).statusCode).toBe(200);
  });

  // N7 of the second review: a refused sign-in wrote a counter row for every new e-mail it named, so
  // one throttled address could grow the table without bound. Now the address is counted first, and
  // once it is refused nothing new is written.
  it('writes no new rows for sign-ins refused by the address limit', async () => {
    const address = '203.0.113.200';
    for (let i = 0; i < throttleLimits.address.points; i++)
      await login({ email: `fill${i}@kubik.test`, password: 'Wrong-password-1' }, address);
    const rows = async () => Number((await t.database.query('select count(*) as n from rate_limits')).rows[0]!.n);
    const before = await rows();
    for (let i = 0; i < 100; i++)
      expect((await login({ email: `new${i}@kubik.test`, password: 'Wrong-password-1' }, address)).statusCode).toBe(
        429,
      );
    expect(await rows()).toBe(before);
  });

  it('takes the client address from the proxy, not from what the client wrote', async () => {
    // The client writes any X-Forwarded-For it likes; the proxy appends the address it saw.
    const statuses: number[] = [];
    for (let i = 0; i < throttleLimits.accountFromAddress.points + 2; i++) {
      statuses.push((await login({ email, password: `Spoof-${i}-xxxxxx` }, `10.9.${i}.1, 203.0.113.77`)).statusCode);
    }
    expect(statuses.slice(0, throttleLimits.accountFromAddress.points).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(throttleLimits.accountFromAddress.points)).toEqual([429, 429]);
  });
});

describe('password confirmations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({ email, password });
  });
  afterAll(() => t.close());

  it('throttle guesses of the current password by whoever holds the access token', async () => {
    const token = (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } })).json()
      .access_token;
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/password',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword, newPassword: 'Zq9-a-new-password' },
      });
    for (let i = 0; i < throttleLimits.confirmation.points; i++)
      expect((await change(`guess-${i}-xxxxxx`)).statusCode).toBe(400);
    const throttled = await change(password);
    expect(throttled.statusCode).toBe(429);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { password },
    });
    expect(remove.statusCode).toBe(429);
  });
});

describe('configuration of the client address and the key', () => {
  it('refuses TRUST_PROXY=true, which would let any client choose its address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a JWT_SECRET shorter than 32 bytes', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x' })).toThrow(/JWT_SECRET.*32 bytes/);
    expect(loadConfig({ JWT_SECRET: 'k'.repeat(32) }).jwtSecret).toHaveLength(32);
  });
});
