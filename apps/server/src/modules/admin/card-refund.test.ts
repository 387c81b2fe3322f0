// A card refund by an admin goes through Stripe's official SDK (to the fake in packages/stripe-fake):
// the order's refund total follows the charge's at once, the charge.refunded webhook that follows
// changes nothing more, a refund above what is left never reaches Stripe, and each refund is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '@kubik/stripe-fake/server';
import { signIn } from '../../testing/factory.ts';
import { insertTestOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';
const keys = {
  STRIPE_SECRET_KEY: 'sk_test_kubik123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_kubik123',
  STRIPE_WEBHOOK_SECRET: 'whsec_kubik123',
};

describe('card refunds through Stripe', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let customerId: string;
  const auth = {} as Record<'admin' | 'customer', { authorization: string }>;

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: keys.STRIPE_SECRET_KEY });
    t = await createTestApp({ ...keys, STRIPE_API_URL: fake.url });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.setWebhook({ url: `${address}/api/payments/stripe/webhook`, secret: keys.STRIPE_WEBHOOK_SECRET });
    customerId = await t.createUser({ email: 'ana@kubik.test', password });
    await t.createUser({ email: 'staff@kubik.test', password, scopes: ['customer', 'admin'] });
    auth.customer = await signIn(t, 'ana@kubik.test');
    auth.admin = await signIn(t, 'staff@kubik.test');
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });

  it('refunds part of a card payment through Stripe, never more than is left', async () => {
    const order = await insertTestOrder(t, { userId: customerId, paymentMethod: 'card' });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      headers: auth.customer,
      payload: { method: 'card' },
    });
    const pi = started.json().paymentIntentId as string;
    await fake.succeed(pi);
    await fake.settled();
    let attempt = 0;
    const refund = (amountCents: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds`,
        headers: { ...auth.admin, 'idempotency-key': `card-refund-${++attempt}` },
        payload: { amountCents, reason: 'Manjka polica' },
      });

    const part = await refund(5_000);
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      paymentStatus: 'partially_refunded',
      paidCents: order.grossCents,
      refundedCents: 5_000,
    });
    const charge = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(charge).toHaveLength(1);
    await fake.settled();
    // The charge.refunded webhook carries the same totals: nothing more happens.
    const state = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: auth.admin })
    ).json();
    expect(state.payment).toEqual({ paidCents: order.grossCents, refundedCents: 5_000 });
    expect(state.history.filter((h: { type: string }) => h.type === 'refund')).toHaveLength(1);

    const tooMuch = await refund(order.grossCents);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('refund_exceeds_paid');
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds')).toHaveLength(1);

    const audit = (
      await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity=order&id=${order.id}`, headers: auth.admin })
    ).json();
    expect(audit.items).toMatchObject([
      {
        action: 'refund',
        after: {
          paymentStatus: 'partially_refunded',
          refundedCents: 5_000,
          amountCents: 5_000,
          reason: 'Manjka polica',
        },
      },
    ]);
  });

  it('refunds once at Stripe for a refund sent twice at once and again later under one Idempotency-Key', async () => {
    const order = await insertTestOrder(t, { userId: customerId, paymentMethod: 'card' });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      headers: auth.customer,
      payload: { method: 'card' },
    });
    await fake.succeed(started.json().paymentIntentId as string);
    await fake.settled();
    const refunds = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length;
    const before = refunds();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds`,
        headers: { ...auth.admin, 'idempotency-key': 'card-double-click' },
        payload: { amountCents: 2_500, reason: 'Dvojni klik' },
      });
    const both = await Promise.all([send(), send()]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const later = await send();
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBe('true');
    await fake.settled();
    expect(refunds() - before).toBeLessThanOrEqual(2);
    const state = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: auth.admin })
    ).json();
    expect(state.payment).toEqual({ paidCents: order.grossCents, refundedCents: 2_500 });
    const audit = (
      await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity=order&id=${order.id}`, headers: auth.admin })
    ).json();
    expect(audit.items.map((a: { action: string }) => a.action)).toEqual(['refund']);
  });

  it('never refunds more than was paid with two card refunds at once, each under its own key', async () => {
    const order = await insertTestOrder(t, { userId: customerId, paymentMethod: 'card' });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      headers: auth.customer,
      payload: { method: 'card' },
    });
    await fake.succeed(started.json().paymentIntentId as string);
    await fake.settled();
    const amountCents = Math.ceil(order.grossCents * 0.6);
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds`,
        headers: { ...auth.admin, 'idempotency-key': key },
        payload: { amountCents, reason: 'Dva admina' },
      });
    const answers = await Promise.all([send('card-concurrent-a'), send('card-concurrent-b')]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    await fake.settled();
    const state = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: auth.admin })
    ).json();
    expect(state.payment).toEqual({ paidCents: order.grossCents, refundedCents: amountCents });
    const audit = (
      await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity=order&id=${order.id}`, headers: auth.admin })
    ).json();
    expect(audit.items.map((a: { action: string }) => a.action)).toEqual(['refund']);
  });
});
