// The order-documents module's one table: each order's job pack, made once from its frozen items
// and kept, so the workshop downloads the same bytes every time (a later catalogue, or a nesting
// search that finds another plan, never changes it). One row per order: the primary key is what
// makes two first downloads at once keep one pack. Orders are referred to by id (another module's table).
import { customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** PostgreSQL bytea as bytes (node-postgres hands back a Buffer, PGlite a Uint8Array: both are Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const orderJobPacks = pgTable('order_job_packs', {
  orderId: uuid('order_id').primaryKey(),
  /** The ZIP as downloaded. */
  bytes: bytea('bytes').notNull(),
  /** Hex SHA-256 of `bytes`: the pack's ETag, shown on the admin's order page. */
  sha256: text('sha256').notNull(),
  /** The catalogue version it was made with: the order's, frozen at checkout. */
  catalogueVersion: integer('catalogue_version').notNull(),
  createdAt: createdAt(),
});
