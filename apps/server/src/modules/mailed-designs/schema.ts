// The mailed-designs module's table: designs sent to an e-mail address as a link (issue 22).
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * A design someone mailed to an address, as it was then, under an unguessable token (the link's
 * only key). Not the address: the mail keeps that (the mail module's table), this keeps the design.
 * Rows past `expiresAt` answer 404 and are deleted by a periodic job.
 */
export const mailedDesigns = pgTable(
  'mailed_designs',
  {
    token: text('token').primaryKey(),
    name: text('name').notNull(),
    design: jsonb('design').notNull(),
    thumbnail: text('thumbnail'),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mailed_designs_expires_idx').on(t.expiresAt)],
);
