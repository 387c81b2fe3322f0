// The catalogue module's table: catalogue versions.
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import type { ShippingTable } from '@kubik/shop/shipping';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/** The catalogue (materials, hardware, prices) in versions: the newest row is the one in force;
 * older ones stay so an order can say which prices it was made with. */
export const catalogues = pgTable('catalogues', {
  version: integer('version').primaryKey().generatedAlwaysAsIdentity(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** The admin's note on what the version changes (null for the seeded one). */
  note: text('note'),
  /** The shipping zones of this version (@kubik/shop's shipping table); null: the built-in table. */
  shippingTable: jsonb('shipping_table').$type<ShippingTable>(),
});
