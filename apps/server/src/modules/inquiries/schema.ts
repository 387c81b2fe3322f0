// The inquiries module's tables: an inquiry (a customer's request for an offer, numbered 2026-0042
// by a per-year counter), its items (frozen snapshots of the projects sent, with the price the
// catalogue gave them then), its message thread and its history (every change of state).
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList } from '../../db/columns.ts';
import { basisPoints, currency, moneyChecks } from '../../db/money.ts';
import { inquiryStatuses, offerStatuses } from '@kubik/contract/inquiry-states';
import { users } from '../users/schema.ts';

// The states as the contract names them (@kubik/contract/inquiry-states): the checks below and the
// typed status columns take them.
export const inquiryStatusList = inquiryStatuses;
export const offerStatusList = offerStatuses;

/** One priced line of an offer: @kubik/shop OfferLine. */
export type OfferLineJson = {
  itemId: string;
  name: string;
  quantity: number;
  unitNetCents: number;
  computedUnitNetCents: number | null;
};
/** An offer's own line (delivery, installation, free text): @kubik/shop OfferExtraLine. */
export type OfferExtraJson = {
  kind: 'delivery' | 'installation' | 'custom';
  description: string;
  quantity: number;
  unitNetCents: number;
  vatRateBp: number;
};
export type OfferDeliveryJson = { earliest: string; latest: string; weeks: { from: string; to: string } };

/** Last inquiry number handed out per year: `INSERT … ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last`. */
export const inquiryCounters = pgTable('inquiry_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 2026-0042 */
    seqId: text('seq_id').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: inquiryStatuses }).notNull(),
    message: text('message').notNull(),
    /** The customer's language when asking: the inquiry's mails to them are in it. */
    locale: text('locale').notNull(),
    catalogueVersion: integer('catalogue_version').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_customer_idx').on(t.customerId, t.createdAt),
    index('inquiries_status_idx').on(t.status, t.createdAt),
    check('inquiries_status_known', sql`${t.status} in (${inList(inquiryStatusList)})`),
  ],
);

/** A project as it was sent: its design and the catalogue's price of one piece at that moment. */
export const inquiryItems = pgTable(
  'inquiry_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** 1-based: /configurator/inquiry/{inquiryId}/{seq}. */
    seq: integer('seq').notNull(),
    /** The project it came from; no foreign key: the project may be deleted, the inquiry stays. */
    projectId: uuid('project_id'),
    name: text('name').notNull(),
    thumbnail: text('thumbnail'),
    design: jsonb('design').notNull(),
    quantity: integer('quantity').notNull(),
    /** null when the design could not be priced under the catalogue in force (staff price it by hand). */
    computedUnitNetCents: bigint('computed_unit_net_cents', { mode: 'number' }),
    vatRateBp: basisPoints('vat_rate_bp'),
    currency: currency(),
  },
  (t) => [
    uniqueIndex('inquiry_items_inquiry_seq').on(t.inquiryId, t.seq),
    check('inquiry_items_quantity_range', sql`${t.quantity} between 1 and 99`),
    check(
      'inquiry_items_computed_not_negative',
      sql`${t.computedUnitNetCents} is null or ${t.computedUnitNetCents} >= 0`,
    ),
    ...moneyChecks('inquiry_items', { currency: t.currency, basisPoints: [t.vatRateBp] }),
  ],
);

export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    /** In the order written, even when two messages share a timestamp. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** customer, partner, staff */
    authorRole: text('author_role').notNull(),
    /** Kept beside the id: the author's account may be erased later. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiry_messages_inquiry_idx').on(t.inquiryId, t.id),
    check('inquiry_messages_role_known', sql`${t.authorRole} in ('customer', 'partner', 'staff')`),
  ],
);

export const inquiryHistory = pgTable(
  'inquiry_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** null: the inquiry was created. */
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actorRole: text('actor_role').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [index('inquiry_history_inquiry_idx').on(t.inquiryId, t.id)],
);

/**
 * Staff's or the partner's answer to an inquiry: a price per item, its own lines (delivery,
 * installation, free text, each with its VAT rate), a delivery estimate, a validity and a note. A draft is edited freely and only its authors see it; a sent offer is frozen (to
 * change its prices it is withdrawn and a new one sent). At most one offer per inquiry is live
 * (draft or sent): the partial unique index holds it.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** 1, 2, … within the inquiry (drawn under the inquiry's lock): "offer 2", and the order of the list. */
    number: integer('number').notNull(),
    status: text('status', { enum: offerStatuses }).notNull(),
    lines: jsonb('lines').notNull().$type<OfferLineJson[]>(),
    extras: jsonb('extras').notNull().default([]).$type<OfferExtraJson[]>(),
    vatRateBp: basisPoints('vat_rate_bp'),
    currency: currency(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    delivery: jsonb('delivery').$type<OfferDeliveryJson>(),
    note: text('note').notNull(),
    declineReason: text('decline_reason'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** customer's partner or staff: who made it. */
    authorRole: text('author_role').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offers_inquiry_number').on(t.inquiryId, t.number),
    uniqueIndex('offers_one_live_per_inquiry')
      .on(t.inquiryId)
      .where(sql`${t.status} in ('draft', 'sent')`),
    check('offers_status_known', sql`${t.status} in (${inList(offerStatusList)})`),
    ...moneyChecks('offers', { currency: t.currency, basisPoints: [t.vatRateBp] }),
  ],
);
