import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import {
  decidePaymentEvent,
  newPayment,
  paymentProcess,
  paymentStatuses,
  type PaymentEvent,
  type PaymentSnapshot,
} from './payment-process.ts';
import { planRefund } from './refunds.ts';

const due = cents(22_558);
const succeeded: PaymentEvent = { type: 'succeeded', amountCents: due };
const failed: PaymentEvent = { type: 'failed' };

/** Applies a decision the way the webhook handler will: only "apply" changes the payment. */
function step(p: PaymentSnapshot, e: PaymentEvent): PaymentSnapshot {
  const d = decidePaymentEvent(p, e);
  return d.action === 'apply' ? d.next : p;
}

describe('payment process', () => {
  it("has the issue's table", () => {
    expect(paymentProcess.pairs()).toEqual([
      ['pending', 'paid'],
      ['pending', 'failed'],
      ['failed', 'paid'],
      ['paid', 'partially_refunded'],
      ['paid', 'refunded'],
      ['partially_refunded', 'refunded'],
    ]);
    expect(paymentProcess.transition('pending', 'failed', 'staff').ok).toBe(false); // only a provider reports failures
  });

  it('pays once: a success applies, its replay is a no-op', () => {
    const first = decidePaymentEvent(newPayment(due), succeeded);
    expect(first).toEqual({
      action: 'apply',
      moves: [{ from: 'pending', to: 'paid' }],
      flags: [],
      next: { status: 'paid', dueCents: due, paidCents: due, refundedCents: 0 },
    });
    const paid = step(newPayment(due), succeeded);
    expect(decidePaymentEvent(paid, succeeded)).toEqual({ action: 'ignore', reason: 'duplicate' });
  });

  it('never un-pays: a failure after the success is ignored, not an error', () => {
    const paid = step(newPayment(due), succeeded);
    expect(decidePaymentEvent(paid, failed)).toEqual({ action: 'ignore', reason: 'would_unpay' });
  });

  it('lets a failed payment be retried', () => {
    const f = step(newPayment(due), failed);
    expect(f.status).toBe('failed');
    expect(decidePaymentEvent(f, failed)).toEqual({ action: 'ignore', reason: 'duplicate' });
    expect(decidePaymentEvent(f, succeeded)).toMatchObject({
      action: 'apply',
      moves: [{ from: 'failed', to: 'paid' }],
    });
  });

  it('records a charge that differs from the order, and flags it for staff', () => {
    const d = decidePaymentEvent(newPayment(due), { type: 'succeeded', amountCents: cents(20_000) });
    expect(d).toMatchObject({
      action: 'apply',
      flags: ['amount_differs_from_due'],
      next: { status: 'paid', paidCents: 20_000 },
    });
  });

  it('follows refunds by their cumulative total, ignoring replays and stale ones', () => {
    const paid = step(newPayment(due), succeeded);
    // Refund 50.00 € of 225.58 €: partly refunded.
    const partly = decidePaymentEvent(paid, { type: 'refunded', paidCents: due, refundedCents: cents(5000) });
    expect(partly).toMatchObject({
      action: 'apply',
      moves: [{ from: 'paid', to: 'partially_refunded' }],
      next: { refundedCents: 5000 },
    });
    const p1 = step(paid, { type: 'refunded', paidCents: due, refundedCents: cents(5000) });
    expect(decidePaymentEvent(p1, { type: 'refunded', paidCents: due, refundedCents: cents(5000) })).toEqual({
      action: 'ignore',
      reason: 'stale_refund',
    });
    // A second partial refund changes the amount, not the state: no move, but applied.
    expect(decidePaymentEvent(p1, { type: 'refunded', paidCents: due, refundedCents: cents(8000) })).toMatchObject({
      action: 'apply',
      moves: [],
      next: { status: 'partially_refunded', refundedCents: 8000 },
    });
    // The rest: 225.58 − 50.00 = 175.58 € → refunded.
    const all = step(p1, { type: 'refunded', paidCents: due, refundedCents: due });
    expect(all).toMatchObject({ status: 'refunded', refundedCents: due });
    // An older event arriving late changes nothing.
    expect(decidePaymentEvent(all, { type: 'refunded', paidCents: due, refundedCents: cents(5000) })).toEqual({
      action: 'ignore',
      reason: 'stale_refund',
    });
    expect(decidePaymentEvent(all, succeeded)).toEqual({ action: 'ignore', reason: 'already_paid' });
    expect(decidePaymentEvent(all, failed)).toEqual({ action: 'ignore', reason: 'would_unpay' });
  });

  it('applies a refund seen before its success as both moves', () => {
    const d = decidePaymentEvent(newPayment(due), { type: 'refunded', paidCents: due, refundedCents: cents(1000) });
    expect(d).toMatchObject({
      action: 'apply',
      moves: [
        { from: 'pending', to: 'paid' },
        { from: 'paid', to: 'partially_refunded' },
      ],
    });
    // …and the late success is then ignored.
    const after = step(newPayment(due), { type: 'refunded', paidCents: due, refundedCents: cents(1000) });
    expect(decidePaymentEvent(after, succeeded)).toEqual({ action: 'ignore', reason: 'already_paid' });
  });

  it('ignores a refund event that contradicts itself', () => {
    const paid = step(newPayment(due), succeeded);
    expect(decidePaymentEvent(paid, { type: 'refunded', paidCents: due, refundedCents: cents(due + 1) })).toEqual({
      action: 'ignore',
      reason: 'inconsistent',
    });
    expect(decidePaymentEvent(paid, { type: 'refunded', paidCents: due, refundedCents: cents(0) })).toEqual({
      action: 'ignore',
      reason: 'inconsistent',
    });
  });

  const event: fc.Arbitrary<PaymentEvent> = fc.oneof(
    fc.constant(succeeded),
    fc.constant(failed),
    fc
      .integer({ min: 1, max: due })
      .map((r): PaymentEvent => ({ type: 'refunded', paidCents: due, refundedCents: cents(r) })),
  );

  it('any order and any repetition of events: moves stay in the table, paid is never undone, refunds never exceed paid', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), (events) => {
        let p = newPayment(due);
        let everPaid = false;
        for (const e of events) {
          const d = decidePaymentEvent(p, e);
          if (d.action === 'apply') {
            let from = p.status;
            for (const m of d.moves) {
              expect(m.from).toBe(from);
              expect(paymentProcess.has(m.from, m.to)).toBe(true);
              from = m.to;
            }
            expect(from).toBe(d.next.status);
            p = d.next;
          }
          expect(paymentStatuses).toContain(p.status);
          if (p.status !== 'pending' && p.status !== 'failed') everPaid = true;
          if (everPaid) expect(['paid', 'partially_refunded', 'refunded']).toContain(p.status);
          expect(p.refundedCents).toBeLessThanOrEqual(p.paidCents);
        }
      }),
    );
  });

  it('an event applied twice in a row changes nothing the second time', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 10 }), event, (before, e) => {
        const p = before.reduce(step, newPayment(due));
        expect(decidePaymentEvent(step(p, e), e).action).toBe('ignore');
      }),
    );
  });

  it('agrees with the refund planner on where a refund takes the payment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: due }), fc.integer({ min: 1, max: due }), (a, b) => {
        const paid = step(newPayment(due), succeeded);
        const first = planRefund(paid, a);
        if (!first.ok) throw first.error;
        expect(step(paid, { type: 'refunded', paidCents: due, refundedCents: first.plan.next.refundedCents })).toEqual(
          first.plan.next,
        );
        const second = planRefund(first.plan.next, b);
        if (second.ok) {
          expect(
            step(first.plan.next, { type: 'refunded', paidCents: due, refundedCents: second.plan.next.refundedCents }),
          ).toEqual(second.plan.next);
        } else {
          expect(a + b).toBeGreaterThan(due);
        }
      }),
    );
  });
});
