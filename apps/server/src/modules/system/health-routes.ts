// /api/health: liveness, the process answers (it never asks the database: restarting a server does
// not bring a database back). /api/ready: readiness, the load balancer's check — the database
// answers within 1.5 s and has every migration this build ships; else 503 `unavailable` with
// Retry-After and `reason` (docs/operations/health.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import type { Readiness } from './readiness.ts';

const status = z.object({ status: z.literal('ok') });
/** The API's error shape with the reason a load balancer's operator reads. */
const notReady = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    reason: z.enum(['database_unreachable', 'migrations_pending']),
  }),
});

/** Seconds a load balancer (or client) is asked to wait before asking again. */
export const retryAfterSeconds = 5;

export const healthRoutes: FastifyPluginAsyncZod<{ ready: Readiness }> = async (app, { ready }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: status } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: "Readiness, the load balancer's check: the database answers and is migrated",
        response: { 200: status, 503: notReady },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = await ready();
      if (state !== 'ready') throw new AppError('unavailable', { retryAfterSeconds, details: { reason: state } });
      return { status: 'ok' as const };
    },
  );
};
