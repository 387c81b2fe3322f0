// POST /api/users/login, /api/auth/token, /api/auth/logout and GET /api/users/me. Thin: validate, call the service, answer.
// Browser mode (header x-auth-mode: cookie) moves the refresh token into an HttpOnly cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequest, refreshCookie, refreshRequest, tokenResponse, user } from '@kubik/contract/auth';
import { errorBody } from '@kubik/contract/errors';
import { bearerToken } from '../../http/bearer.ts';
import { userView } from '../users/service.ts';
import { browserMode, requireUser, signedInUser, tokenAnswer } from './guards.ts';
import type { AuthService, IssuedTokens } from './service.ts';

export type AuthRouteOptions = { auth: AuthService; secureCookies: boolean };

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { auth, secureCookies }) => {
  const answer = (request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens) =>
    tokenAnswer(request, reply, tokens, secureCookies);

  app.post('/users/login', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      body: loginRequest,
      response: { 200: tokenResponse, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      const tokens = await auth.login({
        ...request.body,
        address: request.clientAddress,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return answer(request, reply, tokens);
    },
  });

  app.post('/auth/token', {
    schema: {
      tags: ['auth'],
      summary: 'Exchange a refresh token for a new access and refresh token (rotation)',
      description:
        'The refresh token comes from the body, or in browser mode from the HttpOnly cookie. A used refresh token presented again ends the whole sign-in.',
      body: refreshRequest.nullish(),
      response: { 200: tokenResponse, 401: errorBody },
    },
    handler: async (request, reply) => {
      const token = request.body?.refresh_token ?? (browserMode(request) ? request.cookies[refreshCookie] : undefined);
      try {
        return answer(request, reply, await auth.refresh(token));
      } catch (error) {
        if (browserMode(request)) reply.clearCookie(refreshCookie, { path: '/' });
        throw error;
      }
    },
  });

  app.post('/auth/logout', {
    schema: {
      tags: ['auth'],
      summary: 'Sign out: revoke this sign-in on the server',
      body: refreshRequest.nullish(),
      response: { 204: z.null().describe('Signed out') },
    },
    handler: async (request, reply) => {
      await auth.logout({
        accessToken: bearerToken(request),
        refreshToken: request.body?.refresh_token ?? request.cookies[refreshCookie],
      });
      reply.clearCookie(refreshCookie, { path: '/' });
      return reply.status(204).send(null);
    },
  });

  app.get('/users/me', {
    schema: {
      tags: ['users'],
      summary: 'The signed-in user',
      security: [{ bearer: [] }],
      response: { 200: user, 401: errorBody },
    },
    onRequest: requireUser(auth),
    handler: async (request) => userView(signedInUser(request).user),
  });
};
