// Checkout and orders (issue 12 §3, §5; the admin's calls of issue 13 §2). The browser sends who,
// where and how to pay — never an amount: the server prices the cart under a lock, freezes it into
// lines and answers with the order. Routes:
//   POST /api/checkout/preview       checkoutPreviewRequest → checkoutPreview (the summary step; `offerId`: an accepted offer's, owner only)
//   GET  /api/checkout/shipping      checkoutShippingQuery → shippingOptions (an accepted offer's shipping step; the cart's is /api/cart/shipping)
//   GET  /api/checkout/addresses     → checkoutAddresses (what checkout prefills from the last order; the countries delivered to)
//   POST /api/orders                 createOrderRequest + `Idempotency-Key` → 201 order (the same key again: the same order)
//   GET  /api/orders                 orderListQuery → orderPage (own orders)
//   GET  /api/orders/{id}            → order, with its history
//   GET  /api/orders/{id}/items/{seq} → orderItemDesign (an ordered item's frozen design, read-only)
//   POST /api/orders/{id}/cancel     cancelOrderRequest → order (the customer, while submitted)
//   POST /api/orders/{id}/reorder    → 201 cart ("order again": the designs as ordered, priced now)
//   POST /api/admin/orders/{id}/transitions   orderTransitionRequest → order (staff, partners as granted)
// State names: order-states.ts, which the shop's processes and the orders table take too.
import { z } from 'zod';
import { address, vatId } from './accounts.ts';
import { email } from './auth.ts';
import { deliveryEstimate, shippingMethods, shippingOptionsQuery } from './cart.ts';
import { errorBody } from './errors.ts';
import { listQuery } from './projects.ts';
import { orderStatuses, paymentMethods, paymentStatuses } from './order-states.ts';
import { currency } from '@kubik/design/pricing/currency';

const money = z.number().int();
const bp = z.number().int().min(0).max(10_000);
const text = (max: number) => z.string().trim().min(1).max(max);

export {
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from './order-states.ts';

/** `POST /api/orders` requires it: a client-made key (a UUID per "place order"), 8–255 visible ASCII characters. */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKey = z
  .string()
  .min(8)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, { message: 'invalid_idempotency_key' });

/** Customer info, prefilled from the account; company accounts add the company and its VAT id. */
export const checkoutCustomer = z.object({
  name: text(120),
  email,
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()/-]{6,24}$/, { message: 'invalid_phone' })
    .optional(),
  company: z.object({ companyName: text(200), vatId }).optional(),
});
export type CheckoutCustomer = z.infer<typeof checkoutCustomer>;

export const shippingChoice = z.discriminatedUnion('method', [
  z.object({ method: z.literal('pickup') }),
  z.object({ method: z.literal('delivery'), address }),
]);
export type ShippingChoice = z.infer<typeof shippingChoice>;

export const checkoutPreviewRequest = z.object({
  shipping: shippingChoice,
  /** Check out an accepted offer (issue 14) at its prices instead of the cart. */
  offerId: z.string().uuid().optional(),
});
export type CheckoutPreviewRequest = z.infer<typeof checkoutPreviewRequest>;
/** The shipping step's choices for an accepted offer's items. */
export const checkoutShippingQuery = shippingOptionsQuery.extend({ offerId: z.string().uuid() });
export type CheckoutShippingQuery = z.infer<typeof checkoutShippingQuery>;

/**
 * What checkout remembers beyond the account (whose own addresses are the account's): the customer's
 * latest order's phone, billing address and delivery address (null: picked up), and the countries
 * the shop delivers to (its shipping zones'), which the country lists put first.
 */
export const checkoutAddresses = z.object({
  lastOrder: z
    .object({ phone: z.string().nullable(), billingAddress: address, deliveryAddress: address.nullable() })
    .nullable(),
  deliveryCountries: z.array(z.string()),
});
export type CheckoutAddresses = z.infer<typeof checkoutAddresses>;

