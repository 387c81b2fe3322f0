// The built-in test provider's one route. Registered only while the test provider is active (no
// Stripe keys): with Stripe configured the route does not exist (404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import { paymentState, testPaymentRequest } from '@kubik/contract/payments';
import { requestLocale } from '../../http/locale.ts';
import { requireUser, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { TestProvider } from './test-provider.ts';

export const testProviderRoutes: FastifyPluginAsyncZod<{ auth: AuthService; testProvider: TestProvider }> = async (
  app,
  deps,
) => {
  app.post('/payments/test/:orderId/complete', {
    schema: {
      tags: ['shop'],
      summary:
        'Complete a payment of my order with the built-in test provider: succeeded or failed (only while no Stripe keys are set)',
      security: [{ bearer: [] }],
      params: z.object({ orderId: z.string().uuid() }),
      body: testPaymentRequest,
      response: { 200: paymentState, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    onRequest: requireUser(deps.auth),
    handler: async (request) =>
      deps.testProvider.complete(
        request.params.orderId,
        signedInUser(request).userId,
        request.body,
        requestLocale(request),
      ),
  });
};
