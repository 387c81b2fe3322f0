// Sign-in, token refresh with rotation and reuse detection, sign-out, and checking an access token.
import { randomUUID } from 'node:crypto';
import type { TokenResponse } from '@kubik/contract/auth';
import { AppError } from '../http/errors.ts';
import type { UserRepository, UserRow } from '../users/user-repository.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import type { SessionRepository } from './session-repository.ts';
import type { Clock, LoginThrottle } from './throttle.ts';
import { TokenError, type TokenSigner } from './tokens.ts';

export type Lifetimes = { accessTokenTtl: number; refreshTokenTtl: number };

/** Who a request is from: read with the session in one query, so handlers need not read the user again. */
export type Authenticated = { userId: string; sessionId: string; user: UserRow };

export type IssuedTokens = TokenResponse & { refresh_token: string };

export type AuthServiceDeps = {
  users: UserRepository;
  sessions: SessionRepository;
  throttle: LoginThrottle;
  signer: TokenSigner;
  lifetimes: Lifetimes;
  clock: Clock;
};

export function createAuthService({ users, sessions, throttle, signer, lifetimes, clock }: AuthServiceDeps) {
  async function issue(userId: string, sessionId: string): Promise<IssuedTokens> {
    const now = Math.floor(clock().getTime() / 1000);
    const access = await signer.sign('access', { sub: userId, sid: sessionId }, lifetimes.accessTokenTtl, now);
    const refresh = await signer.sign('refresh', { sub: userId, sid: sessionId, jti: randomUUID() }, lifetimes.refreshTokenTtl, now);
    await sessions.addRefreshToken({ jti: refresh.claims.jti, sessionId, expiresAt: new Date(refresh.claims.exp * 1000) });
    return {
      token_type: 'Bearer',
      access_token: access.token,
      expires_in: lifetimes.accessTokenTtl,
      refresh_token: refresh.token,
      refresh_expires_in: lifetimes.refreshTokenTtl,
      access_expires_at: access.claims.exp * 1000,
      refresh_expires_at: refresh.claims.exp * 1000,
    };
  }

  async function startSession(userId: string, userAgent: string | null): Promise<IssuedTokens> {
    const sessionId = await sessions.create({ userId, expiresAt: new Date(clock().getTime() + lifetimes.refreshTokenTtl * 1000), userAgent });
    return issue(userId, sessionId);
  }

  function tokenFailure(error: unknown): never {
    if (error instanceof TokenError) throw new AppError(error.reason === 'expired' ? 'token_expired' : 'token_invalid');
    throw error;
  }

  return {
    /** One generic failure for an unknown e-mail and a wrong password, taking the same time. */
    async login(input: { email: string; password: string; address: string; userAgent: string | null }): Promise<IssuedTokens> {
      const email = input.email.trim().toLowerCase();
      await throttle.check(email, input.address);
      const user = await users.findByEmail(email);
      const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!user || !matches) {
        await throttle.failed(email, input.address);
        throw new AppError('invalid_credentials');
      }
      if (user.blockedAt) throw new AppError('account_blocked');
      await throttle.succeeded(email, input.address);
      return startSession(user.id, input.userAgent);
    },

    /** Signs a user in without a password: right after registration. */
    startSession,

    /** Ends every sign-in of a user (password reset, password change with `except` the current one). */
    async endSessions(userId: string, reason: string, except?: string): Promise<void> {
      await sessions.revokeAllOfUser(userId, reason, except);
    },

    async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
      if (!refreshToken) throw new AppError('unauthorized');
      const claims = await signer.verify('refresh', refreshToken).catch(tokenFailure);
      const use = await sessions.useRefreshToken(claims.jti, claims.sid);
      if (use === 'reused') {
        // A used refresh token came back: someone holds a copy. End the whole sign-in.
        await sessions.revoke(claims.sid, 'refresh_token_reuse');
        throw new AppError('token_invalid');
      }
      if (use === 'unknown') throw new AppError('token_invalid');
      const state = await sessions.state(claims.sid);
      if (!state || state.revoked || state.userId !== claims.sub) throw new AppError('token_invalid');
      if (state.blocked) throw new AppError('account_blocked', { status: 401 });
      return issue(claims.sub, claims.sid);
    },

    /** Ends the sign-in an access or refresh token belongs to. Quietly does nothing for a bad token. */
    async logout(tokens: { accessToken?: string; refreshToken?: string }): Promise<void> {
      for (const [kind, token] of [['access', tokens.accessToken], ['refresh', tokens.refreshToken]] as const) {
        if (!token) continue;
        const claims = await signer.verify(kind, token).catch(() => null);
        if (claims) {
          await sessions.revoke(claims.sid, 'logout');
          return;
        }
      }
    },

    /** The user behind a bearer access token; 401 when the token, its sign-in or its user is not good. */
    async authenticate(accessToken: string): Promise<Authenticated> {
      const claims = await signer.verify('access', accessToken).catch(tokenFailure);
      const state = await sessions.state(claims.sid);
      if (!state || state.revoked || state.userId !== claims.sub) throw new AppError('token_invalid');
      if (state.blocked) throw new AppError('account_blocked', { status: 401 });
      return { userId: claims.sub, sessionId: claims.sid, user: state.user };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
