// /api/health: the process answers. /api/ready: and its database does too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';

const status = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (app, { ping }) => {
  app.get('/health', { schema: { tags: ['system'], summary: 'The process is up', response: { 200: status } } }, async () => ({ status: 'ok' as const }));
  app.get('/ready', { schema: { tags: ['system'], summary: 'The database answers', response: { 200: status } } }, async () => {
    if (!(await ping())) throw new AppError('unavailable');
    return { status: 'ok' as const };
  });
};
