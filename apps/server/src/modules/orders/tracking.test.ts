// Shipping tells the customer (issue 20 §8): staff ship a delivery only with its carrier and a
// tracking number or an https tracking link; both are kept on the order, shown on the customer's
// order and in the "shipped" mail (over SMTP). A pickup order is "shipped" (ready) without any.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../testing/orders.ts';
import { signInRoles } from '../../testing/roles.ts';
import { startSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('shipping with tracking', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let roles: Awaited<ReturnType<typeof signInRoles>>;
  const move = (id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/transitions`, headers: roles.headers.admin, payload });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kubik.example' });
    roles = await signInRoles(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function inProduction(options: { delivery: boolean; locale?: 'sl' | 'en' | 'es' }) {
    const order = await insertTestOrder(t, { userId: roles.ids.customer, paymentMethod: 'test', ...options });
    for (const to of ['confirmed', 'in_production']) expect((await move(order.id, { to })).statusCode).toBe(200);
    return order;
  }

  it('a delivery is shipped only with a carrier and a number or link, which the customer sees on the order and in the mail', async () => {
    const order = await inProduction({ delivery: true, locale: 'en' });
    const none = await move(order.id, { to: 'shipped' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('tracking_required');
    const carrierOnly = await move(order.id, { to: 'shipped', tracking: { carrier: 'GLS' } });
    expect(carrierOnly.statusCode).toBe(400);
    expect(carrierOnly.json().error.fields).toHaveProperty(['tracking.number']);
    for (const bad of [
      { carrier: 'GLS', url: 'http://gls.example/track/1' },
      { carrier: 'GLS', url: 'javascript:alert(1)' },
      { carrier: 'GLS', number: '1' },
      { carrier: 'GLS', number: 'x'.repeat(41) },
      { carrier: 'GLS', number: '12<script>' },
    ]) {
      const refused = await move(order.id, { to: 'shipped', tracking: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: roles.headers.admin })).json()
        .status,
    ).toBe('in_production');

    const tracking = { carrier: 'GLS', number: 'SI 1234-5678', url: 'https://gls-group.eu/track?match=SI12345678' };
    const shipped = await move(order.id, { to: 'shipped', tracking });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', tracking });
    const mine = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: roles.headers.customer });
    expect(mine.json().tracking).toEqual(tracking);

    const mail = await smtp.waitFor((m) => m.subject === `Order ${order.number} is on its way`);
    expect(mail.text).toContain('Carrier: GLS');
    expect(mail.text).toContain('Tracking number: SI 1234-5678');
    expect(mail.links).toContain(tracking.url);
  });

  it('a link alone will do, and the mail is in the language of the order', async () => {
    const order = await inProduction({ delivery: true, locale: 'sl' });
    const shipped = await move(order.id, {
      to: 'shipped',
      tracking: { carrier: 'Pošta Slovenije', url: 'https://sledenje.posta.si/?id=RR123456789SI' },
    });
    expect(shipped.json().tracking).toEqual({
      carrier: 'Pošta Slovenije',
      number: null,
      url: 'https://sledenje.posta.si/?id=RR123456789SI',
    });
    const mail = await smtp.waitFor((m) => m.subject === `Naročilo ${order.number} je na poti`);
    expect(mail.text).toContain('Prevoznik: Pošta Slovenije');
    expect(mail.text).toContain('Sledenje pošiljki: https://sledenje.posta.si/?id=RR123456789SI');
  });

  it('a pickup order is ready without tracking', async () => {
    const order = await inProduction({ delivery: false });
    const shipped = await move(order.id, { to: 'shipped' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', tracking: null });
  });
});
