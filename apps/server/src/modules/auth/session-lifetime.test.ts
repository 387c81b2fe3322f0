// N10 of the second attacker's review: a sign-in could be kept alive for ever by refreshing it
// (each refresh gave a new 7-day refresh token), so a stolen refresh token was good for ever too.
// A sign-in now ends SESSION_MAX_AGE_SECONDS after the password was given (30 days), however
// often it is refreshed: tokens issued near the end are cut to it, and after it both are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const email = 'dana@kubik.test';
const password = 'Kubik-test-2026';
const minute = 60 * 1000;

describe('the absolute lifetime of a sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_MAX_AGE_SECONDS: String(60 * 60) });
    await t.createUser({ email, password });
  });
  afterAll(() => t.close());

  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { refresh_token: token } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

  it('ends a sign-in at its absolute lifetime however often it is refreshed', async () => {
    let tokens = (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } })).json();
    // Within the hour both tokens are cut to what is left of it.
    expect(tokens.refresh_expires_in).toBeLessThanOrEqual(3600);
    expect(tokens.expires_in).toBeLessThanOrEqual(3600);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(10 * minute);
      const res = await refresh(tokens.refresh_token);
      expect(res.statusCode).toBe(200);
      tokens = res.json();
    }
    // 50 minutes in: ten minutes are left, and the tokens say so.
    expect(tokens.refresh_expires_in).toBeLessThanOrEqual(600);
    expect(tokens.refresh_expires_in).toBeGreaterThan(590);
    expect(tokens.access_expires_at).toBeLessThanOrEqual(tokens.refresh_expires_at);
    expect((await me(tokens.access_token)).statusCode).toBe(200);

    t.clock.advance(11 * minute);
    const late = await refresh(tokens.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('token_expired');
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    // Signing in again starts a new hour.
    const again = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    expect((await me(again.json().access_token)).statusCode).toBe(200);
  });
});
