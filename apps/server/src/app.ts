// Builds the HTTP server: one JSON log line per request, one error shape, the API under /api,
// its OpenAPI document, and the web app on the same port.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { adminAccountRoutes } from './accounts/admin-routes.ts';
import { profileRoutes } from './accounts/profile-routes.ts';
import { registrationRoutes } from './accounts/registration-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import type { Config } from './config.ts';
import { designRoutes } from './designs/design-routes.ts';
import { registerErrorHandling } from './http/errors.ts';
import { projectRoutes } from './projects/project-routes.ts';
import { validatorCompiler } from './http/validation.ts';
import type { Services } from './services.ts';
import { healthRoutes } from './system/health-routes.ts';
import { registerOpenApi } from './system/openapi.ts';
import { registerSpa } from './system/spa.ts';
import { userRoutes } from './users/user-routes.ts';
import { workshopRoutes } from './workshop/workshop-routes.ts';

export type AppOptions = { config: Config; services: Services; logStream?: DestinationStream };

export async function buildApp({ config, services, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Belt and braces: our request line holds none of these, but an error's context might.
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh_token', '*.access_token', '*.token'], censor: '[redacted]' },
    },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandling(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // One line per request: id, method, route pattern, path without its query (queries may carry
  // tokens), status, duration. Never headers or bodies.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        reqId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request',
    );
  });

  const secureCookies = config.publicUrl.startsWith('https://');
  await app.register(cookie);
  await registerOpenApi(app, config.publicUrl);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: services.database.ping });
      await api.register(authRoutes, { auth: services.auth, secureCookies });
      await api.register(userRoutes, { auth: services.auth });
      await api.register(designRoutes, { auth: services.auth, catalogue: services.catalogue });
      await api.register(registrationRoutes, { auth: services.auth, registration: services.registration, secureCookies });
      await api.register(profileRoutes, { auth: services.auth, profile: services.profile, contact: services.contact, contactLimit: services.contactLimit });
      await api.register(projectRoutes, { auth: services.auth, projects: services.projects, configurations: services.configurations });
      await api.register(workshopRoutes, { auth: services.auth, catalogue: services.catalogue, projects: services.projectRepository, guestPdfLimit: services.guestPdfLimit, warmDocuments: config.env === 'production' });
      await api.register(adminAccountRoutes, { auth: services.auth, mails: services.mailRepository, users: services.users });
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.webDistDir);
  return app;
}
