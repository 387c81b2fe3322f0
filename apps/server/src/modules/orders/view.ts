// Orders as the API answers them (packages/contract orders.ts).
import type { Address } from '@kubik/contract/accounts';
import type { Order, OrderEvent, OrderLine, OrderSummary } from '@kubik/contract/orders';
import { customerMayCancel } from '@kubik/shop/order-process';
import { awaitsPayment } from '@kubik/shop/payment-process';
import type { OrderLine as ShopLine } from '@kubik/shop/order-lines';
import type { OrderHistoryRow, OrderItemSummary, OrderLineRow, OrderRow } from './repository.ts';
import { currency } from '@kubik/design/pricing/currency';

export function totalsView(
  o: Pick<OrderRow, 'goodsCents' | 'discountCents' | 'shippingCents' | 'netCents' | 'vatCents' | 'grossCents'>,
) {
  return {
    goodsCents: o.goodsCents,
    discountCents: o.discountCents,
    shippingCents: o.shippingCents,
    netCents: o.netCents,
    vatCents: o.vatCents,
    grossCents: o.grossCents,
  };
}

export function lineView(l: OrderLineRow): OrderLine {
  return {
    kind: l.kind as OrderLine['kind'],
    ref: l.ref,
    name: l.name,
    quantity: l.quantity,
    unitNetCents: l.signedUnitNetCents,
    netCents: l.signedNetCents,
    vatRateBp: l.vatRateBp,
    vatCents: l.signedVatCents,
    grossCents: l.signedGrossCents,
    discountBp: l.discountBp,
  };
}

export function shopLineView(l: ShopLine): OrderLine {
  return {
    kind: l.kind,
    ref: l.ref,
    name: l.name,
    quantity: l.quantity,
    unitNetCents: l.unitNetCents,
    netCents: l.netCents,
    vatRateBp: l.vatRateBp,
    vatCents: l.vatCents,
    grossCents: l.grossCents,
    discountBp: l.discountBp,
  };
}

export function summaryView(o: OrderRow, itemCount: number, thumbnail: string | null): OrderSummary {
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    paymentStatus: o.paymentStatus,
    paymentMethod: o.paymentMethod,
    createdAt: o.createdAt.toISOString(),
    itemCount,
    thumbnail,
    totals: totalsView(o),
    estimate: o.shipping.estimate,
    payable: awaitsPayment(o.status, o.paymentStatus),
  };
}

const providerNames: Record<string, string> = { stripe: 'Stripe', bank: 'Bank', test: 'Test' };

function eventView(h: OrderHistoryRow, o: OrderRow, reader: 'customer' | 'staff'): OrderEvent {
  const role = h.actorRole as OrderEvent['actor']['role'];
  const name =
    role === 'customer'
      ? o.customer.name
      : role === 'provider' && h.provider
        ? (providerNames[h.provider] ?? h.provider)
        : null;
  return {
    id: String(h.id),
    at: h.at.toISOString(),
    type: h.kind as OrderEvent['type'],
    from: h.fromState,
    to: h.toState,
    actor: { role, name },
    note: h.note,
    amountCents: h.amountCents,
    ...(reader === 'staff' ? { internal: !h.public } : {}),
  };
}

export function orderView(
  o: OrderRow,
  items: OrderItemSummary[],
  lines: OrderLineRow[],
  history: OrderHistoryRow[],
  reader: 'customer' | 'staff',
): Order {
  return {
    ...summaryView(
      o,
      items.reduce((n, i) => n + i.quantity, 0),
      items[0]?.thumbnail ?? null,
    ),
    updatedAt: o.updatedAt.toISOString(),
    currency,
    customer: o.customer,
    billingAddress: o.billingAddress as Address,
    shipping: {
      method: o.shipping.method,
      address: o.shipping.address as Address | null,
      zoneId: o.shipping.zoneId,
      estimate: o.shipping.estimate,
    },
    items: items.map((i) => ({
      id: i.id,
      seq: i.seq,
      projectId: i.projectId,
      name: i.name,
      thumbnail: i.thumbnail,
      quantity: i.quantity,
      unitNetCents: i.unitNetCents,
    })),
    lines: lines.map(lineView),
    payment: { paidCents: o.paidCents, refundedCents: o.refundedCents },
    history: history.map((h) => eventView(h, o, reader)),
    cancellable:
      reader === 'customer'
        ? customerMayCancel(o.status)
        : o.status !== 'cancelled' && o.status !== 'shipped' && o.status !== 'delivered',
    offerId: o.offerId,
    catalogueVersion: o.catalogueVersion,
    tracking: o.tracking ?? null,
  };
}
