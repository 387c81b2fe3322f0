// GET /api/admin/stats: the admin dashboard's figures. Admins only: anyone else gets 404 before
// anything is read (onRequest), like every /api/admin route.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@kubik/contract/errors';
import { adminStats } from '@kubik/contract/stats';
import { requireScope } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { AdminStatsService } from './stats.ts';

export const adminStatsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; stats: AdminStatsService }> = async (
  app,
  { auth, stats },
) => {
  app.get('/admin/stats', {
    onRequest: requireScope(auth, 'admin'),
    schema: {
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary:
        'The dashboard: orders per status, revenue per month (12 months, Europe/Ljubljana, paid minus refunded), carts → orders in 30 days; inquiries null until they exist',
      response: { 200: adminStats, 401: errorBody, 404: errorBody },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return stats.stats();
    },
  });
};
