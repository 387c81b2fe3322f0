// The partners module's tables: partners (resellers, showrooms, carpenters), who works for one
// (partner_members: a user belongs to at most one partner) and which customers are assigned to one
// (partner_customers: a customer has at most one partner). Membership and assignment are tables of
// this module rather than columns on users, so the users module knows nothing of partners; the
// primary key on the user's id is what makes "at most one" hold.
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList } from '../../db/columns.ts';
import { basisPoints, moneyChecks } from '../../db/money.ts';
import { users } from '../users/schema.ts';

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    region: text('region'),
    /** The discount its customers get on goods, in basis points (1000 = 10 %). */
    discountBp: basisPoints('discount_bp').default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('partners_name_not_empty', sql`length(${t.name}) > 0`),
    ...moneyChecks('partners', { basisPoints: [t.discountBp] }),
  ],
);

/** A partner user (scope `partner`; `partner-admin` as well when `isAdmin`). */
export const partnerMembers = pgTable(
  'partner_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('partner_members_partner_idx').on(t.partnerId)],
);

/** A customer assigned to a partner: that partner's users see the customer's projects, inquiries and orders. */
export const partnerCustomers = pgTable(
  'partner_customers',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    assignedAt: createdAt(),
  },
  (t) => [index('partner_customers_partner_idx').on(t.partnerId, t.customerId)],
);

/**
 * The admin's order policy: the moves of the order process partners may make on their customers'
 * orders (none by default: no rows). One row per granted move; the admin's save replaces the set.
 */
// The order states a move names: kept in step with @kubik/shop's order process (schema.test.ts);
// drizzle-kit reads the schema files alone, and a schema names no other module's.
export const orderStateList = ['submitted', 'confirmed', 'in_production', 'shipped', 'delivered', 'cancelled'] as const;

export const partnerOrderMoves = pgTable(
  'partner_order_moves',
  {
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    grantedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fromState, t.toState] }),
    check(
      'partner_order_moves_states_known',
      sql`${t.fromState} in (${inList(orderStateList)}) and ${t.toState} in (${inList(orderStateList)})`,
    ),
  ],
);
