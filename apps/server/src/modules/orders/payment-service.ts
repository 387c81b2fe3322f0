// The payment's state on an order, moved only here and only through @kubik/shop's payment
// transition table (`decidePaymentEvent`). payments/mark-paid.ts is the one caller: every provider
// (Stripe's webhook, the test provider, staff recording a bank transfer) goes through it.
//
// Runs inside the caller's transaction with the order row locked (SELECT … FOR UPDATE), so two
// events for one order apply one after the other and the second sees the first's result: a replay
// is `duplicate`, a failure after the money arrived `would_unpay` — never an error.
import { cents } from '@kubik/shop/money';
import {
  decidePaymentEvent,
  paymentStatuses,
  type PaymentDecision,
  type PaymentEvent,
  type PaymentSnapshot,
  type PaymentStatus,
} from '@kubik/shop/payment-process';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { OrderNotifier } from './notify.ts';
import type { OrderRepository, OrderRow } from './repository.ts';

export type PaymentProviderName = 'stripe' | 'bank' | 'test';

/**
 * Who reports the event: a provider (verified webhook, test provider), a member of staff (a bank
 * transfer, a refund), or Kubik itself (the automatic refund of a payment for a cancelled order).
 */
export type PaymentActor =
  | { role: 'provider'; provider: PaymentProviderName }
  | { role: 'staff'; provider: PaymentProviderName; userId: string }
  | { role: 'system'; provider: PaymentProviderName };

export type AppliedPayment = { decision: PaymentDecision; order: OrderRow };
export type { OrderRow } from './repository.ts';

const isPaymentStatus = (s: string): s is PaymentStatus => (paymentStatuses as readonly string[]).includes(s);

export function paymentSnapshotOf(order: OrderRow): PaymentSnapshot {
  if (!isPaymentStatus(order.paymentStatus))
    throw new Error(`order ${order.id}: unknown payment status ${order.paymentStatus}`);
  return {
    status: order.paymentStatus,
    dueCents: cents(order.grossCents),
    paidCents: cents(order.paidCents),
    refundedCents: cents(order.refundedCents),
  };
}

