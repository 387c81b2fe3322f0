// The cart over HTTP, for the signed-in user only: nobody sees or changes another's cart (an item
// that is not theirs is 404, as one that does not exist).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCartItemRequest,
  alreadyInCartError,
  cart,
  cartCount,
  shippingOptions,
  shippingOptionsQuery,
  updateCartItemRequest,
} from '@kubik/contract/cart';
import { errorBody } from '@kubik/contract/errors';
import { requireUser, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { CartService } from './service.ts';

const security = [{ bearer: [] }];
const itemId = z.object({ id: z.string().uuid() });

export const cartRoutes: FastifyPluginAsyncZod<{ auth: AuthService; cart: CartService }> = async (app, deps) => {
  const signedIn = requireUser(deps.auth);
  const { cart: carts } = deps;
  const user = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).userId;

  app.get('/cart', {
    schema: {
      tags: ['shop'],
      summary:
        'My cart: items priced by the server (re-priced when the catalogue changed), totals, the piece count for the header',
      security,
      response: { 200: cart, 401: errorBody, 503: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return carts.get(user(request));
    },
  });

  app.get('/cart/count', {
    schema: {
      tags: ['shop'],
      summary: "Pieces in my cart, for the header's badge",
      security,
      response: { 200: cartCount, 401: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return carts.count(user(request));
    },
  });

  app.post('/cart/items', {
    schema: {
      tags: ['shop'],
      summary:
        'Add a snapshot of one of my projects; 409 already_in_cart (with itemId) when it is there, unless asNewItem',
      security,
      body: addCartItemRequest,
      response: {
        201: cart,
        400: errorBody,
        401: errorBody,
        404: errorBody,
        409: z.union([alreadyInCartError, errorBody]),
        503: errorBody,
      },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      const { itemId: id, cart: answer } = await carts.add(user(request), request.body);
      return reply.status(201).header('location', `/api/cart/items/${id}`).send(answer);
    },
  });

  app.put('/cart/items/:id', {
    schema: {
      tags: ['shop'],
      summary: "Change an item's quantity, or take its project's current design into it",
      security,
      params: itemId,
      body: updateCartItemRequest,
      response: { 200: cart, 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => carts.update(user(request), request.params.id, request.body),
  });

  app.delete('/cart/items/:id', {
    schema: {
      tags: ['shop'],
      summary: 'Remove an item from my cart',
      security,
      params: itemId,
      response: { 200: cart, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => carts.remove(user(request), request.params.id),
  });

  app.delete('/cart/price-changes', {
    schema: {
      tags: ['shop'],
      summary: 'I have seen the re-priced items: stop reporting their price changes',
      security,
      response: { 200: cart, 401: errorBody, 503: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => carts.acknowledgePrices(user(request)),
  });

  app.get('/cart/shipping', {
    schema: {
      tags: ['shop'],
      summary: 'Pickup and delivery for my cart to a country: price by zone, weight and volume, and the delivery weeks',
      security,
      querystring: shippingOptionsQuery,
      response: { 200: shippingOptions, 400: errorBody, 401: errorBody, 503: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => carts.shippingOptions(user(request), request.query.country),
  });
};
