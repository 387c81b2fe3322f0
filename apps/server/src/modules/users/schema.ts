// The users module's table: users (customers, companies, partners, admins).
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export type AddressJson = { street: string; city: string; postalCode: string; country: string };

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locale: text('locale').notNull().default('sl'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** Company users (scope `company`): {companyName, vatId, address}. */
    company: jsonb('company').$type<{ companyName: string; vatId: string; address: AddressJson }>(),
    billingAddress: jsonb('billing_address').$type<AddressJson>(),
    shippingAddress: jsonb('shipping_address').$type<AddressJson>(),
    /** Set when the account was deleted: personal data is erased then, the row stays for orders. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per address in any letter case: the index is on lower(email).
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The admin list (migration 0010_admin_search): its default order, the scope and blocked filters,
    // and trigram indexes so that its substring search (ILIKE '%…%') does not read every row. The GIN
    // indexes take each insert at once (fastupdate off): PGlite runs no autovacuum to flush a pending
    // list, and a long pending list makes the planner scan the table instead (bench/admin.bench.ts).
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_scopes_idx').using('gin', t.scopes).with({ fastupdate: false }),
    index('users_blocked_idx')
      .on(t.blockedAt)
      .where(sql`${t.blockedAt} is not null`),
    index('users_email_trgm_idx')
      .using('gin', sql`${t.email} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_company_name_trgm_idx')
      .using('gin', sql`(${t.company} ->> 'companyName') gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
