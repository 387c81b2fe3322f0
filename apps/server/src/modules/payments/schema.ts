// The payments module's tables: payment attempts (one per provider call that may move money) and
// the providers' events seen (webhook deduplication). The payment's state on the order is the
// orders module's (orders.payment_status), moved only by payments/mark-paid.ts.
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { cents, currency, moneyChecks } from '../../db/money.ts';
import { orders } from '../orders/schema.ts';

export type PaymentErrorJson = { code: string; message: string };

/**
 * One attempt to pay an order: a Stripe PaymentIntent, a bank transfer awaited, a test-provider
 * run. `provider_ref` is the provider's id (the PaymentIntent's `pi_…`); `idempotency_key` is the
 * key sent to the provider, which includes the amount (a new amount is a new key).
 * Status: pending (created, waiting), requires_action (3-D Secure, a redirect), succeeded, failed, canceled.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    amountCents: cents('amount_cents'),
    currency: currency(),
    status: text('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    lastError: jsonb('last_error').$type<PaymentErrorJson>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    uniqueIndex('payments_idempotency_key').on(t.provider, t.idempotencyKey),
    check('payments_provider_known', sql`${t.provider} in ('stripe', 'bank', 'test')`),
    check(
      'payments_status_known',
      sql`${t.status} in ('pending', 'requires_action', 'succeeded', 'failed', 'canceled')`,
    ),
    ...moneyChecks('payments', { cents: [t.amountCents], currency: t.currency }),
  ],
);

/**
 * Every provider event taken in (a Stripe webhook's `evt_…`), inserted in the same transaction as
 * the change it makes: a replay finds its row and changes nothing. `outcome` says what it did
 * (applied, or ignored with the reason).
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('provider_events_order_idx').on(t.orderId)],
);
