// Builds the HTTP server: one JSON log line per request, one error shape (the framework's own
// errors included), checked JSON bodies, security headers, the API under /api, its OpenAPI
// document, and the web app on the same port.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import cookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { AppError } from './core/errors.ts';
import { registerBodyParsing, smallBodyLimit } from './http/body.ts';
import { registerClientAddress } from './http/client-address.ts';
import { registerRequestOrigin } from './http/request-origin.ts';
import { errorBody, registerErrorHandling } from './http/errors.ts';
import { requestLocale } from './http/locale.ts';
import { loggedPath } from './http/logging.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { validatorCompiler } from './http/validation.ts';
import { profileRoutes } from './modules/accounts/profile-routes.ts';
import { registrationRoutes } from './modules/accounts/registration-routes.ts';
import { configurationAdminRoutes } from './modules/admin/configuration-routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminStatsRoutes } from './modules/admin/stats-routes.ts';
import { adminJobRoutes } from './modules/admin/jobs-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogueEditorRoutes } from './modules/catalogue-editor/routes.ts';
import { designRoutes } from './modules/catalogue/routes.ts';
import { orderDocumentRoutes } from './modules/order-documents/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook-routes.ts';
import { testProviderRoutes } from './modules/payments/test-provider-routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { mailedDesignRoutes } from './modules/mailed-designs/routes.ts';
import { modelRoutes } from './modules/models3d/routes.ts';
import { partnerAdminRoutes } from './modules/partners/admin-routes.ts';
import { partnerRoutes } from './modules/partners/partner-routes.ts';
import { healthRoutes } from './modules/system/health-routes.ts';
import { registerMetrics } from './metrics/routes.ts';
import { workshopRoutes } from './modules/workshop/routes.ts';
import type { Services } from './services.ts';

export type AppOptions = { config: Config; services: Services; log: Logger };

