import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ensureFirstAdmin } from './first-admin.ts';

describe('the first admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is created on an empty database, once', async () => {
    const admin = { email: 'Boss@Kubik.test', password: 'Kubik-admin-2026' };
    expect(await ensureFirstAdmin(t.services, undefined)).toBe('skipped');
    expect(await ensureFirstAdmin(t.services, admin)).toBe('created');
    expect(await ensureFirstAdmin(t.services, admin)).toBe('exists');
    expect(await ensureFirstAdmin(t.services, { ...admin, email: 'other@kubik.test' })).toBe('exists');
    expect(await t.services.users.count()).toBe(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'boss@kubik.test', password: admin.password },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${res.json().access_token}` },
    });
    expect(me.json().scope).toContain('admin');
  });

  it('refuses a weak ADMIN_PASSWORD with a clear message', async () => {
    await expect(ensureFirstAdmin(t.services, { email: 'x@kubik.test', password: 'password' })).rejects.toThrow(
      /ADMIN_PASSWORD/,
    );
  });
});
