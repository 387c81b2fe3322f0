// Stripe through its official SDK, and nothing else of it: the PaymentIntent for an order (created
// or brought up to the order's amount, never a second one for the same amount) and the signature
// check of its webhooks. STRIPE_API_URL points the SDK at a Stripe-compatible API (the tests' fake
// in packages/stripe-fake); production leaves it unset and the SDK talks to api.stripe.com.
import Stripe from 'stripe';
import { stripeClientOptions } from '@kubik/stripe-fake/client';
import { AppError } from '../../core/errors.ts';
import type { StripeConfig } from '../../config.ts';

/** Stripe's default and the most we accept: an event signed longer ago than this is refused. */
export const webhookToleranceSeconds = 300;

/** The webhook events Kubik acts on; subscribe the endpoint to exactly these. */
export const handledStripeEvents = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'payment_intent.canceled',
  'charge.refunded',
] as const;

export type IntentView = { id: string; clientSecret: string; amountCents: number; status: Stripe.PaymentIntent.Status };

export type IntentRequest = {
  orderId: string;
  orderNumber: string;
  amountCents: number;
  receiptEmail: string;
  /** The intent already made for this order, if any (from the payments table). */
  existing: { id: string } | null;
};

/** How long Kubik waits for Stripe: per HTTP request (tried twice), and for one whole call. */
export const stripeTimeouts = { requestTimeoutMs: 3_500, callDeadlineMs: 8_000 };

/** Statuses in which Stripe still lets the amount change. */
const amendable: readonly Stripe.PaymentIntent.Status[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

const view = (pi: Stripe.PaymentIntent): IntentView => {
  if (!pi.client_secret) throw new Error(`PaymentIntent ${pi.id} came without a client secret`);
  return { id: pi.id, clientSecret: pi.client_secret, amountCents: pi.amount, status: pi.status };
};

export function createStripeGateway(config: StripeConfig, log: (problem: Record<string, unknown>) => void) {
  // A hung Stripe must not keep the customer waiting: each request gives up after `requestTimeoutMs`
  // and is tried once more (with the same idempotency key, so never twice at Stripe), and a whole
  // call after `callDeadlineMs` (payments' start answers within 10 s).
  const stripe = new Stripe(config.secretKey, {
    ...stripeClientOptions(config.apiUrl),
    maxNetworkRetries: 1,
    timeout: stripeTimeouts.requestTimeoutMs,
    appInfo: { name: 'Kubik' },
  });

  /**
   * A provider failure is the customer's to retry, never a 500: 502 payment_provider_error (the
   * cause logged), or 504 payment_provider_timeout when Stripe did not answer in time.
   */
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeConnectionError) {
        log({ type: error.type, message: error.message });
        throw new AppError('payment_provider_timeout');
      }
      if (error instanceof Stripe.errors.StripeError) {
        log({
          type: error.type,
          code: error.code,
          statusCode: error.statusCode,
          requestId: error.requestId,
          message: error.message,
        });
        throw new AppError('payment_provider_error');
      }
      throw error;
    }
  };

  /** The whole of `work` (several calls) within `callDeadlineMs`, else 504 payment_provider_timeout; what it started may finish later, idempotently. */
  const inTime = async <T>(work: () => Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        log({ type: 'timeout', message: `Stripe did not answer within ${stripeTimeouts.callDeadlineMs} ms` });
        reject(new AppError('payment_provider_timeout'));
      }, stripeTimeouts.callDeadlineMs);
    });
    try {
      return await Promise.race([work(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };

  async function ensureIntent(
    request: IntentRequest,
  ): Promise<{ intent: IntentView; idempotencyKey: string; created: boolean }> {
    const { orderId, amountCents } = request;
    let replaces: string | null = null;
    if (request.existing) {
      const pi = await call(() => stripe.paymentIntents.retrieve(request.existing!.id));
      if (pi.status !== 'canceled') {
        if (pi.amount === amountCents || !amendable.includes(pi.status))
          return { intent: view(pi), idempotencyKey: '', created: false };
        const key = `kubik:pi:${pi.id}:amount:${amountCents}`;
        const updated = await call(() =>
          stripe.paymentIntents.update(pi.id, { amount: amountCents }, { idempotencyKey: key }),
        );
        return { intent: view(updated), idempotencyKey: key, created: false };
      }
      replaces = pi.id;
    }
    const idempotencyKey = `kubik:order:${orderId}:amount:${amountCents}${replaces ? `:after:${replaces}` : ''}`;
    const pi = await call(() =>
      stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'eur',
          automatic_payment_methods: { enabled: true },
          metadata: { orderId, orderNumber: request.orderNumber },
          description: `Kubik ${request.orderNumber}`,
          receipt_email: request.receiptEmail,
        },
        { idempotencyKey },
      ),
    );
    return { intent: view(pi), idempotencyKey, created: true };
  }

  return {
    publishableKey: config.publishableKey,

    /**
     * The order's PaymentIntent at the order's amount. A new one is created under an idempotency
     * key made of the order and the amount, so a double click (two requests at once) gets the same
     * intent from Stripe; one already made is reused, its amount updated when the order's differs
     * (while Stripe allows), or replaced when it was cancelled.
     */
    ensureIntent: (request: IntentRequest) => inTime(() => ensureIntent(request)),

    /**
     * Refunds `amountCents` of the PaymentIntent's charge. The idempotency key makes a repeated
     * request (a double click, a retry) one refund. Answers the charge's cumulative amounts, which
     * markRefunded takes (the charge.refunded webhook carries the same: whichever comes second
     * changes nothing, and a refund whose webhook came first is claimed back: payments/service.ts).
     */
    async refund(
      paymentIntentId: string,
      amountCents: number,
      idempotencyKey: string,
    ): Promise<{ refundId: string; paidCents: number; refundedCents: number }> {
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey }),
      );
      const chargeId = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id;
      if (!chargeId) throw new Error(`refund ${refund.id} came without its charge`);
      const charge = await call(() => stripe.charges.retrieve(chargeId));
      return { refundId: refund.id, paidCents: charge.amount_captured, refundedCents: charge.amount_refunded };
    },

    /**
     * Cancels the PaymentIntent (its order was cancelled), so no payment can be made on it any more.
     * Never throws for Stripe's answer: a refusal (the intent already succeeded, or is cancelled
     * already) is logged and answered with false.
     */
    async cancelIntent(id: string): Promise<boolean> {
      try {
        await stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `kubik:pi:${id}:cancel` });
        return true;
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        log({
          paymentIntentId: id,
          action: 'cancel',
          type: error.type,
          code: error.code,
          statusCode: error.statusCode,
          requestId: error.requestId,
          message: error.message,
        });
        return false;
      }
    },

    async retrieveIntent(id: string): Promise<IntentView> {
      return view(await call(() => stripe.paymentIntents.retrieve(id)));
    },

    /** The event, when `signature` signs exactly these bytes with our secret within the tolerance; null otherwise. */
    verify(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
      if (!signature) return null;
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, webhookToleranceSeconds);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
        throw error;
      }
    },
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
