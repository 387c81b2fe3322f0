// One price (issue 20): the same design shows the same money everywhere on its way to payment. Over
// generated designs, catalogue versions (prices and shipping zones changed by an admin), partner
// discounts, private and company customers and shipping choices, this walks what a customer walks:
//   configurator  the browser's live figure: the server's quote of the design (the same design core
//                 the browser runs) through @kubik/shop/price with what the browser loads — the
//                 catalogue and its shipping table (GET /api/catalogue) and the customer's partner
//                 rate (GET /api/cart/count);
//   cart          GET /api/cart with that design, one piece;
//   checkout      POST /api/checkout/preview with the shipping chosen;
//   order         POST /api/orders, and GET /api/orders/{id};
//   PDF           the order confirmation's text (pdftotext).
// and asserts configurator = cart to the cent (delivery not chosen: the same "plus delivery from"),
// checkout = cart + the chosen delivery's line (= "from" for the cheapest zone), order = checkout,
// and the PDF prints the order's total.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import { cube, design } from '@kubik/design/testing/build';
import { designBreakdown } from '@kubik/shop/price';
import type { ShippingTable } from '@kubik/shop/shipping';
import { signIn } from '../../testing/factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';
type Headers = Record<string, string>;

const pdfText = (pdf: Buffer): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'kubik-one-price-')), 'order.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};
const slEuros = (cents: number) =>
  new Intl.NumberFormat('sl-SI', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');

describe('one price from the configurator to the paid order', () => {
  let t: TestApp;
  let admin: Headers;
  let adminId = '';
  let users = 0;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    adminId = await t.createUser({ email: 'admin@kubik.test', password, scopes: ['customer', 'admin'] });
    await t.services.users.update(adminId, { emailConfirmedAt: new Date() });
    admin = await signIn(t, 'admin@kubik.test');
  });
  afterAll(() => t.close());

  /** An admin publishes a catalogue version with every board, banding and hardware price and each zone's base scaled. */
  async function publish(scale: number, zoneScale: number): Promise<void> {
    const { version, catalogue } = await t.services.catalogue.current();
    const table = await t.services.catalogue.shippingTable();
    const scaled = (cents: number) => Math.max(1, Math.round(cents * scale));
    const next: Catalogue = {
      ...catalogue,
      materials: catalogue.materials.map((m) => ({ ...m, priceCentsPerM2: scaled(m.priceCentsPerM2) })),
      edgeBandings: catalogue.edgeBandings.map((b) => ({ ...b, priceCentsPerM: scaled(b.priceCentsPerM) })),
      hardware: catalogue.hardware.map((h) => ({ ...h, priceCents: scaled(h.priceCents) })),
    };
    const zones: ShippingTable = {
      ...table,
      zones: table.zones.map((z) => ({ ...z, baseCents: Math.round(z.baseCents * zoneScale) })),
    };
    await t.services.uow.withTransaction(() =>
      t.services.catalogue.addVersion({
        baseVersion: version,
        catalogue: next,
        shippingTable: zones,
        note: 'one-price test',
        createdBy: adminId,
      }),
    );
  }

  async function customerOf(
    kind: 'private' | 'company',
    discountBp: number,
  ): Promise<{ headers: Headers; email: string }> {
    const email = `buyer-${(users += 1)}@kubik.test`;
    const id = await t.createUser({
      email,
      password,
      name: `Buyer ${users}`,
      scopes: kind === 'company' ? ['customer', 'company'] : ['customer'],
    });
    await t.services.users.update(id, { emailConfirmedAt: new Date(), locale: 'sl' });
    if (discountBp > 0) {
      const partner = await call('POST', '/api/admin/partners', admin, {
        name: `Partner ${users}`,
        contactEmail: `partner-${users}@kubik.test`,
        discountBp,
      });
      expect(partner.statusCode, partner.body).toBe(201);
      expect(
        (await call('POST', `/api/admin/users/${id}/partner`, admin, { partnerId: partner.json().id })).statusCode,
      ).toBe(200);
    }
    return { headers: await signIn(t, email), email };
  }

  const layout = fc.record({
    columns: fc.integer({ min: 1, max: 3 }),
    rows: fc.integer({ min: 1, max: 3 }),
    width: fc.constantFrom(300, 400, 600),
    depth: fc.constantFrom(300, 400),
  });
  const shipping = fc.oneof(
    fc.constant({ method: 'pickup' as const }),
    fc.constantFrom('SI', 'AT', 'DE').map((country) => ({ method: 'delivery' as const, country })),
  );
  const scenario = fc.record({
    layout,
    scale: fc.option(
      fc.integer({ min: 70, max: 160 }).map((p) => p / 100),
      { nil: null },
    ),
    zoneScale: fc.integer({ min: 50, max: 200 }).map((p) => p / 100),
    discountBp: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2500 })),
    kind: fc.constantFrom('private' as const, 'company' as const),
    shipping,
  });

  /** The mail about an order, once the mail job has written it (mail goes out after the order's transaction). */
  async function mailText(to: string, number: string): Promise<string> {
    for (let tries = 0; tries < 100; tries += 1) {
      const row = (
        await t.database.query(`select text from mails where "to" = $1 and subject like $2`, [to, `%${number}%`])
      ).rows[0] as { text: string } | undefined;
      if (row) return row.text;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail about ${number} to ${to}`);
  }

  it('shows the same lines and totals in the configurator, cart, checkout, order, its mail and its PDF, to the cent', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        if (s.scale !== null) await publish(s.scale, s.zoneScale);
        const buyer = await customerOf(s.kind, s.discountBp);
        const cubes = [];
        for (let c = 0; c < s.layout.columns; c += 1) {
          for (let r = 0; r < s.layout.rows; r += 1)
            cubes.push(
              cube(`c${c}-${r}`, c * s.layout.width, r * 400, 0, 400, {
                size: { width: s.layout.width, height: 400, depth: s.layout.depth },
              }),
            );
        }
        const doc = design(cubes, {}, 'Polica');

        // The configurator, as the browser computes it.
        const quote = (await call('POST', '/api/designs/quote', buyer.headers, { design: doc })).json();
        // A design that cannot be ordered (a wide shelf sagging past the limit) is drawn again: it
        // does not count as one of the ten runs, so every run walks the whole way to the PDF.
        fc.pre(quote.orderable);
        const loaded = (await call('GET', '/api/catalogue', {})).json();
        const { discountBp } = (await call('GET', '/api/cart/count', buyer.headers)).json();
        const terms = {
          vatRateBp: loaded.catalogue.vatRateBp,
          maxPartnerDiscountBp: loaded.catalogue.maxPartnerDiscountBp,
          partnerDiscountBp: discountBp,
          shippingTable: loaded.shippingTable,
        };
        const configurator = designBreakdown(quote.price.goodsCents, quote.bom.totals, terms);

        // The cart: the same totals, and the same "plus delivery from".
        const project = (await call('POST', '/api/projects', buyer.headers, { name: 'Polica', design: doc })).json();
        expect(
          (
            await call('POST', '/api/cart/items', buyer.headers, {
              projectId: project.id,
              quantity: 1,
              asNewItem: false,
            })
          ).statusCode,
        ).toBe(201);
        const cart = (await call('GET', '/api/cart', buyer.headers)).json();
        const { itemCount: _count, discountBp: cartRate, deliveryFrom: cartFrom, ...cartTotals } = cart.totals;
        const { shippingCents: _none, ...configuratorTotals } = configurator.totals;
        expect(cartTotals).toEqual(configuratorTotals);
        expect(cartRate).toBe(configurator.discountBp);
        expect(cartFrom).toEqual({
          netCents: configurator.deliveryFrom!.netCents,
          vatCents: configurator.deliveryFrom!.vatCents,
          grossCents: configurator.deliveryFrom!.grossCents,
          pickup: configurator.deliveryFrom!.pickup,
        });

        // Checkout: the cart's lines and one delivery line; its total is the cart's plus that line's.
        const address = {
          street: 'Trubarjeva 1',
          city: s.shipping.method === 'delivery' ? 'Graz' : 'Ljubljana',
          postalCode: '1000',
          country: s.shipping.method === 'delivery' ? s.shipping.country : 'SI',
        };
        const choice = s.shipping.method === 'pickup' ? { method: 'pickup' } : { method: 'delivery', address };
        const preview = await call('POST', '/api/checkout/preview', buyer.headers, { shipping: choice });
        expect(preview.statusCode, preview.body).toBe(200);
        const summary = preview.json();
        const delivery = summary.lines.find((l: { kind: string }) => l.kind === 'shipping');
        expect(summary.totals.grossCents).toBe(cart.totals.grossCents + delivery.grossCents);
        expect(summary.totals.vatCents).toBe(cart.totals.vatCents + delivery.vatCents);
        expect(summary.totals).toMatchObject({
          goodsCents: cart.totals.goodsCents,
          discountCents: cart.totals.discountCents,
        });
        if (s.shipping.method === 'pickup') expect(delivery.grossCents).toBe(0);
        // Slovenia is the cheapest zone: its delivery is the "from" the configurator and the cart said.
        if (s.shipping.method === 'delivery' && s.shipping.country === 'SI')
          expect(delivery.grossCents).toBe(configurator.deliveryFrom!.grossCents);
        if (s.shipping.method === 'delivery')
          expect(delivery.grossCents).toBeGreaterThanOrEqual(configurator.deliveryFrom!.grossCents);

        // The order freezes the summary's lines and totals.
        const company =
          s.kind === 'company' ? { company: { companyName: 'Mizarstvo d.o.o.', vatId: 'SI12345679' } } : {};
        const placed = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...buyer.headers, 'idempotency-key': `one-price-${users}` },
          payload: {
            shipping: choice,
            customer: { name: 'Ana Novak', email: buyer.email, ...company },
            billingAddress: address,
            paymentMethod: 'test',
            termsAccepted: true,
          },
        });
        expect(placed.statusCode, placed.body).toBe(201);
        const order = (await call('GET', `/api/orders/${placed.json().id}`, buyer.headers)).json();
        expect(order.totals).toEqual(summary.totals);
        expect(order.lines.map((l: { grossCents: number }) => l.grossCents)).toEqual(
          summary.lines.map((l: { grossCents: number }) => l.grossCents),
        );

        // Its confirmation mail says that total (kept in the mailbox: no SMTP here).
        expect(await mailText(buyer.email, order.number)).toContain(
          `v znesku ${slEuros(order.totals.grossCents).replace(' ', '\u00a0')}`,
        );

        // The confirmation PDF prints the order's total.
        const pdf = await t.app.inject({
          method: 'GET',
          url: `/api/orders/${order.id}/documents/confirmation.pdf?locale=sl`,
          headers: buyer.headers,
        });
        expect(pdf.statusCode).toBe(200);
        expect(pdfText(pdf.rawPayload)).toContain(slEuros(order.totals.grossCents));
        checked += 1;
      }),
      { numRuns: 10 },
    );
    // Every run walked the whole way (designs that cannot be ordered are drawn again, not counted).
    expect(checked).toBe(10);
  });
});
