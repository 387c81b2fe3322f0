// Stripe's webhook events, once verified (stripe-webhook-routes.ts checks the signature on the raw
// body first): each is turned into the shop's news and handed to markPaid, which records the
// event's id in the same transaction as the change, so a replay changes nothing. The order is
// found by the PaymentIntent's metadata (set when Kubik created it) or, failing that, by the
// payment attempt holding the intent's id. What cannot be handled throws, so the route answers 5xx
// and Stripe retries; what is not Kubik's (another system's intent) is acknowledged and logged.
import type Stripe from 'stripe';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { MarkPaid, MarkResult } from './mark-paid.ts';
import type { PaymentRepository } from './repository.ts';

export type WebhookOutcome = MarkResult['outcome'] | 'not_ours' | 'attempt_updated' | 'ignored_type';

const provider = { role: 'provider', provider: 'stripe' } as const;

export function createStripeWebhookService(deps: {
  payments: PaymentRepository;
  markPaid: MarkPaid;
  uow: UnitOfWork;
  clock: Clock;
  log: (message: string, data: Record<string, unknown>) => void;
}) {
  const { payments } = deps;

  /** The order an intent pays for: Kubik's own metadata, else the attempt that holds it; null when it is not Kubik's. */
  async function orderOf(
    paymentIntentId: string,
    metadata: Stripe.Metadata | null | undefined,
  ): Promise<string | null> {
    const attempt = await payments.findByProviderRef('stripe', paymentIntentId);
    if (attempt) return attempt.orderId;
    const fromMetadata = metadata?.orderId;
    return typeof fromMetadata === 'string' && /^[0-9a-f-]{36}$/i.test(fromMetadata) ? fromMetadata : null;
  }

  /** A change of the attempt alone (3-D Secure asked, intent cancelled), deduplicated the same way; only for an attempt Kubik holds. */
  async function attemptOnly(
    event: Stripe.Event,
    pi: Stripe.PaymentIntent,
    status: 'requires_action' | 'canceled',
  ): Promise<WebhookOutcome> {
    return deps.uow.withTransaction(async () => {
      const attempt = await payments.findByProviderRef('stripe', pi.id);
      if (!attempt) return notOurs(event, pi.id);
      if (
        !(await payments.recordEvent({
          provider: 'stripe',
          eventId: event.id,
          type: event.type,
          orderId: attempt.orderId,
        }))
      )
        return 'duplicate_event';
      // Never back from a success: a late requires_action or cancel is old news.
      if (attempt.status !== 'succeeded') await payments.update(attempt.id, { status }, deps.clock());
      await payments.setEventOutcome('stripe', event.id, 'attempt_updated');
      return 'attempt_updated';
    });
  }

  function notOurs(event: Stripe.Event, ref: string): WebhookOutcome {
    deps.log("a Stripe event for no order of Kubik's: acknowledged, nothing done", {
      eventId: event.id,
      type: event.type,
      ref,
    });
    return 'not_ours';
  }

  /** markPaid's outcome; an order named in metadata that does not exist here is not ours. */
  async function report(event: Stripe.Event, ref: string, work: () => Promise<MarkResult>): Promise<WebhookOutcome> {
    try {
      return (await work()).outcome;
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return notOurs(event, ref);
      throw error;
    }
  }

  return {
    async handle(event: Stripe.Event): Promise<WebhookOutcome> {
      const news = { event: { id: event.id, type: event.type } };
      switch (event.type) {
        case 'payment_intent.succeeded': {
          const pi = event.data.object;
          const orderId = await orderOf(pi.id, pi.metadata);
          if (!orderId) return notOurs(event, pi.id);
          // What Stripe says it received is what was paid; markPaid flags a mismatch with the order.
          return report(event, pi.id, () =>
            deps.markPaid.markPaid({
              orderId,
              actor: provider,
              providerRef: pi.id,
              amountCents: pi.amount_received,
              ...news,
            }),
          );
        }
        case 'payment_intent.payment_failed': {
          const pi = event.data.object;
          const orderId = await orderOf(pi.id, pi.metadata);
          if (!orderId) return notOurs(event, pi.id);
          const failure = pi.last_payment_error;
          const error = {
            code: failure?.decline_code ?? failure?.code ?? 'payment_failed',
            message: failure?.message ?? '',
          };
          return report(event, pi.id, () =>
            deps.markPaid.markPaymentFailed({ orderId, actor: provider, providerRef: pi.id, error, ...news }),
          );
        }
        case 'payment_intent.requires_action':
        case 'payment_intent.canceled':
          return attemptOnly(
            event,
            event.data.object,
            event.type === 'payment_intent.canceled' ? 'canceled' : 'requires_action',
          );
        case 'charge.refunded': {
          const charge = event.data.object;
          const pi = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
          const orderId = pi ? await orderOf(pi, charge.metadata) : null;
          if (!pi || !orderId) return notOurs(event, charge.id);
          // Cumulative amounts: the order of refund events does not matter.
          return report(event, charge.id, () =>
            deps.markPaid.markRefunded({
              orderId,
              actor: provider,
              providerRef: pi,
              paidCents: charge.amount_captured,
              refundedCents: charge.amount_refunded,
              ...news,
            }),
          );
        }
        default:
          return 'ignored_type';
      }
    },
  };
}

export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
