// Scope checks after authentication (seed §6: a user has a scope if their scope list includes it).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Scope } from '@kubik/contract/auth';
import type { AuthService } from '../auth/auth-service.ts';
import { requireUser } from './authenticate.ts';
import { AppError } from './errors.ts';

/** 401 without a good token; 404 for a user without the scope, so admin routes are not revealed. */
export function requireScope(auth: AuthService, scope: Scope) {
  const authenticate = requireUser(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply);
    if (!request.auth!.user.scopes.includes(scope)) throw new AppError('not_found');
  };
}
