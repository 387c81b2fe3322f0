// Sign-in, token refresh with rotation and reuse detection, sign-out, checking an access token,
// and checking a signed-in user's password again. The auth module's public face.
import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@kubik/contract/auth';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { createOpenSessions } from './open-sessions.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionRepository } from './session-repository.ts';
import type { LoginThrottle } from './throttle.ts';
import { TokenError, type TokenSigner } from './tokens.ts';

export { hashPassword, passwordProblem } from './passwords.ts';

/** Token lifetimes, and the absolute lifetime of a sign-in (N10): refreshing never takes it past `sessionMaxAge`. */
export type Lifetimes = { accessTokenTtl: number; refreshTokenTtl: number; sessionMaxAge: number };

/** Who a request is from. */
export type Authenticated = { userId: string; sessionId: string; user: UserRow };

export type IssuedTokens = TokenResponse & { refresh_token: string };

export type AuthServiceDeps = {
  users: UserService;
  sessions: SessionRepository;
  throttle: LoginThrottle;
  signer: TokenSigner;
  lifetimes: Lifetimes;
  clock: Clock;
  uow: UnitOfWork;
  cache: SessionCache<UserRow>;
  /**
   * Serve a cached sign-in only once its session row, read by primary key, says it is still open.
   * On PostgreSQL (several app servers may share it; NOTIFY reaches them a moment after the commit)
   * this makes sign-out, blocking and every other revocation exact on every server (decision 0022).
   * PGlite has one server, which forgets what it revokes before it answers: no check needed.
   */
  confirmCached: boolean;
};

