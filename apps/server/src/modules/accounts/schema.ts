// The accounts module's tables: mail tokens and contact messages.
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/** Single-use tokens sent by mail: e-mail confirmation (24 h), password reset (1 h), e-mail change
 * (24 h), a partner user's invitation (7 days, partners module). Only a SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().$type<'confirm_email' | 'reset_password' | 'change_email' | 'invite'>(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Messages from the contact-us dialog. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  name: text('name'),
  message: text('message').notNull(),
  projectId: uuid('project_id'),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
});
