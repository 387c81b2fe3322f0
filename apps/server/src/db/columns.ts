// Column helpers every module's schema uses.
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** created_at, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A check constraint's list of known values: `status in ('a', 'b')` (drizzle-kit writes it into the migration). */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
