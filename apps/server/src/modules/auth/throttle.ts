// Sign-in throttling. Every attempt is counted *before* the password is checked (one atomic upsert
// per counter), so a burst of concurrent guesses is stopped at the limit, not after it.
//
// Nobody can lock an account out for its owner (D10): there is no account-wide counter, which
// strangers could keep full from enough addresses (an IPv6 /64 each is cheap) for as long as they
// liked. Counted are:
// - per account and address: 5 attempts in 15 minutes, then 429 — for that address only;
// - per address (an IPv6 client by its /64): 30 attempts in 15 minutes, whatever the accounts.
// Guessing spread over many addresses is left to the password rules (10+ characters, no common
// passwords) and argon2id's cost; a mailed unlock or a CAPTCHA would be the next step.
//
// The address is counted first: once it is refused, a sign-in naming yet another e-mail writes no
// new row (N7), so one address cannot grow the counters' table beyond its own 30 pairs.
// A right password gives its attempt back and clears the account-and-address counter.
import type { RateLimits } from '../../rate-limit/rate-limit.ts';

export const throttleLimits = {
  accountFromAddress: { points: 5, windowSeconds: 15 * 60 },
  address: { points: 30, windowSeconds: 15 * 60 },
  /** Password confirmations of a signed-in user (change password or e-mail, delete the account). */
  confirmation: { points: 5, windowSeconds: 15 * 60 },
} as const;

export function createLoginThrottle(limits: RateLimits) {
  const accountFromAddress = limits({ name: 'login-acct-ip', ...throttleLimits.accountFromAddress });
  const address = limits({ name: 'login-ip', ...throttleLimits.address });
  const confirmation = limits({ name: 'password-confirm', ...throttleLimits.confirmation });
  const pair = (email: string, from: string) => `${email}|${from}`;
  return {
    /** Counts a sign-in attempt; 429 with Retry-After when any counter is full. */
    async attempt(email: string, from: string): Promise<void> {
      await address.hit(from);
      await accountFromAddress.hit(pair(email, from));
    },
    /** The password was right: the attempt is given back. */
    async succeeded(email: string, from: string): Promise<void> {
      await accountFromAddress.reset(pair(email, from));
      await address.reward(from);
    },
    /** Counts a password confirmation by a signed-in user; a right one gives it back. */
    async confirmAttempt(userId: string): Promise<void> {
      await confirmation.hit(userId);
    },
    async confirmSucceeded(userId: string): Promise<void> {
      await confirmation.reward(userId);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
