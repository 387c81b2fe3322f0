// The orders module's tables: orders with their frozen items, price lines and history, and the
// per-year counters behind human-facing numbers (K-2026-00042). Payments (attempts, provider
// events) are the payments module's, but their state on the order (payment_status, paid, refunded)
// lives here, changed only through the payment transition table (orders/payment-service.ts).
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, inList } from '../../db/columns.ts';
import { basisPoints, cents, currency, moneyChecks } from '../../db/money.ts';
import { users, type AddressJson } from '../users/schema.ts';
import { orderStatuses, paymentMethods, paymentStatuses } from '@kubik/contract/order-states';

export type OrderCustomerJson = {
  name: string;
  email: string;
  phone?: string;
  company?: { companyName: string; vatId: string };
};
export type OrderShippingJson = {
  method: 'pickup' | 'delivery';
  address: AddressJson | null;
  zoneId: string | null;
  chargeableGrams: number;
  estimate: { earliest: string; latest: string; weeks: { from: string; to: string } };
};
/** How the customer follows a shipped delivery: the carrier and its tracking number, link or both. */
export type OrderTrackingJson = { carrier: string; number: string | null; url: string | null };
export type OrderBomJson = {
  cubeCount: number;
  panelCount: number;
  hardwareCount: number;
  areaM2: number;
  weightKg: number;
  boardVolumeM3: number;
};

// The table's checks name the states of @kubik/contract/order-states, as the shop's processes and
// the API do (drizzle-kit resolves the import when it reads this file).
export const orderStatusList = orderStatuses;
export const paymentStatusList = paymentStatuses;
export const paymentMethodList = paymentMethods;

/** Last number handed out per (scope, year): `INSERT … ON CONFLICT DO UPDATE SET last = last + 1 RETURNING last`. */
export const numberCounters = pgTable(
  'number_counters',
  {
    scope: text('scope').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.year] })],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** K-2026-00042 */
    number: text('number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    /** The client's Idempotency-Key of "place order", unique per user, and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    customer: jsonb('customer').notNull().$type<OrderCustomerJson>(),
    billingAddress: jsonb('billing_address').notNull().$type<AddressJson>(),
    shipping: jsonb('shipping').notNull().$type<OrderShippingJson>(),
    /** The customer's language when ordering: the order's mails and documents are in it. */
    locale: text('locale').notNull(),
    note: text('note'),
    offerId: uuid('offer_id'),
    /** Set when a delivery is shipped; null for pickup and before shipping. */
    tracking: jsonb('tracking').$type<OrderTrackingJson>(),
    catalogueVersion: integer('catalogue_version').notNull(),
    goodsCents: cents('goods_cents'),
    discountCents: cents('discount_cents'),
    shippingCents: cents('shipping_cents'),
    netCents: cents('net_cents'),
    vatCents: cents('vat_cents'),
    grossCents: cents('gross_cents'),
    paidCents: cents('paid_cents').default(0),
    refundedCents: cents('refunded_cents').default(0),
    currency: currency(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    // The admin list (migration 0010_admin_search): its default order, and trigram indexes for its
    // substring search on the number and the customer's name, e-mail and company.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_number_trgm_idx')
      .using('gin', sql`${t.number} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('orders_customer_name_trgm_idx')
      .using('gin', sql`(${t.customer} ->> 'name') gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('orders_customer_email_trgm_idx')
      .using('gin', sql`(${t.customer} ->> 'email') gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('orders_customer_company_trgm_idx')
      .using('gin', sql`((${t.customer} -> 'company') ->> 'companyName') gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('orders_status_known', sql`${t.status} in (${inList(orderStatusList)})`),
    check('orders_payment_status_known', sql`${t.paymentStatus} in (${inList(paymentStatusList)})`),
    check('orders_payment_method_known', sql`${t.paymentMethod} in (${inList(paymentMethodList)})`),
    check('orders_refunded_within_paid', sql`${t.refundedCents} <= ${t.paidCents}`),
    ...moneyChecks('orders', {
      cents: [
        t.goodsCents,
        t.discountCents,
        t.shippingCents,
        t.netCents,
        t.vatCents,
        t.grossCents,
        t.paidCents,
        t.refundedCents,
      ],
      currency: t.currency,
    }),
  ],
);

/** An ordered design, frozen: its design JSON, parts (BOM) and price as they were at submit. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1-based position: /configurator/order/{orderId}/{seq}. */
    seq: integer('seq').notNull(),
    /** The project it came from; no foreign key: the project may be deleted, the order stays. */
    projectId: uuid('project_id'),
    name: text('name').notNull(),
    thumbnail: text('thumbnail'),
    design: jsonb('design').notNull(),
    /** The BOM at submit: parts, hardware and totals (the workshop's cut list and CNC come from the design). */
    parts: jsonb('parts').notNull(),
    bom: jsonb('bom').notNull().$type<OrderBomJson>(),
    quantity: integer('quantity').notNull(),
    unitNetCents: cents('unit_net_cents'),
    vatRateBp: basisPoints('vat_rate_bp'),
    currency: currency(),
  },
  (t) => [
    uniqueIndex('order_items_order_seq').on(t.orderId, t.seq),
    check('order_items_quantity_range', sql`${t.quantity} between 1 and 99`),
    ...moneyChecks('order_items', { cents: [t.unitNetCents], currency: t.currency, basisPoints: [t.vatRateBp] }),
  ],
);

