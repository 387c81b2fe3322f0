// What the payment form and the return page show of an order's payment (contract `paymentState`):
// the order's states, the amount due (the order's gross, as frozen), and the last failed attempt's
// message from the provider.
import type { PaymentState } from '@kubik/contract/payments';
import type { OrderRow } from '../orders/payment-service.ts';
import type { PaymentRepository } from './repository.ts';

/** Only what the state shows of an order (the orders module's row, or the payments service's view of it). */
export type PaymentStateOrder = Pick<
  OrderRow,
  'id' | 'status' | 'paymentStatus' | 'paymentMethod' | 'grossCents' | 'paidCents' | 'refundedCents'
>;

export async function paymentStateOf(
  order: PaymentStateOrder,
  payments: Pick<PaymentRepository, 'ofOrder'>,
): Promise<PaymentState> {
  const [last] = await payments.ofOrder(order.id);
  return {
    orderId: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    amountCents: order.grossCents,
    paidCents: order.paidCents,
    refundedCents: order.refundedCents,
    lastError: last?.status === 'failed' && last.lastError ? last.lastError : null,
  };
}
