// The admin module's one table: the audit trail. Every admin change (block, unblock, scopes, order
// transitions, refunds, bank payments, notes) adds a row in the same transaction as the change:
// who, what, when, before and after. Rows are only ever added.
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept beside the id: the actor's account may be erased later, the record of who did it stays. */
    actorEmail: text('actor_email'),
    /** user, order */
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    /** block, unblock, scopes, transition, refund, bank_payment, note */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('admin_audit_entity_idx').on(t.entity, t.entityId, t.id)],
);
