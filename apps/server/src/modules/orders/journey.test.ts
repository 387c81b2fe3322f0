// The order journey around checkout (issue 20 defects 5–7): the history counts each order's
// items, says which orders still wait for money, and checkout remembers the customer's addresses
// (the last order's, a separate delivery address priced by its own country).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), 'utf8'));
const password = 'Kubik-test-2026';
const home = { street: 'Trubarjeva 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
const holiday = { street: 'Via Roma 5', city: 'Trieste', postalCode: '34100', country: 'IT' };
type Headers = Record<string, string>;
const dir = mkdtempSync(join(tmpdir(), 'kubik-journey-'));
function pdfText(body: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('the order journey: history, paying later, addresses remembered', () => {
  let t: TestApp;
  let ana: Headers, bor: Headers, admin: Headers;
  let keys = 0;
  const newKey = () => `journey-key-${(keys += 1)}-${Date.now()}`;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://kubik.example' });
    const confirmed = async (email: string, scopes = ['customer']) => {
      const id = await t.createUser({ email, password, name: email.split('@')[0]!, scopes });
      await t.services.users.update(id, { emailConfirmedAt: new Date(), locale: 'en' });
      return id;
    };
    await confirmed('ana@kubik.test');
    await confirmed('bor@kubik.test');
    await confirmed('admin@kubik.test', ['admin']);
    ana = await signIn(t, 'ana@kubik.test');
    bor = await signIn(t, 'bor@kubik.test');
    admin = await signIn(t, 'admin@kubik.test');
  });
  afterAll(async () => {
    await t.close();
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
  };
  const place = async (headers: Headers, extra: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, 'idempotency-key': newKey() },
      payload: {
        shipping: { method: 'delivery', address: home },
        customer: { name: 'Ana Novak', email: 'ana@kubik.test' },
        billingAddress: home,
        paymentMethod: 'test',
        termsAccepted: true,
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const history = async (headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: '/api/orders', headers })).json().items as Record<string, unknown>[];

  it('the history counts the pieces of every order and shows its first picture', async () => {
    await toCart(ana, 'grid-2x2.json', 2);
    await toCart(ana, 'one-cube.json', 1);
    const first = await place(ana);
    t.clock.advance(60_000);
    await toCart(ana, 'tower.json', 3);
    const second = await place(ana);
    const listed = await history(ana);
    expect(listed.map((o) => [o.id, o.itemCount])).toEqual([
      [second.id, 3],
      [first.id, 3],
    ]);
    expect(first.itemCount).toBe(3);
    expect(listed.find((o) => o.id === first.id)?.thumbnail).toBe(first.items[0].thumbnail);
  });

  it('says which orders still wait for money, until they are paid or cancelled; paying starts again after a reload', async () => {
    const pay = async (id: string, outcome: 'succeeded' | 'failed') => {
      // A reload of the payment step starts the payment again: the same order, never a second one.
      for (let i = 0; i < 2; i++) {
        const started = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${id}/payment`,
          headers: ana,
          payload: {},
        });
        expect(started.statusCode, started.body).toBe(200);
        expect(started.json()).toMatchObject({ provider: 'test', orderId: id });
      }
      const done = await t.app.inject({
        method: 'POST',
        url: `/api/payments/test/${id}/complete`,
        headers: ana,
        payload: { outcome },
      });
      expect(done.statusCode, done.body).toBe(200);
    };
    const payableOf = async (id: string) => [
      (await history(ana)).find((o) => o.id === id)?.payable,
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: ana })).json().payable,
    ];
    await toCart(ana, 'one-cube.json');
    const unpaid = await place(ana);
    expect(unpaid.payable).toBe(true);
    expect(await payableOf(unpaid.id)).toEqual([true, true]);
    await pay(unpaid.id, 'failed');
    expect(await payableOf(unpaid.id)).toEqual([true, true]);
    await pay(unpaid.id, 'succeeded');
    expect(await payableOf(unpaid.id)).toEqual([false, false]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${unpaid.id}/payment`, headers: ana, payload: {} }))
        .statusCode,
    ).toBe(409);

    await toCart(ana, 'one-cube.json');
    const dropped = await place(ana);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${dropped.id}/cancel`, headers: ana, payload: {} }))
        .statusCode,
    ).toBe(200);
    expect(await payableOf(dropped.id)).toEqual([false, false]);
  });

  it("checkout remembers: the last order's phone and addresses, a separate delivery address kept and priced by its own country", async () => {
    const remembered = async (headers: Headers) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/checkout/addresses', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const fresh = await remembered(bor);
    expect(fresh.lastOrder).toBeNull();
    expect(fresh.deliveryCountries).toEqual(expect.arrayContaining(['SI', 'AT', 'HR', 'IT', 'DE']));
    expect(fresh.deliveryCountries).not.toContain('US');
    expect((await t.app.inject({ method: 'GET', url: '/api/checkout/addresses' })).statusCode).toBe(401);

    // Billed at home in Slovenia, delivered to Italy: shipping is Italy's.
    await toCart(bor, 'grid-2x2.json');
    const preview = async (address: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/checkout/preview',
          headers: bor,
          payload: { shipping: { method: 'delivery', address } },
        })
      ).json();
    const [toSlovenia, toItaly] = [await preview(home), await preview(holiday)];
    expect(toItaly.shipping.zoneId).toBe('neighbours');
    expect(toItaly.totals.shippingCents).not.toBe(toSlovenia.totals.shippingCents);
    const order = await place(bor, {
      customer: { name: 'Bor Kralj', email: 'bor@kubik.test', phone: '+386 40 123 456' },
      billingAddress: home,
      shipping: { method: 'delivery', address: holiday },
    });
    expect(order.billingAddress).toEqual(home);
    expect(order.shipping).toMatchObject({ method: 'delivery', address: holiday, zoneId: 'neighbours' });
    expect(order.totals).toEqual(toItaly.totals);
    const read = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bor })).json();
    expect([read.billingAddress, read.shipping.address]).toEqual([home, holiday]);
    const staff = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin })).json();
    expect([staff.billingAddress, staff.shipping.address]).toEqual([home, holiday]);
    // The confirmation mail says where it goes.
    const { rows } = await t.database.query('select text from mails where subject like $1', [`%${order.number}%`]);
    expect(String(rows[0]!.text)).toContain('Delivery to: Via Roma 5, 34100 Trieste, Italy');
    // And so does the confirmation PDF, beside the billing address.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/documents/confirmation.pdf?locale=en`,
      headers: bor,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Trubarjeva 1');
    expect(text).toContain('Via Roma 5');

    expect((await remembered(bor)).lastOrder).toEqual({
      phone: '+386 40 123 456',
      billingAddress: home,
      deliveryAddress: holiday,
    });
    // Picked up next time: no delivery address to remember; another customer's orders are not offered.
    await toCart(bor, 'one-cube.json');
    t.clock.advance(60_000);
    await place(bor, { customer: { name: 'Bor Kralj', email: 'bor@kubik.test' }, shipping: { method: 'pickup' } });
    expect((await remembered(bor)).lastOrder).toEqual({ phone: null, billingAddress: home, deliveryAddress: null });
    expect((await remembered(admin)).lastOrder).toBeNull();
  });
});
