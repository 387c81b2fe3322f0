// The admin's page of one user, over HTTP with mail over real SMTP: the confirmation mail sent
// again by staff (in the user's language, never to a confirmed address, rate-limited like the
// user's own resend, audited), the user's orders listed for that page, the own-admin-scope refusal
// worded for the reader, and every one of these refused to customers, companies and partners.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../testing/orders.ts';
import { startSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { signInRoles } from '../../testing/roles.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';
type Who = 'admin' | 'customer' | 'company' | 'partner';

describe("the admin's page of one user", () => {
  let t: TestApp;
  let smtp: TestSmtp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;

  const resend = (id: string, who: Who = 'admin', language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/resend-confirmation`,
      headers: { ...headers[who], 'accept-language': language },
    });
  const audit = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?entity=user&id=${id}&perPage=100`,
        headers: headers.admin,
      })
    ).json().items as { action: string; actor: { id: string; email: string }; before: unknown; after: unknown }[];
  const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kubik.example' });
    const roles = await signInRoles(t);
    Object.assign(ids, roles.ids);
    Object.assign(headers, roles.headers);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("mails the confirmation link again in the user's language, once a minute, audited; never to a confirmed address", async () => {
    const user = await t.services.users.insert({
      email: 'lucia@kubik.test',
      name: 'Lucía Pérez',
      passwordHash: 'x',
      scopes: ['customer'],
      locale: 'es',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/users/${user.id}`, headers: headers.admin })).json(),
    ).toMatchObject({ emailConfirmed: false, locale: 'es' });

    const sent = await resend(user.id);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ status: 'sent' });
    const mail = await smtp.waitFor((m) => m.to.includes('lucia@kubik.test'));
    expect(mail.language).toBe('es');
    const link = mail.links.find((l) => l.startsWith('https://kubik.example/confirm-email?token='));
    expect(link).toBeDefined();
    // The link is the user's alone: with SMTP on, the admins' mailbox shows it cut.
    const mailed = new URL(link!).searchParams.get('token')!;
    const box = (
      await t.app.inject({ method: 'GET', url: '/api/admin/mails?perPage=100', headers: headers.admin })
    ).json().items as { to: string; text: string; html: string }[];
    const kept = box.find((m) => m.to === 'lucia@kubik.test')!;
    expect(kept.text).toContain('https://kubik.example/confirm-email?token=…');
    expect(kept.text).not.toContain(mailed);
    expect(kept.html).not.toContain(mailed);
    expect(kept.html).not.toContain(encodeURIComponent(mailed));

    // Within the minute: refused like the user's own resend, and nothing is recorded.
    const again = await resend(user.id);
    expect(again.statusCode).toBe(429);
    expect((await audit(user.id)).map((a) => a.action)).toEqual(['resend_confirmation']);
    expect((await audit(user.id))[0]).toMatchObject({
      actor: { id: ids.admin, email: 'staff@kubik.test' },
      before: { emailConfirmed: false },
      after: { mailedTo: 'lucia@kubik.test', locale: 'es' },
    });

    // The link in the mail confirms the address; after that there is nothing to resend.
    const token = new URL(link!).searchParams.get('token')!;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } })).statusCode,
    ).toBe(200);
    t.clock.advance(61_000);
    const confirmed = await resend(user.id, 'admin', 'sl');
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error).toEqual({
      code: 'email_already_confirmed',
      message: 'Ta e-poštni naslov je že potrjen.',
    });
    expect(mailsTo('lucia@kubik.test')).toHaveLength(1);
    expect(await audit(user.id)).toHaveLength(1);
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses the resend to customers, companies and partners (404), and to guests (401), mailing nothing', async () => {
    const user = await t.services.users.insert({
      email: 'nepotrjen@kubik.test',
      name: 'Nepotrjen',
      passwordHash: 'x',
      scopes: ['customer'],
    });
    for (const who of ['customer', 'company', 'partner'] as const)
      expect((await resend(user.id, who)).statusCode, who).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/resend-confirmation` })).statusCode,
    ).toBe(401);
    expect(await audit(user.id)).toEqual([]);
    expect(await t.services.mail.allTo('nepotrjen@kubik.test')).toEqual([]);
  });

  it('refuses block, unblock and scope changes to customers, companies and partners, changing nothing', async () => {
    for (const who of ['customer', 'company', 'partner'] as const) {
      const own = headers[who];
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/admin/users/${ids[who]}/scopes`,
            headers: own,
            payload: { scopes: ['customer', 'admin'] },
          })
        ).statusCode,
        who,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/admin/users/${ids.customer}/block`,
            headers: own,
            payload: { reason: 'x' },
          })
        ).statusCode,
        who,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/admin/users/${ids.customer}/unblock`, headers: own }))
          .statusCode,
        who,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/admin/users/${ids.customer}`, headers: own })).statusCode,
        who,
      ).toBe(404);
    }
    const customer = (
      await t.app.inject({ method: 'GET', url: `/api/admin/users/${ids.customer}`, headers: headers.admin })
    ).json();
    expect(customer).toMatchObject({ blockedAt: null, scopes: ['customer'] });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/users/${ids.partner}`, headers: headers.admin })).json()
        .scopes,
    ).toEqual(['customer', 'partner', 'partner-admin']);
  });

  it('refuses an admin taking away their own admin scope, with a clear message, and records nothing', async () => {
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${ids.admin}/scopes`,
      headers: { ...headers.admin, 'accept-language': 'en' },
      payload: { scopes: ['customer', 'partner'] },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toEqual({
      code: 'cannot_remove_own_admin',
      message: 'You cannot remove your own admin scope.',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/users/${ids.admin}`, headers: headers.admin })).json()
        .scopes,
    ).toEqual(['customer', 'admin']);
    expect(await audit(ids.admin)).toEqual([]);
    // Other scopes of one's own may change, as long as admin stays.
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${ids.admin}/scopes`,
      headers: headers.admin,
      payload: { scopes: ['admin', 'customer', 'partner'] },
    });
    expect(kept.statusCode).toBe(200);
    expect(await audit(ids.admin)).toMatchObject([
      {
        action: 'scopes',
        before: { scopes: ['customer', 'admin'] },
        after: { scopes: ['admin', 'customer', 'partner'] },
      },
    ]);
  });

  it("keeps one active admin: two admins taking away each other's admin scope at once leave one", async () => {
    const bea = await t.createUser({
      email: 'bea@kubik.test',
      password,
      name: 'Bea Admin',
      scopes: ['customer', 'admin'],
    });
    const staff = { userId: ids.admin, email: 'staff@kubik.test' };
    // Both past their guards (still admins), both changing at once: the second counts what the first left.
    const outcomes = await Promise.allSettled([
      t.services.admin.setScopes(staff, bea, ['customer']),
      t.services.admin.setScopes({ userId: bea, email: 'bea@kubik.test' }, ids.admin, ['customer']),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'last_admin' });
    expect(await t.services.users.withScope('admin')).toHaveLength(1);
    // Put things back for the other tests.
    await t.services.users.update(ids.admin, { scopes: ['customer', 'admin'] });
    await t.services.users.update(bea, { scopes: ['customer'] });
  });

  it("lists one user's orders for their page (userId)", async () => {
    const mine = await insertTestOrder(t, { userId: ids.company, company: true });
    await insertTestOrder(t, { userId: ids.customer });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?userId=${ids.company}`,
      headers: headers.admin,
    });
    expect(page.json()).toMatchObject({ total: 1, items: [{ id: mine.id, customer: { id: ids.company } }] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders?userId=nope', headers: headers.admin })).statusCode,
    ).toBe(400);
  });
});
