// POST /api/payments/stripe/webhook: Stripe's signed events. Registered as a plugin of its own, so
// its body parser (the raw bytes, exactly as signed: a re-serialised JSON would not verify) applies
// here and nowhere else. A bad or missing signature, or one older than 300 s, is 400 and nothing
// is read from the body; a verified event that fails to apply is 5xx (nothing of it committed), so
// Stripe retries it; everything else is 200, replays included.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import { stripeWebhookPath } from '@kubik/contract/payments';
import { AppError } from '../../core/errors.ts';
import type { StripeGateway } from './stripe-gateway.ts';
import type { StripeWebhookService } from './stripe-webhook-service.ts';

/** Stripe's events are a few kB; a megabyte is far beyond any of them. */
const maxEventBytes = 1024 * 1024;

export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  stripe: StripeGateway;
  webhooks: StripeWebhookService;
}> = async (app, deps) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxEventBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.post(stripeWebhookPath.replace(/^\/api/, ''), {
    schema: {
      tags: ['payments'],
      summary: "Stripe's webhook: signed events (raw JSON body, Stripe-Signature header, 300 s tolerance)",
      description:
        'Handled: payment_intent.succeeded, payment_intent.payment_failed, payment_intent.requires_action, payment_intent.canceled, charge.refunded. Deduplicated by event id.',
      headers: z.object({ 'stripe-signature': z.string().optional() }),
      response: { 200: z.object({ received: z.literal(true), outcome: z.string() }), 400: errorBody, 500: errorBody },
    },
    handler: async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new AppError('bad_request');
      const event = deps.stripe.verify(body, request.headers['stripe-signature']);
      if (!event) {
        request.log.warn(
          { hasSignature: Boolean(request.headers['stripe-signature']) },
          'a Stripe webhook with a bad or stale signature was refused',
        );
        throw new AppError('bad_request');
      }
      const outcome = await deps.webhooks.handle(event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      return { received: true as const, outcome };
    },
  });
};
