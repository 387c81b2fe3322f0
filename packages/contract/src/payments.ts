// Payments (issue 12 §4; staff's calls of issue 13 §2). The amount is always the order's gross as
// the server froze it; the browser never sends one. Routes:
//   GET  /api/payments/config                      → paymentConfig (which providers are active)
//   POST /api/orders/{id}/payment                  startPaymentRequest → startPaymentAnswer
//   GET  /api/orders/{id}/payment                  → paymentState (the return page polls it)
//   POST /api/payments/stripe/webhook              Stripe's signed events (raw body; not a JSON schema)
//   POST /api/payments/test/{orderId}/complete     testPaymentRequest → paymentState (only while the test provider is active)
//   POST /api/admin/orders/{id}/payments           recordBankPaymentRequest → paymentState (staff)
//   POST /api/admin/orders/{id}/refunds            refundRequest → paymentState (staff)
import { z } from 'zod';
import { orderStatuses, paymentMethods, paymentStatuses } from './orders.ts';
import { currency } from '@kubik/design/pricing/currency';

const money = z.number().int();

export const stripeWebhookPath = '/api/payments/stripe/webhook';

/**
 * Card payments go through Stripe when its keys are set, and through the built-in test provider
 * (which the UI must call a test) when they are not. Bank transfer is for company accounts.
 */
export const paymentConfig = z.object({
  card: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
    z.object({ provider: z.literal('test') }),
  ]),
  /** Whether the signed-in user may pay by bank transfer (company accounts, when the shop offers it). */
  bankTransfer: z.boolean(),
  /** Whether this shop offers bank transfer with a proforma to company accounts at all (BANK_IBAN and BANK_BIC set): what the company sign-up may promise. */
  bankTransferOffered: z.boolean(),
});
export type PaymentConfig = z.infer<typeof paymentConfig>;

/** Start (or retry) paying an order; `method` switches how, e.g. after a declined card. */
export const startPaymentRequest = z.object({ method: z.enum(paymentMethods).optional() });
export type StartPaymentRequest = z.infer<typeof startPaymentRequest>;

const due = { orderId: z.string(), amountCents: money, currency: z.literal(currency) };

export const startPaymentAnswer = z.discriminatedUnion('provider', [
  /** Mount the Payment Element with `clientSecret`; the order is paid only when Stripe's webhook says so. */
  z.object({
    provider: z.literal('stripe'),
    ...due,
    paymentIntentId: z.string(),
    clientSecret: z.string(),
    publishableKey: z.string(),
    returnUrl: z.string(),
  }),
  /** Transfer details; the order is paid when staff record the payment. */
  z.object({
    provider: z.literal('bank'),
    ...due,
    beneficiary: z.string(),
    iban: z.string(),
    bic: z.string(),
    /** "SI00 2026-00042" */
    reference: z.string(),
    proformaUrl: z.string(),
  }),
  /** The built-in test provider: POST `{outcome}` to `completeUrl`. */
  z.object({ provider: z.literal('test'), ...due, completeUrl: z.string() }),
]);
export type StartPaymentAnswer = z.infer<typeof startPaymentAnswer>;

export const testPaymentOutcomes = ['succeeded', 'failed'] as const;
export const testPaymentRequest = z.object({ outcome: z.enum(testPaymentOutcomes) });
export type TestPaymentRequest = z.infer<typeof testPaymentRequest>;

export const paymentState = z.object({
  orderId: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.enum(paymentMethods),
  amountCents: money,
  paidCents: money,
  refundedCents: money,
  /** The provider's message for the last failed attempt, shown under the payment form. */
  lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type PaymentState = z.infer<typeof paymentState>;

export const recordBankPaymentRequest = z.object({
  amountCents: money.min(1),
  /** The day the money arrived, "2026-03-12". */
  receivedOn: z.iso.date(),
  reference: z.string().trim().max(100).optional(),
});
export type RecordBankPaymentRequest = z.infer<typeof recordBankPaymentRequest>;

/** Refund part of a payment or all of it; never more than paid − refunded (409 `refund_exceeds_paid`). */
export const refundRequest = z.object({ amountCents: money.min(1), reason: z.string().trim().min(1).max(500) });
export type RefundRequest = z.infer<typeof refundRequest>;