export function createOrderPaymentService(deps: {
  orders: OrderRepository;
  uow: UnitOfWork;
  notify: OrderNotifier;
  clock: Clock;
}) {
  const { orders, uow } = deps;
  return {
    /** An order by id, whoever's (providers' webhooks, staff); undefined when there is none. */
    find: (orderId: string) => orders.find(orderId),
    /** An order of that user: someone else's is AppError not_found, as a missing one. */
    async owned(orderId: string, userId: string): Promise<OrderRow> {
      const order = await orders.findOwned(orderId, userId);
      if (!order) throw new AppError('not_found');
      return order;
    },
    /**
     * Switches how an unpaid order is to be paid (after a declined card, to bank transfer, …),
     * kept in the history as a note. The caller checks that the method is available to the
     * customer. AppError illegal_transition once paid or cancelled.
     */
    async setPaymentMethod(
      orderId: string,
      method: 'card' | 'bank_transfer' | 'test',
      actor: { role: 'customer' | 'staff'; userId: string },
    ): Promise<OrderRow> {
      return uow.withTransaction(async () => {
        const order = await orders.lock(orderId);
        if (!order) throw new AppError('not_found');
        if (order.paymentMethod === method) return order;
        if (order.status === 'cancelled' || (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed'))
          throw new AppError('illegal_transition');
        const at = deps.clock();
        const updated = await orders.update(order.id, { paymentMethod: method }, at);
        await orders.addHistory([
          {
            orderId: order.id,
            at,
            kind: 'note',
            fromState: order.paymentMethod,
            toState: method,
            actorRole: actor.role,
            actorId: actor.userId,
            note: null,
            data: { changed: 'payment_method' },
          },
        ]);
        return updated;
      });
    },
    /**
     * Locks the order for a payment change (inside the caller's transaction) before anything else
     * is written about it, so concurrent reports queue here; AppError not_found when there is none.
     */
    async lockOrder(orderId: string): Promise<OrderRow> {
      if (!uow.inTransaction()) throw new Error('lockOrder needs a transaction');
      const order = await orders.lock(orderId);
      if (!order) throw new AppError('not_found');
      return order;
    },
    /**
     * A refund staff or Kubik asked the provider for, whose news (the provider's webhook) was taken
     * in first and named the provider: its history row is given back to who asked, with their
     * reason and the refund's id. In the caller's transaction, the order locked; false when no
     * such row is there.
     */
    async claimRefund(
      orderId: string,
      refund: { amountCents: number; refundedCents: number },
      actor: Exclude<PaymentActor, { role: 'provider' }>,
      data: Record<string, unknown>,
    ): Promise<boolean> {
      if (!uow.inTransaction()) throw new Error('claimRefund needs a transaction');
      return orders.attributeRefund(
        orderId,
        { provider: actor.provider, ...refund },
        { role: actor.role, id: actor.role === 'staff' ? actor.userId : null },
        data,
      );
    },
    /**
     * Applies one provider event to the order's payment: decided by the transition table, the order
     * updated, every move kept in its history (who, when, from, to, amount) and mailed to the
     * customer. An event the table ignores changes nothing and says why. AppError not_found for an
     * unknown order.
     */
    async applyPaymentEvent(
      orderId: string,
      event: PaymentEvent,
      actor: PaymentActor,
      data?: Record<string, unknown>,
    ): Promise<AppliedPayment> {
      return uow.withTransaction(async () => {
        const order = await orders.lock(orderId);
        if (!order) throw new AppError('not_found');
        const decision = decidePaymentEvent(paymentSnapshotOf(order), event);
        if (decision.action === 'ignore') return { decision, order };
        const at = deps.clock();
        const { next } = decision;
        const updated = await orders.update(
          order.id,
          { paymentStatus: next.status, paidCents: next.paidCents, refundedCents: next.refundedCents },
          at,
        );
        // Each row's own amount: what was paid for a payment, what this refund gave back for a refund
        // (the event carries the charge's running total; the timeline says "refund of …").
        const refundedNow = next.refundedCents - order.refundedCents;
        const amountOf = (to: string) =>
          to === 'paid' ? next.paidCents : to === 'partially_refunded' || to === 'refunded' ? refundedNow : null;
        await orders.addHistory(
          decision.moves.map((move) => ({
            orderId: order.id,
            at,
            kind: move.to === 'partially_refunded' || move.to === 'refunded' ? 'refund' : 'payment',
            fromState: move.from,
            toState: move.to,
            actorRole: actor.role,
            actorId: actor.role === 'staff' ? actor.userId : null,
            provider: actor.provider,
            amountCents: amountOf(move.to),
            data:
              decision.flags.length > 0 || data
                ? { ...(data ?? {}), ...(decision.flags.length > 0 ? { flags: decision.flags } : {}) }
                : null,
          })),
        );
        // A second partial refund moves no state but changes the amount: kept and mailed too.
        if (decision.moves.length === 0 && event.type === 'refunded') {
          await orders.addHistory([
            {
              orderId: order.id,
              at,
              kind: 'refund',
              fromState: order.paymentStatus,
              toState: next.status,
              actorRole: actor.role,
              actorId: actor.role === 'staff' ? actor.userId : null,
              provider: actor.provider,
              amountCents: refundedNow,
              data: data ?? null,
            },
          ]);
        }
        const last = decision.moves.at(-1)?.to ?? (event.type === 'refunded' ? next.status : null);
        // Money that arrives for a cancelled order goes back (payments' automatic refund, whose mail
        // follows): "we will now start making it" would be wrong.
        const paidWhileCancelled = last === 'paid' && order.status === 'cancelled';
        if (last && last !== 'pending' && !paidWhileCancelled)
          await deps.notify(updated, { kind: 'payment', to: last });
        return { decision, order: updated };
      });
    },
  };
}

export type OrderPaymentService = ReturnType<typeof createOrderPaymentService>;
