// Checkout and orders over HTTP. A customer sees only their own orders (another's is 404, as a
// missing one); an admin may also open any order's item design. Staff move orders through the order process in the admin module's routes. `POST /orders` needs an
// Idempotency-Key header: the same key again answers the same order (header idempotent-replayed).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cart, shippingOptions } from '@kubik/contract/cart';
import { errorBody } from '@kubik/contract/errors';
import {
  cancelOrderRequest,
  checkoutAddresses,
  checkoutPreview,
  checkoutPreviewRequest,
  checkoutShippingQuery,
  createOrderRequest,
  idempotencyKey,
  idempotencyKeyHeader,
  order,
  orderItemDesign,
  orderListQuery,
  orderPage,
  pricesChangedError,
} from '@kubik/contract/orders';
import { AppError } from '../../core/errors.ts';
import { requireUser, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { CheckoutService } from './checkout-service.ts';
import type { OrderService } from './service.ts';

const security = [{ bearer: [] }];
const orderId = z.object({ id: z.string().uuid() });

export const orderRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  orders: OrderService;
  checkout: CheckoutService;
}> = async (app, deps) => {
  const signedIn = requireUser(deps.auth);
  const { orders, checkout } = deps;
  const user = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).userId;

  app.post('/checkout/preview', {
    schema: {
      tags: ['shop'],
      summary:
        "The order as it would be: my cart's lines with the shipping chosen, priced by the server, and the delivery estimate",
      security,
      body: checkoutPreviewRequest,
      response: {
        200: checkoutPreview,
        400: errorBody,
        401: errorBody,
        404: errorBody,
        409: errorBody,
        503: errorBody,
      },
    },
    onRequest: signedIn,
    handler: async (request) => checkout.preview(user(request), request.body),
  });

  app.get('/checkout/shipping', {
    schema: {
      tags: ['shop'],
      summary:
        "Pickup and delivery for an accepted offer's items (its customer only; 404 otherwise, 409 offer_expired or illegal_transition once it is no longer open)",
      security,
      querystring: checkoutShippingQuery,
      response: {
        200: shippingOptions,
        400: errorBody,
        401: errorBody,
        404: errorBody,
        409: errorBody,
        503: errorBody,
      },
    },
    onRequest: signedIn,
    handler: async (request) => checkout.shippingOptions(user(request), request.query.offerId, request.query.country),
  });

  app.get('/checkout/addresses', {
    schema: {
      tags: ['shop'],
      summary:
        "What checkout prefills beyond my account: my latest order's phone, billing and delivery address, and the countries the shop delivers to",
      security,
      response: { 200: checkoutAddresses, 401: errorBody, 503: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkout.addresses(user(request));
    },
  });

  app.post('/orders', {
    schema: {
      tags: ['shop'],
      summary: 'Place the order from my cart (Idempotency-Key header required; the same key answers the same order)',
      description:
        'The server re-prices the cart under a lock: a price that went up is refused (409 prices_changed, with the new prices), one that went down is passed on. ' +
        'Only confirmed e-mail addresses may order (403 email_not_confirmed). Amounts are never taken from the request.',
      security,
      // Loose: the other headers (authorization) must stay on the request.
      headers: z.looseObject({ [idempotencyKeyHeader]: idempotencyKey.optional() }),
      body: createOrderRequest,
      response: {
        201: order,
        400: errorBody,
        401: errorBody,
        403: errorBody,
        404: errorBody,
        409: z.union([pricesChangedError, errorBody]),
        503: errorBody,
      },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      const key = request.headers[idempotencyKeyHeader];
      if (!key) throw new AppError('idempotency_key_required');
      const { order: placed, replayed } = await checkout.place(signedInUser(request).user, key, request.body);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).header('location', `/api/orders/${placed.id}`).send(placed);
    },
  });

  app.get('/orders', {
    schema: {
      tags: ['shop'],
      summary: 'My orders, newest first, paged',
      security,
      querystring: orderListQuery,
      response: { 200: orderPage, 400: errorBody, 401: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orders.list(user(request), request.query);
    },
  });

  app.get('/orders/:id', {
    schema: {
      tags: ['shop'],
      summary: 'One of my orders with its items, lines and history',
      security,
      params: orderId,
      response: { 200: order, 401: errorBody, 404: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orders.get(request.params.id, user(request));
    },
  });

  app.get('/orders/:id/items/:seq', {
    schema: {
      tags: ['shop'],
      summary:
        "An ordered item's frozen design (read-only in the configurator): of my own order, or of any order for admins",
      security,
      params: orderId.extend({ seq: z.coerce.number().int().min(1).max(10_000) }),
      response: { 200: orderItemDesign, 401: errorBody, 404: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => {
      const { userId, user: reader } = signedInUser(request);
      return orders.itemDesign(request.params.id, request.params.seq, {
        userId,
        staff: reader.scopes.includes('admin'),
      }) as Promise<z.infer<typeof orderItemDesign>>;
    },
  });

  app.post('/orders/:id/reorder', {
    schema: {
      tags: ['shop'],
      summary: "Order again: the order's designs back in my cart as they were ordered, priced now",
      security,
      params: orderId,
      response: { 201: cart, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) => reply.status(201).send(await orders.reorder(request.params.id, user(request))),
  });

  app.post('/orders/:id/cancel', {
    schema: {
      tags: ['shop'],
      summary: 'Cancel my order, only while it is submitted (409 illegal_transition after)',
      security,
      params: orderId,
      body: cancelOrderRequest.nullish(),
      response: { 200: order, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => orders.cancel(request.params.id, user(request), request.body?.reason),
  });
};
