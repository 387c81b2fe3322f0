// Refunds (issue 13 §2): staff refund a payment fully or in part, never more than was paid and not
// yet refunded. `planRefund` checks the request before the provider is asked; the payment's state
// changes when the provider confirms (a webhook, or at once for bank transfers and the test
// provider) through `decidePaymentEvent` or `applyRefund`.
import { cents, type Cents } from './money.ts';
import type { PaymentSnapshot, PaymentStatus } from './payment-process.ts';
import { paymentProcess } from './payment-process.ts';

export type RefundErrorCode =
  /** Nothing was paid, or everything paid is already refunded. */
  | 'payment_not_refundable'
  /** The amount is not a whole number of cents above zero. */
  | 'refund_invalid_amount'
  /** More than paid − refunded. */
  | 'refund_exceeds_paid';

export class RefundError extends Error {
  constructor(
    readonly code: RefundErrorCode,
    /** What may still be refunded. */
    readonly refundableCents: Cents,
  ) {
    super(`${code} (refundable: ${refundableCents} cents)`);
    this.name = 'RefundError';
  }
}

export interface RefundPlan {
  amountCents: Cents;
  kind: 'partial' | 'total';
  /** The payment once the provider confirms the refund. */
  next: PaymentSnapshot;
  moves: { from: PaymentStatus; to: PaymentStatus }[];
}

export type RefundResult = { ok: true; plan: RefundPlan } | { ok: false; error: RefundError };

/** What may still be refunded: paid − refunded (0 unless the payment is paid or partly refunded). */
export function refundable(payment: PaymentSnapshot): Cents {
  return payment.status === 'paid' || payment.status === 'partially_refunded'
    ? cents(payment.paidCents - payment.refundedCents)
    : cents(0);
}

/** Checks a refund of `amountCents` (everything still refundable when omitted). */
export function planRefund(payment: PaymentSnapshot, amountCents?: number): RefundResult {
  const left = refundable(payment);
  const fail = (code: RefundErrorCode): RefundResult => ({ ok: false, error: new RefundError(code, left) });
  if (left <= 0) return fail('payment_not_refundable');
  const amount = amountCents ?? left;
  if (!Number.isSafeInteger(amount) || amount <= 0) return fail('refund_invalid_amount');
  if (amount > left) return fail('refund_exceeds_paid');
  const refundedCents = cents(payment.refundedCents + amount);
  const to: PaymentStatus = refundedCents === payment.paidCents ? 'refunded' : 'partially_refunded';
  const moves = to === payment.status ? [] : [{ from: payment.status, to }];
  for (const m of moves)
    if (!paymentProcess.has(m.from, m.to)) throw new Error(`payment: ${m.from} → ${m.to} is not in the table`);
  return {
    ok: true,
    plan: {
      amountCents: cents(amount),
      kind: to === 'refunded' ? 'total' : 'partial',
      next: { ...payment, status: to, refundedCents },
      moves,
    },
  };
}
