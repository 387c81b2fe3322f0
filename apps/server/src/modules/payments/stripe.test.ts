// Card payments through Stripe, end to end over HTTP: the official SDK talks to the stateful fake
// from packages/stripe-fake, started here, which POSTs signed webhooks to this app listening on a
// real port. The order becomes paid only from a verified webhook; replays, reversed events, bad
// and stale signatures, and a failure while applying (5xx, then Stripe's retry) each change the
// order once or not at all.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { jobs } from '../../jobs/schema.ts';
import { startFakeStripe, type FakeStripe } from '@kubik/stripe-fake/server';
import { orderHistoryRows } from '../../testing/rows.ts';
import { signIn } from '../../testing/factory.ts';
import { exampleDesign, insertTestOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';
const keys = {
  STRIPE_SECRET_KEY: 'sk_test_kubik123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_kubik123',
  STRIPE_WEBHOOK_SECRET: 'whsec_kubik123',
};

describe('card payments through Stripe', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let ana: { authorization: string };
  let anaId: string;
  let bor: { authorization: string };
  let staff: { authorization: string };

  const start = (orderId: string, headers = ana) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment`, headers, payload: { method: 'card' } });
  const state = async (orderId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/payment`, headers: ana })).json();
  const history = async (orderId: string) =>
    (await orderHistoryRows(t, orderId)).map((h) => `${h.kind}:${h.fromState}>${h.toState}:${h.actorRole}`);
  const eventsOf = (paymentIntentId: string) =>
    fake.webhooks.events.filter(
      (e) =>
        (e.data.object as { id: string; payment_intent?: string }).id === paymentIntentId ||
        (e.data.object as { payment_intent?: string }).payment_intent === paymentIntentId,
    );
  const newOrder = async (unitNetCents = 41_230) =>
    insertTestOrder(t, { userId: anaId, paymentMethod: 'card', unitNetCents });
  const startedIntent = async (orderId: string): Promise<string> => {
    const res = await start(orderId);
    expect(res.statusCode).toBe(200);
    return res.json().paymentIntentId;
  };

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: keys.STRIPE_SECRET_KEY });
    t = await createTestApp({ ...keys, STRIPE_API_URL: fake.url });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.setWebhook({ url: `${address}/api/payments/stripe/webhook`, secret: keys.STRIPE_WEBHOOK_SECRET });
    anaId = await t.createUser({ email: 'ana@kubik.test', password });
    await t.services.users.update(anaId, { emailConfirmedAt: new Date() });
    await t.createUser({ email: 'bor@kubik.test', password });
    await t.createUser({ email: 'staff@kubik.test', password, scopes: ['customer', 'admin'] });
    ana = await signIn(t, 'ana@kubik.test');
    bor = await signIn(t, 'bor@kubik.test');
    staff = await signIn(t, 'staff@kubik.test');
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });

  it('gives the browser the publishable key and never the secret; the CSP lets Stripe.js in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config', headers: ana });
    expect(res.json()).toEqual({
      card: { provider: 'stripe', publishableKey: keys.STRIPE_PUBLISHABLE_KEY },
      bankTransfer: false,
      bankTransferOffered: false,
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    const order = await newOrder();
    const started = await start(order.id);
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/payments/config',
        '/api/orders/{id}/payment',
        '/api/payments/stripe/webhook',
        '/api/admin/orders/{id}/payments',
      ]),
    );
    // With Stripe on, the test provider is off.
    const testMethod = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      headers: ana,
      payload: { method: 'test' },
    });
    expect(testMethod.statusCode).toBe(400);
    expect(testMethod.json().error.code).toBe('payment_method_unavailable');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/payments/test/${order.id}/complete`,
          headers: ana,
          payload: { outcome: 'succeeded' },
        })
      ).statusCode,
    ).toBe(404);
    for (const body of [res.body, started.body, doc.body]) {
      expect(body).not.toContain(keys.STRIPE_SECRET_KEY);
      expect(body).not.toContain(keys.STRIPE_WEBHOOK_SECRET);
    }
  });

  it("creates the PaymentIntent with the order's amount, its id in the metadata and the amount in the idempotency key", async () => {
    const order = await newOrder();
    const res = await start(order.id);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      provider: 'stripe',
      orderId: order.id,
      amountCents: order.grossCents,
      currency: 'EUR',
      publishableKey: keys.STRIPE_PUBLISHABLE_KEY,
    });
    expect(answer.returnUrl).toMatch(new RegExp(`/shopping-cart/check-out\\?order=${order.id}$`));
    const pi = fake.paymentIntent(answer.paymentIntentId);
    expect(pi).toMatchObject({
      amount: order.grossCents,
      currency: 'eur',
      metadata: { orderId: order.id, orderNumber: order.number },
      status: 'requires_payment_method',
      client_secret: answer.clientSecret,
    });
    const created = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.idempotencyKey?.includes(order.id),
    );
    expect(created.map((r) => r.idempotencyKey)).toEqual([`kubik:order:${order.id}:amount:${order.grossCents}`]);
    // Starting it does not pay it.
    expect(await state(order.id)).toMatchObject({
      paymentStatus: 'pending',
      paidCents: 0,
      amountCents: order.grossCents,
    });
  });

  it('makes exactly one PaymentIntent for a double click, and reuses it when asked again', async () => {
    const order = await newOrder();
    const answers = await Promise.all([start(order.id), start(order.id), start(order.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json().paymentIntentId));
    expect(ids.size).toBe(1);
    expect(await startedIntent(order.id)).toBe([...ids][0]);
    expect([...fake.state.paymentIntents.values()].filter((pi) => pi.metadata.orderId === order.id)).toHaveLength(1);
    expect((await t.services.paymentRepository.ofOrder(order.id)).filter((p) => p.provider === 'stripe')).toHaveLength(
      1,
    );
  });

  it('a double-clicked "place order" and its double payment start make one order and one PaymentIntent, and the webhook pays it', async () => {
    const project = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: ana,
        payload: { name: 'Regal', design: exampleDesign('grid-2x2.json') },
      })
    ).json();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: ana, payload: { projectId: project.id } }))
        .statusCode,
    ).toBe(201);
    const address = { street: 'Trubarjeva 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
    const place = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...ana, 'idempotency-key': 'place-order-double-click-1' },
        payload: {
          shipping: { method: 'pickup' },
          customer: { name: 'Ana Novak', email: 'ana@kubik.test' },
          billingAddress: address,
          paymentMethod: 'card',
          termsAccepted: true,
        },
      });
    const placed = await Promise.all([place(), place()]);
    expect(placed.map((r) => r.statusCode)).toEqual([201, 201]);
    const orderIds = new Set(placed.map((r) => r.json().id));
    expect(orderIds.size).toBe(1);
    const order = placed[0]!.json();
    const started = await Promise.all([start(order.id), start(order.id)]);
    expect(new Set(started.map((r) => r.json().paymentIntentId)).size).toBe(1);
    const pi = started[0]!.json().paymentIntentId as string;
    expect(
      [...fake.state.paymentIntents.values()].filter((p) => p.metadata.orderId === order.id).map((p) => p.amount),
    ).toEqual([order.totals.grossCents]);
    await fake.succeed(pi);
    expect(await state(order.id)).toMatchObject({ paymentStatus: 'paid', paidCents: order.totals.grossCents });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: ana })).json();
    expect(
      detail.history.map(
        (h: { type: string; to: string; actor: { role: string } }) => `${h.type}:${h.to}:${h.actor.role}`,
      ),
    ).toEqual(['status:submitted:customer', 'payment:paid:provider']);
  });

  it("answers 404 for someone else's order, 401 without a token, and never takes an amount from the browser", async () => {
    const order = await newOrder();
    expect((await start(order.id, bor)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/payment`, headers: bor })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, payload: {} })).statusCode,
    ).toBe(401);
    const withAmount = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      headers: ana,
      payload: { method: 'card', amountCents: 1 },
    });
    expect(withAmount.statusCode).toBe(200);
    expect(fake.paymentIntent(withAmount.json().paymentIntentId).amount).toBe(order.grossCents);
  });

  it('pays the order from the verified webhook once, however often the event is delivered', async () => {
    const order = await newOrder();
    const pi = await startedIntent(order.id);
    const { deliveries } = await fake.succeed(pi);
    expect(deliveries.map((d) => [d.type, d.status])).toEqual([
      ['charge.succeeded', 200],
      ['payment_intent.succeeded', 200],
    ]);
    expect(await state(order.id)).toMatchObject({
      paymentStatus: 'paid',
      paidCents: order.grossCents,
      lastError: null,
    });
    const succeeded = eventsOf(pi).find((e) => e.type === 'payment_intent.succeeded')!;
    for (let i = 0; i < 3; i++) {
      const [again] = await fake.redeliver(succeeded.id);
      expect(again!.status).toBe(200);
      expect(JSON.parse(again!.body)).toEqual({ received: true, outcome: 'duplicate_event' });
    }
    expect(await history(order.id)).toEqual(['payment:pending>paid:provider']);
    const paidMails = (await t.services.mail.page(0, 100)).rows.filter(
      (m) => m.kind === 'order_payment_paid' && m.text.includes(order.number),
    );
    expect(paidMails).toHaveLength(1);
    const attempts = await t.services.paymentRepository.ofOrder(order.id);
    expect(attempts.map((a) => a.status)).toEqual(['succeeded']);
  });

  it('keeps the order pending until the webhook arrives, and a failure delivered after the success never un-pays', async () => {
    const order = await newOrder();
    const pi = await startedIntent(order.id);
    fake.holdEvents();
    await fake.fail(pi, {
      decline: {
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    await fake.succeed(pi);
    // Stripe has the money, but no verified webhook has said so: the order is not paid.
    expect(fake.paymentIntent(pi).status).toBe('succeeded');
    expect(await state(order.id)).toMatchObject({ paymentStatus: 'pending', paidCents: 0 });
    const deliveries = await fake.releaseEvents('reversed');
    expect(deliveries.map((d) => [d.type, d.status, JSON.parse(d.body).outcome])).toEqual([
      ['payment_intent.succeeded', 200, 'applied'],
      ['charge.succeeded', 200, 'ignored_type'],
      ['payment_intent.payment_failed', 200, 'ignored'],
      ['charge.failed', 200, 'ignored_type'],
    ]);
    expect(await state(order.id)).toMatchObject({ paymentStatus: 'paid', paidCents: order.grossCents });
    expect(await history(order.id)).toEqual(['payment:pending>paid:provider']);
  });

  it('refuses a bad signature, a stale one and none, then takes the same event when Stripe resends it properly', async () => {
    const order = await newOrder();
    const pi = await startedIntent(order.id);
    const bad = await fake.succeed(pi, { signature: 'bad' });
    expect(bad.deliveries.map((d) => d.status)).toEqual([400, 400]);
    const event = eventsOf(pi).find((e) => e.type === 'payment_intent.succeeded')!;
    const [stale] = await fake.redeliver(event.id, { signature: 'stale' });
    expect(stale!.status).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // A body changed after signing (here: one space) fails too.
    const header = fake.webhooks.signatureHeader(JSON.stringify(event), keys.STRIPE_WEBHOOK_SECRET);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: `${JSON.stringify(event)} `,
    });
    expect(tampered.statusCode).toBe(400);
    expect(await state(order.id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await history(order.id)).toEqual([]);
    const [good] = await fake.redeliver(event.id);
    expect(good!.status).toBe(200);
    expect(await state(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('answers 5xx when the change cannot be saved, keeps nothing of it, and applies the retry', async () => {
    const order = await newOrder();
    const pi = await startedIntent(order.id);
    const db = t.database.db;
    await db.execute(
      sql`create function kubik_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'disk full (test)'; end $$`,
    );
    await db.execute(
      sql`create trigger kubik_test_refuse before insert on provider_events for each row execute function kubik_test_refuse()`,
    );
    const failed = await fake.succeed(pi);
    expect(failed.deliveries.find((d) => d.type === 'payment_intent.succeeded')!.status).toBe(500);
    expect(await state(order.id)).toMatchObject({ paymentStatus: 'pending' });
    await db.execute(sql`drop trigger kubik_test_refuse on provider_events`);
    await db.execute(sql`drop function kubik_test_refuse()`);
    const event = eventsOf(pi).find((e) => e.type === 'payment_intent.succeeded')!;
    const [retry] = await fake.redeliver(event.id);
    expect(retry!.status).toBe(200);
    expect(await state(order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await history(order.id)).toEqual(['payment:pending>paid:provider']);
  });

  it("shows the provider's message after a decline, and a retry on the same intent pays", async () => {
    const order = await newOrder();
    const pi = await startedIntent(order.id);
    await fake.fail(pi, {
      decline: {
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    expect(await state(order.id)).toMatchObject({
      paymentStatus: 'failed',
      lastError: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect(await startedIntent(order.id)).toBe(pi);
    await fake.requireAction(pi, { returnUrl: `${t.config.publicUrl}/shopping-cart/check-out?order=${order.id}` });
    expect((await t.services.paymentRepository.ofOrder(order.id))[0]!.status).toBe('requires_action');
    expect(await state(order.id)).toMatchObject({ paymentStatus: 'failed' });
    await fake.succeed(pi);
    expect(await state(order.id)).toMatchObject({ paymentStatus: 'paid', lastError: null });
    expect(await history(order.id)).toEqual(['payment:pending>failed:provider', 'payment:failed>paid:provider']);
    // Paid: nothing more to start.
    expect((await start(order.id)).statusCode).toBe(409);
  });

  it("records refunds made in Stripe's dashboard from charge.refunded, by its cumulative amount, in any order", async () => {
    const order = await newOrder();
    const pi = await startedIntent(order.id);
    await fake.succeed(pi);
    const stripe = new (await import('stripe')).default(keys.STRIPE_SECRET_KEY, {
      host: new URL(fake.url).hostname,
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    });
    await stripe.refunds.create({ payment_intent: pi, amount: 1_000 });
    await fake.settled();
    expect(await state(order.id)).toMatchObject({
      paymentStatus: 'partially_refunded',
      paidCents: order.grossCents,
      refundedCents: 1_000,
    });
    // Two more refunds whose events arrive the other way round: the total counts, not the order.
    fake.holdEvents();
    await stripe.refunds.create({ payment_intent: pi, amount: 2_000 });
    await stripe.refunds.create({ payment_intent: pi });
    const deliveries = await fake.releaseEvents('reversed');
    expect(
      deliveries.filter((d) => d.type === 'charge.refunded').map((d) => [d.status, JSON.parse(d.body).outcome]),
    ).toEqual([
      [200, 'applied'],
      [200, 'ignored'],
    ]);
    expect(await state(order.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: order.grossCents });
    const first = eventsOf(pi).find((e) => e.type === 'charge.refunded')!;
    const [late] = await fake.redeliver(first.id);
    expect(JSON.parse(late!.body).outcome).toBe('duplicate_event');
    expect(await history(order.id)).toEqual([
      'payment:pending>paid:provider',
      'refund:paid>partially_refunded:provider',
      'refund:partially_refunded>refunded:provider',
    ]);
  });

  it("acknowledges an event about another system's intent and changes nothing", async () => {
    const stripe = new (await import('stripe')).default(keys.STRIPE_SECRET_KEY, {
      host: new URL(fake.url).hostname,
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    });
    const foreign = await stripe.paymentIntents.create({
      amount: 5_000,
      currency: 'eur',
      metadata: { orderId: '00000000-0000-4000-8000-000000000000' },
    });
    const { deliveries } = await fake.succeed(foreign.id);
    expect(deliveries.map((d) => [d.status, JSON.parse(d.body).outcome])).toEqual([
      [200, 'ignored_type'],
      [200, 'not_ours'],
    ]);
  });

  /** The intent is closed at Stripe in the background, after the cancel has committed. */
  const canceledAtStripe = async (pi: string) => {
    await vi.waitFor(() => expect(fake.paymentIntent(pi).status).toBe('canceled'), { timeout: 5000, interval: 20 });
    await vi.waitFor(
      async () => expect((await t.services.paymentRepository.findByProviderRef('stripe', pi))?.status).toBe('canceled'),
      { timeout: 5000, interval: 20 },
    );
    await fake.settled();
  };

  it("cancels the order's PaymentIntent at Stripe when the customer cancels the order, so it can no longer be paid", async () => {
    const order = await newOrder();
    const pi = await startedIntent(order.id);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: ana,
      payload: { reason: 'Changed my mind' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    await canceledAtStripe(pi);
    expect(
      fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${pi}/cancel`),
    ).toHaveLength(1);
    expect(eventsOf(pi).map((e) => e.type)).toContain('payment_intent.canceled');
    // The card can no longer be charged on it: Stripe (the fake) refuses to confirm a cancelled intent.
    await expect(async () => fake.succeed(pi)).rejects.toThrow();
    expect(fake.paymentIntent(pi).status).toBe('canceled');
    expect(await state(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', paidCents: 0 });
    // Nor can a new payment be started on the cancelled order.
    expect((await start(order.id)).statusCode).toBe(409);
  });

  it("cancels the order's PaymentIntent at Stripe when staff cancel the order", async () => {
    const order = await newOrder();
    const pi = await startedIntent(order.id);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/transitions`,
      headers: staff,
      payload: { to: 'cancelled', note: 'Customer phoned' },
    });
    expect(moved.statusCode).toBe(200);
    await canceledAtStripe(pi);
    await expect(async () => fake.succeed(pi)).rejects.toThrow();
    expect(await state(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', paidCents: 0 });
  });

  it('leaves a PaymentIntent Stripe already charged to its webhook, which refunds it: the cancel still succeeds', async () => {
    const order = await newOrder();
    const pi = await startedIntent(order.id);
    fake.holdEvents();
    try {
      await fake.succeed(pi);
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/cancel`,
        headers: ana,
        payload: {},
      });
      expect(cancelled.statusCode).toBe(200);
      await vi.waitFor(
        () =>
          expect(fake.requests.some((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${pi}/cancel`)).toBe(
            true,
          ),
        { timeout: 5000, interval: 20 },
      );
    } finally {
      await fake.releaseEvents();
    }
    expect(fake.paymentIntent(pi).status).toBe('succeeded');
    // The money is recorded, and given back by itself (money-races.test.ts has the rest).
    await fake.settled();
    await t.services.settle();
    expect(await state(order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      paidCents: order.grossCents,
      refundedCents: order.grossCents,
    });
  });

  it("enqueues the job that closes the card payment in the cancel's transaction: a rolled-back cancel closes nothing", async () => {
    const order = await newOrder();
    const pi = await startedIntent(order.id);
    await t.services.uow
      .withTransaction(async () => {
        await t.services.orders.cancel(order.id, anaId, 'rolled back');
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.services.settle();
    expect(fake.paymentIntent(pi).status).not.toBe('canceled');
    expect(await state(order.id)).toMatchObject({ status: 'submitted' });
    const queued = await t.services.uow
      .db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'payments.close-cancelled'), sql`${jobs.payload}->>'orderId' = ${order.id}`));
    expect(queued).toEqual([]);
    // Committed, the cancel brings its job, which closes the intent.
    await t.services.orders.cancel(order.id, anaId, undefined);
    await canceledAtStripe(pi);
  });

  it('a card payment started while the order is being cancelled leaves no open PaymentIntent: the cancel wins, the start is refused', async () => {
    const order = await newOrder();
    let cancelled: number | undefined;
    // The customer cancels in another tab while Stripe is creating the intent.
    fake.beforeApi = async (method, path) => {
      if (method !== 'POST' || path !== '/v1/payment_intents' || cancelled !== undefined) return;
      cancelled = (
        await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: ana, payload: {} })
      ).statusCode;
    };
    let res;
    try {
      res = await start(order.id);
    } finally {
      fake.beforeApi = null;
    }
    expect(cancelled).toBe(200);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('illegal_transition');
    await t.services.settle();
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1);
    expect(created?.status).toBe(200);
    const intents = [...fake.state.paymentIntents.values()].filter((p) => p.metadata.orderId === order.id);
    expect(intents).toHaveLength(1);
    expect(intents[0]!.status).toBe('canceled');
    expect(await state(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', paidCents: 0 });
  });

  it('answers 502 when Stripe refuses, and the order stays payable', async () => {
    // Stripe's minimum charge in euros is 0.50: a 0.12 € order is refused by Stripe, not by us.
    const order = await newOrder(10);
    const res = await start(order.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('payment_provider_error');
    expect(await state(order.id)).toMatchObject({ paymentStatus: 'pending' });
  });
});
