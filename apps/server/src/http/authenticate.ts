// Bearer access tokens (seed §7: "sent as a bearer token in the Authorization header").
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticated, AuthService } from '../auth/auth-service.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** A preHandler that answers 401 unless the request carries a good access token. */
export function requireUser(auth: AuthService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthorized');
    request.auth = await auth.authenticate(token);
  };
}

/** Like requireUser when a bearer token is sent; lets a guest through otherwise (request.auth null). */
export function optionalUser(auth: AuthService) {
  const required = requireUser(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (bearerToken(request)) await required(request, reply);
  };
}
