// Checking out an offer before the order: the summary (POST /api/checkout/preview {offerId}) and the
// shipping step (GET /api/checkout/shipping?offerId) price the offer's items at the offered prices
// (and nothing for shipping: see whole-offer.test.ts),
// for its customer only (404 for anyone else and for a draft), never read or change the cart, and
// refuse an offer no longer open (expired, declined). The customer's answer is mailed to the partner's
// users, or to staff when the customer has no partner; staff's list filters by state and text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPartner, aPartnerUser, signedIn } from '../../testing/factory.ts';
import { exampleDesign } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const day = 24 * 60 * 60 * 1000;
type Who = 'admin' | 'ana' | 'bor' | 'partnerUser';

describe('checking out an offer', () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;
  const projects = {} as Record<'ana' | 'bor', string>;
  const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const validUntil = (days: number) => new Date(t.clock.read().getTime() + days * day).toISOString();

  /** An inquiry of `customer` with a sent offer (or a draft) pricing its one item at `unitNetCents` × 2. */
  async function offered(
    customer: 'ana' | 'bor',
    unitNetCents: number,
    { send = true, days = 14, who = 'admin' as Who } = {},
  ) {
    const inquiry = (
      await call('POST', '/api/inquiries', customer, { projectIds: [projects[customer]], message: 'Ponudba?' })
    ).json();
    const made = await call('POST', `/api/inquiries/${inquiry.id}/offers`, who, {
      lines: [{ itemId: inquiry.items[0].id, quantity: 2, unitNetCents }],
      validUntil: validUntil(days),
      note: '',
    });
    expect(made.statusCode, made.body).toBe(201);
    const offer = made.json().offers[0];
    if (send)
      expect((await call('POST', `/api/inquiries/${inquiry.id}/offers/${offer.id}/send`, who)).statusCode).toBe(200);
    return { inquiryId: inquiry.id as string, offerId: offer.id as string, seqId: inquiry.seqId as string };
  }
  const preview = (who: Who, offerId: string, shipping: object = { method: 'pickup' }) =>
    call('POST', '/api/checkout/preview', who, { offerId, shipping });

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await signedIn(
      t,
      { admin: ['customer', 'admin'], ana: ['customer'], bor: ['customer'] },
      { confirmed: true, locale: 'sl' },
    );
    const partner = await aPartner(t, staff.headers.admin, {
      name: 'Mizarstvo Kos',
      contactEmail: 'kos@kubik.test',
      discountBp: 1000,
    });
    const partnerUser = await aPartnerUser(t, staff.headers.admin, partner, {
      email: 'partneruser@kubik.test',
      name: 'partnerUser Novak',
      locale: 'en',
    });
    Object.assign(ids, staff.ids, { partnerUser: partnerUser.id });
    Object.assign(headers, staff.headers, { partnerUser: partnerUser.headers });
    await call('POST', `/api/admin/users/${ids.ana}/partner`, 'admin', { partnerId: partner });
    for (const who of ['ana', 'bor'] as const)
      projects[who] = (
        await call('POST', '/api/projects', who, { name: `Omara ${who}`, design: exampleDesign('grid-2x2.json') })
      ).json().id;
  });
  afterAll(() => t.close());

  it("previews the offer's items at its prices, for its customer only, without the cart", async () => {
    // Something in the cart, which the offer's checkout must neither show nor touch.
    await call('POST', '/api/cart/items', 'ana', { projectId: projects.ana, quantity: 1 });
    const cartBefore = (await call('GET', '/api/cart', 'ana')).json();
    const { offerId } = await offered('ana', 30_000);
    const res = await preview('ana', offerId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // The offer's price, with no partner discount on top (Ana's partner gives 10 %).
    expect(body.lines.filter((l: { kind: string }) => l.kind === 'item')).toMatchObject([
      { name: 'Omara ana', quantity: 2, unitNetCents: 30_000 },
    ]);
    expect(body.totals).toMatchObject({ goodsCents: 60_000, discountCents: 0, shippingCents: 0 });
    expect(body.shipping).toMatchObject({ method: 'pickup' });
    const delivery = await preview('ana', offerId, {
      method: 'delivery',
      address: { street: 'Čopova ulica 3', city: 'Ljubljana', postalCode: '1000', country: 'SI' },
    });
    expect(delivery.statusCode, delivery.body).toBe(200);
    // An offer without a delivery line is delivered as agreed: nothing is added to its total (issue 20).
    expect(delivery.json().totals).toEqual(body.totals);
    const shipping = await call('GET', `/api/checkout/shipping?country=SI&offerId=${offerId}`, 'ana');
    expect(shipping.statusCode, shipping.body).toBe(200);
    expect(
      shipping
        .json()
        .options.map((o: { method: string }) => o.method)
        .sort(),
    ).toEqual(['delivery', 'pickup']);
    expect(shipping.json().options.find((o: { method: string }) => o.method === 'delivery').netCents).toBe(0);
    // Anyone else's — staff, the partner, another customer — is as missing as an unknown offer.
    for (const who of ['admin', 'partnerUser', 'bor'] as const) {
      expect((await preview(who, offerId)).statusCode).toBe(404);
      expect((await call('GET', `/api/checkout/shipping?country=SI&offerId=${offerId}`, who)).statusCode).toBe(404);
    }
    expect((await preview('ana', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/cart', 'ana')).json().items).toEqual(cartBefore.items);
  });

  it('does not preview a draft, an expired or a declined offer', async () => {
    const draft = await offered('ana', 20_000, { send: false });
    expect((await preview('ana', draft.offerId)).statusCode).toBe(404);
    const declined = await offered('ana', 21_000);
    await call('POST', `/api/inquiries/${declined.inquiryId}/offers/${declined.offerId}/decline`, 'ana', {
      reason: 'Predrago.',
    });
    const refused = await preview('ana', declined.offerId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('illegal_transition');
    const lapsing = await offered('ana', 22_000, { days: 1 / 24 });
    t.clock.advance(2 * 60 * 60 * 1000);
    const late = await preview('ana', lapsing.offerId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('offer_expired');
    expect(
      (await call('GET', `/api/checkout/shipping?country=SI&offerId=${lapsing.offerId}`, 'ana')).json().error.code,
    ).toBe('offer_expired');
  });

  it("mails the customer's answer to the partner's users, or to staff when there is no partner", async () => {
    const withPartner = await offered('ana', 25_000, { who: 'partnerUser' });
    await call('POST', `/api/inquiries/${withPartner.inquiryId}/offers/${withPartner.offerId}/decline`, 'ana', {
      reason: 'Predolga dobava.',
    });
    const toPartner = (await t.services.mail.allTo('partneruser@kubik.test')).filter(
      (m) => m.kind === 'offer_declined' && m.text.includes(withPartner.seqId),
    );
    expect(toPartner).toHaveLength(1);
    expect(toPartner[0]).toMatchObject({ locale: 'en', subject: `The offer for ${withPartner.seqId} was declined` });
    expect(toPartner[0]!.text).toContain('Predolga dobava.');
    expect(
      (await t.services.mail.allTo('admin@kubik.test')).filter(
        (m) => m.kind === 'offer_declined' && m.text.includes(withPartner.seqId),
      ),
    ).toEqual([]);

    const alone = await offered('bor', 25_000);
    const sentMail = (await t.services.mail.allTo('bor@kubik.test')).find(
      (m) => m.kind === 'offer_sent' && m.text.includes(alone.seqId),
    );
    expect(sentMail).toMatchObject({ locale: 'sl', subject: `Ponudba za povpraševanje ${alone.seqId}` });
    expect(sentMail!.html).toContain(`/dashboard/inquiries/${alone.inquiryId}`);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers.bor, 'idempotency-key': 'bor-accepts' },
      payload: {
        offerId: alone.offerId,
        shipping: { method: 'pickup' },
        customer: { name: 'Bor Novak', email: 'bor@kubik.test' },
        billingAddress: { street: 'Čopova ulica 3', city: 'Ljubljana', postalCode: '1000', country: 'SI' },
        paymentMethod: 'test',
        termsAccepted: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const toStaff = (await t.services.mail.allTo('admin@kubik.test')).filter(
      (m) => m.kind === 'offer_accepted' && m.text.includes(alone.seqId),
    );
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]!.subject).toBe(`Ponudba za ${alone.seqId} je sprejeta`);
  });

  it('lists every inquiry for staff, filtered by state and by text (number, customer, message)', async () => {
    const all = (await call('GET', '/api/admin/inquiries?perPage=100', 'admin')).json();
    expect(all.total).toBeGreaterThanOrEqual(6);
    const created = all.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const bors = (await call('GET', '/api/admin/inquiries?q=bor%40kubik', 'admin')).json();
    expect(bors.total).toBe(1);
    expect(bors.items[0].customer.email).toBe('bor@kubik.test');
    const byNumber = (await call('GET', `/api/admin/inquiries?q=${all.items[0].seqId}`, 'admin')).json();
    expect(byNumber.items.map((i: { id: string }) => i.id)).toEqual([all.items[0].id]);
    const accepted = (await call('GET', '/api/admin/inquiries?status=accepted', 'admin')).json();
    expect(accepted.items.map((i: { customer: { email: string } }) => i.customer.email)).toEqual(['bor@kubik.test']);
    expect((await call('GET', '/api/admin/inquiries?q=%25', 'admin')).json().total).toBe(0);
    expect((await call('GET', '/api/admin/inquiries', 'partnerUser')).statusCode).toBe(404);
  });
});
