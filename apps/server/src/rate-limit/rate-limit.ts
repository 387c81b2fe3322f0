// Limits on how often something may be done per key (a client address, an account, a target
// e-mail), counted in PostgreSQL so every app server shares them — rate-limiter-flexible's
// PostgreSQL store (fixed windows; each use is one atomic upsert that returns the new count, so a
// burst of concurrent requests is counted exactly). The store talks to the database through
// Database.query, which on PGlite is the embedded connection — so count before opening a unit of
// work, never inside one (on PGlite's single connection it would wait for that very transaction).
import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../core/errors.ts';
import type { Database } from '../db/client.ts';

export type LimitOptions = {
  /** Names the limit; part of every key. */
  name: string;
  /** Uses allowed per window. */
  points: number;
  windowSeconds: number;
};

export type RateLimit = {
  /** Counts one use; AppError 429 with Retry-After when the window already holds `points` uses. */
  hit: (key: string) => Promise<void>;
  /** Like hit, but answers false instead of throwing. */
  tryHit: (key: string) => Promise<boolean>;
  /** Gives one use back (e.g. a sign-in that turned out right). */
  reward: (key: string) => Promise<void>;
  /** Forgets the key's uses (e.g. after a password reset). */
  reset: (key: string) => Promise<void>;
  readonly options: LimitOptions;
};

export type RateLimits = (options: LimitOptions) => RateLimit;

/** Keys hold e-mails and addresses: hashed, so any length and any character fits the 255-char key column. */
const keyOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** `factor` multiplies every allowance (tests only, see RATE_LIMIT_FACTOR); `onRefused` hears each refused use (metrics). */
export function createRateLimits(
  database: Pick<Database, 'query'>,
  factor = 1,
  onRefused?: (limit: string) => void,
): RateLimits {
  const storeClient = {
    query: ({ text, values }: { text: string; values?: unknown[] }) => database.query(text, values),
  };
  let first = true;
  return (options) => {
    const limiter = new RateLimiterPostgres({
      storeClient,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: options.name,
      points: options.points * factor,
      duration: options.windowSeconds,
      // One limiter clears every limit's expired rows (they share the table), every 5 minutes.
      clearExpiredByTimeout: first,
    });
    first = false;
    const tryHit = async (key: string) => {
      try {
        await limiter.consume(keyOf(key));
        return true;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        onRefused?.(options.name);
        return false;
      }
    };
    return {
      options,
      tryHit,
      async hit(key) {
        try {
          await limiter.consume(keyOf(key));
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          onRefused?.(options.name);
          throw new AppError('too_many_requests', {
            retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
          });
        }
      },
      async reward(key) {
        await limiter.reward(keyOf(key), 1);
      },
      async reset(key) {
        await limiter.delete(keyOf(key));
      },
    };
  };
}
