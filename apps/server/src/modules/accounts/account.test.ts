import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startSmtp, type TestSmtp } from '../../testing/smtp.ts';

const password = 'Kubik-test-2026';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('forgotten password', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await t.createUser({ email: 'eva@kubik.test', password, name: 'Eva' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const login = (pw: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'eva@kubik.test', password: pw } });

  it('answers the same for a known and an unknown address', async () => {
    const known = await forgot('eva@kubik.test');
    const unknown = await forgot('nobody@kubik.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await t.services.settle();
    expect(smtp.mails.some((m) => m.to.includes('nobody@kubik.test'))).toBe(false);
  });

  it('resets the password through the mailed link, once, and ends every other sign-in', async () => {
    const before = (await login(password)).json();
    smtp.mails.length = 0;
    await forgot('eva@kubik.test');
    const mail = await smtp.waitFor((m) => m.to.includes('eva@kubik.test'));
    expect(mail.subject).toBe('Ponastavitev gesla');
    const token = tokenOf(mail.links.find((l) => l.includes('/password-reset?token='))!);

    // A refused password does not spend the link.
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'qwertyuiop' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toBeDefined();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Nova-gesla-2026' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await login(password)).statusCode).toBe(401);
    expect((await login('Nova-gesla-2026')).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${before.access_token}` },
    });
    expect(me.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Druga-gesla-2026' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('expires reset links after an hour', async () => {
    smtp.mails.length = 0;
    await forgot('eva@kubik.test');
    const mail = await smtp.waitFor((m) => m.to.includes('eva@kubik.test'));
    t.clock.advance(60 * 60 * 1000 + 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(mail.links[0]!), password: 'Tretja-gesla-2026' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the account page', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let auth: Record<string, string>;
  let sessionTokens: { access_token: string; refresh_token: string };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Tine', email: 'tine@kubik.test', password, termsAccepted: true },
    });
    sessionTokens = res.json();
    auth = { authorization: `Bearer ${sessionTokens.access_token}` };
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('edits name, language and addresses', async () => {
    const address = { street: 'Trg 2', city: 'Maribor', postalCode: '2000', country: 'SI' };
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: auth,
      payload: {
        name: 'Tine Kos',
        locale: 'es',
        billingAddress: address,
        shippingAddress: { ...address, street: 'Ulica 3' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Tine Kos',
      locale: 'es',
      billingAddress: address,
      shippingAddress: { street: 'Ulica 3' },
    });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...auth, 'accept-language': 'en' },
      payload: { billingAddress: { ...address, postalCode: '' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['billingAddress.postalCode']);
    // Nothing saved before is lost by a refused edit.
    const account = await t.app.inject({ method: 'GET', url: '/api/users/me/account', headers: auth });
    expect(account.json().billingAddress).toEqual(address);
  });

  it('lets only company users edit company details', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: auth,
      payload: {
        company: {
          companyName: 'X',
          vatId: 'SI12345679',
          address: { street: 'a', city: 'b', postalCode: '1000', country: 'SI' },
        },
      },
    });
    expect(res.statusCode).toBe(403);
  });

  it('changes the password with the current one, ending other sign-ins only', async () => {
    const other = (
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'tine@kubik.test', password } })
    ).json();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: auth,
      payload: { currentPassword: 'Not-the-one-2026', newPassword: 'Tine-novo-2026' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(['currentPassword']);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: auth,
      payload: { currentPassword: password, newPassword: 'Tine-novo-2026' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { authorization: `Bearer ${other.access_token}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('changes the e-mail only when the link sent to the new address is followed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/email',
      headers: auth,
      payload: { email: 'tine.new@kubik.test', password: 'Tine-novo-2026' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ email: 'tine@kubik.test', pendingEmail: 'tine.new@kubik.test' });
    const mail = await smtp.waitFor((m) => m.to.includes('tine.new@kubik.test'));
    expect(mail.language).toBe('es');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: tokenOf(mail.links[0]!) },
    });
    expect(confirm.json()).toEqual({ email: 'tine.new@kubik.test' });
    const me = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).json();
    expect(me).toMatchObject({ email: 'tine.new@kubik.test', emailConfirmed: true });
  });

  it('exports the account as JSON, projects included', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: auth,
      payload: { name: 'Polica', design: { schemaVersion: 1, name: 'x', settings: {}, elements: [] } },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json();
    expect(data.account).toMatchObject({ email: 'tine.new@kubik.test', name: 'Tine Kos' });
    expect(data.mails.length).toBeGreaterThan(0);
    expect(data.projects.map((p: { name: string }) => p.name)).toEqual(['Polica']);
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
  });

  it('takes a contact message from a guest and from a user, mails staff and the sender', async () => {
    await t.createUser({ email: 'staff@kubik.test', password, scopes: ['customer', 'admin'] });
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { message: 'Ali izdelate tudi globino 500 mm?', email: 'gost@kubik.test', name: 'Gost' },
    });
    expect(guest.statusCode).toBe(201);
    await smtp.waitFor((m) => m.to.includes('staff@kubik.test') && m.text.includes('globino 500 mm'));
    await smtp.waitFor((m) => m.to.includes('gost@kubik.test') && m.subject === 'Prejeli smo vaše sporočilo');
    const noEmail = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { message: 'Hello' } });
    expect(noEmail.statusCode).toBe(400);
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: auth,
      payload: { message: 'A question from Tine' },
    });
    expect(user.statusCode).toBe(201);
    await smtp.waitFor((m) => m.to.includes('tine.new@kubik.test') && m.text.includes('A question from Tine'));
    // Ten an hour from one address; the eleventh waits.
    for (let i = 0; i < 7; i++)
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/contact', headers: auth, payload: { message: `More ${i}` } }))
          .statusCode,
      ).toBe(201);
    const flooded = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: auth,
      payload: { message: 'One too many' },
    });
    expect(flooded.statusCode).toBe(429);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact', headers: auth, payload: { message: 'Later' } }))
        .statusCode,
    ).toBe(201);
  });

  it('deletes the account: personal data erased, sign-ins ended', async () => {
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: auth,
      payload: { password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: auth,
      payload: { password: 'Tine-novo-2026' },
    });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: 'tine.new@kubik.test', password: 'Tine-novo-2026' },
        })
      ).statusCode,
    ).toBe(401);
    const row = await t.services.users.findByEmail('tine.new@kubik.test');
    expect(row).toBeUndefined();
    // The address is free for a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Tine', email: 'tine.new@kubik.test', password, termsAccepted: true },
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('the admin side of accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({ email: 'admin@kubik.test', password, scopes: ['customer', 'admin'] });
  });
  afterAll(() => t.close());

  it('keeps mails in the mailbox when there is no SMTP, for admins only, and blocks users', async () => {
    const reg = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Nika', email: 'nika@kubik.test', password, termsAccepted: true },
      })
    ).json();
    const admin = (
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'admin@kubik.test', password } })
    ).json();
    const asAdmin = { authorization: `Bearer ${admin.access_token}` };
    const box = await t.app.inject({ method: 'GET', url: '/api/admin/mails?perPage=10', headers: asAdmin });
    expect(box.statusCode).toBe(200);
    expect(box.json().items[0]).toMatchObject({ to: 'nika@kubik.test', kind: 'confirm_email', sentAt: null });
    expect(box.json().items[0].text).toContain('/confirm-email?token=');
    const asNika = { authorization: `Bearer ${reg.access_token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mails', headers: asNika })).statusCode).toBe(404);

    const block = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${reg.user.id}/block`,
      headers: asAdmin,
      payload: { reason: 'Spam in contact messages' },
    });
    expect(block.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: asNika })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'nika@kubik.test', password } }))
        .statusCode,
    ).toBe(403);
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${reg.user.id}/unblock`, headers: asAdmin });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'nika@kubik.test', password } }))
        .statusCode,
    ).toBe(200);
  });
});
