// Paying over HTTP (packages/contract payments.ts): the checkout's provider config, starting a
// payment of one's own order and its state (what the return page polls); staff record bank
// transfers and refunds through the admin module's routes. No request carries an amount. Someone else's order answers 404, as for none.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Scope } from '@kubik/contract/auth';
import { errorBody } from '@kubik/contract/errors';
import { paymentConfig, paymentState, startPaymentAnswer, startPaymentRequest } from '@kubik/contract/payments';
import { optionalUser, requireScope, requireUser, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { PaymentService } from './service.ts';

const security = [{ bearer: [] }];
const orderId = z.object({ id: z.string().uuid() });

export const paymentRoutes: FastifyPluginAsyncZod<{ auth: AuthService; payments: PaymentService }> = async (
  app,
  { auth, payments },
) => {
  const signedIn = requireUser(auth);
  const payer = (request: Parameters<typeof signedInUser>[0]) => {
    const who = signedInUser(request);
    return { userId: who.userId, scopes: who.user.scopes as Scope[] };
  };

  app.get('/payments/config', {
    schema: {
      tags: ['payments'],
      summary:
        'Which providers pay for orders: Stripe (with its publishable key) or the built-in test provider; bank transfer for company accounts',
      response: { 200: paymentConfig, 401: errorBody },
    },
    onRequest: optionalUser(auth),
    handler: async (request) => payments.config(request.auth ? payer(request) : null),
  });

  app.post('/orders/:id/payment', {
    schema: {
      tags: ['payments'],
      summary:
        "Start (or retry) paying my order: Stripe's client secret, the bank transfer details, or the test provider's URL. The amount is the order's",
      security,
      params: orderId,
      body: startPaymentRequest,
      response: {
        200: startPaymentAnswer,
        400: errorBody,
        401: errorBody,
        404: errorBody,
        409: errorBody,
        502: errorBody,
      },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.start(request.params.id, payer(request), request.body.method);
    },
  });

  app.get('/orders/:id/payment', {
    schema: {
      tags: ['payments'],
      summary: "Where my order's payment stands (paid only once the provider's verified webhook says so)",
      security,
      params: orderId,
      response: { 200: paymentState, 401: errorBody, 404: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.state(request.params.id, { userId: signedInUser(request).userId });
    },
  });

  app.get('/admin/orders/:id/payment', {
    schema: {
      tags: ['payments', 'admin'],
      summary: "Staff: where an order's payment stands",
      security,
      params: orderId,
      response: { 200: paymentState, 401: errorBody, 404: errorBody },
    },
    onRequest: requireScope(auth, 'admin'),
    handler: async (request) => payments.state(request.params.id, 'staff'),
  });
};
