// The cart module's tables: one cart per user, its items as snapshots of saved projects.
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { basisPoints, cents, currency, moneyChecks } from '../../db/money.ts';
import { projects } from '../projects/schema.ts';
import { users } from '../users/schema.ts';

/** What the cart shows of an item's BOM, and what the shipping calculator needs (board volume). */
export type CartBomJson = {
  cubeCount: number;
  panelCount: number;
  hardwareCount: number;
  areaM2: number;
  weightKg: number;
  boardVolumeM3: number;
};

/**
 * The shipping the customer last saw at checkout, so a dearer one at submit is refused like a dearer
 * item; and the partner discount rate the same summary showed (absent in rows written before it
 * was kept: then the discount is not compared), so a smaller one at submit is refused too.
 */
export type ShownShippingJson = { key: string; cents: number; discountBp?: number };

/**
 * One cart per user. Its row is what checkout locks (`SELECT … FOR UPDATE`): two submits of the
 * same cart run one after the other, and the second finds the first's order.
 */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  shownShipping: jsonb('shown_shipping').$type<ShownShippingJson>(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A snapshot of a saved project: its design, name and thumbnail as they were when added (or
 * refreshed), the server's price of one piece and a BOM summary, with the catalogue version that
 * priced it. A new catalogue re-prices it; `previous_unit_net_cents` keeps the price the customer
 * saw until they have been shown the change.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The project's updated_at when the snapshot was taken: a later one means the design changed since. */
    projectUpdatedAt: timestamp('project_updated_at', { withTimezone: true }),
    name: text('name').notNull(),
    thumbnail: text('thumbnail'),
    design: jsonb('design').notNull(),
    quantity: integer('quantity').notNull(),
    unitNetCents: cents('unit_net_cents'),
    vatRateBp: basisPoints('vat_rate_bp'),
    currency: currency(),
    orderable: boolean('orderable').notNull(),
    bom: jsonb('bom').notNull().$type<CartBomJson>(),
    catalogueVersion: integer('catalogue_version').notNull(),
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull().defaultNow(),
    previousUnitNetCents: bigint('previous_unit_net_cents', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId, t.createdAt),
    index('cart_items_project_idx').on(t.projectId),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 99`),
    ...moneyChecks('cart_items', { cents: [t.unitNetCents], currency: t.currency, basisPoints: [t.vatRateBp] }),
  ],
);
