// The payment's lifecycle, kept apart from the order's (Saleor's status + charge_status):
//   pending → paid | failed;  failed → paid (a retry);  paid → partially_refunded | refunded;
//   partially_refunded → refunded.
// Provider events (a Stripe webhook, the test provider, staff recording a bank transfer) come
// in duplicated and out of order. `decidePaymentEvent` answers what one event does to a payment:
// "apply" (with the moves to record) or "ignore" (with the reason) — never an error, because a
// webhook that replays or arrives late must be acknowledged, not retried forever.
import { cents, type Cents } from './money.ts';
import { Process, type TransitionTable } from './process.ts';

import { paymentStatuses, type PaymentStatus } from '@kubik/contract/order-states';

export { paymentStatuses, type PaymentStatus };

/** `provider`: a verified webhook or the test provider; `staff`: a recorded bank payment or a refund. */
export type PaymentActor = 'provider' | 'staff';

const table: TransitionTable<PaymentStatus, PaymentActor> = {
  pending: { paid: ['provider', 'staff'], failed: ['provider'] },
  failed: { paid: ['provider', 'staff'] },
  paid: { partially_refunded: ['provider', 'staff'], refunded: ['provider', 'staff'] },
  partially_refunded: { refunded: ['provider', 'staff'] },
  refunded: {},
};

export const paymentProcess = new Process('payment', table);

/** What the shop knows about an order's payment. Amounts are cumulative. */
export interface PaymentSnapshot {
  status: PaymentStatus;
  /** What the order asks for (its gross). */
  dueCents: Cents;
  paidCents: Cents;
  refundedCents: Cents;
}

/** A provider's news, in the shop's words (the webhook handler maps Stripe's events to these). */
export type PaymentEvent =
  /** Money arrived: payment_intent.succeeded, a recorded bank transfer, the test provider's "succeeded". */
  | { type: 'succeeded'; amountCents: Cents }
  /** An attempt failed: payment_intent.payment_failed, the test provider's "failed". */
  | { type: 'failed' }
  /** The charge's refund total changed: charge.refunded (amount, amount_refunded), both cumulative. */
  | { type: 'refunded'; paidCents: Cents; refundedCents: Cents };

export type IgnoreReason =
  /** The payment is already where the event would take it. */
  | 'duplicate'
  /** A failure reported after the money arrived: a failure never un-pays. */
  | 'would_unpay'
  /** A success reported after refunds began: the payment was paid long ago. */
  | 'already_paid'
  /** A refund total no higher than the one recorded: an old or replayed refund event. */
  | 'stale_refund'
  /** The event contradicts itself (refunded more than was charged): logged, never applied. */
  | 'inconsistent';

export type PaymentDecision =
  | {
      action: 'apply';
      /** The moves to record in the history, in order; empty when only an amount changes (a second partial refund). */
      moves: { from: PaymentStatus; to: PaymentStatus }[];
      next: PaymentSnapshot;
      /** Something staff should look at; the money has moved, so it is recorded regardless. */
      flags: 'amount_differs_from_due'[];
    }
  | { action: 'ignore'; reason: IgnoreReason };

export function decidePaymentEvent(payment: PaymentSnapshot, event: PaymentEvent): PaymentDecision {
  const { status } = payment;
  switch (event.type) {
    case 'succeeded': {
      if (status === 'paid') return ignore('duplicate');
      if (status === 'partially_refunded' || status === 'refunded') return ignore('already_paid');
      const next = { ...payment, status: 'paid' as const, paidCents: event.amountCents };
      return apply(payment, ['paid'], next, event.amountCents === payment.dueCents ? [] : ['amount_differs_from_due']);
    }
    case 'failed':
      if (status === 'failed') return ignore('duplicate');
      if (status !== 'pending') return ignore('would_unpay');
      return apply(payment, ['failed'], { ...payment, status: 'failed' }, []);
    case 'refunded': {
      if (event.refundedCents <= 0 || event.refundedCents > event.paidCents) return ignore('inconsistent');
      if (status === 'refunded') return ignore('stale_refund');
      const wasPaid = status === 'paid' || status === 'partially_refunded';
      if (wasPaid && event.refundedCents <= payment.refundedCents) return ignore('stale_refund');
      const to: PaymentStatus = event.refundedCents === event.paidCents ? 'refunded' : 'partially_refunded';
      // A refund seen before its success (out of order): the charge was paid, so record both moves.
      const path: PaymentStatus[] = wasPaid ? (to === status ? [] : [to]) : ['paid', to];
      const next: PaymentSnapshot = {
        ...payment,
        status: to,
        paidCents: event.paidCents,
        refundedCents: event.refundedCents,
      };
      return apply(
        payment,
        path,
        next,
        wasPaid || event.paidCents === payment.dueCents ? [] : ['amount_differs_from_due'],
      );
    }
  }
}

function ignore(reason: IgnoreReason): PaymentDecision {
  return { action: 'ignore', reason };
}

function apply(
  payment: PaymentSnapshot,
  path: PaymentStatus[],
  next: PaymentSnapshot,
  flags: 'amount_differs_from_due'[],
): PaymentDecision {
  const moves: { from: PaymentStatus; to: PaymentStatus }[] = [];
  let from = payment.status;
  for (const to of path) {
    // Every move must be in the table; a path that is not is a bug here, not bad input.
    if (!paymentProcess.has(from, to)) throw new Error(`payment: ${from} → ${to} is not in the table`);
    moves.push({ from, to });
    from = to;
  }
  return {
    action: 'apply',
    moves,
    next: { ...next, paidCents: cents(next.paidCents), refundedCents: cents(next.refundedCents) },
    flags,
  };
}

/** A fresh payment for an order of `dueCents`. */
export function newPayment(dueCents: Cents): PaymentSnapshot {
  return { status: 'pending', dueCents, paidCents: cents(0), refundedCents: cents(0) };
}

/**
 * The customer still owes the order's money: it is not cancelled and nothing has been paid (or the
 * last attempt failed). Until then the order offers "Pay now" (the payments module refuses a start otherwise).
 */
export function awaitsPayment(orderStatus: string, status: PaymentStatus): boolean {
  return orderStatus !== 'cancelled' && (status === 'pending' || status === 'failed');
}
