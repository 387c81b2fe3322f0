// The system module's table: server-wide secrets.
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Server-wide secrets generated on first start when the environment gives none (e.g. the JWT key),
 * stored here so every app server on the same database agrees. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
