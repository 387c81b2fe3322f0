// The fake driven through the official SDK, the way Kubik's server will call it.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeClientOptions } from './client.ts';
import { startFakeStripe, type FakeStripe } from './server.ts';
import { newId } from './state.ts';

let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new Stripe('sk_test_kubik', { ...stripeClientOptions(fake.url), maxNetworkRetries: 0, timeout: 10_000 });
});
afterAll(() => fake.close());

const orderPayment = (amount: number, orderId = 'order-1') => ({
  amount,
  currency: 'eur',
  metadata: { orderId, orderNumber: 'K-2026-00042' },
  automatic_payment_methods: { enabled: true },
});

async function refusal(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('the call was not refused');
}

describe('pointing the SDK at the fake', () => {
  it("turns STRIPE_API_URL into the SDK's host, port and protocol", () => {
    expect(stripeClientOptions('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeClientOptions('https://stripe.example')).toEqual({
      host: 'stripe.example',
      port: 443,
      protocol: 'https',
    });
    expect(stripeClientOptions('http://[::1]:9')).toEqual({ host: '::1', port: 9, protocol: 'http' });
    expect(stripeClientOptions(undefined)).toEqual({});
    expect(stripeClientOptions('')).toEqual({});
    expect(() => stripeClientOptions('ftp://x')).toThrow(/http or https/);
  });
});

