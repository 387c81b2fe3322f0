// Issue 14 reviewed as an attacker and as someone who moves money: what a partner's user reaches
// after their customer is moved to another partner or unassigned (nothing: the assignment now
// decides, for inquiries, items by id or number, offers, orders and projects alike), how often the
// thread may mail the other side, and which offers may be drafted at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPartner, aPartnerUser, makePartnerAdmin, signedIn } from '../../testing/factory.ts';
import { partnerMembership } from '../../testing/rows.ts';
import { exampleDesign, insertTestOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const day = 24 * 60 * 60 * 1000;
type Who = 'admin' | 'ana' | 'bor' | 'userA' | 'userB';

describe('issue 14 under attack', () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;
  const partners = {} as Record<'a' | 'b', string>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const validUntil = (days: number) => new Date(t.clock.read().getTime() + days * day).toISOString();

  async function inquiryOf(who: 'ana' | 'bor') {
    const project = (
      await call('POST', '/api/projects', who, { name: `Omara ${who}`, design: exampleDesign('one-cube.json') })
    ).json();
    const inquiry = (
      await call('POST', '/api/inquiries', who, { projectIds: [project.id], message: 'Ponudba?' })
    ).json();
    return {
      projectId: project.id as string,
      id: inquiry.id as string,
      seqId: inquiry.seqId as string,
      itemId: inquiry.items[0].id as string,
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await signedIn(
      t,
      { admin: ['customer', 'admin'], ana: ['customer'], bor: ['customer'] },
      { confirmed: true },
    );
    partners.a = await aPartner(t, staff.headers.admin, { name: 'Partner A', contactEmail: 'a@kubik.test' });
    partners.b = await aPartner(t, staff.headers.admin, { name: 'Partner B', contactEmail: 'b@kubik.test' });
    const userA = await aPartnerUser(t, staff.headers.admin, partners.a, {
      email: 'usera@kubik.test',
      name: 'userA Novak',
    });
    const userB = await aPartnerUser(t, staff.headers.admin, partners.b, {
      email: 'userb@kubik.test',
      name: 'userB Novak',
    });
    Object.assign(ids, staff.ids, { userA: userA.id, userB: userB.id });
    Object.assign(headers, staff.headers, { userA: userA.headers, userB: userB.headers });
    expect(
      (await call('PUT', '/api/admin/order-policy', 'admin', { partnerMay: [{ from: 'submitted', to: 'confirmed' }] }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it("follows the customer's assignment now: moved to another partner or unassigned, the old partner reaches none of their past records", async () => {
    expect(
      (await call('POST', `/api/admin/users/${ids.ana}/partner`, 'admin', { partnerId: partners.a })).statusCode,
    ).toBe(200);
    const inquiry = await inquiryOf('ana');
    const order = await insertTestOrder(t, { userId: ids.ana });
    const made = await call('POST', `/api/inquiries/${inquiry.id}/offers`, 'userA', {
      lines: [{ itemId: inquiry.itemId, quantity: 1, unitNetCents: 10_000 }],
      validUntil: validUntil(14),
      note: '',
    });
    const offerId = made.json().offers[0].id as string;
    const reads = (who: Who) => [
      call('GET', `/api/inquiries/${inquiry.id}`, who),
      call('GET', `/api/inquiries/${inquiry.id}/items/1`, who),
      call('GET', `/api/inquiries/${inquiry.seqId}/items/1`, who),
      call('GET', `/api/partner/orders/${order.id}`, who),
      call('GET', `/api/partner/orders?customerId=${ids.ana}`, who),
      call('GET', `/api/partner/customers/${ids.ana}`, who),
      call('GET', `/api/partner/customers/${ids.ana}/projects/${inquiry.projectId}`, who),
      call('GET', `/api/projects/${inquiry.projectId}`, who),
    ];
    const statuses = async (who: Who) => Promise.all(reads(who)).then((all) => all.map((r) => r.statusCode));
    expect(await statuses('userA')).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    expect(await statuses('userB')).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);

    // Moved to partner B: B's user takes over, A's user reaches nothing, nor writes, offers or moves.
    expect(
      (await call('POST', `/api/admin/users/${ids.ana}/partner`, 'admin', { partnerId: partners.b })).statusCode,
    ).toBe(200);
    expect(await statuses('userA')).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect(await statuses('userB')).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    expect(
      (await call('POST', `/api/inquiries/${inquiry.id}/messages`, 'userA', { body: 'Še vedno tu?' })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/inquiries/${inquiry.id}/offers/${offerId}/send`, 'userA')).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/inquiries/${inquiry.id}/offers/${offerId}`, 'userA', { note: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/partner/orders/${order.id}/transitions`, 'userA', {
          to: 'confirmed',
          from: 'submitted',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/partner/inquiries', 'userA')).json().items).toEqual([]);
    expect((await call('GET', '/api/partner/orders', 'userA')).json().items).toEqual([]);

    // Unassigned: neither partner reaches anything; staff and the customer still do.
    expect((await call('DELETE', `/api/admin/users/${ids.ana}/partner`, 'admin')).statusCode).toBe(200);
    expect(await statuses('userA')).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect(await statuses('userB')).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await call('GET', '/api/partner/inquiries', 'userB')).json().items).toEqual([]);
    expect((await call('GET', `/api/inquiries/${inquiry.seqId}/items/1`, 'ana')).statusCode).toBe(200);
    expect((await call('GET', `/api/inquiries/${inquiry.id}`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', `/api/orders/${order.id}`, 'ana')).json().status).toBe('submitted');
  });
  it('refuses absurd offer drafts: valid for more than a year, or one item priced twice', async () => {
    const inquiry = await inquiryOf('bor');
    const draft = (lines: object[], until: string) =>
      call('POST', `/api/inquiries/${inquiry.id}/offers`, 'admin', { lines, validUntil: until, note: '' });
    const line = { itemId: inquiry.itemId, quantity: 1, unitNetCents: 10_000 };
    const tooLong = await draft([line], validUntil(367));
    expect(tooLong.statusCode, tooLong.body).toBe(400);
    expect(tooLong.json().error.fields).toMatchObject({ validUntil: expect.any(String) });
    expect((await draft([line], '9999-12-31T23:59:59Z')).statusCode).toBe(400);
    const twice = await draft([line, { ...line, unitNetCents: 1 }], validUntil(14));
    expect(twice.statusCode, twice.body).toBe(400);
    for (const bad of [
      { unitNetCents: -1 },
      { unitNetCents: 100_000_001 },
      { unitNetCents: 1.5 },
      { quantity: 0 },
      { quantity: 100 },
      { quantity: -3 },
    ]) {
      expect((await draft([{ ...line, ...bad }], validUntil(14))).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await draft([line], 'next tuesday')).statusCode).toBe(400);
    // Nothing was stored; a sane draft still goes, and its revision is held to the same rules.
    expect((await call('GET', `/api/inquiries/${inquiry.id}`, 'admin')).json().offers).toEqual([]);
    const made = await draft([line], validUntil(365));
    expect(made.statusCode, made.body).toBe(201);
    const offerId = made.json().offers[0].id as string;
    expect(
      (await call('PATCH', `/api/inquiries/${inquiry.id}/offers/${offerId}`, 'admin', { validUntil: validUntil(400) }))
        .statusCode,
    ).toBe(400);
    // A draft valid only in the past may be kept, never sent.
    expect(
      (await call('PATCH', `/api/inquiries/${inquiry.id}/offers/${offerId}`, 'admin', { validUntil: validUntil(-1) }))
        .statusCode,
    ).toBe(200);
    const stale = await call('POST', `/api/inquiries/${inquiry.id}/offers/${offerId}/send`, 'admin');
    expect([stale.statusCode, stale.json().error.code]).toEqual([400, 'offer_not_sendable']);
    expect(
      (
        await call('PATCH', `/api/inquiries/${inquiry.id}/offers/${offerId}`, 'admin', {
          validUntil: made.json().offers[0].validUntil,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/inquiries/${inquiry.id}/offers/${offerId}`, 'admin', { lines: [line, line] }))
        .statusCode,
    ).toBe(400);
    expect((await call('GET', `/api/inquiries/${inquiry.id}`, 'admin')).json().offers[0]).toMatchObject({
      lines: [{ unitNetCents: 10_000 }],
      validUntil: made.json().offers[0].validUntil,
    });
  });

  it('counts thread messages per writer: sixty an hour, then 429 with nothing stored or mailed', async () => {
    const inquiry = await inquiryOf('bor');
    for (let i = 0; i < 60; i++)
      expect(
        (await call('POST', `/api/inquiries/${inquiry.id}/messages`, 'bor', { body: `<b>Sporočilo</b> ${i}` }))
          .statusCode,
      ).toBe(201);
    const mails = (await t.services.mail.allTo('admin@kubik.test')).length;
    const refused = await call('POST', `/api/inquiries/${inquiry.id}/messages`, 'bor', { body: 'Še eno' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect((await call('GET', `/api/inquiries/${inquiry.id}`, 'bor')).json().messages).toHaveLength(60);
    expect((await t.services.mail.allTo('admin@kubik.test')).length).toBe(mails);
    // The mails carry the text, escaped in their HTML.
    const thread = (await t.services.mail.allTo('admin@kubik.test')).filter((m) => m.kind === 'inquiry_message');
    expect(thread).toHaveLength(60);
    expect(thread.some((m) => m.html.includes('&lt;b&gt;Sporočilo&lt;/b&gt; 59'))).toBe(true);
    expect(thread.some((m) => m.html.includes('<b>'))).toBe(false);
    // Nor in another of the customer's inquiries.
    const other = await inquiryOf('bor');
    expect((await call('POST', `/api/inquiries/${other.id}/messages`, 'bor', { body: 'Drugje' })).statusCode).toBe(429);
    // Staff are counted per inquiry: sixty in one, then neither a message nor a sent offer mails that customer; another inquiry is answered.
    for (let i = 0; i < 60; i++)
      expect(
        (await call('POST', `/api/inquiries/${inquiry.id}/messages`, 'admin', { body: `Odgovor ${i}` })).statusCode,
      ).toBe(201);
    expect(
      (await call('POST', `/api/inquiries/${inquiry.id}/messages`, 'admin', { body: 'Odgovor 60' })).statusCode,
    ).toBe(429);
    const draft = await call('POST', `/api/inquiries/${inquiry.id}/offers`, 'admin', {
      lines: [{ itemId: inquiry.itemId, quantity: 1, unitNetCents: 10_000 }],
      validUntil: validUntil(14),
      note: '',
    });
    const offerId = draft.json().offers[0].id as string;
    expect((await call('POST', `/api/inquiries/${inquiry.id}/offers/${offerId}/send`, 'admin')).statusCode).toBe(429);
    expect((await call('GET', `/api/inquiries/${inquiry.id}`, 'bor')).json().offers).toEqual([]);
    expect((await call('POST', `/api/inquiries/${other.id}/messages`, 'admin', { body: 'Odgovor' })).statusCode).toBe(
      201,
    );
    // The window passes.
    t.clock.advance(61 * 60 * 1000);
    expect((await call('POST', `/api/inquiries/${inquiry.id}/messages`, 'bor', { body: 'Spet jaz' })).statusCode).toBe(
      201,
    );
  });
  it('refuses the submit of an offer that expired or was withdrawn after its summary, and makes no order', async () => {
    const address = { street: 'Čopova ulica 3', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
    const place = (offerId: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers.bor, 'idempotency-key': key },
        payload: {
          offerId,
          shipping: { method: 'pickup' },
          customer: { name: 'Bor', email: 'bor@kubik.test' },
          billingAddress: address,
          paymentMethod: 'test',
          termsAccepted: true,
        },
      });
    const sent = async (hours: number) => {
      const inquiry = await inquiryOf('bor');
      const made = await call('POST', `/api/inquiries/${inquiry.id}/offers`, 'admin', {
        lines: [{ itemId: inquiry.itemId, quantity: 1, unitNetCents: 10_000 }],
        validUntil: new Date(t.clock.read().getTime() + hours * 3_600_000).toISOString(),
        note: '',
      });
      const offerId = made.json().offers[0].id as string;
      expect((await call('POST', `/api/inquiries/${inquiry.id}/offers/${offerId}/send`, 'admin')).statusCode).toBe(200);
      expect(
        (await call('POST', '/api/checkout/preview', 'bor', { offerId, shipping: { method: 'pickup' } })).statusCode,
      ).toBe(200);
      return { inquiryId: inquiry.id, offerId };
    };
    const lapsing = await sent(1);
    const withdrawn = await sent(48);
    t.clock.advance(2 * 3_600_000);
    expect(
      (await call('POST', `/api/inquiries/${withdrawn.inquiryId}/offers/${withdrawn.offerId}/withdraw`, 'admin'))
        .statusCode,
    ).toBe(200);
    const late = await place(lapsing.offerId, 'lapsed-after-summary');
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'offer_expired']);
    const gone = await place(withdrawn.offerId, 'withdrawn-after-summary');
    expect(gone.statusCode).toBe(409);
    const mine = (await call('GET', '/api/orders?perPage=100', 'bor')).json().items as { offerId?: string }[];
    expect(mine.filter((o) => o.offerId === lapsing.offerId || o.offerId === withdrawn.offerId)).toEqual([]);
  });
  it('lets a partner-admin invite only new addresses, only into their own partner, with no scopes of their choosing', async () => {
    await makePartnerAdmin(t, headers.admin, partners.b, ids.userB);
    const invite = (payload: object) => call('POST', '/api/partner/users', 'userB', payload);
    // An existing customer's address (any letter case) is taken: the customer stays a customer, in no partner.
    const taken = await invite({ email: 'ANA@kubik.test', name: 'Ana', locale: 'sl' });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'email_taken']);
    expect((await t.services.users.findById(ids.ana))!.scopes).toEqual(['customer']);
    expect(await partnerMembership(t, ids.ana)).toBeUndefined();
    // Another partner and admin scopes in the body are not theirs to pick.
    const made = await invite({
      email: 'novi@partner-b.si',
      name: 'Novi',
      locale: 'en',
      partnerId: partners.a,
      scopes: ['admin'],
      isAdmin: false,
    });
    expect(made.statusCode, made.body).toBe(201);
    const invited = (
      await t.services.users.byIds(
        (made.json().items as { id: string; email: string }[])
          .filter((u) => u.email === 'novi@partner-b.si')
          .map((u) => u.id),
      )
    )[0]!;
    expect(invited.scopes).toEqual(['partner']);
    expect((await partnerMembership(t, invited.id))!.partnerId).toBe(partners.b);
    expect(
      (await call('GET', `/api/admin/partners/${partners.a}`, 'admin'))
        .json()
        .users.map((u: { email: string }) => u.email),
    ).toEqual(['usera@kubik.test']);
  });
  it("counts a partner-admin's invitations: twenty an hour, then 429 with no account made and no mail", async () => {
    t.clock.advance(61 * 60 * 1000);
    const invite = (email: string) =>
      call('POST', '/api/partner/users', 'userB', { email, name: 'Novi', locale: 'sl' });
    for (let i = 0; i < 20; i++) expect((await invite(`vrsta-${i}@partner-b.si`)).statusCode).toBe(201);
    const refused = await invite('dvajset-ena@partner-b.si');
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'too_many_requests']);
    expect(await t.services.mail.allTo('dvajset-ena@partner-b.si')).toEqual([]);
    expect(
      (await call('GET', '/api/partner/users', 'userB')).json().items.map((u: { email: string }) => u.email),
    ).not.toContain('dvajset-ena@partner-b.si');
    // The shop's admins are not counted by it.
    expect(
      (
        await call('POST', `/api/admin/partners/${partners.b}/users`, 'admin', {
          email: 'od-admina@partner-b.si',
          name: 'Od admina',
          locale: 'sl',
        })
      ).statusCode,
    ).toBe(201);
  });
  it("keeps an audit row of every offer move and withdrawal by staff or a partner user, with the prices; the customer's own moves are the history's", async () => {
    expect(
      (await call('POST', `/api/admin/users/${ids.bor}/partner`, 'admin', { partnerId: partners.a })).statusCode,
    ).toBe(200);
    const inquiry = await inquiryOf('bor');
    const base = `/api/inquiries/${inquiry.id}/offers`;
    const first = (
      await call('POST', base, 'userA', {
        lines: [{ itemId: inquiry.itemId, quantity: 2, unitNetCents: 10_000 }],
        validUntil: validUntil(14),
        note: '',
      })
    ).json().offers[0].id as string;
    expect(
      (
        await call('PATCH', `${base}/${first}`, 'userA', {
          lines: [{ itemId: inquiry.itemId, quantity: 2, unitNetCents: 9_000 }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', `${base}/${first}/send`, 'userA')).statusCode).toBe(200);
    expect((await call('POST', `${base}/${first}/withdraw`, 'admin')).statusCode).toBe(200);
    const second = (
      await call('POST', base, 'admin', {
        lines: [{ itemId: inquiry.itemId, quantity: 1, unitNetCents: 8_000 }],
        validUntil: validUntil(14),
        note: '',
      })
    ).json().offers[0].id as string;
    expect((await call('POST', `${base}/${second}/send`, 'admin')).statusCode).toBe(200);
    expect((await call('POST', `${base}/${second}/decline`, 'bor', { reason: 'Predrago.' })).statusCode).toBe(200);
    const trail = (await call('GET', `/api/admin/audit?entity=inquiry&id=${inquiry.id}&perPage=100`, 'admin')).json()
      .items as { action: string; actor: { id: string }; before: unknown; after: Record<string, unknown> }[];
    expect(trail.map((r) => [r.action, r.actor.id]).reverse()).toEqual([
      ['offer_create', ids.userA],
      ['offer_revise', ids.userA],
      ['offer_send', ids.userA],
      ['offer_withdraw', ids.admin],
      ['offer_create', ids.admin],
      ['offer_send', ids.admin],
    ]);
    const revise = trail.find((r) => r.action === 'offer_revise')!;
    expect(revise.before).toMatchObject({ number: 1, status: 'draft', lines: [{ quantity: 2, unitNetCents: 10_000 }] });
    expect(revise.after).toMatchObject({ number: 1, role: 'partner', lines: [{ quantity: 2, unitNetCents: 9_000 }] });
    expect(trail.find((r) => r.action === 'offer_send' && r.actor.id === ids.userA)!.after).toMatchObject({
      status: 'sent',
      grossCents: 21_960,
    });
    // Staff withdrawing an inquiry is kept too.
    const other = await inquiryOf('bor');
    expect(
      (await call('POST', `/api/inquiries/${other.id}/withdraw`, 'admin', { note: 'Stranka ne odgovarja.' }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/admin/audit?entity=inquiry&id=${other.id}`, 'admin')).json().items).toMatchObject([
      {
        action: 'withdrawn',
        actor: { id: ids.admin },
        before: { status: 'submitted' },
        after: { status: 'withdrawn', note: 'Stranka ne odgovarja.', role: 'staff' },
      },
    ]);
    // The trail is the admin's only.
    expect((await call('GET', `/api/admin/audit?entity=inquiry&id=${inquiry.id}`, 'userA')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/users/${ids.bor}/partner`, 'admin')).statusCode).toBe(200);
  });
});
