import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBareOrder } from '../../testing/orders.ts';
import { orderHistoryRows, orderRow } from '../../testing/rows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// markPaid straight on the services, on an order row made here: replays, races and out-of-order
// news change an order's payment once, and every move is in its history.
describe('markPaid', () => {
  let t: TestApp;
  let userId: string;
  let seq = 0;
  const newOrder = async (grossCents = 12_345) => {
    seq += 1;
    return (await insertBareOrder(t, { userId, seq, grossCents })).id;
  };
  const paymentOf = async (orderId: string) => {
    const order = await orderRow(t, orderId);
    const history = await orderHistoryRows(t, orderId);
    return {
      status: order!.paymentStatus,
      paid: order!.paidCents,
      history: history.map((h) => `${h.kind}:${h.fromState}>${h.toState}`),
    };
  };
  const provider = { role: 'provider', provider: 'test' } as const;

  beforeAll(async () => {
    t = await createTestApp();
    userId = await t.createUser({ email: 'ana@kubik.test', password: 'Kubik-test-2026' });
  });
  afterAll(() => t.close());

  it('pays once however often the same event comes, and a late failure never un-pays', async () => {
    const orderId = await newOrder();
    const { markPaid: payments } = t.services;
    const event = { id: 'evt_1', type: 'payment_intent.succeeded' };
    expect(await payments.markPaid({ orderId, actor: provider, amountCents: 12_345, event })).toEqual({
      outcome: 'applied',
      paymentStatus: 'paid',
      flags: [],
    });
    expect(await payments.markPaid({ orderId, actor: provider, amountCents: 12_345, event })).toEqual({
      outcome: 'duplicate_event',
    });
    expect(
      await payments.markPaid({
        orderId,
        actor: provider,
        amountCents: 12_345,
        event: { id: 'evt_2', type: 'payment_intent.succeeded' },
      }),
    ).toMatchObject({ outcome: 'ignored', reason: 'duplicate' });
    expect(
      await payments.markPaymentFailed({
        orderId,
        actor: provider,
        event: { id: 'evt_3', type: 'payment_intent.payment_failed' },
      }),
    ).toMatchObject({ outcome: 'ignored', reason: 'would_unpay' });
    expect(await paymentOf(orderId)).toEqual({ status: 'paid', paid: 12_345, history: ['payment:pending>paid'] });
    const mails = await t.services.mail.page(0, 50);
    expect(mails.rows.filter((m) => m.kind === 'order_payment_paid')).toHaveLength(1);
  });

  it('a failure, then a retry that succeeds; a charge of another amount is recorded and flagged', async () => {
    const orderId = await newOrder();
    const { markPaid: payments } = t.services;
    expect(
      await payments.markPaymentFailed({
        orderId,
        actor: provider,
        error: { code: 'card_declined', message: 'Declined' },
      }),
    ).toMatchObject({ outcome: 'applied', paymentStatus: 'failed' });
    expect(await payments.markPaid({ orderId, actor: provider, amountCents: 100 })).toEqual({
      outcome: 'applied',
      paymentStatus: 'paid',
      flags: ['amount_differs_from_due'],
    });
    expect(await paymentOf(orderId)).toEqual({
      status: 'paid',
      paid: 100,
      history: ['payment:pending>failed', 'payment:failed>paid'],
    });
  });

  it('ten concurrent reports of the same success apply once', async () => {
    const orderId = await newOrder();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.services.markPaid.markPaid({
          orderId,
          actor: provider,
          amountCents: 12_345,
          event: { id: i % 2 ? 'evt_race' : `evt_race_${i}`, type: 'payment_intent.succeeded' },
        }),
      ),
    );
    expect(results.filter((r) => r.outcome === 'applied')).toHaveLength(1);
    expect((await paymentOf(orderId)).history).toEqual(['payment:pending>paid']);
  });

  it('refunds by cumulative totals, in any order', async () => {
    const orderId = await newOrder(10_000);
    const { markPaid: payments } = t.services;
    await payments.markPaid({ orderId, actor: provider, amountCents: 10_000 });
    expect(
      await payments.markRefunded({ orderId, actor: provider, paidCents: 10_000, refundedCents: 10_000 }),
    ).toMatchObject({ outcome: 'applied', paymentStatus: 'refunded' });
    expect(
      await payments.markRefunded({ orderId, actor: provider, paidCents: 10_000, refundedCents: 4_000 }),
    ).toMatchObject({ outcome: 'ignored', reason: 'stale_refund' });
    expect((await paymentOf(orderId)).history).toEqual(['payment:pending>paid', 'refund:paid>refunded']);
  });

  it('switches how an unpaid order is paid, with a note in the history; not once paid', async () => {
    const orderId = await newOrder();
    const { orderPayments, markPaid: payments } = t.services;
    expect(
      (await orderPayments.setPaymentMethod(orderId, 'bank_transfer', { role: 'customer', userId })).paymentMethod,
    ).toBe('bank_transfer');
    expect((await paymentOf(orderId)).history).toEqual(['note:test>bank_transfer']);
    await payments.markPaid({
      orderId,
      actor: { role: 'staff', provider: 'bank', userId },
      amountCents: 12_345,
      data: { reference: 'SI00 2026-00001' },
    });
    await expect(orderPayments.setPaymentMethod(orderId, 'card', { role: 'customer', userId })).rejects.toMatchObject({
      code: 'illegal_transition',
    });
    const history = await orderHistoryRows(t, orderId);
    expect(history.at(-1)).toMatchObject({
      kind: 'payment',
      toState: 'paid',
      actorRole: 'staff',
      actorId: userId,
      provider: 'bank',
      data: { reference: 'SI00 2026-00001' },
    });
  });

  it('an unknown order is not_found', async () => {
    await expect(
      t.services.markPaid.markPaid({
        orderId: '00000000-0000-4000-8000-000000000000',
        actor: provider,
        amountCents: 1,
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
