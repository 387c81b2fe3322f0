// The built-in test provider, active only while no Stripe keys are set, so a fresh install can
// complete an order offline (the UI says plainly that it is a test). It is a real provider to the
// rest of the shop: each run is a payment attempt of the order's own amount (the server's, never
// the browser's), and its outcome goes through markPaid / markPaymentFailed like a Stripe webhook.
import { randomUUID } from 'node:crypto';
import type { Locale } from '@kubik/contract/locale';
import type { PaymentState, TestPaymentRequest } from '@kubik/contract/payments';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { OrderPaymentService } from '../orders/payment-service.ts';
import type { MarkPaid } from './mark-paid.ts';
import { paymentStateOf } from './payment-state.ts';
import type { PaymentRepository } from './repository.ts';

const declined: Record<Locale, string> = {
  sl: 'Testno plačilo je bilo zavrnjeno (tako ste izbrali). Poskusite znova.',
  en: 'The test payment was declined (as you chose). Try again.',
  es: 'El pago de prueba fue rechazado (así lo eligió). Inténtelo de nuevo.',
};

export function createTestProvider(deps: {
  payments: PaymentRepository;
  orderPayments: OrderPaymentService;
  markPaid: MarkPaid;
  uow: UnitOfWork;
  clock: Clock;
}) {
  return {
    async complete(
      orderId: string,
      userId: string,
      request: TestPaymentRequest,
      locale: Locale,
    ): Promise<PaymentState> {
      const order = await deps.orderPayments.owned(orderId, userId);
      if (order.paymentMethod === 'bank_transfer') throw new AppError('payment_method_unavailable');
      if (order.status === 'cancelled') throw new AppError('illegal_transition');
      await deps.uow.withTransaction(async () => {
        const attempt = await deps.payments.insert({
          orderId: order.id,
          provider: 'test',
          providerRef: `test_${randomUUID()}`,
          amountCents: order.grossCents,
          currency: order.currency,
          idempotencyKey: `order:${order.id}:${order.grossCents}:${randomUUID()}`,
        });
        const report = {
          orderId: order.id,
          actor: { role: 'provider', provider: 'test' } as const,
          paymentId: attempt.id,
        };
        if (request.outcome === 'succeeded')
          await deps.markPaid.markPaid({ ...report, amountCents: attempt.amountCents });
        else
          await deps.markPaid.markPaymentFailed({
            ...report,
            error: { code: 'test_declined', message: declined[locale] },
          });
      });
      return paymentStateOf((await deps.orderPayments.find(order.id))!, deps.payments);
    },
  };
}

export type TestProvider = ReturnType<typeof createTestProvider>;
