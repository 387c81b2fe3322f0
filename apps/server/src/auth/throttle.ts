// Sign-in throttling. Failures are counted in sliding 15-minute windows per account-and-address,
// per account and per address; past a limit the answer is 429 with Retry-After until the oldest
// failure leaves the window. Nothing is locked for good: a quiet quarter of an hour frees it, and a
// stranger hammering one account from one address does not lock its owner out of another address
// until the (higher) per-account limit is reached.
import type { ThrottleRepository } from './throttle-repository.ts';
import { AppError } from '../http/errors.ts';

export const throttleWindowMs = 15 * 60 * 1000;
export const throttleLimits = { accountFromAddress: 5, account: 20, address: 30 } as const;

export type Clock = () => Date;

export function createLoginThrottle(repository: ThrottleRepository, clock: Clock) {
  const keysFor = (email: string, address: string) => ({
    accountFromAddress: `acct-ip:${email}|${address}`,
    account: `acct:${email}`,
    address: `ip:${address}`,
  });

  return {
    /** Throws 429 when any of the counters is at its limit. */
    async check(email: string, address: string): Promise<void> {
      const now = clock();
      const since = new Date(now.getTime() - throttleWindowMs);
      const keys = keysFor(email, address);
      for (const which of ['accountFromAddress', 'account', 'address'] as const) {
        const { count, oldest } = await repository.failuresSince(keys[which], since);
        if (count >= throttleLimits[which]) {
          const freeAt = (oldest ?? now).getTime() + throttleWindowMs;
          throw new AppError('too_many_requests', { retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) });
        }
      }
    },
    async failed(email: string, address: string): Promise<void> {
      const keys = keysFor(email, address);
      const now = clock();
      await repository.record([keys.accountFromAddress, keys.account, keys.address], now);
      // Old rows are useless once out of every window; dropping them here keeps the table small.
      if (Math.random() < 0.05) await repository.purgeBefore(new Date(now.getTime() - 2 * throttleWindowMs));
    },
    async succeeded(email: string, address: string): Promise<void> {
      await repository.clear(keysFor(email, address).accountFromAddress);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
