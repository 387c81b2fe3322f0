// Rate-limit counters: one row per limited key, in the shape rate-limiter-flexible's PostgreSQL
// store reads and writes (key, points used in the window, window end in ms since the epoch). One
// atomic INSERT … ON CONFLICT … RETURNING per use, so concurrent requests cannot all pass a check.
import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
