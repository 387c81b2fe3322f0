import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/factory.ts';
import { exited, startServerProcess } from '../../testing/server-process.ts';
import { createPostgresDatabase, createTestApp, type TestApp } from '../../testing/test-app.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const design = JSON.parse(readFileSync(join(examples, 'grid-2x2.json'), 'utf8'));
const password = 'Kubik-test-2026';
const address = { street: 'Trubarjeva 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
const orderBody = (paymentMethod = 'test') => ({
  shipping: { method: 'pickup' },
  customer: { name: 'Ana', email: 'ana@kubik.test' },
  billingAddress: address,
  paymentMethod,
  termsAccepted: true,
});

type Call = (
  method: string,
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<{ status: number; json: () => Record<string, unknown> }>;

/** Saves a project, puts it in the cart and places an order paid by the test provider. */
async function orderThrough(call: Call, key: string) {
  const project = (await call('POST', '/api/projects', { name: 'Regal', design })).json() as unknown as { id: string };
  await call('POST', '/api/cart/items', { projectId: project.id });
  const res = await call('POST', '/api/orders', orderBody(), { 'idempotency-key': key });
  expect(res.status).toBe(201);
  return res.json() as unknown as { id: string; number: string; totals: { grossCents: number } };
}

describe('the built-in test provider', () => {
  let t: TestApp;
  let ana: Record<string, string>;
  let bor: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    for (const email of ['ana@kubik.test', 'bor@kubik.test']) {
      const id = await t.createUser({ email, password });
      await t.services.users.update(id, { emailConfirmedAt: new Date(), locale: 'en' });
    }
    ana = await signIn(t, 'ana@kubik.test');
    bor = await signIn(t, 'bor@kubik.test');
  });
  afterAll(() => t.close());

  const as =
    (headers: Record<string, string>): Call =>
    async (method, url, payload, extra = {}) => {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...headers, ...extra },
        ...(payload ? { payload } : {}),
      });
      return { status: res.statusCode, json: () => res.json() };
    };
  const complete = (headers: Record<string, string>, orderId: string, outcome: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/test/${orderId}/complete`,
      headers: { ...headers, 'accept-language': 'en' },
      payload: { outcome },
    });

  it('declines, then pays on a retry, through markPaid: once, with the history and the amount the server froze', async () => {
    const order = await orderThrough(as(ana), 'test-provider-1');
    const failed = await complete(ana, order.id, 'failed');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      orderId: order.id,
      status: 'submitted',
      paymentStatus: 'failed',
      paidCents: 0,
      amountCents: order.totals.grossCents,
      lastError: { code: 'test_declined' },
    });
    expect(failed.json().lastError.message).toMatch(/declined/);
    const paid = await complete(ana, order.id, 'succeeded');
    expect(paid.json()).toMatchObject({ paymentStatus: 'paid', paidCents: order.totals.grossCents, lastError: null });
    // Paying again changes nothing: the order is paid once.
    expect((await complete(ana, order.id, 'succeeded')).json()).toMatchObject({
      paymentStatus: 'paid',
      paidCents: order.totals.grossCents,
    });
    expect((await complete(ana, order.id, 'failed')).json().paymentStatus).toBe('paid');
    const seen = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: ana })).json();
    expect(
      seen.history.map((h: { type: string; from: string | null; to: string }) => `${h.type}:${h.from}>${h.to}`),
    ).toEqual(['status:null>submitted', 'payment:pending>failed', 'payment:failed>paid']);
    expect(seen.history[2]).toMatchObject({
      actor: { role: 'provider', name: 'Test' },
      amountCents: order.totals.grossCents,
    });
    const attempts = await t.services.paymentRepository.ofOrder(order.id);
    expect(attempts.every((a) => a.amountCents === order.totals.grossCents && a.provider === 'test')).toBe(true);
    await t.services.settle();
    const mails = (await t.services.mail.page(0, 100)).rows.filter((m) => m.subject.includes(order.number));
    expect(mails.map((m) => m.kind).sort()).toEqual(['order_payment_failed', 'order_payment_paid', 'order_submitted']);
  });

  it("nobody pays or sees another's order; a cancelled order is not payable", async () => {
    const order = await orderThrough(as(ana), 'test-provider-2');
    expect((await complete(bor, order.id, 'succeeded')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/payments/test/${order.id}/complete`,
          payload: { outcome: 'succeeded' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await complete(ana, order.id, 'maybe')).statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: ana });
    const res = await complete(ana, order.id, 'succeeded');
    expect(res.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: ana })).json().paymentStatus,
    ).toBe('pending');
  });

  it('does not exist while Stripe keys are set', async () => {
    const stripe = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_kubik',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_kubik',
      STRIPE_WEBHOOK_SECRET: 'whsec_kubik',
    });
    try {
      const id = await stripe.createUser({ email: 'cene@kubik.test', password });
      await stripe.services.users.update(id, { emailConfirmedAt: new Date() });
      const cene = await signIn(stripe, 'cene@kubik.test', password);
      const call: Call = async (method, url, payload, extra = {}) => {
        const res = await stripe.app.inject({
          method: method as 'POST',
          url,
          headers: { ...cene, ...extra },
          ...(payload ? { payload } : {}),
        });
        return { status: res.statusCode, json: () => res.json() };
      };
      const project = (await call('POST', '/api/projects', { name: 'Regal', design })).json() as unknown as {
        id: string;
      };
      await call('POST', '/api/cart/items', { projectId: project.id });
      const refused = await call('POST', '/api/orders', orderBody('test'), { 'idempotency-key': 'no-test-provider-1' });
      expect(refused.status).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'payment_method_unavailable' });
      const card = await call('POST', '/api/orders', orderBody('card'), { 'idempotency-key': 'no-test-provider-2' });
      expect(card.status).toBe(201);
      const orderId = (card.json() as unknown as { id: string }).id;
      expect((await call('POST', `/api/payments/test/${orderId}/complete`, { outcome: 'succeeded' })).status).toBe(404);
      expect((await call('GET', `/api/orders/${orderId}`)).json().paymentStatus).toBe('pending');
    } finally {
      await stripe.close();
    }
  });
});

