import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const email = 'ana@kubik.test';
const password = 'Kubik-test-2026';

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({ email, password, name: 'Ana Novak' });
  });
  afterAll(() => t.close());

  const login = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: body as object, headers });

  it('answers access and refresh tokens with the seed lifetimes, stated in the tokens and the answer', async () => {
    const res = await login({ email, password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(86_400);
    expect(body.refresh_expires_in).toBe(604_800);
    const access = decodeJwt(body.access_token);
    const refresh = decodeJwt(body.refresh_token);
    expect(access.exp! - access.iat!).toBe(86_400);
    expect(refresh.exp! - refresh.iat!).toBe(604_800);
    expect(body.access_expires_at).toBe(access.exp! * 1000);
    expect(decodeProtectedHeader(body.access_token)).toMatchObject({ alg: 'HS256', typ: 'at+jwt' });
    expect(access.iss).toBe('kubik');
    expect(access.aud).toBe('kubik-api');
  });

  it('treats the e-mail case-insensitively', async () => {
    expect((await login({ email: 'ANA@Kubik.test', password })).statusCode).toBe(200);
  });

  it('gives one generic failure for an unknown e-mail and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@kubik.test', password }, { 'x-forwarded-for': '10.0.0.1' });
    const wrong = await login({ email, password: 'Wrong-password-1' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });

  it('returns the user object itself from /users/me, never the password hash', async () => {
    const { access_token } = (await login({ email, password })).json();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({ email, name: 'Ana Novak', scope: ['customer'], emailConfirmed: false, locale: 'sl' });
    expect(typeof me.id).toBe('string');
    expect(JSON.stringify(me)).not.toMatch(/argon2|password/i);
  });

  it('answers 401 without a token or with a malformed header', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer not.a.jwt']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toMatch(/unauthorized|token_invalid/);
    }
  });

  it('logs no password and no token', async () => {
    const res = await login({ email, password });
    const { access_token, refresh_token } = res.json();
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${access_token}` } });
    await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { refresh_token } });
    const all = t.logs.join('');
    expect(all).not.toContain(password);
    expect(all).not.toContain(access_token);
    expect(all).not.toContain(refresh_token);
    const lines = t.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.at(-1)).toMatchObject({ route: '/api/auth/token', status: 200, method: 'POST' });
    expect(typeof lines.at(-1).reqId).toBe('string');
    expect(typeof lines.at(-1).durationMs).toBe('number');
  });
});

describe('refresh tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({ email, password });
  });
  afterAll(() => t.close());

  const login = async () =>
    (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } })).json();
  const refresh = (refresh_token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { refresh_token } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

  it('rotates: a new pair, and the old refresh token stops working', async () => {
    const first = await login();
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.access_token)).statusCode).toBe(200);
  });

  it('revokes the whole sign-in when a used refresh token comes back', async () => {
    const first = await login();
    const second = (await refresh(first.refresh_token)).json();
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    // Every token of that sign-in is dead now, the newest included.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
    // Another sign-in of the same user is untouched.
    const other = await login();
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('refuses a refresh token used as an access token and the other way round', async () => {
    const tokens = await login();
    expect((await me(tokens.refresh_token)).statusCode).toBe(401);
    expect((await refresh(tokens.access_token)).statusCode).toBe(401);
  });

  it('ends the sign-in on logout', async () => {
    const tokens = await login();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('keeps the refresh token in an HttpOnly SameSite=Strict auth.* cookie in browser mode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password },
      headers: { 'x-auth-mode': 'cookie' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refresh_token).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name.startsWith('auth.'));
    expect(cookie).toBeDefined();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'x-auth-mode': 'cookie' },
      cookies: { [cookie!.name]: cookie!.value },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().refresh_token).toBeUndefined();
    const next = rotated.cookies.find((c) => c.name === cookie!.name);
    expect(next?.value).toBeTruthy();
    expect(next?.value).not.toBe(cookie!.value);
    // Without browser mode the cookie alone is not enough: API clients send the body field.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      cookies: { [cookie!.name]: next!.value },
    });
    expect(plain.statusCode).toBe(401);
  });
});
