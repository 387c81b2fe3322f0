// A sliding-window limit on an action per key (e.g. contact messages per client address), counted
// in the database like the sign-in throttle so every app server shares it.
import type { Clock } from '../auth/throttle.ts';
import type { ThrottleRepository } from '../auth/throttle-repository.ts';
import { AppError } from './errors.ts';

export function createRateLimit(repository: ThrottleRepository, clock: Clock, options: { name: string; limit: number; windowMs: number }) {
  return {
    /** Counts one use; 429 with Retry-After once the window holds `limit` uses already. */
    async hit(key: string): Promise<void> {
      const now = clock();
      const fullKey = `${options.name}:${key}`;
      const { count, oldest } = await repository.failuresSince(fullKey, new Date(now.getTime() - options.windowMs));
      if (count >= options.limit) {
        const freeAt = (oldest ?? now).getTime() + options.windowMs;
        throw new AppError('too_many_requests', { retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) });
      }
      await repository.record([fullKey], now);
    },
  };
}

export type RateLimit = ReturnType<typeof createRateLimit>;
