// The gateway's PaymentIntent rules against the fake Stripe: one intent per order and amount, its
// amount brought up to date while Stripe allows, a new one only after a cancel; and the signature
// check's tolerance.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeClientOptions } from '@kubik/stripe-fake/client';
import { startFakeStripe, type FakeStripe } from '@kubik/stripe-fake/server';
import { createStripeGateway, type StripeGateway } from './stripe-gateway.ts';

const secretKey = 'sk_test_gateway1';
const webhookSecret = 'whsec_gateway1';
const orderId = '6f1d2c3b-0000-4000-8000-000000000001';

describe('the Stripe gateway', () => {
  let fake: FakeStripe;
  let gateway: StripeGateway;
  let stripe: Stripe;
  const problems: Record<string, unknown>[] = [];

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey });
    gateway = createStripeGateway(
      { secretKey, publishableKey: 'pk_test_gateway1', webhookSecret, apiUrl: fake.url },
      (p) => problems.push(p),
    );
    stripe = new Stripe(secretKey, stripeClientOptions(fake.url));
  });
  afterAll(() => fake.close());

  const request = (amountCents: number, existing: { id: string } | null = null) => ({
    orderId,
    orderNumber: 'K-2026-00042',
    amountCents,
    receiptEmail: 'ana@kubik.test',
    existing,
  });

  it('creates once per order and amount, updates the amount of an unpaid intent, and replaces a cancelled one', async () => {
    const first = await gateway.ensureIntent(request(10_000));
    expect(first).toMatchObject({
      created: true,
      idempotencyKey: `kubik:order:${orderId}:amount:10000`,
      intent: { amountCents: 10_000, status: 'requires_payment_method' },
    });
    // Lost track of it (a crash before it was stored): the same key gets the same intent back.
    const again = await gateway.ensureIntent(request(10_000));
    expect(again.intent.id).toBe(first.intent.id);
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/payment_intents', replayed: true });

    const updated = await gateway.ensureIntent(request(12_500, { id: first.intent.id }));
    expect(updated).toMatchObject({
      created: false,
      idempotencyKey: `kubik:pi:${first.intent.id}:amount:12500`,
      intent: { id: first.intent.id, amountCents: 12_500 },
    });
    expect(fake.paymentIntent(first.intent.id).amount).toBe(12_500);
    const same = await gateway.ensureIntent(request(12_500, { id: first.intent.id }));
    expect(same).toMatchObject({ created: false, idempotencyKey: '', intent: { id: first.intent.id } });

    await stripe.paymentIntents.cancel(first.intent.id);
    const replaced = await gateway.ensureIntent(request(12_500, { id: first.intent.id }));
    expect(replaced.created).toBe(true);
    expect(replaced.intent.id).not.toBe(first.intent.id);
    expect(replaced.idempotencyKey).toBe(`kubik:order:${orderId}:amount:12500:after:${first.intent.id}`);
  });

  it('leaves a paid intent as it is, whatever amount is asked', async () => {
    const { intent } = await gateway.ensureIntent({
      ...request(20_000),
      orderId: '6f1d2c3b-0000-4000-8000-000000000002',
    });
    await fake.succeed(intent.id);
    const after = await gateway.ensureIntent({
      ...request(30_000, { id: intent.id }),
      orderId: '6f1d2c3b-0000-4000-8000-000000000002',
    });
    expect(after).toMatchObject({
      created: false,
      intent: { id: intent.id, amountCents: 20_000, status: 'succeeded' },
    });
  });

  it('turns what Stripe refuses into payment_provider_error, logged', async () => {
    await expect(
      gateway.ensureIntent({ ...request(10), orderId: '6f1d2c3b-0000-4000-8000-000000000003' }),
    ).rejects.toMatchObject({ code: 'payment_provider_error' });
    expect(problems.at(-1)).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_small',
      statusCode: 400,
    });
  });

  it('verifies signatures within 300 seconds only', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: {} },
    });
    const now = Math.floor(Date.now() / 1000);
    const sign = (timestamp: number, secret = webhookSecret) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    expect(gateway.verify(Buffer.from(payload), sign(now))?.id).toBe('evt_1');
    expect(gateway.verify(Buffer.from(payload), sign(now - 290))?.id).toBe('evt_1');
    expect(gateway.verify(Buffer.from(payload), sign(now - 310))).toBeNull();
    expect(gateway.verify(Buffer.from(payload), sign(now, 'whsec_other'))).toBeNull();
    expect(gateway.verify(Buffer.from(`${payload}\n`), sign(now))).toBeNull();
    expect(gateway.verify(Buffer.from(payload), undefined)).toBeNull();
  });
});