describe('ids', () => {
  it('are the prefix and 24 random letters and digits, never repeated', () => {
    const ids = Array.from({ length: 2000 }, () => newId('pi'));
    for (const id of ids) expect(id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('PaymentIntents through the SDK', () => {
  it('creates one with the amount, currency, metadata and automatic payment methods', async () => {
    const pi = await stripe.paymentIntents.create(orderPayment(53_560));
    expect(pi).toMatchObject({
      object: 'payment_intent',
      amount: 53_560,
      currency: 'eur',
      status: 'requires_payment_method',
      livemode: false,
      metadata: { orderId: 'order-1', orderNumber: 'K-2026-00042' },
      automatic_payment_methods: { enabled: true },
      latest_charge: null,
    });
    expect(pi.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_\\w+$`));
    expect(await stripe.paymentIntents.retrieve(pi.id)).toEqual(pi);
    const logged = fake.requests.at(-1);
    expect(logged).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${pi.id}`, status: 200 });
  });

  it('replays the first answer for the same idempotency key and parameters', async () => {
    const key = 'order:order-2:53560';
    const first = await stripe.paymentIntents.create(orderPayment(53_560, 'order-2'), { idempotencyKey: key });
    const again = await stripe.paymentIntents.create(orderPayment(53_560, 'order-2'), { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect([...fake.state.paymentIntents.values()].filter((p) => p.metadata.orderId === 'order-2')).toHaveLength(1);
    expect(fake.requests.filter((r) => r.idempotencyKey === key).map((r) => r.replayed)).toEqual([false, true]);
  });

  it('refuses the same key with other parameters, or on another endpoint, as Stripe does', async () => {
    const key = 'order:order-3:1000';
    await stripe.paymentIntents.create(orderPayment(1000, 'order-3'), { idempotencyKey: key });
    const changed = await refusal(stripe.paymentIntents.create(orderPayment(1200, 'order-3'), { idempotencyKey: key }));
    expect(changed).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(changed.message).toMatch(/same parameters/);
    const elsewhere = await refusal(stripe.refunds.create({ payment_intent: 'pi_x' }, { idempotencyKey: key }));
    expect(elsewhere).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(elsewhere.message).toMatch(/same endpoint/);
  });

  it('keeps no answer for a request refused before it ran, so the key can be used once it is right', async () => {
    const key = 'order:order-4:10';
    const small = await refusal(stripe.paymentIntents.create(orderPayment(10, 'order-4'), { idempotencyKey: key }));
    expect(small).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_small',
      param: 'amount',
      statusCode: 400,
    });
    const ok = await stripe.paymentIntents.create(orderPayment(5000, 'order-4'), { idempotencyKey: key });
    expect(ok.amount).toBe(5000);
  });

  it('updates the amount and metadata while unpaid; "" removes a metadata key', async () => {
    const pi = await stripe.paymentIntents.create(orderPayment(53_560, 'order-5'));
    const updated = await stripe.paymentIntents.update(pi.id, {
      amount: 51_000,
      metadata: { orderNumber: '', attempt: '2' },
    });
    expect(updated).toMatchObject({ amount: 51_000, metadata: { orderId: 'order-5', attempt: '2' } });
    expect(updated.metadata).not.toHaveProperty('orderNumber');
    await fake.succeed(pi.id);
    const late = await refusal(stripe.paymentIntents.update(pi.id, { amount: 1000 }));
    expect(late).toMatchObject({ type: 'StripeInvalidRequestError', code: 'payment_intent_unexpected_state' });
    expect((await stripe.paymentIntents.update(pi.id, { metadata: { note: 'paid' } })).metadata.note).toBe('paid');
  });

  it('cancels an unpaid intent, and refuses to cancel twice or a paid one', async () => {
    const pi = await stripe.paymentIntents.create(orderPayment(2000, 'order-6'));
    const cancelled = await stripe.paymentIntents.cancel(pi.id, { cancellation_reason: 'abandoned' });
    expect(cancelled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(cancelled.canceled_at).toBeGreaterThan(0);
    expect(await refusal(stripe.paymentIntents.cancel(pi.id))).toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    const paid = await stripe.paymentIntents.create(orderPayment(2000, 'order-6b'));
    await fake.succeed(paid.id);
    expect(await refusal(stripe.paymentIntents.cancel(paid.id))).toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('answers Stripe-shaped errors the SDK turns into its error classes', async () => {
    const missing = await refusal(stripe.paymentIntents.retrieve('pi_nothere'));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_nothere'",
    });
    const unknown = await refusal(stripe.paymentIntents.create({ ...orderPayment(1000), confirm: true }));
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'confirm' });
    const noCurrency = await refusal(
      stripe.paymentIntents.create({ amount: 1000 } as Stripe.PaymentIntentCreateParams),
    );
    expect(noCurrency).toMatchObject({ code: 'parameter_missing', param: 'currency' });
    const uncovered = await refusal(stripe.customers.create({ email: 'ana@example.si' }));
    expect(uncovered).toMatchObject({ statusCode: 404 });
    expect(uncovered.message).toMatch(/only the calls Kubik makes/);
    const wrongKey = new Stripe('sk_live_nope', { ...stripeClientOptions(fake.url), maxNetworkRetries: 0 });
    expect(await refusal(wrongKey.paymentIntents.create(orderPayment(1000)))).toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });
});

describe('refunds through the SDK', () => {
  it('refunds part of a charge, then the rest, and never more than was charged (worked by hand)', async () => {
    const pi = await stripe.paymentIntents.create(orderPayment(22_558, 'order-7'));
    const early = await refusal(stripe.refunds.create({ payment_intent: pi.id, amount: 100 }));
    expect(early).toMatchObject({ code: 'charge_not_refundable' });
    const declined = await fake.fail(pi.id);
    expect(await refusal(stripe.refunds.create({ charge: declined.paymentIntent.latest_charge ?? '' }))).toMatchObject({
      code: 'charge_not_refundable',
    });
    const { paymentIntent } = await fake.succeed(pi.id);
    // 225.58 € charged; refund 50.00 €, 175.58 € left.
    const part = await stripe.refunds.create({
      payment_intent: pi.id,
      amount: 5000,
      reason: 'requested_by_customer',
      metadata: { orderId: 'order-7' },
    });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 5000,
      status: 'succeeded',
      payment_intent: pi.id,
      charge: paymentIntent.latest_charge,
      reason: 'requested_by_customer',
    });
    expect(await stripe.refunds.retrieve(part.id)).toEqual(part);
    const tooMuch = await refusal(stripe.refunds.create({ payment_intent: pi.id, amount: 17_559 }));
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });
    expect(tooMuch.message).toBe('Refund amount (€175.59) is greater than unrefunded amount on charge (€175.58)');
    // No amount: the rest.
    const rest = await stripe.refunds.create({ payment_intent: pi.id });
    expect(rest.amount).toBe(17_558);
    expect(fake.state.charges.get(paymentIntent.latest_charge ?? '')).toMatchObject({
      amount_refunded: 22_558,
      refunded: true,
    });
    expect(await refusal(stripe.refunds.create({ payment_intent: pi.id, amount: 1 }))).toMatchObject({
      code: 'charge_already_refunded',
    });
    expect(await refusal(stripe.refunds.retrieve('re_nothere'))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('replays a refund for the same key instead of refunding twice', async () => {
    const pi = await stripe.paymentIntents.create(orderPayment(10_000, 'order-8'));
    await fake.succeed(pi.id);
    const key = 'refund:order-8:1:2500';
    const a = await stripe.refunds.create({ payment_intent: pi.id, amount: 2500 }, { idempotencyKey: key });
    const b = await stripe.refunds.create({ payment_intent: pi.id, amount: 2500 }, { idempotencyKey: key });
    expect(b.id).toBe(a.id);
    expect(fake.state.charges.get(fake.paymentIntent(pi.id).latest_charge ?? '')?.amount_refunded).toBe(2500);
  });
});
