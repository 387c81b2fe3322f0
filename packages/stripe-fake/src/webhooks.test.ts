// Webhooks from the fake, received by an endpoint that verifies them the way Kubik's server will:
// the raw body and `stripe.webhooks.constructEvent` with the default 300 s tolerance.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripeClientOptions } from './client.ts';
import { startFakeStripe, type FakeStripe } from './server.ts';

const secret = 'whsec_kubik_test';

interface Received {
  ok: boolean;
  id: string | null;
  type: string | null;
  object: Record<string, unknown> | null;
  error: string | null;
}

/** A webhook endpoint: verifies the signature on the raw body; answers `nextStatus` (200 by default). */
class Endpoint {
  readonly received: Received[] = [];
  nextStatus = 200;
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        try {
          const event = Stripe.webhooks.constructEvent(raw, String(req.headers['stripe-signature']), secret);
          this.received.push({
            ok: true,
            id: event.id,
            type: event.type,
            object: event.data.object as unknown as Record<string, unknown>,
            error: null,
          });
          res.writeHead(this.nextStatus).end();
        } catch (error) {
          this.received.push({
            ok: false,
            id: null,
            type: null,
            object: null,
            error: error instanceof Error ? error.message : String(error),
          });
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/payments/stripe/webhook`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.close(() => resolve());
      this.server?.closeAllConnections();
    });
  }
}

let fake: FakeStripe;
let stripe: Stripe;
const endpoint = new Endpoint();

beforeAll(async () => {
  await endpoint.start();
  fake = await startFakeStripe({ secretKey: 'sk_test_kubik' });
  stripe = new Stripe('sk_test_kubik', { ...stripeClientOptions(fake.url), maxNetworkRetries: 0 });
});
afterAll(async () => {
  await fake.close();
  await endpoint.stop();
});
beforeEach(() => {
  fake.setWebhook({ url: endpoint.url, secret });
  endpoint.received.length = 0;
  endpoint.nextStatus = 200;
});
afterEach(() => fake.settled());

async function newIntent(orderId: string): Promise<Stripe.PaymentIntent> {
  const pi = await stripe.paymentIntents.create({
    amount: 53_560,
    currency: 'eur',
    metadata: { orderId },
    automatic_payment_methods: { enabled: true },
  });
  await fake.settled(); // payment_intent.created
  endpoint.received.length = 0;
  return pi;
}

const types = () => endpoint.received.map((r) => r.type);

describe('webhooks', () => {
  it("signs a payment's events so the SDK verifies them, with the order id in the metadata", async () => {
    const pi = await newIntent('order-1');
    const { paymentIntent, deliveries } = await fake.succeed(pi.id);
    expect(paymentIntent).toMatchObject({ status: 'succeeded', amount_received: 53_560 });
    expect(deliveries.map((d) => [d.type, d.status])).toEqual([
      ['charge.succeeded', 200],
      ['payment_intent.succeeded', 200],
    ]);
    expect(types()).toEqual(['charge.succeeded', 'payment_intent.succeeded']);
    expect(endpoint.received.every((r) => r.ok)).toBe(true);
    expect(endpoint.received[1]?.object).toMatchObject({
      id: pi.id,
      status: 'succeeded',
      metadata: { orderId: 'order-1' },
    });
    expect(endpoint.received[0]?.object).toMatchObject({
      object: 'charge',
      amount: 53_560,
      paid: true,
      payment_intent: pi.id,
      metadata: { orderId: 'order-1' },
    });
  });

  it('tells of a declined card, after which the intent can still be paid', async () => {
    const pi = await newIntent('order-2');
    const declined = await fake.fail(pi.id, {
      decline: { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect(declined.paymentIntent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    expect(types()).toEqual(['charge.failed', 'payment_intent.payment_failed']);
    await fake.succeed(pi.id);
    expect(types().slice(2)).toEqual(['charge.succeeded', 'payment_intent.succeeded']);
    expect((await stripe.paymentIntents.retrieve(pi.id)).last_payment_error).toBeNull();
  });

  it('delivers an event twice when asked, with the same id', async () => {
    const pi = await newIntent('order-3');
    await fake.succeed(pi.id, { copies: 2 });
    const succeeded = endpoint.received.filter((r) => r.type === 'payment_intent.succeeded');
    expect(succeeded).toHaveLength(2);
    expect(succeeded[0]?.id).toBe(succeeded[1]?.id);
  });

  it('delivers events out of order: a failure after the success', async () => {
    const pi = await newIntent('order-4');
    fake.holdEvents();
    expect((await fake.fail(pi.id)).deliveries).toEqual([]);
    await fake.succeed(pi.id);
    expect(endpoint.received).toEqual([]);
    await fake.releaseEvents('reversed');
    expect(types()).toEqual([
      'payment_intent.succeeded',
      'charge.succeeded',
      'payment_intent.payment_failed',
      'charge.failed',
    ]);
  });

  it('sends a bad signature or a stale timestamp, which the SDK refuses', async () => {
    const pi = await newIntent('order-5');
    const bad = await fake.succeed(pi.id, { signature: 'bad' });
    expect(bad.deliveries.map((d) => d.status)).toEqual([400, 400]);
    expect(endpoint.received[0]?.error).toMatch(/No signatures found matching the expected signature/);
    // The same event, resent: valid, but signed 10 minutes ago.
    const eventId = fake.webhooks.events.at(-1)?.id ?? '';
    const stale = await fake.redeliver(eventId, { signature: 'stale' });
    expect(stale.map((d) => [d.eventId, d.status])).toEqual([[eventId, 400]]);
    expect(endpoint.received.at(-1)?.error).toMatch(/Timestamp outside the tolerance zone/);
    // …and resent properly, it is accepted.
    await fake.redeliver(eventId);
    expect(endpoint.received.at(-1)).toMatchObject({ ok: true, id: eventId });
  });

  it("records the endpoint's failures so a test can resend, as Stripe retries", async () => {
    const pi = await newIntent('order-6');
    endpoint.nextStatus = 500;
    const { deliveries } = await fake.succeed(pi.id);
    expect(deliveries.map((d) => d.status)).toEqual([500, 500]);
    endpoint.nextStatus = 200;
    const retry = await fake.redeliver(deliveries[1]?.eventId ?? '');
    expect(retry[0]?.status).toBe(200);
  });

  it('sends only the events the endpoint subscribed to', async () => {
    fake.setWebhook({ url: endpoint.url, secret, enabledEvents: ['payment_intent.succeeded', 'charge.refunded'] });
    const pi = await newIntent('order-7');
    await fake.succeed(pi.id);
    await stripe.refunds.create({ payment_intent: pi.id, amount: 1000 });
    await fake.settled();
    expect(types()).toEqual(['payment_intent.succeeded', 'charge.refunded']);
  });

  it("tells of refunds with the charge's cumulative refunded amount", async () => {
    const pi = await newIntent('order-8');
    await fake.succeed(pi.id);
    endpoint.received.length = 0;
    await stripe.refunds.create({ payment_intent: pi.id, amount: 5000 });
    await stripe.refunds.create({ payment_intent: pi.id, amount: 3000 });
    await fake.settled();
    expect(types()).toEqual(['refund.created', 'charge.refunded', 'refund.created', 'charge.refunded']);
    const charges = endpoint.received.filter((r) => r.type === 'charge.refunded').map((r) => r.object);
    expect(charges.map((c) => [c?.amount, c?.amount_refunded, c?.refunded])).toEqual([
      [53_560, 5000, false],
      [53_560, 8000, false],
    ]);
    expect(endpoint.received[0]?.object).toMatchObject({ object: 'refund', amount: 5000, payment_intent: pi.id });
  });

  it('sends the customer through 3-D Secure and back to the shop', async () => {
    const pi = await newIntent('order-9');
    const { paymentIntent } = await fake.requireAction(pi.id, {
      returnUrl: 'http://127.0.0.1:3000/shopping-cart/check-out?step=done',
    });
    expect(types()).toEqual(['payment_intent.requires_action']);
    const next = paymentIntent.next_action as { redirect_to_url: { url: string; return_url: string } };
    expect(paymentIntent.status).toBe('requires_action');
    const page = await fetch(next.redirect_to_url.url);
    expect(await page.text()).toContain('Complete authentication');
    const back = await fetch(`${next.redirect_to_url.url}/complete`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.pathname).toBe('/shopping-cart/check-out');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      step: 'done',
      payment_intent: pi.id,
      payment_intent_client_secret: pi.client_secret,
      redirect_status: 'succeeded',
    });
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
  });

  it('offers the same control over HTTP, for a fake in another process', async () => {
    const control = (path: string, body?: unknown, method = 'POST') =>
      fetch(`${fake.url}/_fake${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
    expect((await control('/webhook', { url: endpoint.url, secret }, 'PUT')).status).toBe(204);
    const pi = await newIntent('order-10');
    const paid = await control(`/payment_intents/${pi.id}/succeed`, { delivery: { copies: 2 } });
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { paymentIntent: { status: string } }).paymentIntent.status).toBe('succeeded');
    expect(types()).toEqual([
      'charge.succeeded',
      'charge.succeeded',
      'payment_intent.succeeded',
      'payment_intent.succeeded',
    ]);
    const again = await control(`/payment_intents/${pi.id}/fail`, {});
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: 'payment_intent_unexpected_state' } });
    const listed = (await (await control('/events', undefined, 'GET')).json()) as {
      events: { id: string; type: string }[];
    };
    expect(listed.events.some((e) => e.type === 'payment_intent.succeeded' && e.id)).toBe(true);
    expect((await control('/payment_intents/pi_nothere/succeed', {})).status).toBe(404);
  });
});

describe('the runnable fake', () => {
  it('prints its URL, serves the SDK and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))], {
      env: { ...process.env, STRIPE_FAKE_PORT: '0', STRIPE_SECRET_KEY: 'sk_test_main' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const url = /^stripe-fake listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line)?.[1];
      expect(url).toBeDefined();
      const client = new Stripe('sk_test_main', { ...stripeClientOptions(url), maxNetworkRetries: 0 });
      const pi = await client.paymentIntents.create({ amount: 1000, currency: 'eur' });
      expect(pi.status).toBe('requires_payment_method');
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 30_000);
});
