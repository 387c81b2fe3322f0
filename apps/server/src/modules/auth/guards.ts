// The auth module's face towards every module's routes: hooks (onRequest, so before the body is read) that find out who a request is
// from (seed §7: a bearer token in the Authorization header) and check scopes, and how a new token
// pair is answered. Routes of other modules import this file and auth's service, nothing else of auth.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authModeHeader, refreshCookie, type Scope, type TokenResponse } from '@kubik/contract/auth';
import { AppError } from '../../core/errors.ts';
import { bearerToken } from '../../http/bearer.ts';
import type { Authenticated, AuthService, IssuedTokens } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

type Authenticator = Pick<AuthService, 'authenticate'>;

/** An onRequest hook that answers 401 unless the request carries a good access token. */
export function requireUser(auth: Authenticator) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized');
    request.auth = await auth.authenticate(token);
  };
}

/** Like requireUser when a bearer token is sent; lets a guest through otherwise (request.auth null). */
export function optionalUser(auth: Authenticator) {
  const required = requireUser(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (bearerToken(request)) await required(request, reply);
  };
}

/** 401 without a good token; 404 for a user without the scope, so admin routes are not revealed. */
export function requireScope(auth: Authenticator, scope: Scope) {
  const authenticate = requireUser(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply);
    if (!request.auth!.user.scopes.includes(scope)) throw new AppError('not_found');
  };
}

/** The signed-in user of a request that passed requireUser. */
export function signedInUser(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth;
}

/** Browser mode (header x-auth-mode: cookie): the refresh token travels in an HttpOnly cookie. */
export function browserMode(request: FastifyRequest): boolean {
  return request.headers[authModeHeader] === 'cookie';
}

/** A new token pair: in the body for API clients; in browser mode the refresh token goes into an
 * HttpOnly SameSite=Strict cookie instead. */
export function tokenAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: IssuedTokens,
  secureCookies: boolean,
): TokenResponse {
  reply.header('cache-control', 'no-store');
  if (!browserMode(request)) return tokens;
  reply.setCookie(refreshCookie, tokens.refresh_token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies,
    path: '/',
    maxAge: tokens.refresh_expires_in,
  });
  const { refresh_token: _hidden, ...body } = tokens;
  return body;
}
