// Without PUBLIC_URL, the links a request makes (its mails, its PDFs, its payment's return URL) use
// the address the request came to (core/public-url.ts). Set in preHandler, after the body is read:
// the handler and everything it awaits run inside it.
import type { FastifyInstance } from 'fastify';
import { originFrom, withRequestOrigin } from '../core/public-url.ts';

export function registerRequestOrigin(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    // request.host and request.protocol read X-Forwarded-Host/-Proto only from a trusted proxy (TRUST_PROXY).
    const origin = originFrom(request.protocol, request.host);
    if (origin) withRequestOrigin(origin, done);
    else done();
  });
}