export const createOrderRequest = checkoutPreviewRequest.extend({
  customer: checkoutCustomer,
  billingAddress: address,
  paymentMethod: z.enum(paymentMethods),
  note: z.string().trim().max(1000).optional(),
  termsAccepted: z.literal(true, { message: 'terms_required' }),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

/** installation, custom: an accepted offer's own lines (named by `name`); an offer's delivery is a shipping line with ref "offer". */
export const orderLineKinds = ['item', 'partner_discount', 'shipping', 'installation', 'custom'] as const;

/** A frozen price line: VAT is rounded per line and the totals are the sums of the lines. */
export const orderLine = z.object({
  kind: z.enum(orderLineKinds),
  /** item: the order item's id; shipping: the zone id, "pickup" or "offer"; discount, installation, custom: null. */
  ref: z.string().nullable(),
  /** The item's name, an offer line's description; null for discount and shipping lines (named by the UI in the reader's language). */
  name: z.string().nullable(),
  quantity: z.number().int(),
  unitNetCents: money,
  netCents: money,
  vatRateBp: bp,
  vatCents: money,
  grossCents: money,
  discountBp: bp.nullable(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderTotals = z.object({
  goodsCents: money,
  /** The partner discount as a positive amount. */
  discountCents: money,
  shippingCents: money,
  netCents: money,
  vatCents: money,
  grossCents: money,
});
export type OrderTotals = z.infer<typeof orderTotals>;

export const orderShipping = z.object({
  method: z.enum(shippingMethods),
  address: address.nullable(),
  zoneId: z.string().nullable(),
  estimate: deliveryEstimate,
});

/** The summary step: what the order will be, priced by the server, before it is placed. */
export const checkoutPreview = z.object({
  lines: z.array(orderLine),
  totals: orderTotals,
  shipping: orderShipping,
  currency: z.literal(currency),
});
export type CheckoutPreview = z.infer<typeof checkoutPreview>;

export const orderItem = z.object({
  id: z.string(),
  /** Its position in the order, 1-based: /configurator/order/{orderId}/{seq} opens its frozen design. */
  seq: z.number().int().min(1),
  projectId: z.string().nullable(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  quantity: z.number().int(),
  unitNetCents: money,
});
export type OrderItem = z.infer<typeof orderItem>;

export const historyActorRoles = ['customer', 'partner', 'staff', 'provider', 'system'] as const;

/** One row of the order's timeline: who, when, from and to. */
export const orderEvent = z.object({
  id: z.string(),
  at: z.string(),
  type: z.enum(['status', 'payment', 'refund', 'note']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: z.object({ role: z.enum(historyActorRoles), name: z.string().nullable() }),
  /** A note the customer may read (staff's internal notes are not sent to customers). */
  note: z.string().nullable(),
  amountCents: money.nullable(),
  /** Staff's view only: true for an internal note (never sent to the customer). */
  internal: z.boolean().optional(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const orderSummary = z.object({
  id: z.string(),
  /** "K-2026-00042" */
  number: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.enum(paymentMethods),
  createdAt: z.string(),
  itemCount: z.number().int(),
  thumbnail: z.string().nullable(),
  totals: orderTotals,
  estimate: deliveryEstimate.nullable(),
  /** The customer still owes its money (not cancelled; payment pending or failed): "Pay now" leads to /shopping-cart/check-out?order={id}. */
  payable: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/**
 * The customer as frozen on an order: shown as it was given, not checked again (a VAT id that today's
 * check refuses must not make the order unreadable for its customer and for staff).
 */
export const orderCustomer = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  company: z.object({ companyName: z.string(), vatId: z.string() }).optional(),
});

export const order = orderSummary.extend({
  updatedAt: z.string(),
  currency: z.literal(currency),
  customer: orderCustomer,
  billingAddress: address,
  shipping: orderShipping,
  items: z.array(orderItem),
  lines: z.array(orderLine),
  payment: z.object({ paidCents: money, refundedCents: money }),
  history: z.array(orderEvent),
  /** Whether the signed-in reader may cancel it now. */
  cancellable: z.boolean(),
  offerId: z.string().nullable(),
  catalogueVersion: z.number().int(),
  /** Given when the order was shipped to the customer (null for pickup and before shipping). */
  tracking: z.object({ carrier: z.string(), number: z.string().nullable(), url: z.string().nullable() }).nullable(),
});
export type Order = z.infer<typeof order>;

/** An ordered item's design as it was frozen at submit: /configurator/order/{orderId}/{seq} shows it read-only. */
export const orderItemDesign = z.object({
  orderId: z.string(),
  seq: z.number().int().min(1),
  name: z.string(),
  thumbnail: z.string().nullable(),
  projectId: z.string().nullable(),
  design: z.json(),
});
export type OrderItemDesign = z.infer<typeof orderItemDesign>;

export const orderListQuery = z.object({
  page: listQuery.shape.page,
  perPage: listQuery.shape.perPage,
  status: z.enum(orderStatuses).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderPage = z.object({
  items: z.array(orderSummary),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPage>;

export const cancelOrderRequest = z.object({ reason: z.string().trim().max(500).optional() });

/**
 * How the customer follows a delivery: the carrier, and its tracking number or a tracking link (an
 * https URL), or both. Given when an order to be delivered is shipped.
 */
export const orderTracking = z
  .object({
    carrier: text(80),
    /** The carrier's consignment number: letters, digits, spaces and dashes, 4–40 characters. */
    number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/, { message: 'invalid_tracking_number' })
      .optional(),
    url: z
      .string()
      .trim()
      .max(500)
      .url({ message: 'invalid_tracking_url' })
      .refine((v) => v.startsWith('https://'), { message: 'invalid_tracking_url' })
      .optional(),
  })
  .refine((t) => t.number !== undefined || t.url !== undefined, {
    message: 'tracking_number_or_url',
    path: ['number'],
  });
export type OrderTracking = z.infer<typeof orderTracking>;

/** Staff (and partners, for the moves an admin granted) move an order through its table. */
export const orderTransitionRequest = z.object({
  to: z.enum(orderStatuses),
  /** The state the caller saw: when the order is no longer in it (someone moved it first), 409 illegal_transition and nothing changes. */
  from: z.enum(orderStatuses).optional(),
  note: z.string().trim().max(1000).optional(),
  /** Required to ship an order that is delivered (400 tracking_required without it); not for pickup. */
  tracking: orderTracking.optional(),
});
export type OrderTransitionRequest = z.infer<typeof orderTransitionRequest>;

export const priceChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('item'), itemId: z.string(), beforeUnitNetCents: money, afterUnitNetCents: money }),
  z.object({ kind: z.literal('item_unavailable'), itemId: z.string() }),
  z.object({ kind: z.literal('discount'), beforeBp: bp, afterBp: bp }),
  z.object({ kind: z.literal('shipping'), beforeCents: money, afterCents: money }),
]);
export type PriceChange = z.infer<typeof priceChange>;

/** 409 `prices_changed` at submit: something got dearer; the new prices, so the customer can look and submit again. */
export const pricesChangedError = z.object({
  error: errorBody.shape.error.extend({
    code: z.literal('prices_changed'),
    changes: z.array(priceChange),
    preview: checkoutPreview,
  }),
});
export type PricesChangedError = z.infer<typeof pricesChangedError>;
