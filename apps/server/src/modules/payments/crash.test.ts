// kill -9 around paying, on the real server process with Stripe pointed at the fake: an order
// placed just before the crash is still there, pending and payable; an intent made just before the
// next crash is the one the restarted server hands out again (no second PaymentIntent), and the
// webhook that could not be delivered while the server was down pays the order once when Stripe
// retries it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '@kubik/stripe-fake/server';
import { exited, startServerProcess, type ServerProcess } from '../../testing/server-process.ts';
import { createPostgresDatabase } from '../../testing/test-app.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..', '..');
const admin = { email: 'admin@kubik.test', password: 'Kubik-admin-2026' };
const keys = {
  STRIPE_SECRET_KEY: 'sk_test_crash123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_crash123',
  STRIPE_WEBHOOK_SECRET: 'whsec_crash123',
};

type Proc = ServerProcess;

describe('paying across kill -9', { timeout: 240_000 }, () => {
  let fake: FakeStripe;
  let env: Record<string, string> = {};
  let cleanup: () => Promise<void> = async () => {};

  async function start(): Promise<Proc> {
    const proc = await startServerProcess({
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...keys,
      STRIPE_API_URL: fake.url,
      ...env,
    });
    // A new port each start: Stripe's endpoint follows it.
    fake.setWebhook({ url: `${proc.url}/api/payments/stripe/webhook`, secret: keys.STRIPE_WEBHOOK_SECRET });
    return proc;
  }

  async function kill(proc: Proc): Promise<void> {
    proc.child.kill('SIGKILL');
    await exited(proc.child);
    expect(proc.child.signalCode).toBe('SIGKILL');
  }

  async function call(
    proc: Proc,
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${proc.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  const signIn = async (proc: Proc) =>
    (await call(proc, 'POST', '/api/users/login', null, admin)).json.access_token as string;

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: keys.STRIPE_SECRET_KEY });
    if (process.env.KUBIK_TEST_DB === 'pg') {
      const db = await createPostgresDatabase();
      env = { DATABASE_URL: db.url };
      cleanup = db.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'kubik-pay-crash-'));
      env = { DATA_DIR: dir };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await fake.close();
    await cleanup();
  });

  it('keeps the order pending and payable, makes one PaymentIntent, and pays once', async () => {
    // 1. The order is placed; the server dies before any payment starts.
    const first = await start();
    let token = await signIn(first);
    const design = JSON.parse(readFileSync(join(root, 'examples', 'grid-2x2.json'), 'utf8'));
    const project = await call(first, 'POST', '/api/projects', token, { name: 'Regal', design });
    expect((await call(first, 'POST', '/api/cart/items', token, { projectId: project.json.id })).status).toBe(201);
    const address = { street: 'Trubarjeva 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
    const placed = await call(
      first,
      'POST',
      '/api/orders',
      token,
      {
        shipping: { method: 'pickup' },
        customer: { name: 'Admin', email: admin.email },
        billingAddress: address,
        paymentMethod: 'card',
        termsAccepted: true,
      },
      { 'idempotency-key': 'crash-test-order-1' },
    );
    expect(placed.status).toBe(201);
    const orderId = placed.json.id as string;
    const gross = (placed.json.totals as { grossCents: number }).grossCents;
    await kill(first);

    // 2. After the restart the order is there, pending; the intent is made; the server dies again
    //    before Stripe's webhook can reach it.
    const second = await start();
    token = await signIn(second);
    expect((await call(second, 'GET', `/api/orders/${orderId}/payment`, token)).json).toMatchObject({
      paymentStatus: 'pending',
      amountCents: gross,
    });
    const started = await call(second, 'POST', `/api/orders/${orderId}/payment`, token, { method: 'card' });
    expect(started.status).toBe(200);
    const pi = started.json.paymentIntentId as string;
    await kill(second);
    const missed = await fake.succeed(pi);
    expect(missed.deliveries.find((d) => d.type === 'payment_intent.succeeded')!.status).toBeNull();

    // 3. The restarted server hands out the same intent, is not paid by Stripe's word alone, and
    //    Stripe's retry pays it once.
    const third = await start();
    token = await signIn(third);
    expect((await call(third, 'GET', `/api/orders/${orderId}/payment`, token)).json).toMatchObject({
      paymentStatus: 'pending',
    });
    const event = fake.webhooks.events.find(
      (e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id: string }).id === pi,
    )!;
    const [retry] = await fake.redeliver(event.id);
    expect(retry!.status).toBe(200);
    const [again] = await fake.redeliver(event.id);
    expect(JSON.parse(again!.body)).toEqual({ received: true, outcome: 'duplicate_event' });
    expect((await call(third, 'GET', `/api/orders/${orderId}/payment`, token)).json).toMatchObject({
      paymentStatus: 'paid',
      paidCents: gross,
    });
    expect((await call(third, 'POST', `/api/orders/${orderId}/payment`, token, { method: 'card' })).status).toBe(409);
    expect([...fake.state.paymentIntents.values()].filter((p) => p.metadata.orderId === orderId)).toHaveLength(1);
    const order = await call(third, 'GET', `/api/orders/${orderId}`, token);
    expect(
      (order.json.history as { type: string; to: string }[]).filter((h) => h.type === 'payment').map((h) => h.to),
    ).toEqual(['paid']);
    third.child.kill('SIGTERM');
    await exited(third.child);
  });
});