/**
 * The order's price lines as @kubik/shop order-lines froze them: items, the partner discount
 * (negative: `signed_*` columns), shipping. The order's totals are their sums.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    ref: text('ref'),
    name: text('name'),
    quantity: integer('quantity').notNull(),
    signedUnitNetCents: bigint('signed_unit_net_cents', { mode: 'number' }).notNull(),
    signedNetCents: bigint('signed_net_cents', { mode: 'number' }).notNull(),
    vatRateBp: basisPoints('vat_rate_bp'),
    signedVatCents: bigint('signed_vat_cents', { mode: 'number' }).notNull(),
    signedGrossCents: bigint('signed_gross_cents', { mode: 'number' }).notNull(),
    discountBp: integer('discount_bp'),
    currency: currency(),
  },
  (t) => [
    uniqueIndex('order_lines_order_position').on(t.orderId, t.position),
    check(
      'order_lines_kind_known',
      sql`${t.kind} in ('item', 'partner_discount', 'shipping', 'installation', 'custom')`,
    ),
    check(
      'order_lines_sign',
      sql`(${t.kind} = 'partner_discount') = (${t.signedNetCents} < 0) or ${t.signedNetCents} = 0`,
    ),
    check('order_lines_gross', sql`${t.signedGrossCents} = ${t.signedNetCents} + ${t.signedVatCents}`),
    ...moneyChecks('order_lines', { currency: t.currency, basisPoints: [t.vatRateBp] }),
  ],
);

/**
 * Every change of an order: who, when, from, to. `kind` status (the order's lifecycle), payment
 * (the payment's), refund, note. Rows are only added, but for one correction: a refund Kubik or
 * staff asked for whose provider's news came first is given back to who asked (claimRefund).
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    /** customer, partner, staff, provider (a verified webhook or the test provider), system. */
    actorRole: text('actor_role').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's name for provider moves (stripe, bank, test). */
    provider: text('provider'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    note: text('note'),
    /** False for staff's internal notes: not shown to the customer. */
    public: boolean('public').notNull().default(true),
    data: jsonb('data'),
  },
  (t) => [
    index('order_history_order_idx').on(t.orderId, t.id),
    check('order_history_kind_known', sql`${t.kind} in ('status', 'payment', 'refund', 'note')`),
    check('order_history_actor_known', sql`${t.actorRole} in ('customer', 'partner', 'staff', 'provider', 'system')`),
  ],
);
