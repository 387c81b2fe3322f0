// The models3d module's table: designs held for a signed link while no saved record holds them
// (issue 23) — an unsaved draft's, a cart item's. The migrations in apps/server/drizzle are
// generated from every schema.ts together (drizzle.config.ts).
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * A design as it was when someone asked to see it in their room, under the SHA-256 of its name and
 * document (the same design asked for twice is one row). Only a signed link names a row; past
 * `expiresAt` (the last link's expiry) it answers 404 and is deleted by the next one stored.
 */
export const modelDrafts = pgTable(
  'model_drafts',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    design: jsonb('design').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('model_drafts_expires_idx').on(t.expiresAt)],
);
