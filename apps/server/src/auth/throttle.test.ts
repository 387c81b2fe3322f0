import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { throttleLimits } from './throttle.ts';

const email = 'cene@kubik.test';
const password = 'Kubik-test-2026';

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    await t.createUser({ email, password });
  });
  afterAll(() => t.close());

  const login = (body: { email: string; password: string }, address: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: body, headers: { 'x-forwarded-for': address } });

  it('answers 429 with Retry-After after repeated failures on one account from one address', async () => {
    for (let i = 0; i < throttleLimits.accountFromAddress; i++) {
      expect((await login({ email, password: `Wrong-password-${i}` }, '192.0.2.1')).statusCode).toBe(401);
    }
    const throttled = await login({ email, password: 'Wrong-password-x' }, '192.0.2.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.code).toBe('too_many_requests');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the throttle is checked before the password.
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
    for (let i = 0; i < throttleLimits.address; i++) {
      const res = await login({ email: `nobody${i}@kubik.test`, password: 'Wrong-password-1' }, '203.0.113.9');
      expect(res.statusCode).toBe(401);
    }
    expect((await login({ email: 'nobody-else@kubik.test', password: 'Wrong-password-1' }, '203.0.113.9')).statusCode).toBe(429);
  });
});
