// Serves the built web app from one port with the API: hashed assets cached for a year,
// index.html for every other GET outside /api (history-mode routing), JSON 404 under /api.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';
import { requestLocale } from './locale.ts';

/** index.html with the shop's time zone on <html data-time-zone> (apps/web/src/i18n/format.ts reads it). */
async function indexPage(distDir: string, timeZone: string): Promise<string> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  return html.replace(/<html\b/, `<html data-time-zone="${timeZone.replace(/[^\w/+-]/g, '')}"`);
}

export async function registerSpa(app: FastifyInstance, distDir: string, timeZone: string) {
  const hasApp = existsSync(join(distDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && hasApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return indexPage(distDir, timeZone).then((html) =>
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html),
      );
    }
    return reply
      .status(404)
      .type('application/json; charset=utf-8')
      .send(errorBody('not_found', requestLocale(request)));
  });
}
