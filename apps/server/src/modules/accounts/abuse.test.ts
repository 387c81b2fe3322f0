// Abuse of the account flows (security review D6, D8, D12) and e-mail uniqueness at the database.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';
import { startSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { forgotPasswordLimits, registrationLimit } from './registration-service.ts';

const password = 'Kubik-test-2026';

describe('registration, forgotten passwords and blocking under abuse', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, address: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': address, ...headers } });

  it('limits registrations per client address, taken addresses included', async () => {
    await post(
      '/api/users',
      { name: 'Taken', email: 'taken@kubik.test', password, termsAccepted: true },
      '198.51.100.1',
    );
    const statuses: number[] = [];
    for (let i = 0; i < registrationLimit.points; i++) {
      // Probing a taken address costs a try just like a new account.
      const email = i % 2 === 0 ? 'taken@kubik.test' : `new${i}@kubik.test`;
      statuses.push(
        (await post('/api/users', { name: 'Probe', email, password, termsAccepted: true }, '192.0.2.10')).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 409).length).toBe(registrationLimit.points / 2);
    expect(statuses.filter((s) => s === 201).length).toBe(registrationLimit.points / 2);
    const over = await post(
      '/api/users',
      { name: 'Probe', email: 'one-more@kubik.test', password, termsAccepted: true },
      '192.0.2.10',
    );
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not affected.
    expect(
      (
        await post(
          '/api/users',
          { name: 'Else', email: 'else@kubik.test', password, termsAccepted: true },
          '192.0.2.11',
        )
      ).statusCode,
    ).toBe(201);
  });

  it('mails a victim at most three reset links an hour, answering the flood the same', async () => {
    await t.services.settle();
    const before = smtp.mails.filter(
      (m) => m.to.includes('taken@kubik.test') && m.subject === 'Ponastavitev gesla',
    ).length;
    for (let i = 0; i < 6; i++) {
      // From different addresses, so only the per-target limit applies.
      const res = await post('/api/auth/forgot-password', { email: 'Taken@kubik.test' }, `203.0.113.${i + 1}`);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ status: 'accepted' });
    }
    await t.services.settle();
    const resets =
      smtp.mails.filter((m) => m.to.includes('taken@kubik.test') && m.subject === 'Ponastavitev gesla').length - before;
    expect(resets).toBe(forgotPasswordLimits.perTarget.points);
  });

  it('limits reset requests per asking address', async () => {
    for (let i = 0; i < forgotPasswordLimits.perAddress.points; i++) {
      expect(
        (await post('/api/auth/forgot-password', { email: `someone${i}@kubik.test` }, '203.0.113.200')).statusCode,
      ).toBe(202);
    }
    expect(
      (await post('/api/auth/forgot-password', { email: 'someone-else@kubik.test' }, '203.0.113.200')).statusCode,
    ).toBe(429);
  });

  it('does not bring a blocked user’s old tokens back when unblocking', async () => {
    await t.createUser({ email: 'admin@kubik.test', password, scopes: ['customer', 'admin'] });
    const userId = await t.createUser({ email: 'blocked@kubik.test', password });
    const tokenOf = async (email: string) =>
      (await post('/api/users/login', { email, password }, '198.51.100.50')).json() as {
        access_token: string;
        refresh_token: string;
      };
    const admin = { authorization: `Bearer ${(await tokenOf('admin@kubik.test')).access_token}` };
    const old = await tokenOf('blocked@kubik.test');
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(old.access_token)).statusCode).toBe(200);
    const block = (blocked: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${userId}/${blocked ? 'block' : 'unblock'}`,
        headers: admin,
        ...(blocked ? { payload: { reason: 'Abuse' } } : {}),
      });
    expect((await block(true)).statusCode).toBe(200);
    expect((await me(old.access_token)).statusCode).toBe(401);
    expect((await block(false)).statusCode).toBe(200);
    // Unblocked: the old sign-in stays ended; a new sign-in works.
    expect((await me(old.access_token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { refresh_token: old.refresh_token } }))
        .statusCode,
    ).toBe(401);
    expect((await me((await tokenOf('blocked@kubik.test')).access_token)).statusCode).toBe(200);
  });

  it('keeps one account per address in any letter case, at the database', async () => {
    await t.services.users.insert({ email: 'Case@Kubik.test', name: 'A', passwordHash: 'x', scopes: ['customer'] });
    await expect(
      t.services.users.insert({ email: 'case@kubik.TEST', name: 'B', passwordHash: 'x', scopes: ['customer'] }),
    ).rejects.toMatchObject({ code: 'email_taken' });
    // Even past the service, straight in SQL.
    await expect(
      t.services.database.query(`insert into users (email, name, password_hash) values ('CASE@kubik.test', 'C', 'x')`),
    ).rejects.toThrow(/users_email_lower_key/);
  });
});

describe('the e-mail migration', () => {
  it('copes with addresses that differ only in letter case, keeping every account', async () => {
    const files = readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    // pg_trgm: migration 0010 creates the extension (db/client.ts loads it the same way).
    const db = await PGlite.create({ extensions: { pg_trgm } });
    const run = async (file: string) => {
      for (const statement of readFileSync(join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint'))
        await db.exec(statement);
    };
    try {
      for (const file of files.filter((f) => f < '0004')) await run(file);
      await db.exec(`
        insert into users (email, name, password_hash, created_at) values
          ('Ana@Kubik.test', 'older', 'x', now() - interval '2 days'),
          ('ana@kubik.test', 'newer', 'x', now() - interval '1 day'),
          ('BOB@kubik.test', 'bob', 'x', now());`);
      for (const file of files.filter((f) => f >= '0004')) await run(file);
      const rows = (await db.query<{ email: string; name: string }>('select email, name from users order by name'))
        .rows;
      expect(rows).toHaveLength(3);
      expect(rows.find((r) => r.name === 'older')!.email).toBe('ana@kubik.test');
      expect(rows.find((r) => r.name === 'newer')!.email).toMatch(/^duplicate-[0-9a-f-]{36}-ana@kubik\.test$/);
      expect(rows.find((r) => r.name === 'bob')!.email).toBe('bob@kubik.test');
    } finally {
      await db.close();
    }
  });
});
