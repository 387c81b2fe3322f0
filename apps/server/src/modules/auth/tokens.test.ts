import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64url, SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const email = 'bor@kubik.test';
const password = 'Kubik-test-2026';

describe('access tokens', () => {
  let t: TestApp;
  let tokens: { access_token: string; refresh_token: string };
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    userId = await t.createUser({ email, password });
    tokens = (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } })).json();
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const parts = () => tokens.access_token.split('.') as [string, string, string];
  const json = (part: string) => JSON.parse(new TextDecoder().decode(base64url.decode(part)));
  const encode = (value: object) => base64url.encode(JSON.stringify(value));

  it('accepts the token as issued', async () => {
    expect((await me(tokens.access_token)).statusCode).toBe(200);
  });

  it('refuses alg none', async () => {
    const [header, payload] = parts();
    const none = `${encode({ ...json(header), alg: 'none' })}.${payload}.`;
    const res = await me(none);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('token_invalid');
  });

  it('refuses a changed payload', async () => {
    const [header, payload, signature] = parts();
    const changed = encode({ ...json(payload), sub: '00000000-0000-0000-0000-000000000000' });
    expect((await me(`${header}.${changed}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses a wrong signature and a token signed with another key', async () => {
    const [header, payload, signature] = parts();
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect((await me(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
    const claims = json(payload);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('refuses another algorithm even with the right key material', async () => {
    const [, payload] = parts();
    const other = await new SignJWT(json(payload))
      .setProtectedHeader({ alg: 'HS512', typ: 'at+jwt' })
      .sign(new Uint8Array(64));
    expect((await me(other)).statusCode).toBe(401);
  });

  it('refuses an expired token with token_expired', async () => {
    const claims = json(parts()[1]);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const { token } = await t.services.signer.sign('access', { sub: claims.sub, sid: claims.sid }, 60, past);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('token_expired');
  });

  it('refuses a token of the wrong issuer or audience', async () => {
    const claims = json(parts()[1]);
    // Signed with the real key, through the signer's own key, but with another audience.
    const secret = await (async () => {
      const { loadOrCreateSecret } = await import('../system/secret-repository.ts');
      return loadOrCreateSecret(t.database.db, 'jwt', undefined);
    })();
    for (const [iss, aud] of [
      ['someone-else', 'kubik-api'],
      ['kubik', 'another-api'],
    ] as const) {
      const token = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(claims.sub)
        .setJti('x')
        .setIssuer(iss)
        .setAudience(aud)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
      expect((await me(token)).statusCode).toBe(401);
    }
    // The same construction with the right issuer and audience passes, so the refusals above are about those claims.
    const good = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.sub)
      .setJti('x')
      .setIssuer('kubik')
      .setAudience('kubik-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect((await me(good)).statusCode).toBe(200);
  });

  it('stops a blocked user at once, and lets them back when unblocked', async () => {
    const fresh = (
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } })
    ).json();
    await t.services.users.setBlocked(userId, true);
    expect((await me(fresh.access_token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { refresh_token: fresh.refresh_token } }))
        .statusCode,
    ).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('account_blocked');
    await t.services.users.setBlocked(userId, false);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } })).statusCode,
    ).toBe(200);
  });
});
