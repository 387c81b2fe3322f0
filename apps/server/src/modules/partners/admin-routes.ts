// The admin's partner calls: list, create, open and edit partners, invite partner users, and assign
// or unassign a customer. Anyone without the admin scope gets 404 (onRequest, before the body is
// read), so the routes are not revealed; every change writes an audit row.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import {
  assignPartnerRequest,
  createPartnerRequest,
  customerAssignment,
  customerPartner,
  invitePartnerUserRequest,
  orderPolicy,
  orderPolicyRequest,
  partnerDetail,
  partnerPage,
  partnerQuery,
  setPartnerAdminRequest,
  updatePartnerRequest,
} from '@kubik/contract/partners';
import { requireScope, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { Admin } from '../admin/audit-service.ts';
import type { PartnerService } from './service.ts';

const idParam = z.object({ id: z.string().uuid() });
const memberParams = z.object({ id: z.string().uuid(), userId: z.string().uuid() });
const security = [{ bearer: [] }];
const tags = ['admin', 'partners'];

function admin(request: FastifyRequest): Admin {
  const { userId, user } = signedInUser(request);
  return { userId, email: user.email };
}

export const partnerAdminRoutes: FastifyPluginAsyncZod<{ auth: AuthService; partners: PartnerService }> = async (
  app,
  { auth, partners },
) => {
  const onlyAdmins = requireScope(auth, 'admin');
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get('/admin/order-policy', {
    schema: {
      tags,
      security,
      summary:
        "The order policy: the order moves partners may make on their customers' orders (none by default), and every move that may be granted",
      response: { 200: orderPolicy, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async () => partners.orderPolicy(),
  });

  app.put('/admin/order-policy', {
    schema: {
      tags,
      security,
      summary:
        'Set the order moves partners may make (only moves of the order process: 400 validation_failed otherwise); audited (entity order_policy)',
      body: orderPolicyRequest,
      response: { 200: orderPolicy, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request) => partners.setOrderPolicy(admin(request), request.body.partnerMay),
  });

  app.get('/admin/partners', {
    schema: {
      tags,
      security,
      summary: 'Partners, by name; q searches name, contact e-mail and region',
      querystring: partnerQuery,
      response: { 200: partnerPage, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request) => partners.page(request.query),
  });

  app.post('/admin/partners', {
    schema: {
      tags,
      security,
      summary: 'Create a partner (discount in basis points: 1000 = 10 %)',
      body: createPartnerRequest,
      response: { 201: partnerDetail, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request, reply) => reply.status(201).send(await partners.create(admin(request), request.body)),
  });

  app.get('/admin/partners/:id', {
    schema: {
      tags,
      security,
      summary: 'One partner with its users and its assigned customers',
      params: idParam,
      response: { 200: partnerDetail, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request) => partners.detail(request.params.id),
  });

  app.patch('/admin/partners/:id', {
    schema: {
      tags,
      security,
      summary: "Edit a partner's name, contact, region or discount",
      params: idParam,
      body: updatePartnerRequest,
      response: { 200: partnerDetail, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request) => partners.update(admin(request), request.params.id, request.body),
  });

  app.post('/admin/partners/:id/users', {
    schema: {
      tags,
      security,
      summary:
        'Invite a partner user: a new account (scope partner, and partner-admin when isAdmin) and a mail in their language to set a password (409 email_taken)',
      params: idParam,
      body: invitePartnerUserRequest,
      response: { 201: partnerDetail, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request, reply) =>
      reply.status(201).send(await partners.invite(admin(request), request.params.id, request.body)),
  });

  app.put('/admin/partners/:id/users/:userId', {
    schema: {
      tags,
      security,
      summary:
        "Mark or unmark a partner's user as its partner-admin (scope partner-admin); a partner may be left with none. 404 for a user who is not the partner's",
      params: memberParams,
      body: setPartnerAdminRequest,
      response: { 200: partnerDetail, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request) =>
      partners.setAdmin(admin(request), request.params.id, request.params.userId, request.body.isAdmin),
  });

  app.get('/admin/users/:id/partner', {
    schema: {
      tags,
      security,
      summary: 'The partner a customer is assigned to (partner null: none)',
      params: idParam,
      response: { 200: customerPartner, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request) => partners.partnerOfCustomer(request.params.id),
  });

  app.post('/admin/users/:id/partner', {
    schema: {
      tags,
      security,
      summary:
        'Assign a customer to a partner (or move them to another); 404 for partner users, admins and unknown ids',
      params: idParam,
      body: assignPartnerRequest,
      response: { 200: customerAssignment, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request) => partners.assign(admin(request), request.params.id, request.body.partnerId),
  });

  app.delete('/admin/users/:id/partner', {
    schema: {
      tags,
      security,
      summary: 'Unassign a customer from their partner',
      params: idParam,
      response: { 200: customerAssignment, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request) => partners.unassign(admin(request), request.params.id),
  });
};
