// The auth module's factory: its sessions repository, the login throttle and the auth service over them.
import type { Clock } from '../../core/clock.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RateLimits } from '../../rate-limit/rate-limit.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { createAuthService, type Lifetimes } from './service.ts';
import type { SessionCache } from './session-cache.ts';
import { createSessionRepository } from './session-repository.ts';
import { createLoginThrottle } from './throttle.ts';
import type { TokenSigner } from './tokens.ts';

export type AuthModuleDeps = {
  uow: UnitOfWork;
  clock: Clock;
  users: UserService;
  limits: RateLimits;
  signer: TokenSigner;
  lifetimes: Lifetimes;
  /** The signed-in users' cache, forgotten per user by the root's database listener. */
  cache: SessionCache<UserRow>;
  /** Whether a cached sign-in is confirmed against its session row (PostgreSQL, decision 0022). */
  confirmCached: boolean;
};

/** Builds the auth module: sign-in, token refresh, sign-out and checking access tokens. */
export function createAuthModule({
  uow,
  clock,
  users,
  limits,
  signer,
  lifetimes,
  cache,
  confirmCached,
}: AuthModuleDeps) {
  const auth = createAuthService({
    users,
    sessions: createSessionRepository(uow),
    throttle: createLoginThrottle(limits),
    signer,
    lifetimes,
    clock,
    uow,
    cache,
    confirmCached,
  });
  return { auth };
}

export type AuthModule = ReturnType<typeof createAuthModule>;
