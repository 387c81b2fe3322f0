// THE function that moves an order's payment: every provider calls it — Stripe's verified webhook,
// the built-in test provider, staff recording a bank transfer. In one transaction it
//   1. records the provider's event (when there is one): a replay finds it and changes nothing;
//   2. updates the payment attempt the news is about (its status, the provider's error);
//   3. applies the event to the order through the payment transition table (orders'
//      payment-service: row lock, history rows with who/when/from/to, the customer's mail).
// So it is idempotent and safe to call concurrently: the order row lock serialises two calls, the
// event row dedupes replays, and `paid → paid` is `ignored: duplicate`, a late failure after
// success `ignored: would_unpay`. Expected outcomes are returned, never thrown; AppError not_found
// only for an order that does not exist.
import type { IgnoreReason, PaymentEvent } from '@kubik/shop/payment-process';
import { cents } from '@kubik/shop/money';
import type { Clock } from '../../core/clock.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { OrderPaymentService, PaymentActor } from '../orders/payment-service.ts';
import type { PaymentRepository, PaymentRow } from './repository.ts';
import type { PaymentErrorJson } from './schema.ts';

export type { PaymentActor } from '../orders/payment-service.ts';

export type PaymentReport = {
  orderId: string;
  actor: PaymentActor;
  /** The attempt this is about: its id, or the provider's id for it (a PaymentIntent's `pi_…`). */
  paymentId?: string;
  providerRef?: string;
  /** The provider's event carrying the news (a webhook's `evt_…`): recorded with the change, deduplicated. */
  event?: { id: string; type: string };
  /** Kept in the history row's data (e.g. a bank transfer's reference and date). */
  data?: Record<string, unknown>;
};

export type MarkResult =
  | { outcome: 'applied'; paymentStatus: string; flags: string[] }
  | { outcome: 'ignored'; reason: IgnoreReason; paymentStatus: string }
  /** The event was taken in before: nothing was done this time. */
  | { outcome: 'duplicate_event' };

export function createMarkPaid(deps: {
  payments: PaymentRepository;
  orderPayments: OrderPaymentService;
  uow: UnitOfWork;
  clock: Clock;
  /**
   * Money arrived for an order cancelled meanwhile: called in the transaction that records it (the
   * composition root enqueues the automatic refund), so it happens exactly once per payment — a
   * replayed event is a duplicate and a second success `ignored`, and neither calls it.
   */
  onPaidWhileCancelled?: (orderId: string) => Promise<void>;
  /** Hears each applied event once its transaction commits (metrics): never a duplicate or an ignored one. */
  onApplied?: (provider: string, event: 'succeeded' | 'failed' | 'refunded') => void;
}) {
  const { payments, uow } = deps;

  async function attemptOf(report: PaymentReport): Promise<PaymentRow | undefined> {
    if (report.paymentId) return payments.find(report.paymentId);
    if (report.providerRef) return payments.findByProviderRef(report.actor.provider, report.providerRef);
    return undefined;
  }

  async function mark(
    report: PaymentReport,
    event: PaymentEvent,
    attempt: { status: 'succeeded' | 'failed' | null; error?: PaymentErrorJson },
  ): Promise<MarkResult> {
    return uow.withTransaction(async () => {
      // The order first: concurrent reports of one order queue on its row before writing anything.
      await deps.orderPayments.lockOrder(report.orderId);
      if (report.event) {
        const fresh = await payments.recordEvent({
          provider: report.actor.provider,
          eventId: report.event.id,
          type: report.event.type,
          orderId: report.orderId,
        });
        if (!fresh) return { outcome: 'duplicate_event' } as const;
      }
      const row = await attemptOf(report);
      // An attempt of another order is not this one's news: its status stays as it is.
      if (row && row.orderId === report.orderId && attempt.status && row.status !== 'succeeded') {
        await payments.update(row.id, { status: attempt.status, lastError: attempt.error ?? null }, deps.clock());
      }
      const { decision, order } = await deps.orderPayments.applyPaymentEvent(report.orderId, event, report.actor, {
        ...(report.data ?? {}),
        ...(row ? { paymentId: row.id } : {}),
        ...(report.event ? { eventId: report.event.id } : {}),
      });
      const result: MarkResult =
        decision.action === 'apply'
          ? { outcome: 'applied', paymentStatus: order.paymentStatus, flags: decision.flags }
          : { outcome: 'ignored', reason: decision.reason, paymentStatus: order.paymentStatus };
      if (report.event)
        await payments.setEventOutcome(
          report.actor.provider,
          report.event.id,
          result.outcome === 'applied' ? 'applied' : `ignored:${result.reason}`,
        );
      if (result.outcome === 'applied' && event.type === 'succeeded' && order.status === 'cancelled')
        await deps.onPaidWhileCancelled?.(report.orderId);
      const { onApplied } = deps;
      if (result.outcome === 'applied' && onApplied)
        uow.afterCommit(() => onApplied(report.actor.provider, event.type));
      return result;
    });
  }

  return {
    /** Money arrived: `amountCents` is what the provider says was charged (a mismatch is recorded and flagged). */
    markPaid: (report: PaymentReport & { amountCents: number }) =>
      mark(report, { type: 'succeeded', amountCents: cents(report.amountCents) }, { status: 'succeeded' }),
    /** An attempt failed; `error` is the provider's message, shown under the payment form. */
    markPaymentFailed: (report: PaymentReport & { error?: PaymentErrorJson }) =>
      mark(report, { type: 'failed' }, { status: 'failed', ...(report.error ? { error: report.error } : {}) }),
    /** A refund asked for by staff or Kubik whose provider's news came first (orders' claimRefund). */
    claimRefund: (...args: Parameters<OrderPaymentService['claimRefund']>) => deps.orderPayments.claimRefund(...args),
    /** The charge's refund total changed (cumulative amounts, so the order of events does not matter). */
    markRefunded: (report: PaymentReport & { paidCents: number; refundedCents: number }) =>
      mark(
        report,
        { type: 'refunded', paidCents: cents(report.paidCents), refundedCents: cents(report.refundedCents) },
        { status: null },
      ),
  };
}

export type MarkPaid = ReturnType<typeof createMarkPaid>;
