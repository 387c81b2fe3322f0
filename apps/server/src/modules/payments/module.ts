// The payments module's factory: its repository (payment attempts), the one way a payment moves
// (markPaid), Stripe's gateway and webhooks when its keys are set, the test provider otherwise, and
// the payments service, over the order ports the composition root hands it (payment-wiring.ts).
import type { StripeConfig } from '../../config.ts';
import type { Clock } from '../../core/clock.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { createMarkPaid } from './mark-paid.ts';
import { createPaymentRepository } from './repository.ts';
import { createPaymentService } from './service.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { createStripeWebhookService } from './stripe-webhook-service.ts';
import { createTestProvider } from './test-provider.ts';

type MarkPaidDeps = Parameters<typeof createMarkPaid>[0];
type PaymentServiceDeps = Parameters<typeof createPaymentService>[0];

export type PaymentsModuleDeps = {
  uow: UnitOfWork;
  clock: Clock;
  /** Stripe's keys; without them the built-in test provider stands in. */
  stripe: StripeConfig | undefined;
  bankTransfer: boolean;
  /** The order's payment state (the orders module's service). */
  orderPayments: MarkPaidDeps['orderPayments'];
  /** Orders as paying sees them (payment-wiring.ts adapts the orders module's reads). */
  orders: PaymentServiceDeps['orders'];
  documents: PaymentServiceDeps['documents'];
  mail: PaymentServiceDeps['mail'];
  publicUrl: PaymentServiceDeps['publicUrl'];
  /** Metrics: a payment started with a provider (after its commit). */
  onStarted: (provider: string) => void;
  onApplied: MarkPaidDeps['onApplied'];
  /** Money for an order cancelled meanwhile: the automatic refund's job, enqueued with the payment. */
  onPaidWhileCancelled: NonNullable<MarkPaidDeps['onPaidWhileCancelled']>;
  /** Stripe refused or did not answer; a webhook could not be used. */
  warn: (data: Record<string, unknown>, message: string) => void;
};

/** Builds the payments module. */
export function createPaymentsModule(deps: PaymentsModuleDeps) {
  const { uow, clock } = deps;
  const paymentRepository = createPaymentRepository(uow, { onStarted: deps.onStarted });
  /** markPaid / markPaymentFailed / markRefunded: the one way every provider moves an order's payment. */
  const markPaid = createMarkPaid({
    payments: paymentRepository,
    orderPayments: deps.orderPayments,
    uow,
    clock,
    onApplied: deps.onApplied,
    onPaidWhileCancelled: deps.onPaidWhileCancelled,
  });
  /** Stripe when its keys are set; null: the built-in test provider stands in. */
  const stripe = deps.stripe
    ? createStripeGateway(deps.stripe, (problem) => deps.warn(problem, 'Stripe refused or did not answer'))
    : null;
  const stripeWebhooks = createStripeWebhookService({
    payments: paymentRepository,
    markPaid,
    uow,
    clock,
    log: (message, data) => deps.warn(data, message),
  });
  const payments = createPaymentService({
    orders: deps.orders,
    payments: paymentRepository,
    markPaid,
    stripe,
    bankTransfer: deps.bankTransfer,
    documents: deps.documents,
    mail: deps.mail,
    uow,
    clock,
    publicUrl: deps.publicUrl,
  });
  /** The built-in test provider: active only while no Stripe keys are set. */
  const testProvider =
    deps.stripe === undefined
      ? createTestProvider({ payments: paymentRepository, orderPayments: deps.orderPayments, markPaid, uow, clock })
      : null;
  return { markPaid, stripe, stripeWebhooks, payments, testProvider, paymentRepository };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