/** Node's own refusals (a header block over 16 kB, a request line it cannot parse), in our shape. */
function clientErrorAnswer(error: { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(errorBody(tooLarge ? 'request_header_too_large' : 'bad_request', 'sl'));
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** proxy-addr's trust function for "the nearest `hops` hops are our proxies". */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp({ config, services, log }: AppOptions): Promise<FastifyInstance> {
  let closing = false;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Small by default; routes that take a design raise it (http/body.ts).
    bodyLimit: smallBodyLimit,
    // A hop count n trusts the n addresses nearest to us in X-Forwarded-For; a list trusts those proxies.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // On close: idle keep-alive sockets are closed at once; busy ones get `connection: close` on
    // their last answer (the onSend hook below), so no socket holds the shutdown for the 72 s
    // keep-alive timeout.
    forceCloseConnections: 'idle',
    // Answered by the onRequest hook below in the API's shape, not by fastify or Node in theirs.
    return503OnClosing: false,
    http: { requireHostHeader: false },
    routerOptions: { ignoreTrailingSlash: true },
    // A URL that cannot be decoded (`/api/%`) answers in the API's error shape.
    frameworkErrors: (_error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      reply
        .status(400)
        .type('application/json; charset=utf-8')
        .send(errorBody('bad_request', requestLocale(request)));
    },
    clientErrorHandler: clientErrorAnswer,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandling(app, { databaseDown: services.databaseWatch.caught });
  registerBodyParsing(app, { designBodyLimit: config.bodyLimit });
  registerClientAddress(app);
  registerRequestOrigin(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A request on a kept-alive connection while the server shuts down: another server should take it.
    if (closing) throw new AppError('unavailable', { retryAfterSeconds: 5 });
    // HTTP/1.1 requires Host (RFC 9112 §3.2); Node would answer a bare 400 without a body.
    if (request.raw.httpVersion === '1.1' && !request.headers.host) throw new AppError('bad_request');
  });
  app.addHook('preClose', () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // One line per request: method, route pattern, path without its query (queries may carry
  // tokens), status, duration (the logger adds the request id). Never headers or bodies.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: loggedPath(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request',
    );
  });

  if (config.env === 'production' && config.publicUrlConfigured === undefined) {
    app.log.warn(
      'PUBLIC_URL is not set: links in mails and PDFs use the address each request came to (behind a proxy, set TRUST_PROXY), and mails sent later by background jobs use http://localhost. Set PUBLIC_URL to the address people reach Kubik at.',
    );
  }
  await registerMetrics(app, { metrics: services.metrics, token: config.metricsToken });
  const https = config.publicUrl.startsWith('https://');
  await registerSecurityHeaders(app, { https, cardProvider: config.stripe !== undefined });
  await app.register(cookie);
  // Without PUBLIC_URL the API is described relative to wherever it is read.
  if (config.role !== 'worker') await registerOpenApi(app, config.publicUrlConfigured ?? '/');
  await app.register(
    async (api) => {
      const { auth } = services;
      await api.register(healthRoutes, { ready: services.readiness });
      // A worker (KUBIK_ROLE=worker) answers its health checks only: no customer reaches it.
      if (config.role === 'worker') return;
      await api.register(authRoutes, { auth, secureCookies: https });
      await api.register(designRoutes, { auth, catalogue: services.catalogue, quoteLimit: services.quoteLimit });
      await api.register(registrationRoutes, { auth, registration: services.registration, secureCookies: https });
      await api.register(profileRoutes, {
        auth,
        profile: services.profile,
        contact: services.contact,
        contactLimit: services.contactLimit,
        accountExportLimit: services.accountExportLimit,
      });
      await api.register(projectRoutes, { auth, projects: services.projects });
      await api.register(mailedDesignRoutes, {
        auth,
        designs: services.mailedDesigns,
        clientLimit: services.mailedDesignLimit,
      });
      await api.register(workshopRoutes, {
        auth,
        workshop: services.workshop,
        guestPdfLimit: services.guestPdfLimit,
        exportLimit: services.exportLimit,
      });
      await api.register(modelRoutes, {
        auth,
        models: services.models,
        exportLimit: services.exportLimit,
        guestLimit: services.guestPdfLimit,
      });
      await api.register(adminRoutes, { auth, mail: services.mail, admin: services.admin });
      await api.register(configurationAdminRoutes, { auth, configurations: services.adminConfigurations });
      await api.register(adminStatsRoutes, { auth, stats: services.adminStats });
      await api.register(adminJobRoutes, { auth, jobs: services.jobAdmin });
      await api.register(catalogueEditorRoutes, { auth, editor: services.catalogueEditor });
      await api.register(paymentRoutes, { auth, payments: services.payments });
      await api.register(orderDocumentRoutes, {
        auth,
        documents: services.orderDocuments,
        jobPacks: services.jobPacks,
        runs: services.cuttingRuns,
      });
      // Only with Stripe's keys; its own plugin, so its raw-body parser applies to it alone.
      if (services.stripe)
        await api.register(stripeWebhookRoutes, { stripe: services.stripe, webhooks: services.stripeWebhooks });
      await api.register(cartRoutes, { auth, cart: services.cart });
      await api.register(orderRoutes, { auth, orders: services.orders, checkout: services.checkout });
      await api.register(partnerAdminRoutes, { auth, partners: services.partners });
      await api.register(partnerRoutes, {
        auth,
        partners: services.partners,
        projects: services.projects,
        orders: services.orders,
        inviteLimit: services.partnerInviteLimit,
      });
      await api.register(inquiryRoutes, { auth, inquiries: services.inquiries });
      if (services.testProvider) await api.register(testProviderRoutes, { auth, testProvider: services.testProvider });
    },
    { prefix: '/api' },
  );
  if (config.role !== 'worker') await registerSpa(app, config.webDistDir, config.shopTimeZone);
  return app;
}