// A crash (kill -9) between placing the order and paying it: the order is there after the restart,
// pending and payable once; the same "place order" again answers the same order.
describe('an order across kill -9', { timeout: 240_000 }, () => {
  let env: Record<string, string> = {};
  let cleanup: () => Promise<void> = async () => {};
  const admin = { email: 'admin@kubik.test', password: 'Kubik-admin-2026' };
  beforeAll(async () => {
    if (process.env.KUBIK_TEST_DB === 'pg') {
      const db = await createPostgresDatabase();
      env = { DATABASE_URL: db.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
      cleanup = db.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'kubik-order-crash-'));
      env = { DATA_DIR: dir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  const caller =
    (url: string, token: string): Call =>
    async (method, path, payload, extra = {}) => {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'en',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...extra,
        },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      });
      const text = await res.text();
      return { status: res.status, json: () => JSON.parse(text) };
    };

  it('leaves the order pending and payable, never lost or paid twice', async () => {
    const first = await startServerProcess(env);
    const login = await fetch(`${first.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const order = await orderThrough(caller(first.url, token), 'crash-order-key-1');
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await startServerProcess(env);
    try {
      const call = caller(second.url, token);
      const kept = (await call('GET', `/api/orders/${order.id}`)).json();
      expect(kept).toMatchObject({ number: order.number, status: 'submitted', paymentStatus: 'pending' });
      // The browser retries "place order" after the crash: the same order, not a second one.
      const retried = await call('POST', '/api/orders', orderBody(), { 'idempotency-key': 'crash-order-key-1' });
      expect(retried.status).toBe(201);
      expect(retried.json().id).toBe(order.id);
      expect((await call('GET', '/api/orders')).json().total).toBe(1);
      const paid = await call('POST', `/api/payments/test/${order.id}/complete`, { outcome: 'succeeded' });
      expect(paid.json()).toMatchObject({ paymentStatus: 'paid', paidCents: order.totals.grossCents });
      expect(
        (await call('POST', `/api/payments/test/${order.id}/complete`, { outcome: 'succeeded' })).json().paidCents,
      ).toBe(order.totals.grossCents);
      const history = (await call('GET', `/api/orders/${order.id}`)).json().history as unknown as { to: string }[];
      expect(history.map((h) => h.to)).toEqual(['submitted', 'paid']);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  });
});
