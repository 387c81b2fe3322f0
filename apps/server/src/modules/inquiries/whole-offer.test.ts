// A whole offer (issue 20 §2, §3): the partner prices the items and adds delivery, installation and
// a free line, each with its VAT; the customer sees every line and the totals; accepting it creates an
// order whose lines are the offer's, whose total and payment are the offer's total to the cent, and
// whose delivery window is the offer's — no shipping step adds to it. The offer form shows, beside
// each item, what this customer pays for it in the cart (the partner's discount taken off).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPartner, aPartnerUser, signedIn } from '../../testing/factory.ts';
import { exampleDesign } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const day = 24 * 60 * 60 * 1000;
type Who = 'admin' | 'ana' | 'partnerUser';
const address = { street: 'Koroška cesta 5', city: 'Kranj', postalCode: '4000', country: 'SI' };

describe('a whole offer: items, delivery, installation and a free line', () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;
  let projectId = '';
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    who: Who,
    payload?: object,
    extra: Record<string, string> = {},
  ) => t.app.inject({ method, url, headers: { ...headers[who], ...extra }, ...(payload ? { payload } : {}) });
  const validUntil = () => new Date(t.clock.read().getTime() + 14 * day).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await signedIn(t, { admin: ['customer', 'admin'], ana: ['customer'] }, { confirmed: true });
    const partner = await aPartner(t, staff.headers.admin, {
      name: 'Mizarstvo Kos',
      contactEmail: 'kos@kubik.test',
      discountBp: 1000,
    });
    const partnerUser = await aPartnerUser(t, staff.headers.admin, partner, {
      email: 'partneruser@kubik.test',
      name: 'partnerUser Novak',
    });
    Object.assign(ids, staff.ids, { partnerUser: partnerUser.id });
    Object.assign(headers, staff.headers, { partnerUser: partnerUser.headers });
    await call('POST', `/api/admin/users/${ids.ana}/partner`, 'admin', { partnerId: partner });
    projectId = (
      await call('POST', '/api/projects', 'ana', {
        name: 'Regal v dnevni sobi',
        design: exampleDesign('grid-2x2.json'),
      })
    ).json().id;
  });
  afterAll(() => t.close());

  async function inquiry() {
    const made = await call('POST', '/api/inquiries', 'ana', {
      projectIds: [projectId],
      message: 'Z dostavo in montažo v Kranju, prosim.',
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json();
  }

  it("shows beside each item what this customer pays for it in the cart, the partner's discount taken off", async () => {
    const asked = await inquiry();
    const item = (await call('GET', `/api/inquiries/${asked.id}`, 'partnerUser')).json().items[0];
    expect(item.computedUnitNetCents).toBeGreaterThan(0);
    // The customer's cart with one piece of the same design: its net after the 10 % partner discount.
    expect((await call('POST', '/api/cart/items', 'ana', { projectId, quantity: 1 })).statusCode).toBe(201);
    const cart = (await call('GET', '/api/cart', 'ana')).json();
    expect(cart.totals.discountCents).toBeGreaterThan(0);
    expect(item.customerUnitNetCents).toBe(cart.totals.netCents);
    expect(item.customerUnitNetCents).toBe(item.computedUnitNetCents - Math.round(item.computedUnitNetCents / 10));
  });

  it('is accepted and paid at exactly its total, with its lines and its delivery window', async () => {
    const asked = await inquiry();
    const itemId = asked.items[0].id as string;
    const vat = asked.items[0].vatRateBp as number;
    const extras = [
      { kind: 'delivery', description: 'Dostava v Kranj', quantity: 1, unitNetCents: 6762, vatRateBp: vat },
      { kind: 'installation', description: 'Montaža na steno', quantity: 2, unitNetCents: 4555, vatRateBp: vat },
      { kind: 'custom', description: 'Odvoz embalaže', quantity: 1, unitNetCents: 1234, vatRateBp: 0 },
    ];
    const delivery = { earliest: '2026-12-14', latest: '2026-12-18' };
    const draft = {
      lines: [{ itemId, quantity: 2, unitNetCents: 30_000 }],
      extras,
      validUntil: validUntil(),
      delivery,
      note: 'Vključuje dostavo in montažo v Kranju.',
    };

    // A VAT rate the shop does not offer, or a negative line, is refused.
    expect(
      (
        await call('POST', `/api/inquiries/${asked.id}/offers`, 'partnerUser', {
          ...draft,
          extras: [{ ...extras[2], vatRateBp: 950 }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/inquiries/${asked.id}/offers`, 'partnerUser', {
          ...draft,
          extras: [{ ...extras[2], unitNetCents: -100 }],
        })
      ).statusCode,
    ).toBe(400);

    const made = await call('POST', `/api/inquiries/${asked.id}/offers`, 'partnerUser', draft);
    expect(made.statusCode, made.body).toBe(201);
    const offerId = made.json().offers[0].id as string;
    expect((await call('POST', `/api/inquiries/${asked.id}/offers/${offerId}/send`, 'partnerUser')).statusCode).toBe(
      200,
    );

    // What the customer sees: every line with its VAT, and the totals (22 % per line, worked by hand:
    // 600,00 + 132,00 | 67,62 + 14,88 | 91,10 + 20,04 | 12,34 + 0).
    expect(vat).toBe(2200);
    const offer = (await call('GET', `/api/inquiries/${asked.id}`, 'ana')).json().offers[0];
    expect(
      offer.extras.map((e: { kind: string; netCents: number; vatCents: number; grossCents: number }) => [
        e.kind,
        e.netCents,
        e.vatCents,
        e.grossCents,
      ]),
    ).toEqual([
      ['delivery', 6762, 1488, 8250],
      ['installation', 9110, 2004, 11_114],
      ['custom', 1234, 0, 1234],
    ]);
    expect(offer).toMatchObject({
      netCents: 77_106,
      vatCents: 16_692,
      grossCents: 93_798,
      delivery: { earliest: '2026-12-14', latest: '2026-12-18' },
    });

    // The shipping step offers delivery only (the offer delivers), adding nothing, in the offer's window.
    const options = (await call('GET', `/api/checkout/shipping?country=SI&offerId=${offerId}`, 'ana')).json().options;
    expect(options).toMatchObject([
      { method: 'delivery', grossCents: 0, estimate: { earliest: '2026-12-14', latest: '2026-12-18' } },
    ]);
    const pickup = await call('POST', '/api/checkout/preview', 'ana', { offerId, shipping: { method: 'pickup' } });
    expect(pickup.json().error?.code).toBe('pickup_unavailable');
    const preview = (
      await call('POST', '/api/checkout/preview', 'ana', { offerId, shipping: { method: 'delivery', address } })
    ).json();
    expect(preview.totals).toMatchObject({
      goodsCents: 60_000,
      discountCents: 0,
      shippingCents: 6762,
      netCents: 77_106,
      vatCents: 16_692,
      grossCents: 93_798,
    });
    expect(preview.shipping.estimate).toMatchObject(delivery);

    const placed = await call(
      'POST',
      '/api/orders',
      'ana',
      {
        offerId,
        shipping: { method: 'delivery', address },
        customer: { name: 'Ana Novak', email: 'ana@kubik.test' },
        billingAddress: address,
        paymentMethod: 'test',
        termsAccepted: true,
      },
      { 'idempotency-key': 'ana-accepts-whole-offer' },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order.totals.grossCents).toBe(offer.grossCents);
    expect(order.totals).toEqual(preview.totals);
    expect(
      order.lines.map((l: { kind: string; name: string | null; grossCents: number }) => [l.kind, l.grossCents]),
    ).toEqual([
      ['item', 73_200],
      ['shipping', 8250],
      ['installation', 11_114],
      ['custom', 1234],
    ]);
    expect(order.lines.slice(1).map((l: { name: string }) => l.name)).toEqual([
      'Dostava v Kranj',
      'Montaža na steno',
      'Odvoz embalaže',
    ]);
    expect(order.estimate).toMatchObject(delivery);

    // The payment is the offer's total, and paying it pays the order.
    expect((await call('GET', `/api/orders/${order.id}/payment`, 'ana')).json()).toMatchObject({
      paymentStatus: 'pending',
      amountCents: 93_798,
    });
    const paid = await call('POST', `/api/payments/test/${order.id}/complete`, 'ana', { outcome: 'succeeded' });
    expect(paid.json()).toMatchObject({ paymentStatus: 'paid', paidCents: 93_798 });
    const mail = (await t.services.mail.allTo('ana@kubik.test')).find((m) => m.kind === 'order_submitted');
    expect(mail?.text).toContain('937,98');
  });

  it('adds nothing to an offer without delivery: picked up, or delivered as agreed', async () => {
    const asked = await inquiry();
    const made = await call('POST', `/api/inquiries/${asked.id}/offers`, 'admin', {
      lines: [{ itemId: asked.items[0].id, quantity: 1, unitNetCents: 25_000 }],
      validUntil: validUntil(),
      note: '',
    });
    const offer = made.json().offers[0];
    await call('POST', `/api/inquiries/${asked.id}/offers/${offer.id}/send`, 'admin');
    const options = (await call('GET', `/api/checkout/shipping?country=SI&offerId=${offer.id}`, 'ana')).json().options;
    expect(options.map((o: { method: string; grossCents: number }) => [o.method, o.grossCents]).sort()).toEqual([
      ['delivery', 0],
      ['pickup', 0],
    ]);
    for (const shipping of [{ method: 'pickup' }, { method: 'delivery', address }]) {
      const preview = (await call('POST', '/api/checkout/preview', 'ana', { offerId: offer.id, shipping })).json();
      expect(preview.totals).toMatchObject({ shippingCents: 0, grossCents: offer.grossCents });
    }
  });
});
