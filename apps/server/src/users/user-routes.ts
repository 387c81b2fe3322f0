// GET /api/users/me: the user object itself (seed §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { user } from '@kubik/contract/auth';
import { errorBody } from '@kubik/contract/errors';
import type { AuthService } from '../auth/auth-service.ts';
import { requireUser } from '../http/authenticate.ts';
import { userView } from './user-view.ts';

export const userRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.get('/users/me', {
    schema: {
      tags: ['users'],
      summary: 'The signed-in user',
      security: [{ bearer: [] }],
      response: { 200: user, 401: errorBody },
    },
    preHandler: requireUser(auth),
    handler: async (request) => userView(request.auth!.user),
  });
};
