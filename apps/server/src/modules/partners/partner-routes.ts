// A partner user's calls (scope `partner` and a membership): the customers assigned to their
// partner, those customers' projects (read-only) and orders. Every answer is filtered on the server
// to the partner's customers; anything else — another partner's customer, an unassigned one, a
// record that does not exist — is the same 404. (The partner's inquiries are the inquiries module's.)
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import { orderListQuery, orderPage, orderTransitionRequest } from '@kubik/contract/orders';
import {
  invitePartnerUserRequest,
  partnerCustomer,
  partnerOrder,
  partnerProject,
  partnerProjectRow,
  partnerSelf,
  partnerUser,
} from '@kubik/contract/partners';
import { listQuery } from '@kubik/contract/projects';
import { AppError } from '../../core/errors.ts';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';
import { requireScope, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { OrderService } from '../orders/service.ts';
import type { ProjectService } from '../projects/service.ts';
import type { PartnerService } from './service.ts';

const security = [{ bearer: [] }];
const tags = ['partner'];
const idParam = z.object({ id: z.string().uuid() });
const projectParams = z.object({ id: z.string().uuid(), projectId: z.string().uuid() });
const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });

/** `inviteLimit`: a partner-admin's invitations, counted per partner-admin (each makes an account and mails it). */
export const partnerRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  partners: PartnerService;
  projects: ProjectService;
  orders: OrderService;
  inviteLimit?: Pick<RateLimit, 'hit'>;
}> = async (app, deps) => {
  const { partners, projects, orders } = deps;
  const onlyPartners = requireScope(deps.auth, 'partner');
  const partnerOf = (request: FastifyRequest) => partners.partnerOf(signedInUser(request).user);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get('/partner/me', {
    schema: {
      tags,
      security,
      summary: 'The partner I work for: name, contact, discount, and whether I am one of its admins',
      response: { 200: partnerSelf, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyPartners,
    handler: async (request) => partners.self(signedInUser(request).user),
  });

  app.get('/partner/users', {
    schema: {
      tags,
      security,
      summary: "My partner's users",
      response: { 200: z.object({ items: z.array(partnerUser) }), 401: errorBody, 404: errorBody },
    },
    onRequest: onlyPartners,
    handler: async (request) => ({ items: await partners.users((await partnerOf(request)).partnerId) }),
  });

  app.post('/partner/users', {
    schema: {
      tags,
      security,
      summary:
        'Invite a user to my partner (partner-admins only: 403 otherwise); a mail in their language to set a password (409 email_taken; 429 past twenty an hour)',
      body: invitePartnerUserRequest,
      response: {
        201: z.object({ items: z.array(partnerUser) }),
        400: errorBody,
        401: errorBody,
        403: errorBody,
        404: errorBody,
        409: errorBody,
        429: errorBody,
      },
    },
    onRequest: onlyPartners,
    handler: async (request, reply) => {
      const actor = await partnerOf(request);
      const { user } = signedInUser(request);
      if (!actor.isAdmin || !user.scopes.includes('partner-admin')) throw new AppError('forbidden');
      await deps.inviteLimit?.hit(user.id);
      const detail = await partners.invite({ userId: user.id, email: user.email }, actor.partnerId, request.body);
      return reply.status(201).send({ items: detail.users });
    },
  });

  app.get('/partner/customers', {
    schema: {
      tags,
      security,
      summary: "My partner's customers",
      response: { 200: z.object({ items: z.array(partnerCustomer) }), 401: errorBody, 404: errorBody },
    },
    onRequest: onlyPartners,
    handler: async (request) => ({ items: await partners.customers((await partnerOf(request)).partnerId) }),
  });

  app.get('/partner/customers/:id', {
    schema: {
      tags,
      security,
      summary: "One of my partner's customers (404 for anyone else)",
      params: idParam,
      response: { 200: partnerCustomer, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyPartners,
    handler: async (request) => {
      const { partnerId } = await partnerOf(request);
      const found = (await partners.customers(partnerId)).find((c) => c.id === request.params.id);
      if (!found) throw new AppError('not_found');
      return found;
    },
  });

  app.get('/partner/customers/:id/projects', {
    schema: {
      tags,
      security,
      summary: "A customer's projects, newest first (read-only)",
      params: idParam,
      querystring: listQuery.pick({ page: true, perPage: true }),
      response: { 200: page(partnerProjectRow), 400: errorBody, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyPartners,
    handler: async (request) => {
      const { partnerId } = await partnerOf(request);
      await partners.assertAssigned(request.params.id, partnerId);
      const { page: n, perPage } = request.query;
      const { rows, total } = await projects.adminPage(
        { ownerId: request.params.id, sort: 'updatedAt', order: 'desc', q: undefined, shared: undefined },
        (n - 1) * perPage,
        perPage,
      );
      return {
        items: rows.map((p) => ({
          id: p.id,
          name: p.name,
          ownerId: p.ownerId,
          thumbnail: p.thumbnail,
          cubeCount: p.cubeCount,
          updatedAt: p.updatedAt.toISOString(),
        })),
        total,
        page: n,
        perPage,
      };
    },
  });

  app.get('/partner/customers/:id/projects/:projectId', {
    schema: {
      tags,
      security,
      summary: "One of a customer's projects with its design (read-only)",
      params: projectParams,
      response: { 200: partnerProject, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyPartners,
    handler: async (request) => {
      const { partnerId } = await partnerOf(request);
      await partners.assertAssigned(request.params.id, partnerId);
      const p = await projects.snapshot(request.params.projectId, request.params.id);
      const cubeCount = Array.isArray((p.design as { elements?: unknown[] } | null)?.elements)
        ? (p.design as { elements: { kind?: unknown }[] }).elements.filter((e) => e?.kind === 'cube').length
        : 0;
      return {
        id: p.id,
        name: p.name,
        ownerId: request.params.id,
        thumbnail: p.thumbnail,
        cubeCount,
        updatedAt: p.updatedAt.toISOString(),
        design: p.design as z.infer<typeof partnerProject>['design'],
      };
    },
  });

  app.get('/partner/orders', {
    schema: {
      tags,
      security,
      summary:
        "The orders of my partner's customers, newest first; customerId: one customer's (404 for anyone not my partner's)",
      querystring: orderListQuery.extend({ customerId: z.string().uuid().optional() }),
      response: { 200: orderPage, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyPartners,
    handler: async (request) => {
      const { partnerId } = await partnerOf(request);
      const { customerId, ...query } = request.query;
      if (customerId) {
        await partners.assertAssigned(customerId, partnerId);
        return orders.list([customerId], query);
      }
      const ids = await partners.customerIds(partnerId);
      if (ids.length === 0) return { items: [], total: 0, page: query.page, perPage: query.perPage };
      return orders.list(ids, query);
    },
  });

  app.get('/partner/orders/:id', {
    schema: {
      tags,
      security,
      summary:
        "One order of my partner's customers, as the customer sees it, with the states I may move it to now (the admin's order policy)",
      params: idParam,
      response: { 200: partnerOrder, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyPartners,
    handler: async (request) => partners.order(signedInUser(request).user, request.params.id),
  });

  app.post('/partner/orders/:id/transitions', {
    schema: {
      tags,
      security,
      summary:
        "Move an order of my partner's customers, only as the admin's order policy grants partners (404 outside my customers; 409 illegal_transition, the order unchanged, for a move not granted or when it is no longer in `from`); the customer is mailed",
      params: idParam,
      body: orderTransitionRequest,
      response: { 200: partnerOrder, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    onRequest: onlyPartners,
    handler: async (request) =>
      partners.moveOrder(
        signedInUser(request).user,
        request.params.id,
        request.body.to,
        request.body.from,
        request.body.note,
        request.body.tracking,
      ),
  });
};
