// The admin area's calls (routes only: the admin module owns no tables; it calls other modules'
// services): the mailbox (mails kept when there is no SMTP) and blocking a user. Anyone without the
// admin scope gets 404, so the routes are not revealed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import { AppError } from '../../core/errors.ts';
import { requireScope, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { MailService } from '../mail/service.ts';

const mail = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), kind: z.string(), locale: z.string(), createdAt: z.string(), sentAt: z.string().nullable(), error: z.string().nullable() });

export const adminRoutes: FastifyPluginAsyncZod<{ auth: AuthService; mail: MailService }> = async (app, { auth, mail: mails }) => {
  const admin = requireScope(auth, 'admin');
  const security = [{ bearer: [] }];

  app.get('/admin/mails', {
    schema: {
      tags: ['admin'],
      summary: 'The mailbox: every mail Kubik wrote, newest first',
      security,
      querystring: z.object({ page: z.coerce.number().int().min(1).default(1), perPage: z.coerce.number().int().refine((n) => [10, 25, 50, 100].includes(n)).default(10) }),
      response: { 200: z.object({ items: z.array(mail), total: z.number().int(), page: z.number().int(), perPage: z.number().int() }), 401: errorBody, 404: errorBody },
    },
    preHandler: admin,
    handler: async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await mails.page((page - 1) * perPage, perPage);
      return { items: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })), total, page, perPage };
    },
  });

  app.post('/admin/users/:userId/block', {
    schema: {
      tags: ['admin'],
      summary: 'Block or unblock a user: a blocked user cannot sign in, their sign-ins end at once, and unblocking does not bring them back',
      security,
      params: z.object({ userId: z.string().uuid() }),
      body: z.object({ blocked: z.boolean() }),
      response: { 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    preHandler: admin,
    handler: async (request, reply) => {
      if (request.params.userId === signedInUser(request).userId) throw new AppError('conflict');
      if (!(await auth.setBlocked(request.params.userId, request.body.blocked))) throw new AppError('not_found');
      return reply.status(204).send(null);
    },
  });
};