export function createAuthService({
  users,
  sessions,
  throttle,
  signer,
  lifetimes,
  clock,
  uow,
  cache,
  confirmCached,
}: AuthServiceDeps) {
  const isOpen = createOpenSessions((ids) => sessions.openOf(ids));
  // This server forgets at once what it changed itself; other servers hear it through NOTIFY.
  users.onChange((userId) => cache.forgetUser(userId));
  const forget = (userId: string) => uow.afterCommit(() => cache.forgetUser(userId));

  /** When a sign-in started at `startedAt` ends, in seconds. */
  const sessionEnd = (startedAt: Date) => Math.floor(startedAt.getTime() / 1000) + lifetimes.sessionMaxAge;

  /** A token pair, each cut to what is left of the sign-in. */
  async function issue(userId: string, sessionId: string, startedAt: Date): Promise<IssuedTokens> {
    const now = Math.floor(clock().getTime() / 1000);
    const left = Math.max(1, sessionEnd(startedAt) - now);
    const accessTtl = Math.min(lifetimes.accessTokenTtl, left);
    const refreshTtl = Math.min(lifetimes.refreshTokenTtl, left);
    const access = await signer.sign('access', { sub: userId, sid: sessionId }, accessTtl, now);
    const refresh = await signer.sign('refresh', { sub: userId, sid: sessionId, jti: randomUUID() }, refreshTtl, now);
    await uow.withTransaction(() =>
      sessions.addRefreshToken({ jti: refresh.claims.jti, sessionId, expiresAt: new Date(refresh.claims.exp * 1000) }),
    );
    return {
      token_type: 'Bearer',
      access_token: access.token,
      expires_in: accessTtl,
      refresh_token: refresh.token,
      refresh_expires_in: refreshTtl,
      access_expires_at: access.claims.exp * 1000,
      refresh_expires_at: refresh.claims.exp * 1000,
    };
  }

  async function startSession(userId: string, userAgent: string | null): Promise<IssuedTokens> {
    return uow.withTransaction(async () => {
      const startedAt = clock();
      const sessionId = await sessions.create({
        userId,
        createdAt: startedAt,
        expiresAt: new Date(startedAt.getTime() + lifetimes.refreshTokenTtl * 1000),
        userAgent,
      });
      return issue(userId, sessionId, startedAt);
    });
  }

  function tokenFailure(error: unknown): never {
    if (error instanceof TokenError) throw new AppError(error.reason === 'expired' ? 'token_expired' : 'token_invalid');
    throw error;
  }

  /** The session and its user: from the cache (confirmed open, see confirmCached), else from the database (and then cached). */
  async function sessionState(sessionId: string) {
    const cached = cache.get(sessionId);
    if (cached) {
      if (!confirmCached || cached.revoked) return cached;
      if (await isOpen(sessionId)) return cached;
      // Revoked on another server whose NOTIFY has not arrived yet.
      cache.forgetUser(cached.userId);
      return { ...cached, revoked: true };
    }
    const ticket = cache.ticket();
    const session = await sessions.find(sessionId);
    const user = session ? await users.findById(session.userId) : undefined;
    if (!session || !user) return undefined;
    const state = {
      userId: session.userId,
      revoked: session.revokedAt !== null,
      endsAt: sessionEnd(session.createdAt),
      user,
    };
    cache.store(sessionId, state, ticket);
    return state;
  }

  async function endSessions(userId: string, reason: string, except?: string): Promise<void> {
    await sessions.revokeAllOfUser(userId, reason, except);
    forget(userId);
  }

  return {
    /** One generic failure for an unknown e-mail and a wrong password, taking the same time. */
    async login(input: {
      email: string;
      password: string;
      address: string;
      userAgent: string | null;
    }): Promise<IssuedTokens> {
      const email = input.email.trim().toLowerCase();
      // Counted before the password is checked: concurrent guesses cannot all slip under the limit.
      await throttle.attempt(email, input.address);
      const user = await users.findByEmail(email);
      const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!user || !matches || user.deletedAt) throw new AppError('invalid_credentials');
      if (user.blockedAt) throw new AppError('account_blocked');
      await throttle.succeeded(email, input.address);
      return startSession(user.id, input.userAgent);
    },

    /** Signs a user in without a password: right after registration. */
    startSession,

    /** Ends every sign-in of a user (blocking, password reset; a password change `except` the current one). */
    endSessions,

    /** Checks a signed-in user's password again (changing password or e-mail, deleting the account); throttled. */
    async confirmPassword(user: UserRow, password: string, field = 'password'): Promise<void> {
      await throttle.confirmAttempt(user.id);
      if (!(await verifyPassword(user.passwordHash, password)))
        throw new AppError('invalid_credentials', { status: 400, fields: { [field]: 'invalid_credentials' } });
      await throttle.confirmSucceeded(user.id);
    },

    async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
      if (!refreshToken) throw new AppError('unauthorized');
      const claims = await signer.verify('refresh', refreshToken).catch(tokenFailure);
      // Marking the old token used and adding the new one commit together, or not at all.
      const outcome = await uow.withTransaction(async () => {
        const use = await sessions.useRefreshToken(claims.jti, claims.sid);
        if (use !== 'ok') return use;
        const session = await sessions.find(claims.sid);
        const user = session && (await users.findById(session.userId));
        if (!session || session.revokedAt || session.userId !== claims.sub || !user) return 'unknown' as const;
        if (sessionEnd(session.createdAt) <= clock().getTime() / 1000) return 'ended' as const;
        if (user.blockedAt) return 'blocked' as const;
        return issue(claims.sub, claims.sid, session.createdAt);
      });
      if (outcome === 'reused') {
        // A used refresh token came back: someone holds a copy. End the whole sign-in.
        const userId = await sessions.revoke(claims.sid, 'refresh_token_reuse');
        if (userId) cache.forgetUser(userId);
        throw new AppError('token_invalid');
      }
      if (outcome === 'unknown') throw new AppError('token_invalid');
      if (outcome === 'ended') throw new AppError('token_expired');
      if (outcome === 'blocked') throw new AppError('account_blocked', { status: 401 });
      return outcome;
    },

    /** Ends the sign-in an access or refresh token belongs to. Quietly does nothing for a bad token. */
    async logout(tokens: { accessToken?: string | undefined; refreshToken?: string | undefined }): Promise<void> {
      for (const [kind, token] of [
        ['access', tokens.accessToken],
        ['refresh', tokens.refreshToken],
      ] as const) {
        if (!token) continue;
        const claims = await signer.verify(kind, token).catch(() => null);
        if (claims) {
          await sessions.revoke(claims.sid, 'logout');
          cache.forgetUser(claims.sub);
          return;
        }
      }
    },

    /** The user behind a bearer access token; 401 when the token, its sign-in or its user is not good. */
    async authenticate(accessToken: string): Promise<Authenticated> {
      const claims = await signer.verify('access', accessToken).catch(tokenFailure);
      const state = await sessionState(claims.sid);
      if (!state || state.revoked || state.userId !== claims.sub) throw new AppError('token_invalid');
      if (state.endsAt <= clock().getTime() / 1000) throw new AppError('token_expired');
      if (state.user.blockedAt) throw new AppError('account_blocked', { status: 401 });
      return { userId: claims.sub, sessionId: claims.sid, user: state.user };
    },

    /** Blocks a user: their sign-ins end at once, so unblocking later does not bring old tokens back. */
    async setBlocked(userId: string, blocked: boolean): Promise<boolean> {
      return uow.withTransaction(async () => {
        const found = await users.setBlocked(userId, blocked);
        if (found && blocked) await endSessions(userId, 'blocked');
        return found;
      });
    },

    /** A user's latest sign-ins, newest first. */
    recentSignIns: (userId: string, limit = 10) => sessions.recentOfUser(userId, limit),

    hashPassword,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
