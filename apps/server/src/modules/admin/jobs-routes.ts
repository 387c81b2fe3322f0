// GET /api/admin/jobs and POST /api/admin/jobs/{id}/retry: the background jobs, for admins only
// (anyone else gets 404 before anything is read, like every /api/admin route).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminJob, adminJobPage, adminJobQuery } from '@kubik/contract/admin-jobs';
import { errorBody } from '@kubik/contract/errors';
import type { JobAdmin } from '../../jobs/admin.ts';
import { requireScope, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';

export const adminJobRoutes: FastifyPluginAsyncZod<{ auth: AuthService; jobs: JobAdmin }> = async (
  app,
  { auth, jobs },
) => {
  app.addHook('onRequest', requireScope(auth, 'admin'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  app.get('/admin/jobs', {
    schema: {
      tags,
      security,
      summary: 'Background jobs, newest first: filter by queue and state (waiting, running, failed, done)',
      querystring: adminJobQuery,
      response: { 200: adminJobPage, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request) => jobs.page(request.query),
  });

  app.post('/admin/jobs/:id/retry', {
    schema: {
      tags,
      security,
      summary:
        'Run a job that gave up once more, now (409 job_not_retryable for any other job: another admin may have retried it)',
      params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
      response: { 200: adminJob, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request) => {
      const job = await jobs.retry(request.params.id);
      request.log.info(
        { jobId: job.id, queue: job.queue, adminId: signedInUser(request).userId },
        'an admin retried a job',
      );
      return job;
    },
  });
};
