// How a new token pair is answered: in the body for API clients; for the web app (browser mode,
// header x-auth-mode: cookie) the refresh token goes into an HttpOnly SameSite=Strict cookie instead.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authModeHeader, refreshCookie, type TokenResponse } from '@kubik/contract/auth';
import type { IssuedTokens } from '../auth/auth-service.ts';

export function browserMode(request: FastifyRequest): boolean {
  return request.headers[authModeHeader] === 'cookie';
}

export function tokenAnswer(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens, secureCookies: boolean): TokenResponse {
  reply.header('cache-control', 'no-store');
  if (!browserMode(request)) return tokens;
  reply.setCookie(refreshCookie, tokens.refresh_token, { httpOnly: true, sameSite: 'strict', secure: secureCookies, path: '/', maxAge: tokens.refresh_expires_in });
  const { refresh_token: _hidden, ...body } = tokens;
  return body;
}
