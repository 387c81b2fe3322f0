// Money races end right (issue 20 §10), against the Stripe fake over HTTP: a payment that succeeds
// for an order cancelled meanwhile is refunded by Kubik itself through the refund path staff use —
// once, even when the webhook comes twice or again later — audited, and staff are mailed; the order
// stays cancelled and shows the refund. The test provider's success after a cancel goes the same
// way. A hung Stripe answers the payment start within 10 s with a translated 504, and the retry
// uses the same idempotency key: one PaymentIntent, nothing charged twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '@kubik/stripe-fake/server';
import { aUser } from '../../testing/factory.ts';
import { auditRows, orderHistoryRows } from '../../testing/rows.ts';
import { insertTestOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';
const keys = {
  STRIPE_SECRET_KEY: 'sk_test_kubik123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_kubik123',
  STRIPE_WEBHOOK_SECRET: 'whsec_kubik123',
};

const customer = (t: TestApp, email: string) => aUser(t, { email, password, confirmed: true });

const autoRefunds = async (t: TestApp, orderId: string) =>
  (await auditRows(t, 'order', orderId, 0, 50)).rows.filter((r) => r.action === 'refund');
const history = async (t: TestApp, orderId: string) =>
  (await orderHistoryRows(t, orderId)).map((h) => `${h.kind}:${h.fromState}>${h.toState}:${h.actorRole}`);

describe('a payment for a cancelled order, through Stripe', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let ana: Awaited<ReturnType<typeof customer>>;

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: keys.STRIPE_SECRET_KEY });
    t = await createTestApp({ ...keys, STRIPE_API_URL: fake.url, STAFF_EMAIL: 'shop@kubik.test' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.setWebhook({ url: `${address}/api/payments/stripe/webhook`, secret: keys.STRIPE_WEBHOOK_SECRET });
    ana = await customer(t, 'ana@kubik.test');
  });
  afterAll(async () => {
    fake.beforeApi = null;
    await fake.close();
    await t.close();
  });

  const start = (orderId: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/payment`,
      headers: { ...ana.headers, 'accept-language': language },
      payload: { method: 'card' },
    });

  it('is refunded once, by Kubik, audited and told to staff, however often the webhook comes; the order stays cancelled', async () => {
    const order = await insertTestOrder(t, { userId: ana.id, paymentMethod: 'card' });
    const pi = (await start(order.id)).json().paymentIntentId as string;
    // The customer pays at Stripe while cancelling in another tab; Stripe's news arrives after the cancel, twice.
    fake.holdEvents();
    try {
      await fake.succeed(pi, { copies: 2 });
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/orders/${order.id}/cancel`,
            headers: ana.headers,
            payload: {},
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await fake.releaseEvents();
    }
    await fake.settled();
    await t.services.settle();

    const seen = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: ana.headers })).json();
    expect(seen).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      payment: { paidCents: order.grossCents, refundedCents: order.grossCents },
    });
    expect(seen.history.filter((e: { type: string }) => e.type === 'refund')).toHaveLength(1);
    const refunds = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && !r.replayed);
    expect(refunds).toHaveLength(1);
    expect(await history(t, order.id)).toEqual(
      expect.arrayContaining(['payment:pending>paid:provider', 'refund:paid>refunded:system']),
    );

    // Stripe sends the success again later: nothing more.
    const succeeded = fake.webhooks.events.find(
      (e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id: string }).id === pi,
    )!;
    await fake.redeliver(succeeded.id);
    await fake.settled();
    await t.services.settle();
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && !r.replayed)).toHaveLength(1);

    const audit = await autoRefunds(t, order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: null,
      after: { automatic: true, refundedCents: order.grossCents, paymentStatus: 'refunded' },
    });
    const staffMails = await t.services.mail.allTo('shop@kubik.test');
    expect(staffMails.filter((m) => m.subject.includes(order.number))).toHaveLength(1);
    expect(staffMails[0]!.subject).toBe(`Plačilo za preklicano naročilo ${order.number} je vrnjeno`);
    // The customer hears of the refund, not "we will now start making it".
    const toAna = (await t.services.mail.allTo('ana@kubik.test')).map((m) => m.subject);
    expect(toAna).toContain(`Vračilo za naročilo ${order.number}`);
    expect(toAna).not.toContain(`Plačilo za naročilo ${order.number} je prejeto`);
  });

  it('is still Kubik’s refund when Stripe’s news of it is taken in before Kubik records it', async () => {
    const order = await insertTestOrder(t, { userId: ana.id, paymentMethod: 'card' });
    const pi = (await start(order.id)).json().paymentIntentId as string;
    // The refund's webhook is held when Stripe makes the refund and delivered (and taken in) while
    // Kubik still asks Stripe for the charge's totals: the provider's news comes first.
    let newsFirst: Promise<unknown> | null = null;
    fake.beforeApi = async (method, path) => {
      if (method === 'POST' && path === '/v1/refunds') fake.holdEvents();
      if (method === 'GET' && path.startsWith('/v1/charges/') && fake.requests.some((r) => r.path === '/v1/refunds'))
        await (newsFirst ??= fake.releaseEvents());
    };
    try {
      fake.holdEvents();
      await fake.succeed(pi);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/cancel`,
        headers: ana.headers,
        payload: {},
      });
      expect(cancelled.statusCode).toBe(200);
      await fake.releaseEvents();
      await fake.settled();
      await t.services.settle();
    } finally {
      fake.beforeApi = null;
    }
    expect(newsFirst).not.toBeNull();
    const rows = await orderHistoryRows(t, order.id);
    const refunds = rows.filter((h) => h.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ actorRole: 'system', provider: 'stripe', amountCents: order.grossCents });
    expect(refunds[0]!.data).toMatchObject({ reason: expect.any(String), refundId: expect.stringMatching(/^re_/) });
    expect(await autoRefunds(t, order.id)).toHaveLength(1);
  });

  it('a hung Stripe: the start answers within 10 s with a translated error, and the retry makes the same one PaymentIntent', async () => {
    const order = await insertTestOrder(t, { userId: ana.id, paymentMethod: 'card' });
    let release: () => void = () => {};
    const hung = new Promise<void>((resolve) => (release = resolve));
    fake.beforeApi = async (method, path) => {
      if (method === 'POST' && path === '/v1/payment_intents') await hung;
    };
    try {
      const began = Date.now();
      const slow = await start(order.id, 'sl');
      expect(Date.now() - began).toBeLessThan(10_000);
      expect(slow.statusCode).toBe(504);
      expect(slow.json().error).toEqual({
        code: 'payment_provider_timeout',
        message: 'Ponudnik plačil se ni odzval v 10 sekundah. Nič ni bilo bremenjeno; poskusite znova čez trenutek.',
      });
      expect((await start(order.id, 'es')).json().error.message).toMatch(
        /^El proveedor de pagos no respondió en 10 segundos/,
      );
    } finally {
      fake.beforeApi = null;
      release();
    }
    const retried = await start(order.id);
    expect(retried.statusCode).toBe(200);
    await fake.settled();
    const creates = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.idempotencyKey?.includes(order.id),
    );
    expect(creates.length).toBeGreaterThan(2);
    expect(new Set(creates.map((r) => r.idempotencyKey))).toEqual(
      new Set([`kubik:order:${order.id}:amount:${order.grossCents}`]),
    );
    const intents = [...fake.state.paymentIntents.values()].filter((p) => p.metadata.orderId === order.id);
    expect(intents).toHaveLength(1);
    expect(retried.json().paymentIntentId).toBe(intents[0]!.id);
  }, 60_000);
});

describe('a payment for a cancelled order, through the test provider', () => {
  let t: TestApp;
  let ana: Awaited<ReturnType<typeof customer>>;
  beforeAll(async () => {
    t = await createTestApp();
    ana = await customer(t, 'ana@kubik.test');
    await t.createUser({ email: 'staff@kubik.test', password, scopes: ['customer', 'admin'] });
  });
  afterAll(() => t.close());

  it('its success after the cancel (the moment between its check and its payment) is refunded once and every admin is told', async () => {
    const order = await insertTestOrder(t, { userId: ana.id, paymentMethod: 'test', locale: 'en' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: ana.headers, payload: {} }))
        .statusCode,
    ).toBe(200);
    // The test provider's success, as it reports it, landing just after the cancel committed.
    const attempt = await t.services.uow.withTransaction(() =>
      t.services.paymentRepository.insert({
        orderId: order.id,
        provider: 'test',
        providerRef: 'test_race',
        amountCents: order.grossCents,
        currency: 'EUR',
        idempotencyKey: `race:${order.id}`,
      }),
    );
    const paid = await t.services.markPaid.markPaid({
      orderId: order.id,
      actor: { role: 'provider', provider: 'test' },
      paymentId: attempt.id,
      amountCents: order.grossCents,
    });
    expect(paid.outcome).toBe('applied');
    await t.services.settle();
    const seen = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: ana.headers })).json();
    expect(seen).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      payment: { refundedCents: order.grossCents },
    });
    expect(await autoRefunds(t, order.id)).toHaveLength(1);
    expect((await t.services.mail.allTo('staff@kubik.test')).map((m) => m.subject)).toContain(
      `Plačilo za preklicano naročilo ${order.number} je vrnjeno`,
    );
    // A second success report for the same order changes nothing and refunds nothing more.
    expect(
      (
        await t.services.markPaid.markPaid({
          orderId: order.id,
          actor: { role: 'provider', provider: 'test' },
          paymentId: attempt.id,
          amountCents: order.grossCents,
        })
      ).outcome,
    ).toBe('ignored');
    await t.services.settle();
    expect(await autoRefunds(t, order.id)).toHaveLength(1);
  });
});
