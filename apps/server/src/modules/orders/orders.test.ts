import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '@kubik/shop/numbering';
import { signIn } from '../../testing/factory.ts';
import { startSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), 'utf8'));
const password = 'Kubik-test-2026';
const address = { street: 'Trubarjeva 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
type Headers = Record<string, string>;

describe('checkout and orders', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let ana: Headers, bor: Headers, cene: Headers, admin: Headers;
  let adminId: string;
  let keys = 0;
  const newKey = () => `order-key-${(keys += 1)}-${Date.now()}`;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kubik.example' });
    const confirmed = async (email: string, locale: string, scopes = ['customer']) => {
      const id = await t.createUser({ email, password, name: email.split('@')[0]!, scopes });
      await t.services.users.update(id, { emailConfirmedAt: new Date(), locale });
      return id;
    };
    await confirmed('ana@kubik.test', 'en');
    await confirmed('bor@kubik.test', 'es');
    await t.createUser({ email: 'cene@kubik.test', password });
    adminId = await confirmed('admin@kubik.test', 'sl', ['admin']);
    ana = await signIn(t, 'ana@kubik.test');
    bor = await signIn(t, 'bor@kubik.test');
    cene = await signIn(t, 'cene@kubik.test');
    admin = await signIn(t, 'admin@kubik.test');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const toCart = async (headers: Headers, design = 'grid-2x2.json', quantity = 1) => {
    const project = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers,
        payload: { name: design, design: example(design) },
      })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers,
      payload: { projectId: project.id, quantity, asNewItem: true },
    });
    expect(res.statusCode).toBe(201);
    return project.id as string;
  };
  const body = (extra: object = {}) => ({
    shipping: { method: 'delivery', address },
    customer: { name: 'Ana Novak', email: 'ana@kubik.test' },
    billingAddress: address,
    paymentMethod: 'test',
    termsAccepted: true,
    ...extra,
  });
  const place = (headers: Headers, key: string | null, payload: object = body()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const preview = (headers: Headers, shipping: object = { method: 'delivery', address }) =>
    t.app.inject({ method: 'POST', url: '/api/checkout/preview', headers, payload: { shipping } });
  const orderCount = async () => Number((await t.database.query('select count(*)::int as n from orders')).rows[0]!.n);

  it('only confirmed e-mail addresses may order, and an Idempotency-Key is required', async () => {
    await toCart(cene);
    const res = await place(cene, newKey());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('email_not_confirmed');
    await toCart(ana);
    expect((await place(ana, null)).json().error.code).toBe('idempotency_key_required');
    expect((await place(ana, 'short')).statusCode).toBe(400);
    const badKey = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...ana, 'idempotency-key': 'has spaces in it', 'accept-language': 'en' },
      payload: body(),
    });
    expect(badKey.json().error.fields['idempotency-key']).toMatch(/visible ASCII/);
    const noTerms = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...ana, 'idempotency-key': newKey(), 'accept-language': 'es' },
      payload: body({ termsAccepted: false, customer: { name: 'Ana', email: 'ana@kubik.test', phone: 'abc' } }),
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().error.fields).toMatchObject({
      termsAccepted: 'Acepte las condiciones de venta para continuar.',
      'customer.phone': expect.stringMatching(/teléfono/),
    });
    expect(await orderCount()).toBe(0);
  });

  it('previews pickup and delivery priced by the server, lines summing to the totals', async () => {
    const pickup = (await preview(ana, { method: 'pickup' })).json();
    const delivery = (await preview(ana)).json();
    expect(pickup.totals.shippingCents).toBe(0);
    expect(delivery.totals.shippingCents).toBeGreaterThan(1500);
    expect(delivery.shipping).toMatchObject({ method: 'delivery', zoneId: 'si', address });
    expect(delivery.shipping.estimate.weeks.to).toMatch(/^\d{4}-W\d{2}$/);
    for (const p of [pickup, delivery]) {
      const sum = (k: string) => p.lines.reduce((n: number, l: Record<string, number>) => n + l[k]!, 0);
      expect([sum('netCents'), sum('vatCents'), sum('grossCents')]).toEqual([
        p.totals.netCents,
        p.totals.vatCents,
        p.totals.grossCents,
      ]);
    }
    const far = await preview(ana, { method: 'delivery', address: { ...address, country: 'US' } });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.code).toBe('no_shipping_zone');
  });

  it('places the order: numbered, frozen, the cart emptied, amounts from the server only, the customer mailed in their language', async () => {
    const shown = (await preview(ana)).json();
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: ana })).json();
    const key = newKey();
    // Amounts in the request are not read: the order is priced by the server.
    const res = await place(ana, key, body({ totals: { grossCents: 1 }, amountCents: 1, lines: [] }));
    expect(res.statusCode).toBe(201);
    const order = res.json();
    const year = new Date().getUTCFullYear();
    expect(order).toMatchObject({
      status: 'submitted',
      paymentStatus: 'pending',
      paymentMethod: 'test',
      totals: shown.totals,
      cancellable: true,
    });
    expect(order.number).toMatch(new RegExp(`^K-(${year}|${year + 1})-00001$`));
    expect(order.items).toHaveLength(cart.items.length);
    expect(order.items[0]).toMatchObject({
      seq: 1,
      name: cart.items[0].name,
      unitNetCents: cart.items[0].unitNetCents,
      quantity: cart.items[0].quantity,
    });
    expect(order.lines.find((l: { kind: string }) => l.kind === 'item').ref).toBe(order.items[0].id);
    expect(order.history).toEqual([
      expect.objectContaining({
        type: 'status',
        from: null,
        to: 'submitted',
        actor: { role: 'customer', name: 'Ana Novak' },
      }),
    ]);
    expect(order.catalogueVersion).toBe((await t.services.catalogue.current()).version);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: ana })).json().items).toEqual([]);
    const frozen = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/items/1`, headers: ana });
    expect(frozen.json().design).toEqual(example('grid-2x2.json'));
    const mail = await smtp.waitFor((m) => m.to.includes('ana@kubik.test') && m.subject.includes(order.number));
    expect(mail.subject).toBe(`We have received your order ${order.number}`);
    expect(mail.language).toBe('en');
    expect(mail.links).toContain(`https://kubik.example/dashboard/order-history/${order.id}`);

    // The same key: the same order. The same key with another request: refused.
    const again = await place(ana, key, body({ totals: { grossCents: 1 }, amountCents: 1, lines: [] }));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // A replay reads the order back from the database: the new order's answer (made from the rows
    // its one statement wrote) is that, to the letter.
    expect(again.json()).toEqual(order);
    const reused = await place(ana, key, body({ shipping: { method: 'pickup' } }));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    // A new key on an empty cart.
    expect((await place(ana, newKey())).json().error.code).toBe('cart_empty');
    expect(await orderCount()).toBe(1);
  });

  it('a double-clicked submit makes exactly one order, with one key or with several', async () => {
    await toCart(bor);
    const key = newKey();
    const same = await Promise.all(
      Array.from({ length: 6 }, () => place(bor, key, body({ customer: { name: 'Bor', email: 'bor@kubik.test' } }))),
    );
    expect(same.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(same.map((r) => r.json().id)).size).toBe(1);
    await toCart(bor);
    const several = await Promise.all(
      Array.from({ length: 4 }, () =>
        place(bor, newKey(), body({ customer: { name: 'Bor', email: 'bor@kubik.test' } })),
      ),
    );
    expect(several.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(several.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'cart_empty')).toBe(true);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bor })).json();
    expect(mine.total).toBe(2);
    // Bor reads Spanish: so are the mails of his orders.
    for (const { number } of mine.items)
      expect((await smtp.waitFor((m) => m.subject.includes(number))).subject).toBe(
        `Hemos recibido su pedido ${number}`,
      );
    // Numbers follow each other without gaps.
    expect(mine.items.map((o: { number: string }) => Number(o.number.slice(-5))).sort()).toEqual([2, 3]);
  });

  it('refuses a dearer cart with the new prices, and passes a cheaper one on', async () => {
    await toCart(ana, 'one-cube.json');
    const shown = (await preview(ana)).json();
    const { catalogue } = await t.services.catalogue.current();
    const scale = (f: number) => ({
      ...catalogue,
      materials: catalogue.materials.map((m) => ({ ...m, priceCentsPerM2: Math.round(m.priceCentsPerM2 * f) })),
    });
    await t.services.catalogue.replace(scale(1.5), adminId);
    const refused = await place(ana, newKey());
    expect(refused.statusCode).toBe(409);
    const error = refused.json().error;
    expect(error.code).toBe('prices_changed');
    expect(error.changes[0]).toMatchObject({ kind: 'item', beforeUnitNetCents: shown.lines[0].unitNetCents });
    expect(error.changes[0].afterUnitNetCents).toBeGreaterThan(shown.lines[0].unitNetCents);
    expect(error.preview.totals.grossCents).toBeGreaterThan(shown.totals.grossCents);
    // The cart now shows the new price and what it was; submitting again is accepted at it.
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: ana })).json();
    expect(cart.items[0]).toMatchObject({
      unitNetCents: error.changes[0].afterUnitNetCents,
      priceChange: { previousUnitNetCents: shown.lines[0].unitNetCents },
    });
    expect(await orderCount()).toBe(3);

    // Cheaper since the customer looked: the lower price is what the order charges.
    await t.services.catalogue.replace(scale(1), adminId);
    const placed = await place(ana, newKey());
    expect(placed.statusCode).toBe(201);
    expect(placed.json().items[0].unitNetCents).toBe(shown.lines[0].unitNetCents);
    expect(placed.json().totals).toEqual(shown.totals);
  });

  it('an order keeps its prices, design and catalogue version when the catalogue changes', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/orders?order=asc', headers: ana })).json().items;
    const before = (await t.app.inject({ method: 'GET', url: `/api/orders/${first.id}`, headers: ana })).json();
    const { catalogue } = await t.services.catalogue.current();
    await t.services.catalogue.replace({ ...catalogue, vatRateBp: 2000 }, adminId);
    const after = (await t.app.inject({ method: 'GET', url: `/api/orders/${first.id}`, headers: ana })).json();
    expect(after.lines).toEqual(before.lines);
    expect(after.totals).toEqual(before.totals);
    expect(after.catalogueVersion).toBe(before.catalogueVersion);
  });

  it('a design that breaks a rule cannot be ordered', async () => {
    await toCart(ana, 'invalid-floating-cube.json');
    const res = await place(ana, newKey());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('not_orderable');
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: ana })).json();
    expect(cart.items[0].orderable).toBe(false);
    await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${cart.items[0].id}`, headers: ana });
  });

  it('bank transfer is for company accounts only', async () => {
    await toCart(ana);
    const res = await place(ana, newKey(), body({ paymentMethod: 'bank_transfer' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('payment_method_unavailable');
  });

  it("nobody sees another's orders", async () => {
    const [order] = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: ana })).json().items;
    for (const [method, url] of [
      ['GET', `/api/orders/${order.id}`],
      ['GET', `/api/orders/${order.id}/items/1`],
      ['POST', `/api/orders/${order.id}/cancel`],
      ['POST', `/api/orders/${order.id}/reorder`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bor })).statusCode, url).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bor }))
        .json()
        .items.map((o: { id: string }) => o.id),
    ).not.toContain(order.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: ana })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/transitions`,
          headers: ana,
          payload: { to: 'confirmed' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('order again: the designs as ordered back in the cart, priced now, the project kept while it exists', async () => {
    const projectId = await toCart(bor, 'tower.json', 2);
    const placed = (await place(bor, newKey(), body({ customer: { name: 'Bor', email: 'bor@kubik.test' } }))).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}`,
      headers: bor,
      payload: { design: example('one-cube.json') },
    });
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${placed.id}/reorder`, headers: bor });
    expect(res.statusCode).toBe(201);
    const [item] = res.json().items;
    expect(item).toMatchObject({
      projectId,
      name: 'tower.json',
      quantity: 2,
      unitNetCents: placed.items[0].unitNetCents,
      projectChanged: true,
    });
    const frozen = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/items/1`, headers: bor })
    ).json();
    expect(frozen.design).toEqual(example('tower.json'));
    await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${item.id}`, headers: bor });
  });

  it('the customer cancels only while submitted; every change is in the history and mailed', async () => {
    const [newer, older] = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: ana })).json().items;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${newer.id}/cancel`,
      headers: ana,
      payload: { reason: 'Changed my mind' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(cancelled.json().history.at(-1)).toMatchObject({
      type: 'status',
      from: 'submitted',
      to: 'cancelled',
      note: 'Changed my mind',
      actor: { role: 'customer' },
    });
    const again = await t.app.inject({ method: 'POST', url: `/api/orders/${newer.id}/cancel`, headers: ana });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('illegal_transition');
    await smtp.waitFor((m) => m.subject === `Order ${newer.number} is cancelled`);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${older.id}/transitions`,
      headers: admin,
      payload: { to: 'confirmed' },
    });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${older.id}/cancel`, headers: ana })).json().error.code,
    ).toBe('illegal_transition');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${older.id}/transitions`,
          headers: admin,
          payload: { to: 'delivered' },
        })
      ).statusCode,
    ).toBe(409);
    const mail = await smtp.waitFor((m) => m.subject === `Order ${older.number} is confirmed`);
    expect(mail.language).toBe('en');
    const seen = (await t.app.inject({ method: 'GET', url: `/api/orders/${older.id}`, headers: ana })).json();
    expect(seen.history.map((h: { to: string }) => h.to)).toEqual(['submitted', 'confirmed']);
    expect(seen.history[1].actor.role).toBe('staff');
  });

  it('orders placed at the same moment by different customers get consecutive numbers, none twice', async () => {
    const buyers = [ana, bor, admin];
    for (const who of buyers) await toCart(who, 'one-cube.json');
    const placed = await Promise.all(
      buyers.map((who) => place(who, newKey(), body({ shipping: { method: 'pickup' } }))),
    );
    expect(placed.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const seqs = placed.map((r) => Number(r.json().number.slice(-5))).sort((a, b) => a - b);
    expect(seqs[1]! - seqs[0]!).toBe(1);
    expect(seqs[2]! - seqs[1]!).toBe(1);
    const { rows } = await t.database.query("select max(last)::int as last from number_counters where scope = 'order'");
    expect(rows[0]!.last).toBe(seqs[2]);
  });

  it('numbers past 99,999 of a year grow a digit, as formatOrderNumber writes them', async () => {
    await toCart(ana, 'one-cube.json');
    const first = (await place(ana, newKey(), body({ shipping: { method: 'pickup' } }))).json();
    const year = Number(first.number.slice(2, 6));
    await t.database.query(`update number_counters set last = 99998 where scope = 'order' and year = ${year}`);
    const numbers = [];
    for (const who of [ana, bor]) {
      await toCart(who, 'one-cube.json');
      numbers.push((await place(who, newKey(), body({ shipping: { method: 'pickup' } }))).json().number);
    }
    expect(numbers).toEqual([99_999, 100_000].map((seq) => formatOrderNumber({ year, seq })));
    expect(numbers).toEqual([`K-${year}-99999`, `K-${year}-100000`]);
  });

  it('the account export holds the orders and the cart; deleting the account empties the cart and keeps the orders', async () => {
    await toCart(ana, 'one-cube.json');
    const data = (await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: ana })).json();
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: ana })).json();
    expect(data.orders.map((o: { number: string }) => o.number).sort()).toEqual(
      mine.items.map((o: { number: string }) => o.number).sort(),
    );
    expect(data.orders[0].lines.length).toBeGreaterThan(0);
    expect(data.cart.map((i: { name: string }) => i.name)).toContain('one-cube.json');
    const before = await orderCount();
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: ana, payload: { password } })).statusCode,
    ).toBe(204);
    expect(
      Number(
        (
          await t.database.query(
            'select count(*)::int as n from cart_items i join carts c on c.id = i.cart_id join users u on u.id = c.user_id where u.deleted_at is not null',
          )
        ).rows[0]!.n,
      ),
    ).toBe(0);
    expect(await orderCount()).toBe(before);
  });
});
