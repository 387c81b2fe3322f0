// The database schema (drizzle). Migrations in apps/server/drizzle are generated from this file
// with `npx drizzle-kit generate --config apps/server/drizzle.config.ts` and run on PGlite and PostgreSQL alike.
// Keep to PostgreSQL 15 features: the machine's server is 15, PGlite embeds 18.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export type AddressJson = { street: string; city: string; postalCode: string; country: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
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
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** One sign-in: every refresh token issued from one login belongs to it; revoking it ends them all. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens by their jti. A token is used once; presenting a used one again revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    issuedAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Failed sign-ins per account and per client address, for throttling (kept in the database so
 * several app servers share the count). */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_key_at_idx').on(t.key, t.at)],
);

/** Server-wide secrets generated on first start when the environment gives none (e.g. the JWT key),
 * stored here so every app server on the same database agrees. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** The catalogue (materials, hardware, prices) in versions: the newest row is the one in force;
 * older ones stay so an order can say which prices it was made with. */
export const catalogues = pgTable('catalogues', {
  version: integer('version').primaryKey().generatedAlwaysAsIdentity(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Single-use tokens sent by mail: e-mail confirmation (24 h), password reset (1 h), e-mail change
 * (24 h). Only a SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().$type<'confirm_email' | 'reset_password' | 'change_email'>(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Every mail Kubik writes. Sent over SMTP when SMTP_URL is set; otherwise kept here for the
 * admins' mailbox page, so a fresh install works offline. */
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mails_created_idx').on(t.createdAt)],
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

/** Saved designs. `shareId` is set while a share link exists; revoking clears it. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    design: jsonb('design').notNull(),
    cubeCount: integer('cube_count').notNull().default(0),
    thumbnail: text('thumbnail'),
    shareId: text('share_id'),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_owner_idx').on(t.ownerId, t.updatedAt), uniqueIndex('projects_share_key').on(t.shareId)],
);

/** Predefined configurations shown at /configuration; seeded on a fresh install, admins add more. */
export const configurations = pgTable('configurations', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').notNull().$type<{ sl: string; en: string; es: string }>(),
  description: jsonb('description').notNull().$type<{ sl: string; en: string; es: string }>(),
  design: jsonb('design').notNull(),
  thumbnail: text('thumbnail'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});
