import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import { newPayment, type PaymentSnapshot } from './payment-process.ts';
import { planRefund, refundable, RefundError } from './refunds.ts';

const paid = (amount: number, refunded = 0): PaymentSnapshot => ({
  status: refunded === 0 ? 'paid' : refunded === amount ? 'refunded' : 'partially_refunded',
  dueCents: cents(amount),
  paidCents: cents(amount),
  refundedCents: cents(refunded),
});

describe('refunds', () => {
  it('refunds part, then the rest (worked by hand)', () => {
    // Paid 225.58 €; refund 50.00 € → partly refunded, 175.58 € left.
    const first = planRefund(paid(22_558), 5000);
    expect(first).toEqual({
      ok: true,
      plan: {
        amountCents: 5000,
        kind: 'partial',
        moves: [{ from: 'paid', to: 'partially_refunded' }],
        next: { status: 'partially_refunded', dueCents: 22_558, paidCents: 22_558, refundedCents: 5000 },
      },
    });
    expect(refundable(paid(22_558, 5000))).toBe(17_558);
    // No amount: everything left, 175.58 € → refunded, a total refund.
    const rest = planRefund(paid(22_558, 5000));
    expect(rest).toMatchObject({
      ok: true,
      plan: { amountCents: 17_558, kind: 'total', next: { status: 'refunded', refundedCents: 22_558 } },
    });
    // A second partial refund moves no state.
    expect(planRefund(paid(22_558, 5000), 100)).toMatchObject({ ok: true, plan: { kind: 'partial', moves: [] } });
  });

  it('refuses more than paid − refunded, with what is left', () => {
    const r = planRefund(paid(22_558, 5000), 17_559);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toBeInstanceOf(RefundError);
      expect(r.error).toMatchObject({ code: 'refund_exceeds_paid', refundableCents: 17_558 });
    }
  });

  it('refuses zero, negative and fractional amounts, and unpaid or fully refunded payments', () => {
    for (const amount of [0, -100, 10.5, Number.NaN]) {
      expect(planRefund(paid(1000), amount)).toMatchObject({ ok: false, error: { code: 'refund_invalid_amount' } });
    }
    expect(planRefund(newPayment(cents(1000)), 100)).toMatchObject({
      ok: false,
      error: { code: 'payment_not_refundable', refundableCents: 0 },
    });
    expect(planRefund({ ...newPayment(cents(1000)), status: 'failed' })).toMatchObject({
      ok: false,
      error: { code: 'payment_not_refundable' },
    });
    expect(planRefund(paid(1000, 1000), 1)).toMatchObject({ ok: false, error: { code: 'payment_not_refundable' } });
  });

  it('never refunds more than was paid, whatever refunds are asked for', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: -10, max: 5_000_000 }), { maxLength: 20 }),
        (amount, asks) => {
          let p = paid(amount);
          let refunded = 0;
          for (const ask of asks) {
            const r = planRefund(p, ask);
            if (r.ok) {
              refunded += r.plan.amountCents;
              p = r.plan.next;
            } else {
              expect(ask > refundable(p) || ask <= 0 || refundable(p) === 0).toBe(true);
            }
            expect(p.refundedCents).toBe(refunded);
            expect(refunded).toBeLessThanOrEqual(amount);
            expect(p.status === 'refunded').toBe(refunded === amount);
          }
        },
      ),
    );
  });
});
