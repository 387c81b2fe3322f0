// Partners over HTTP: admins create, edit and list partners, invite partner users by mail (a link
// that sets their first password), assign and unassign customers — each change with its audit row;
// non-admins are refused (404), and nobody raises their own scopes or picks their own partner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';
type Who = 'admin' | 'customer' | 'company' | 'partner';

describe('partners', () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;
  const login = async (email: string, pass = password) =>
    (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: pass } })).json() as {
      access_token: string;
    };
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    payload?: object,
    who: Who = 'admin',
  ) => t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const audit = async (entity: string, id: string) =>
    (await call('GET', `/api/admin/audit?entity=${entity}&id=${id}&perPage=100`)).json().items as {
      action: string;
      actor: { id: string };
      before: unknown;
      after: unknown;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    const accounts: [Who, string, string[]][] = [
      ['admin', 'staff@kubik.test', ['customer', 'admin']],
      ['customer', 'ana@kubik.test', ['customer']],
      ['company', 'mizar@kubik.test', ['customer', 'company']],
      ['partner', 'lone-partner@kubik.test', ['partner']],
    ];
    for (const [who, email, scopes] of accounts) {
      ids[who] = await t.createUser({ email, password, name: `${who} Novak`, scopes });
      headers[who] = { authorization: `Bearer ${(await login(email)).access_token}` };
    }
  });
  afterAll(() => t.close());

  it('creates, edits, lists and opens partners, each change audited', async () => {
    const created = await call('POST', '/api/admin/partners', {
      name: 'Mizarstvo Žužek',
      contactEmail: 'Info@Zuzek.si',
      region: 'Gorenjska',
      discountBp: 1000,
    });
    expect(created.statusCode).toBe(201);
    const partner = created.json();
    expect(partner).toMatchObject({
      name: 'Mizarstvo Žužek',
      contactEmail: 'info@zuzek.si',
      contactPhone: null,
      region: 'Gorenjska',
      discountBp: 1000,
      users: [],
      customers: [],
    });
    const edited = await call('PATCH', `/api/admin/partners/${partner.id}`, {
      discountBp: 1500,
      contactPhone: '+386 1 234 56 78',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      discountBp: 1500,
      contactPhone: '+386 1 234 56 78',
      name: 'Mizarstvo Žužek',
    });
    // A discount is a share of the price: never over 100 %.
    expect((await call('PATCH', `/api/admin/partners/${partner.id}`, { discountBp: 10_001 })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/partners', { name: '', contactEmail: 'x@y.si' })).statusCode).toBe(400);
    await call('POST', '/api/admin/partners', { name: 'Salon Pohištva', contactEmail: 'salon@kubik.test' });
    const list = (await call('GET', '/api/admin/partners?q=%C5%BEu%C5%BEek')).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: partner.id, discountBp: 1500, userCount: 0, customerCount: 0 });
    expect((await call('GET', '/api/admin/partners')).json().total).toBe(2);
    const trail = await audit('partner', partner.id);
    expect(trail.map((r) => r.action)).toEqual(['update', 'create']);
    expect(trail[0]).toMatchObject({
      actor: { id: ids.admin },
      before: { discountBp: 1000, contactPhone: null },
      after: { discountBp: 1500, contactPhone: '+386 1 234 56 78' },
    });
    expect((await call('GET', `/api/admin/partners/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it('invites a partner user by mail in their language; the link sets their password and they act as the partner', async () => {
    const partner = (
      await call('POST', '/api/admin/partners', { name: 'Hiša Lesa', contactEmail: 'hisa@kubik.test' })
    ).json();
    const res = await call('POST', `/api/admin/partners/${partner.id}/users`, {
      email: 'Marta@Hisa.si',
      name: 'Marta',
      locale: 'es',
      isAdmin: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().users).toEqual([
      { id: expect.any(String), email: 'marta@hisa.si', name: 'Marta', isAdmin: true, emailConfirmed: false },
    ]);
    const [mail] = await t.services.mail.allTo('marta@hisa.si');
    expect(mail).toMatchObject({
      kind: 'partner_invite',
      locale: 'es',
      subject: 'Su invitación a Kubik para Hiša Lesa',
    });
    const token = /password-reset\?token=([^\s"&<]+)/.exec(mail!.text)![1]!;
    // Nobody can sign in before the link is used.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'marta@hisa.si', password } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: decodeURIComponent(token), password: 'Marta-new-2026!' },
        })
      ).statusCode,
    ).toBeLessThan(300);
    const signedIn = await login('marta@hisa.si', 'Marta-new-2026!');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${signedIn.access_token}` },
    });
    expect(me.json()).toMatchObject({ scope: ['partner', 'partner-admin'], emailConfirmed: true, locale: 'es' });
    const partnerHome = await t.app.inject({
      method: 'GET',
      url: '/api/partner/customers',
      headers: { authorization: `Bearer ${signedIn.access_token}` },
    });
    expect(partnerHome.json()).toEqual({ items: [] });
    // An address with an account is not taken over.
    expect(
      (await call('POST', `/api/admin/partners/${partner.id}/users`, { email: 'ana@kubik.test', name: 'Ana' }))
        .statusCode,
    ).toBe(409);
    expect((await audit('partner', partner.id)).map((r) => r.action)).toEqual(['invite_user', 'create']);
  });

  it('assigns and unassigns a customer, audited on the user, and refuses partner users and admins as customers', async () => {
    const a = (await call('POST', '/api/admin/partners', { name: 'A d.o.o.', contactEmail: 'a@kubik.test' })).json();
    const b = (await call('POST', '/api/admin/partners', { name: 'B d.o.o.', contactEmail: 'b@kubik.test' })).json();
    expect((await call('POST', `/api/admin/users/${ids.company}/partner`, { partnerId: a.id })).json()).toEqual({
      customerId: ids.company,
      partnerId: a.id,
    });
    expect((await call('POST', `/api/admin/users/${ids.company}/partner`, { partnerId: b.id })).json()).toEqual({
      customerId: ids.company,
      partnerId: b.id,
    });
    expect((await call('GET', `/api/admin/partners/${a.id}`)).json().customers).toEqual([]);
    expect((await call('GET', `/api/admin/partners/${b.id}`)).json().customers).toMatchObject([
      { id: ids.company, email: 'mizar@kubik.test' },
    ]);
    expect((await call('DELETE', `/api/admin/users/${ids.company}/partner`)).json()).toEqual({
      customerId: ids.company,
      partnerId: null,
    });
    expect((await call('GET', `/api/admin/partners/${b.id}`)).json().customerCount).toBe(0);
    const trail = await audit('user', ids.company);
    expect(trail.map((r) => [r.action, r.before, r.after])).toEqual([
      ['partner', { partnerId: b.id }, { partnerId: null }],
      ['partner', { partnerId: a.id }, { partnerId: b.id }],
      ['partner', { partnerId: null }, { partnerId: a.id }],
    ]);
    expect((await call('POST', `/api/admin/users/${ids.admin}/partner`, { partnerId: a.id })).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/users/${ids.partner}/partner`, { partnerId: a.id })).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/api/admin/users/${ids.customer}/partner`, {
          partnerId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets nobody raise their own scopes or pick their own partner', async () => {
    const a = (
      await call('POST', '/api/admin/partners', { name: 'Self-service d.o.o.', contactEmail: 's@kubik.test' })
    ).json();
    for (const who of ['customer', 'company', 'partner'] as const) {
      expect((await call('POST', `/api/admin/users/${ids[who]}/partner`, { partnerId: a.id }, who)).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/api/admin/users/${ids[who]}/partner`, undefined, who)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/api/admin/users/${ids[who]}/scopes`, { scopes: ['customer', 'admin'] }, who)).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', `/api/admin/partners/${a.id}/users`, { email: `${who}-self@kubik.test`, name: 'Me' }, who))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('POST', '/api/admin/partners', { name: 'Mine', contactEmail: 'mine@kubik.test' }, who)).statusCode,
      ).toBe(404);
      expect((await call('PATCH', `/api/admin/partners/${a.id}`, { discountBp: 10_000 }, who)).statusCode).toBe(404);
      // The profile takes no scopes and no partner: unknown fields change nothing.
      await call(
        'PATCH',
        '/api/users/me',
        { name: 'Still Me', scope: ['admin'], scopes: ['admin'], partnerId: a.id },
        who,
      );
    }
    for (const who of ['customer', 'company', 'partner'] as const) {
      const row = await t.services.users.findById(ids[who]);
      expect(row!.scopes).not.toContain('admin');
    }
    expect((await call('GET', `/api/admin/partners/${a.id}`)).json()).toMatchObject({
      discountBp: 0,
      users: [],
      customers: [],
    });
    // A user with the partner scope but no membership reaches no partner data.
    expect((await call('GET', '/api/partner/customers', undefined, 'partner')).statusCode).toBe(404);
    expect((await call('GET', '/api/partner/orders', undefined, 'partner')).statusCode).toBe(404);
  });

  it('lets a partner-admin invite users into their own partner, and no one else', async () => {
    const partner = (
      await call('POST', '/api/admin/partners', { name: 'Vodja d.o.o.', contactEmail: 'vodja@kubik.test' })
    ).json();
    await call('POST', `/api/admin/partners/${partner.id}/users`, {
      email: 'lead@vodja.si',
      name: 'Lead',
      locale: 'en',
      isAdmin: true,
    });
    await call('POST', `/api/admin/partners/${partner.id}/users`, {
      email: 'member@vodja.si',
      name: 'Member',
      locale: 'sl',
    });
    const signIn = async (address: string) => {
      const [mail] = await t.services.mail.allTo(address);
      const token = decodeURIComponent(/password-reset\?token=([^\s"&<]+)/.exec(mail!.text)![1]!);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'Vodja-pass-2026!' },
      });
      return { authorization: `Bearer ${(await login(address, 'Vodja-pass-2026!')).access_token}` };
    };
    const lead = await signIn('lead@vodja.si');
    const member = await signIn('member@vodja.si');
    const invite = (h: { authorization: string }, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/partner/users',
        headers: h,
        payload: { email, name: 'New', locale: 'es' },
      });
    expect((await invite(member, 'nope@vodja.si')).statusCode).toBe(403);
    const invited = await invite(lead, 'new@vodja.si');
    expect(invited.statusCode).toBe(201);
    expect(
      invited
        .json()
        .items.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(['lead@vodja.si', 'member@vodja.si', 'new@vodja.si']);
    expect((await t.services.mail.allTo('new@vodja.si'))[0]).toMatchObject({ kind: 'partner_invite', locale: 'es' });
    // Customers and the scope without a membership reach nothing.
    expect((await invite(headers.customer, 'x@vodja.si')).statusCode).toBe(404);
    expect((await invite(headers.partner, 'y@vodja.si')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/partner/users', headers: member })).json().items,
    ).toHaveLength(3);
    expect((await audit('partner', partner.id)).filter((r) => r.action === 'invite_user')).toHaveLength(3);
  });
});
