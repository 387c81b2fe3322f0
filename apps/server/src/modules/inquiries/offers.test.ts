// Offers over HTTP: staff or the customer's partner make a draft the customer does not see, send it
// (the customer gets a mail), and a sent offer's prices can no longer change — only withdrawn and a
// new one sent. The customer declines with a reason; past its validity an offer expires, by the
// clock, and can no longer be answered. The inquiry follows each move, in its history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPartner, aPartnerUser, signedIn } from '../../testing/factory.ts';
import { exampleDesign } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const day = 24 * 60 * 60 * 1000;
type Who = 'admin' | 'ana' | 'partnerUser' | 'otherPartner';

describe('offers', () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;
  let projectId = '';
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Who, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const validUntil = (days: number) => new Date(t.clock.read().getTime() + days * day).toISOString();
  const hour = 60 * 60 * 1000;

  async function newInquiry() {
    const inquiry = (
      await call('POST', '/api/inquiries', 'ana', { projectIds: [projectId], message: 'Ponudba?' })
    ).json();
    return {
      id: inquiry.id as string,
      itemId: inquiry.items[0].id as string,
      computed: inquiry.items[0].computedUnitNetCents as number,
    };
  }
  async function draft(inquiryId: string, itemId: string, unitNetCents: number, who: Who = 'partnerUser', days = 14) {
    return call('POST', `/api/inquiries/${inquiryId}/offers`, who, {
      lines: [{ itemId, quantity: 2, unitNetCents }],
      validUntil: validUntil(days),
      delivery: { earliest: '2026-12-07', latest: '2026-12-18' },
      note: 'Z montažo.',
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await signedIn(t, { admin: ['customer', 'admin'], ana: ['customer'] }, { confirmed: true });
    const a = await aPartner(t, staff.headers.admin, { name: 'Partner A', contactEmail: 'a@kubik.test' });
    const b = await aPartner(t, staff.headers.admin, { name: 'Partner B', contactEmail: 'b@kubik.test' });
    const partnerUser = await aPartnerUser(t, staff.headers.admin, a, {
      email: 'partneruser@kubik.test',
      name: 'partnerUser Novak',
    });
    const otherPartner = await aPartnerUser(t, staff.headers.admin, b, {
      email: 'otherpartner@kubik.test',
      name: 'otherPartner Novak',
    });
    Object.assign(ids, staff.ids, { partnerUser: partnerUser.id, otherPartner: otherPartner.id });
    Object.assign(headers, staff.headers, { partnerUser: partnerUser.headers, otherPartner: otherPartner.headers });
    await call('POST', `/api/admin/users/${ids.ana}/partner`, 'admin', { partnerId: a });
    projectId = (
      await call('POST', '/api/projects', 'ana', { name: 'Omara', design: exampleDesign('grid-2x2.json') })
    ).json().id;
  });
  afterAll(() => t.close());

  it('keeps a draft from the customer, sends it with a mail, and freezes its prices once sent', async () => {
    const { id, itemId, computed } = await newInquiry();
    expect((await draft(id, itemId, 30_000, 'ana')).statusCode).toBe(403);
    expect((await draft(id, itemId, 30_000, 'otherPartner')).statusCode).toBe(404);
    const made = await draft(id, itemId, 30_000);
    expect(made.statusCode).toBe(201);
    const offer = made.json().offers[0];
    expect(offer).toMatchObject({
      status: 'draft',
      authorRole: 'partner',
      netCents: 60_000,
      vatRateBp: 2200,
      vatCents: 13_200,
      grossCents: 73_200,
      note: 'Z montažo.',
      delivery: { weeks: { from: '2026-W50', to: '2026-W51' } },
    });
    expect(offer.lines).toEqual([
      { itemId, name: 'Omara', quantity: 2, unitNetCents: 30_000, computedUnitNetCents: computed },
    ]);
    // One live offer at a time.
    expect((await draft(id, itemId, 1, 'admin')).statusCode).toBe(409);
    // The customer sees no draft, and cannot answer one.
    expect((await call('GET', `/api/inquiries/${id}`, 'ana')).json().offers).toEqual([]);
    expect(
      (await call('POST', `/api/inquiries/${id}/offers/${offer.id}/decline`, 'ana', { reason: 'Ne' })).statusCode,
    ).toBe(404);
    // A draft changes freely.
    const revised = await call('PATCH', `/api/inquiries/${id}/offers/${offer.id}`, 'partnerUser', {
      lines: [{ itemId, quantity: 1, unitNetCents: 41_000 }],
    });
    expect(revised.json().offers[0]).toMatchObject({
      netCents: 41_000,
      lines: [{ quantity: 1, unitNetCents: 41_000 }],
    });
    const sent = await call('POST', `/api/inquiries/${id}/offers/${offer.id}/send`, 'partnerUser');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'offered', offers: [{ status: 'sent', netCents: 41_000 }] });
    expect(
      sent.json().history.map((h: { from: string; to: string; actorRole: string }) => [h.from, h.to, h.actorRole]),
    ).toEqual([
      [null, 'submitted', 'customer'],
      ['submitted', 'offered', 'partner'],
    ]);
    const mail = (await t.services.mail.allTo('ana@kubik.test')).find((m) => m.kind === 'offer_sent');
    expect(mail).toMatchObject({ locale: 'sl', subject: expect.stringContaining('Ponudba za povpraševanje') });
    expect(mail!.text).toMatch(/500,20\s€/);
    // Sent: the prices are frozen, for staff and the partner alike.
    for (const who of ['partnerUser', 'admin'] as const) {
      const refused = await call('PATCH', `/api/inquiries/${id}/offers/${offer.id}`, who, {
        lines: [{ itemId, quantity: 1, unitNetCents: 1 }],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('offer_not_editable');
    }
    expect((await call('GET', `/api/inquiries/${id}`, 'ana')).json().offers[0]).toMatchObject({
      status: 'sent',
      netCents: 41_000,
    });
  });

  it('withdraws a sent offer and sends a new one; the customer declines it with a reason', async () => {
    const { id, itemId } = await newInquiry();
    const made = await draft(id, itemId, 50_000, 'admin');
    expect(made.statusCode, made.body).toBe(201);
    const first = made.json().offers[0];
    const sentFirst = await call('POST', `/api/inquiries/${id}/offers/${first.id}/send`, 'admin');
    expect(sentFirst.statusCode, sentFirst.body).toBe(200);
    expect((await call('POST', `/api/inquiries/${id}/offers/${first.id}/withdraw`, 'ana')).statusCode).toBe(404);
    const withdrawn = (await call('POST', `/api/inquiries/${id}/offers/${first.id}/withdraw`, 'admin')).json();
    expect(withdrawn).toMatchObject({ status: 'submitted', offers: [{ status: 'withdrawn' }] });
    const second = (await draft(id, itemId, 45_000)).json().offers[0];
    const sentSecond = await call('POST', `/api/inquiries/${id}/offers/${second.id}/send`, 'partnerUser');
    expect(sentSecond.statusCode, sentSecond.body).toBe(200);
    const declined = await call('POST', `/api/inquiries/${id}/offers/${second.id}/decline`, 'ana', {
      reason: 'Predrago.',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'declined',
      offers: [{ status: 'declined', declineReason: 'Predrago.' }, { status: 'withdrawn' }],
    });
    expect(declined.json().history.map((h: { to: string }) => h.to)).toEqual([
      'submitted',
      'offered',
      'submitted',
      'offered',
      'declined',
    ]);
    const toPartner = (await t.services.mail.allTo('partneruser@kubik.test')).filter(
      (m) => m.kind === 'offer_declined',
    );
    expect(toPartner).toHaveLength(1);
    expect(toPartner[0]!.text).toContain('Predrago.');
    // Declined twice is no move at all.
    expect(
      (await call('POST', `/api/inquiries/${id}/offers/${second.id}/decline`, 'ana', { reason: 'Še enkrat.' }))
        .statusCode,
    ).toBe(409);
  });

  it('expires a sent offer past its validity: it can no longer be answered, and the inquiry says so', async () => {
    const { id, itemId } = await newInquiry();
    // Valid for two hours (the sign-ins of the test outlive that).
    const offer = (await draft(id, itemId, 40_000, 'partnerUser', 2 / 24)).json().offers[0];
    await call('POST', `/api/inquiries/${id}/offers/${offer.id}/send`, 'partnerUser');
    t.clock.advance(3 * hour);
    const late = await call('POST', `/api/inquiries/${id}/offers/${offer.id}/decline`, 'ana', { reason: 'Prepozno.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('offer_expired');
    const now = (await call('GET', `/api/inquiries/${id}`, 'ana')).json();
    expect(now).toMatchObject({ status: 'expired', offers: [{ status: 'expired', declineReason: null }] });
    expect(now.history.at(-1)).toMatchObject({ from: 'offered', to: 'expired', actorRole: 'system' });
    // A new offer after the old one lapsed.
    const again = (await draft(id, itemId, 39_000, 'partnerUser', 7)).json().offers[0];
    expect((await call('POST', `/api/inquiries/${id}/offers/${again.id}/send`, 'partnerUser')).json().status).toBe(
      'offered',
    );
  });

  it('takes the live offer along when the customer withdraws the inquiry', async () => {
    const { id, itemId } = await newInquiry();
    const offer = (await draft(id, itemId, 40_000)).json().offers[0];
    await call('POST', `/api/inquiries/${id}/offers/${offer.id}/send`, 'partnerUser');
    const gone = (await call('POST', `/api/inquiries/${id}/withdraw`, 'ana', {})).json();
    expect(gone).toMatchObject({ status: 'withdrawn', offers: [{ status: 'withdrawn' }] });
    expect(
      (
        await call('POST', `/api/inquiries/${id}/offers`, 'partnerUser', {
          lines: [{ itemId, quantity: 1, unitNetCents: 1 }],
          validUntil: validUntil(3),
        })
      ).statusCode,
    ).toBe(409);
  });

  it('accepts a sent offer as one order at the offered prices, even when accepted twice at once', async () => {
    const { id, itemId } = await newInquiry();
    const cartBefore = (await call('GET', '/api/cart', 'ana')).json();
    const offer = (await draft(id, itemId, 38_000)).json().offers[0];
    const address = { street: 'Čopova ulica 3', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
    const body = {
      offerId: offer.id,
      shipping: { method: 'pickup' },
      customer: { name: 'Ana Novak', email: 'ana@kubik.test' },
      billingAddress: address,
      paymentMethod: 'test',
      termsAccepted: true,
    };
    const place = (key: string, who: Who = 'ana') =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers[who], 'idempotency-key': key },
        payload: body,
      });
    // A draft cannot be accepted; nor can someone else accept it once sent.
    expect((await place('draft-try')).statusCode).toBe(404);
    await call('POST', `/api/inquiries/${id}/offers/${offer.id}/send`, 'partnerUser');
    expect((await place('not-mine', 'admin')).statusCode).toBe(404);
    // Two accepts at once, under different keys: one order.
    const [first, second] = await Promise.all([place('accept-1'), place('accept-2')]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().id).toBe(second.json().id);
    expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].filter(Boolean)).toEqual([
      'true',
    ]);
    const order = first.json();
    expect(order).toMatchObject({
      status: 'submitted',
      offerId: offer.id,
      items: [{ name: 'Omara', quantity: 2, unitNetCents: 38_000 }],
    });
    expect(order.totals ?? order).toMatchObject({ goodsCents: 76_000 });
    expect(
      (await call('GET', '/api/orders?perPage=100', 'ana'))
        .json()
        .items.filter((o: { id: string }) => o.id === order.id),
    ).toHaveLength(1);
    const inquiry = (await call('GET', `/api/inquiries/${id}`, 'ana')).json();
    expect(inquiry).toMatchObject({ status: 'accepted', offers: [{ status: 'accepted' }] });
    expect(inquiry.history.at(-1)).toMatchObject({ from: 'offered', to: 'accepted', actorRole: 'customer' });
    expect(
      (await t.services.mail.allTo('partneruser@kubik.test')).filter((m) => m.kind === 'offer_accepted'),
    ).toHaveLength(1);
    // The cart was not touched; an accepted offer is accepted for good.
    expect((await call('GET', '/api/cart', 'ana')).json().items).toEqual(cartBefore.items);
    expect((await call('POST', `/api/inquiries/${id}/offers/${offer.id}/withdraw`, 'partnerUser')).statusCode).toBe(
      409,
    );
  });

  it('refuses to accept an offer past its validity', async () => {
    const { id, itemId } = await newInquiry();
    const offer = (await draft(id, itemId, 38_000, 'partnerUser', 1 / 24)).json().offers[0];
    await call('POST', `/api/inquiries/${id}/offers/${offer.id}/send`, 'partnerUser');
    t.clock.advance(2 * 60 * 60 * 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers.ana, 'idempotency-key': 'too-late' },
      payload: {
        offerId: offer.id,
        shipping: { method: 'pickup' },
        customer: { name: 'Ana Novak', email: 'ana@kubik.test' },
        billingAddress: { street: 'Čopova ulica 3', city: 'Ljubljana', postalCode: '1000', country: 'SI' },
        paymentMethod: 'test',
        termsAccepted: true,
      },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('offer_expired');
    expect(
      (await call('GET', '/api/orders?perPage=100', 'ana'))
        .json()
        .items.filter((o: { offerId?: string }) => o.offerId === offer.id),
    ).toEqual([]);
  });
});
