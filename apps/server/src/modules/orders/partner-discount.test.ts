// The partner discount in prices (issue 14): a customer assigned to a partner gets the partner's
// discount on goods, capped by the catalogue's maximum, as a line of its own in the cart, the
// checkout summary and the placed order. The cart and checkout learn it through a port (services.ts
// wires the partners module's `discountOf`); a change between the summary and the submit is refused
// with the new prices when it makes the order dearer; an accepted offer's order gets none on top.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../testing/factory.ts';
import { exampleDesign } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';
const address = { street: 'Trubarjeva 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
type Headers = Record<string, string>;
type Line = { kind: string; discountBp: number | null; netCents: number; vatCents: number; grossCents: number };

describe('the partner discount', () => {
  let t: TestApp;
  let admin: Headers;
  let partnerId = '';
  let users = 0;
  let keys = 0;
  const newKey = () => `discount-key-${(keys += 1)}`;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  /** A fresh confirmed customer, signed in. */
  async function customer(): Promise<{ id: string; headers: Headers; email: string }> {
    const email = `customer-${(users += 1)}@kubik.test`;
    return aUser(t, { email, password, name: `Customer ${users}`, confirmed: true, locale: 'sl' });
  }
  const assign = (customerId: string, partner = partnerId) =>
    call('POST', `/api/admin/users/${customerId}/partner`, admin, { partnerId: partner });
  const setDiscount = (discountBp: number, partner = partnerId) =>
    call('PATCH', `/api/admin/partners/${partner}`, admin, { discountBp });
  async function toCart(headers: Headers, quantity = 2) {
    const project = (
      await call('POST', '/api/projects', headers, { name: 'Polica', design: exampleDesign('grid-2x2.json') })
    ).json();
    expect(
      (await call('POST', '/api/cart/items', headers, { projectId: project.id, quantity, asNewItem: true })).statusCode,
    ).toBe(201);
    return project.id as string;
  }
  const preview = (headers: Headers) =>
    call('POST', '/api/checkout/preview', headers, { shipping: { method: 'pickup' } });
  const order = (email: string, extra: object = {}) => ({
    shipping: { method: 'pickup' },
    customer: { name: 'Ana Novak', email },
    billingAddress: address,
    paymentMethod: 'test',
    termsAccepted: true,
    ...extra,
  });
  const place = (who: { headers: Headers; email: string }, key = newKey(), extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...who.headers, 'idempotency-key': key },
      payload: order(who.email, extra),
    });
  const discountLines = (lines: Line[]) => lines.filter((l) => l.kind === 'partner_discount');
  const ordersOf = async (userId: string) =>
    Number((await t.database.query(`select count(*)::int as n from orders where user_id = '${userId}'`)).rows[0]!.n);

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await aUser(t, { email: 'admin@kubik.test', password, scopes: ['customer', 'admin'], confirmed: true }))
      .headers;
    const created = await call('POST', '/api/admin/partners', admin, {
      name: 'Mizarstvo Kos',
      contactEmail: 'kos@kubik.test',
      discountBp: 1000,
    });
    expect(created.statusCode).toBe(201);
    partnerId = created.json().id;
  });
  afterAll(() => t.close());

  it('shows an assigned customer the discount as a line of its own in the cart and the summary, and freezes it on the order', async () => {
    const ana = await customer();
    await assign(ana.id);
    await toCart(ana.headers, 2);
    const cart = (await call('GET', '/api/cart', ana.headers)).json();
    // The worked example, by hand (grid-2x2.json under the seed catalogue: 2 pieces at 65.88 € net,
    // VAT 22 %, discount 10 %; money.ts rounds half away from zero, per line):
    //   item line   net 2 × 6 588 = 13 176      VAT 22 % = 2 898.72 → 2 899      gross 16 075
    //   discount    10 % of 13 176 = 1 317.6 → 1 318 off: net −1 318
    //               the item discounted: net 11 858, VAT 2 608.76 → 2 609; so VAT 2 609 − 2 899 = −290
    //               gross −1 318 − 290 = −1 608
    //   total       net 11 858, VAT 2 609, gross 16 075 − 1 608 = 14 467
    expect(
      cart.items[0].unitNetCents,
      'the seed catalogue prices grid-2x2.json differently: redo the worked example',
    ).toBe(6_588);
    expect(cart.totals).toMatchObject({
      itemCount: 2,
      goodsCents: 13_176,
      discountBp: 1000,
      discountCents: 1_318,
      netCents: 11_858,
      vatCents: 2_609,
      grossCents: 14_467,
    });
    expect((await call('GET', '/api/cart/count', ana.headers)).json()).toEqual({ itemCount: 2, discountBp: 1000 });

    const shown = (await preview(ana.headers)).json();
    expect(discountLines(shown.lines)).toEqual([
      expect.objectContaining({
        kind: 'partner_discount',
        discountBp: 1000,
        netCents: -1_318,
        vatCents: -290,
        grossCents: -1_608,
      }),
    ]);
    expect(shown.totals).toMatchObject({
      goodsCents: 13_176,
      discountCents: 1_318,
      shippingCents: 0,
      netCents: 11_858,
      vatCents: 2_609,
      grossCents: 14_467,
    });

    const placed = await place(ana);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().totals).toEqual(shown.totals);
    expect(discountLines(placed.json().lines)).toEqual(discountLines(shown.lines));
    // Frozen: the partner's discount changing later does not touch the order.
    await setDiscount(2000);
    const later = (await call('GET', `/api/orders/${placed.json().id}`, ana.headers)).json();
    expect(later.totals).toEqual(shown.totals);
    expect(discountLines(later.lines)).toEqual(discountLines(shown.lines));
    await setDiscount(1000);
  });

  it('gives a customer without a partner no discount and no discount line', async () => {
    const bor = await customer();
    await toCart(bor.headers, 2);
    const cart = (await call('GET', '/api/cart', bor.headers)).json();
    expect(cart.totals).toMatchObject({
      goodsCents: 13_176,
      discountBp: 0,
      discountCents: 0,
      netCents: 13_176,
      vatCents: 2_899,
      grossCents: 16_075,
    });
    expect((await call('GET', '/api/cart/count', bor.headers)).json()).toEqual({ itemCount: 2, discountBp: 0 });
    const shown = (await preview(bor.headers)).json();
    expect(discountLines(shown.lines)).toEqual([]);
    const placed = (await place(bor)).json();
    expect(discountLines(placed.lines)).toEqual([]);
    expect(placed.totals).toMatchObject({ discountCents: 0, grossCents: 16_075 });
  });

  it("caps a partner's discount at the catalogue's maximum", async () => {
    const { catalogue } = await t.services.catalogue.current();
    expect(catalogue.maxPartnerDiscountBp).toBe(3000);
    const generous = (
      await call('POST', '/api/admin/partners', admin, {
        name: 'Darežljivi',
        contactEmail: 'dar@kubik.test',
        discountBp: 4500,
      })
    ).json();
    const cene = await customer();
    await assign(cene.id, generous.id);
    await toCart(cene.headers, 2);
    const cart = (await call('GET', '/api/cart', cene.headers)).json();
    // 30 % of 13 176 = 3 952.8 → 3 953 off.
    expect(cart.totals).toMatchObject({ discountBp: 3000, discountCents: 3_953 });
    const placed = (await place(cene)).json();
    expect(discountLines(placed.lines)).toEqual([expect.objectContaining({ discountBp: 3000, netCents: -3_953 })]);
  });

  it('refuses a submit after the discount shrank (or went) since the summary, with the new prices; a larger one is passed on', async () => {
    const dana = await customer();
    await assign(dana.id);
    await toCart(dana.headers, 2);
    const shown = (await preview(dana.headers)).json();
    expect(shown.totals.discountCents).toBe(1_318);

    // The admin lowers the partner's discount to 5 % in between: refused, nothing placed.
    await setDiscount(500);
    const refused = await place(dana);
    expect(refused.statusCode).toBe(409);
    const error = refused.json().error;
    expect(error.code).toBe('prices_changed');
    expect(error.changes).toEqual([{ kind: 'discount', beforeBp: 1000, afterBp: 500 }]);
    // 5 % of 13 176 = 658.8 → 659 off.
    expect(discountLines(error.preview.lines)).toEqual([expect.objectContaining({ discountBp: 500, netCents: -659 })]);
    expect(error.preview.totals.grossCents).toBeGreaterThan(shown.totals.grossCents);
    expect(await ordersOf(dana.id)).toBe(0);
    // The customer has now been shown 5 %: the same submit again is placed at it.
    const again = await place(dana);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().totals).toEqual(error.preview.totals);
    await setDiscount(1000);

    // Unassigned in between: refused with no discount at all.
    await toCart(dana.headers, 2);
    expect((await preview(dana.headers)).json().totals.discountCents).toBe(1_318);
    expect((await call('DELETE', `/api/admin/users/${dana.id}/partner`, admin)).statusCode).toBe(200);
    const unassigned = (await place(dana)).json().error;
    expect(unassigned).toMatchObject({
      code: 'prices_changed',
      changes: [{ kind: 'discount', beforeBp: 1000, afterBp: 0 }],
    });
    expect(discountLines(unassigned.preview.lines)).toEqual([]);
    expect(await ordersOf(dana.id)).toBe(1);

    // Assigned again (10 %) after a summary without a discount: cheaper, so it is passed on.
    expect((await preview(dana.headers)).json().totals.discountCents).toBe(0);
    await assign(dana.id);
    const cheaper = await place(dana);
    expect(cheaper.statusCode, cheaper.body).toBe(201);
    expect(cheaper.json().totals).toMatchObject({ discountCents: 1_318, grossCents: 14_467 });
  });

  it('gives an accepted offer no partner discount on top of its prices', async () => {
    const eva = await customer();
    await assign(eva.id);
    const projectId = (
      await call('POST', '/api/projects', eva.headers, { name: 'Omara', design: exampleDesign('grid-2x2.json') })
    ).json().id;
    const inquiry = (
      await call('POST', '/api/inquiries', eva.headers, { projectIds: [projectId], message: 'Ponudba?' })
    ).json();
    const validUntil = new Date(t.clock.read().getTime() + 7 * 24 * 60 * 60 * 1000).toISOString();
    const offer = (
      await call('POST', `/api/inquiries/${inquiry.id}/offers`, admin, {
        lines: [{ itemId: inquiry.items[0].id, quantity: 2, unitNetCents: 38_000 }],
        validUntil,
        note: '',
      })
    ).json().offers[0];
    expect((await call('POST', `/api/inquiries/${inquiry.id}/offers/${offer.id}/send`, admin)).statusCode).toBe(200);
    const placed = await place(eva, newKey(), { offerId: offer.id });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(discountLines(placed.json().lines)).toEqual([]);
    // 2 × 38 000 = 76 000 net, VAT 16 720, no discount.
    expect(placed.json().totals).toMatchObject({
      goodsCents: 76_000,
      discountCents: 0,
      netCents: 76_000,
      vatCents: 16_720,
      grossCents: 92_720,
    });
  });
});
