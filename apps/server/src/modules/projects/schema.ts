// The projects module's tables: saved designs and predefined configurations.
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConfigurationRoom } from '@kubik/contract/projects';
import { createdAt } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

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
  (t) => [
    index('projects_owner_idx').on(t.ownerId, t.updatedAt),
    uniqueIndex('projects_share_key').on(t.shareId),
    // The admin list (migration 0010_admin_search): its default order and its substring search on the name.
    index('projects_updated_idx').on(t.updatedAt, t.id),
    index('projects_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
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
  /** The room it is meant for (`configurationRooms` in the contract): the gallery's filter. */
  room: text('room').notNull().default('living').$type<ConfigurationRoom>(),
  createdAt: createdAt(),
});
