// /metrics for Prometheus, behind a bearer token (METRICS_TOKEN; without it the path does not
// exist), and the hook that times every request by its route pattern (decision 0023).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.ts';
import { bearerToken } from '../http/bearer.ts';
import type { Metrics } from './metrics.ts';

/** Requests no route matched (404s, the web app's pages): one label, however many URLs. */
export const unmatchedRoute = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

export async function registerMetrics(
  app: FastifyInstance,
  { metrics, token }: { metrics: Metrics; token: string | undefined },
) {
  app.addHook('onResponse', async (request, reply) => {
    // The pattern (`/api/orders/:id`), never the URL: bounded label values whatever clients send.
    const route = request.routeOptions.url ?? unmatchedRoute;
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (token === undefined) return;
  const expected = digest(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = bearerToken(request);
    // Equal-length digests, compared in constant time: the answer's timing says nothing of the token.
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthorized');
    }
    reply.header('cache-control', 'no-store').type(metrics.contentType);
    return metrics.scrape();
  });
}
