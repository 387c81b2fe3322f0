// Every multi-row write is atomic: a failure in the middle of deleting an account (six writes in
// five tables, three modules) leaves nothing half-done; refresh-token rotation is one unit too.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const password = 'Kubik-test-2026';

describe('the unit of work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('joins nested units into one, and runs after-commit work only on commit', async () => {
    const { uow } = t.services;
    const effects: string[] = [];
    await uow.withTransaction(async (outer) => {
      await uow.withTransaction(async (inner) => {
        expect(inner).toBe(outer);
        uow.afterCommit(() => effects.push('committed'));
      });
      expect(effects).toEqual([]);
    });
    expect(effects).toEqual(['committed']);
    await uow
      .withTransaction(async () => {
        uow.afterCommit(() => effects.push('never'));
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(effects).toEqual(['committed']);
  });

  it('leaves an account whole when its deletion fails half-way', async () => {
    const email = 'half@kubik.test';
    await t.createUser({ email, password });
    const login = () => t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    const tokens = (await login()).json();
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    const design = {
      schemaVersion: 1,
      name: 'Polica',
      settings: {},
      elements: [
        { id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
      ],
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/projects', headers: auth, payload: { name: 'Polica', design } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact', headers: auth, payload: { message: 'Kept?' } }))
        .statusCode,
    ).toBe(201);
    const mailsBefore = (await t.services.mail.allTo(email)).length;
    expect(mailsBefore).toBeGreaterThan(0);

    // Sessions ended, mail tokens, mails and contact messages erased — then the projects fail.
    const failure = vi.spyOn(t.services.projects, 'deleteAllOf').mockRejectedValueOnce(new Error('disk full'));
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: auth, payload: { password } });
    expect(res.statusCode).toBe(500);
    expect(failure).toHaveBeenCalledOnce();

    // Nothing of it happened: the sign-in still works, the address, mails, messages and projects are all there.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).json().email).toBe(email);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { refresh_token: tokens.refresh_token } }))
        .statusCode,
    ).toBe(200);
    const user = (await t.services.users.findByEmail(email))!;
    expect(user.deletedAt).toBeNull();
    expect((await t.services.mail.allTo(email)).length).toBe(mailsBefore);
    const exported = (await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: auth })).json();
    expect(exported.projects).toHaveLength(1);
    expect(exported.contactMessages).toHaveLength(1);

    // And when nothing fails, all of it goes.
    failure.mockRestore();
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: auth, payload: { password } })).statusCode,
    ).toBe(204);
    expect(await t.services.users.findByEmail(email)).toBeUndefined();
    expect(await t.services.mail.allTo(email)).toHaveLength(0);
  });

  it('keeps the old refresh token when issuing the new one fails', async () => {
    const email = 'rotate@kubik.test';
    await t.createUser({ email, password });
    const tokens = (
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } })
    ).json();
    const signer = t.services.signer;
    const sign = vi.spyOn(signer, 'sign').mockRejectedValueOnce(new Error('no entropy'));
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(failed.statusCode).toBe(500);
    sign.mockRestore();
    // Marking the old token used was rolled back with the failure: it still works, once.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { refresh_token: tokens.refresh_token } }))
        .statusCode,
    ).toBe(200);
  });
});
