// Sign-in throttling. Every attempt is counted *before* the password is checked (one atomic upsert
// per counter), so a burst of concurrent guesses is stopped at the limit, not after it.
//
// Nobody can lock an account out for everyone:
// - per account and address: 5 attempts in 15 minutes, then 429 — for that address only;
// - per address: 30 attempts in 15 minutes, whatever the accounts (one address trying many);
// - per account, from anywhere: 100 in an hour. This catches guessing spread over many addresses
//   without letting one stranger (five tries from one address) lock the owner out; reaching it
//   takes twenty addresses, and a password reset clears it.
// A right password gives its attempt back and clears the account-and-address counter.
import type { RateLimits } from '../../rate-limit/rate-limit.ts';

export const throttleLimits = {
  accountFromAddress: { points: 5, windowSeconds: 15 * 60 },
  address: { points: 30, windowSeconds: 15 * 60 },
  account: { points: 100, windowSeconds: 60 * 60 },
  /** Password confirmations of a signed-in user (change password or e-mail, delete the account). */
  confirmation: { points: 5, windowSeconds: 15 * 60 },
} as const;

export function createLoginThrottle(limits: RateLimits) {
  const accountFromAddress = limits({ name: 'login-acct-ip', ...throttleLimits.accountFromAddress });
  const address = limits({ name: 'login-ip', ...throttleLimits.address });
  const account = limits({ name: 'login-acct', ...throttleLimits.account });
  const confirmation = limits({ name: 'password-confirm', ...throttleLimits.confirmation });
  const pair = (email: string, from: string) => `${email}|${from}`;
  return {
    /** Counts a sign-in attempt; 429 with Retry-After when any counter is full. */
    async attempt(email: string, from: string): Promise<void> {
      await accountFromAddress.hit(pair(email, from));
      await address.hit(from);
      await account.hit(email);
    },
    /** The password was right: the attempt is given back. */
    async succeeded(email: string, from: string): Promise<void> {
      await accountFromAddress.reset(pair(email, from));
      await address.reward(from);
      await account.reward(email);
    },
    /** A password reset proves the owner: the account's counter starts over. */
    async accountRecovered(email: string): Promise<void> {
      await account.reset(email);
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
