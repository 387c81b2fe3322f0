// Part of the composition root (services.ts): how the payments and order-documents modules see an
// order. Each states what it needs of one (PayableOrders, OrderSource); these adapters read the
// orders module's rows, so neither module reaches into another's tables.
import type { FastifyBaseLogger } from 'fastify';
import { isLocale, defaultLocale, type Locale } from '@kubik/contract/locale';
import type { DocumentLine } from '@kubik/documents/order-pdf';
import type { OrderForDocuments, OrderSource } from './modules/order-documents/service.ts';
import type { OrderPaymentService } from './modules/orders/payment-service.ts';
import type { OrderReads, OrderRow } from './modules/orders/module.ts';
import type { PaymentService, PayableOrder, PayableOrders } from './modules/payments/service.ts';
import { formatMoney } from '@kubik/documents/order-labels';
import type { PublicUrl } from './core/public-url.ts';
import type { AuditLog } from './modules/admin/module.ts';
import type { MailService } from './modules/mail/service.ts';
import { cancelledOrderRefundedMail } from './modules/payments/mails.ts';
import { pageUrl } from '@kubik/contract/pages';

const localeOf = (order: OrderRow): Locale => (isLocale(order.locale) ? order.locale : defaultLocale);

function payable(order: OrderRow): PayableOrder {
  return {
    id: order.id,
    userId: order.userId,
    number: order.number,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    grossCents: order.grossCents,
    paidCents: order.paidCents,
    refundedCents: order.refundedCents,
    locale: localeOf(order),
    customer: { name: order.customer.name, email: order.customer.email },
  };
}

/** Switching the method goes through the orders module (order locked, kept in the history as the customer's). */
export function payableOrders(
  orders: OrderReads,
  orderPayments: Pick<OrderPaymentService, 'setPaymentMethod'>,
): PayableOrders {
  return {
    find: async (orderId) => {
      const order = await orders.find(orderId);
      return order && payable(order);
    },
    lock: async (orderId) => {
      const order = await orders.lock(orderId);
      return order && payable(order);
    },
    setPaymentMethod: async (orderId, method, userId) => {
      await orderPayments.setPaymentMethod(orderId, method, { role: 'customer', userId });
    },
  };
}

/** The job that closes a cancelled order's open card payments (enqueued with the cancel). */
export const closeCancelledPaymentsQueue = 'payments.close-cancelled';

/**
 * The job's handler: cancels the order's card payments still open at Stripe, so none can be paid
 * any more. It runs after the cancel has committed, on any server, and again after a crash or a
 * failure to reach Stripe (the queue retries; cancelling twice is harmless: Stripe's idempotency
 * key, and an intent already closed is skipped). An intent Stripe refuses to cancel (paid in the
 * moment before) is logged for staff: its webhook records the payment and staff refund it.
 */
export function closeCancelledOrderPayments(
  payments: Pick<PaymentService, 'cancelOpenIntents'>,
  log: FastifyBaseLogger,
) {
  return async ({ orderId }: { orderId: string }): Promise<void> => {
    const { refused } = await payments.cancelOpenIntents(orderId);
    if (refused.length > 0)
      log.warn(
        { orderId, paymentIntentIds: refused },
        'order cancelled, but Stripe would not cancel its PaymentIntent (paid already?): staff to check and refund',
      );
  };
}

/** The job that refunds a payment which arrived for an order cancelled meanwhile (enqueued with the payment). */
export const refundCancelledOrderQueue = 'payments.refund-cancelled';

const autoRefundReason =
  'Samodejno vračilo: plačilo je prispelo po preklicu naročila / automatic refund: paid after the order was cancelled';

/**
 * The job's handler: the whole payment back through the refund path staff use (payments' refund),
 * by Kubik itself, with an audit row (no person: actor empty, `automatic` in its after) and a mail
 * to staff (STAFF_EMAIL, else every admin) in the refund's transaction. Retried until Stripe answers;
 * the audit row, asked under the order's lock, makes a second run do nothing.
 */
export function refundCancelledOrder(deps: {
  payments: Pick<PaymentService, 'refundCancelled'>;
  audit: Pick<AuditLog, 'byKey' | 'add'>;
  staff: () => Promise<{ email: string; locale: Locale }[]>;
  mail: Pick<MailService, 'send'>;
  orders: Pick<OrderReads, 'find'>;
  publicUrl: PublicUrl;
  log: FastifyBaseLogger;
}) {
  return async ({ orderId }: { orderId: string }): Promise<void> => {
    const refunded = await deps.payments.refundCancelled(orderId, autoRefundReason, {
      done: async (key) => (await deps.audit.byKey('order', orderId, 'refund', key)) !== undefined,
      record: async (key, after) => {
        const order = (await deps.orders.find(orderId))!;
        const amountCents = after.refundedCents;
        await deps.audit.add({
          actorId: null,
          actorEmail: null,
          entity: 'order',
          entityId: orderId,
          action: 'refund',
          before: { status: order.status, paidCents: after.paidCents },
          after: {
            paymentStatus: after.paymentStatus,
            refundedCents: after.refundedCents,
            reason: autoRefundReason,
            automatic: true,
            idempotencyKey: key,
          },
        });
        for (const member of await deps.staff()) {
          await deps.mail.send(
            member.email,
            cancelledOrderRefundedMail(
              {
                number: order.number,
                amount: formatMoney(amountCents, member.locale),
                link: pageUrl(deps.publicUrl(), 'adminOrder', { orderId }),
              },
              member.locale,
            ),
          );
        }
      },
    });
    if (refunded)
      deps.log.warn({ orderId }, 'a payment arrived for a cancelled order: refunded automatically, staff told');
  };
}

export function orderDocumentSource(orders: OrderReads): OrderSource {
  return {
    async find(orderId): Promise<OrderForDocuments | undefined> {
      const order = await orders.find(orderId);
      if (!order) return undefined;
      const lines = await orders.lines(orderId);
      const { customer } = order;
      return {
        id: order.id,
        userId: order.userId,
        number: order.number,
        locale: localeOf(order),
        createdAt: order.createdAt,
        catalogueVersion: order.catalogueVersion,
        customer: {
          name: customer.name,
          email: customer.email,
          ...(customer.phone ? { phone: customer.phone } : {}),
          ...(customer.company ? { company: customer.company } : {}),
        },
        billingAddress: order.billingAddress,
        shipping: { method: order.shipping.method, address: order.shipping.address, estimate: order.shipping.estimate },
        lines: lines.map((l): DocumentLine => ({
          kind: l.kind as DocumentLine['kind'],
          name: l.name,
          ref: l.ref,
          quantity: l.quantity,
          unitNetCents: l.signedUnitNetCents,
          netCents: l.signedNetCents,
          vatRateBp: l.vatRateBp,
          vatCents: l.signedVatCents,
          grossCents: l.signedGrossCents,
          discountBp: l.discountBp,
        })),
        totals: {
          goodsCents: order.goodsCents,
          discountCents: order.discountCents,
          shippingCents: order.shippingCents,
          netCents: order.netCents,
          vatCents: order.vatCents,
          grossCents: order.grossCents,
        },
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentStatus,
      };
    },
    async idOfNumber(number) {
      return (await orders.findByNumber(number))?.id;
    },
    async items(orderId) {
      return (await orders.itemsWithDesigns(orderId)).map((i) => ({
        seq: i.seq,
        name: i.name,
        quantity: i.quantity,
        design: i.design,
      }));
    },
  };
}
