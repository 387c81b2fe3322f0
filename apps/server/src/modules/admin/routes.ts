// The admin area's calls: the lists (paged, sorted and filtered on the server; `?format=csv` answers
// the whole filtered list as a CSV file), one user and one order, blocking and scopes, moving an
// order, recording a bank payment, refunds, notes, the audit trail, and the mailbox (mails kept
// when there is no SMTP). Anyone without the admin scope gets 404, so the routes are not revealed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrder,
  adminOrderPage,
  adminOrderQuery,
  adminProjectPage,
  adminProjectQuery,
  adminUserDetail,
  adminUserPage,
  adminUserQuery,
  auditPage,
  auditQuery,
  blockUserRequest,
  orderNoteRequest,
  refundRequest,
  setScopesRequest,
} from '@kubik/contract/admin';
import { errorBody } from '@kubik/contract/errors';
import { idempotencyKey, idempotencyKeyHeader, orderTransitionRequest } from '@kubik/contract/orders';
import { paymentState, recordBankPaymentRequest } from '@kubik/contract/payments';
import { AppError } from '../../core/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { requireScope, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { MailService } from '../mail/service.ts';
import type { Admin, AdminService } from './service.ts';

const mail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string() })),
});
const idParam = z.object({ id: z.string().uuid() });
/** The list as JSON, or (format=csv) as a file: the same schema documents both. */
const csvOr = <T extends z.ZodType>(page: T) => z.union([page, z.string()]);
const refundError = z.object({ error: errorBody.shape.error.extend({ refundableCents: z.number().int().optional() }) });

function admin(request: FastifyRequest): Admin {
  const { userId, user } = signedInUser(request);
  return { userId, email: user.email };
}

function sendCsv(reply: FastifyReply, name: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** A mail's one-use links with their token cut (`token=…`), in text and in HTML alike. */
export function redactTokens(body: string): string {
  return body.replace(/([?&](?:amp;)?token=)[^&\s"'<>]+/g, '$1…');
}

export const adminRoutes: FastifyPluginAsyncZod<{ auth: AuthService; mail: MailService; admin: AdminService }> = async (
  app,
  { auth, mail: mails, admin: service },
) => {
  const onlyAdmins = requireScope(auth, 'admin');
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  // Every route here is for admins only: one hook, so no route can forget it. onRequest, before the
  // body and query are validated: a non-admin's malformed request is 404 too, never a 400 that
  // would reveal the route.
  app.addHook('onRequest', onlyAdmins);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get('/admin/mails', {
    schema: {
      tags,
      summary: 'The mailbox: every mail Kubik wrote, newest first',
      security,
      querystring: z.object({
        page: z.coerce.number().int().min(1).default(1),
        perPage: z.coerce
          .number()
          .int()
          .refine((n) => [10, 25, 50, 100].includes(n))
          .default(10),
      }),
      response: {
        200: z.object({
          items: z.array(mail),
          total: z.number().int(),
          page: z.number().int(),
          perPage: z.number().int(),
        }),
        401: errorBody,
        404: errorBody,
      },
    },
    handler: async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await mails.page((page - 1) * perPage, perPage);
      // With SMTP the mails went to their readers: the links that sign someone in or confirm an
      // address (`token=`) are theirs alone, so the mailbox shows them cut. Without SMTP the mailbox
      // is how a fresh, offline install delivers them, and shows them whole.
      const shown = (body: string) => (mails.smtp ? redactTokens(body) : body);
      return {
        items: rows.map((m) => ({
          ...m,
          text: shown(m.text),
          html: shown(m.html),
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
          attachments: m.attachments.map(({ filename }) => ({ filename })),
        })),
        total,
        page,
        perPage,
      };
    },
  });

  app.get('/admin/users', {
    schema: {
      tags,
      security,
      summary:
        'Users: search by e-mail, name or company (q), filter by scope and blocked; sort createdAt, email, name; format=csv for the whole filtered list',
      querystring: adminUserQuery,
      response: { 200: csvOr(adminUserPage), 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'users', await service.usersCsv(request.query))
        : service.users(request.query),
  });

  app.get('/admin/users/:id', {
    schema: {
      tags,
      security,
      summary: 'One user: scopes, company data, addresses, project and order counts, recent sign-ins',
      params: idParam,
      response: { 200: adminUserDetail, 401: errorBody, 404: errorBody },
    },
    handler: async (request) => service.user(request.params.id),
  });

  app.post('/admin/users/:id/block', {
    schema: {
      tags,
      security,
      summary:
        'Block a user, with a reason: they cannot sign in and their sign-ins end at once (409 cannot_block_self for oneself)',
      params: idParam,
      body: blockUserRequest,
      response: { 200: adminUserDetail, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request) => service.block(admin(request), request.params.id, request.body.reason),
  });

  app.post('/admin/users/:id/unblock', {
    schema: {
      tags,
      security,
      summary: 'Unblock a user; the sign-ins the block ended stay ended',
      params: idParam,
      response: { 200: adminUserDetail, 401: errorBody, 404: errorBody },
    },
    handler: async (request) => service.unblock(admin(request), request.params.id),
  });

  app.put('/admin/users/:id/scopes', {
    schema: {
      tags,
      security,
      summary: "Set a user's scopes (409 cannot_remove_own_admin when an admin would lose their own admin scope)",
      params: idParam,
      body: setScopesRequest,
      response: { 200: adminUserDetail, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request) => service.setScopes(admin(request), request.params.id, request.body.scopes),
  });

  app.post('/admin/users/:id/resend-confirmation', {
    schema: {
      tags,
      security,
      summary:
        "Mail the user's confirmation link again, in their language (409 email_already_confirmed; 429 past once a minute or five times an hour per user, shared with the user's own resend)",
      params: idParam,
      response: {
        202: z.object({ status: z.literal('sent') }),
        401: errorBody,
        404: errorBody,
        409: errorBody,
        429: errorBody,
      },
    },
    handler: async (request, reply) => {
      await service.resendConfirmation(admin(request), request.params.id);
      return reply.status(202).send({ status: 'sent' as const });
    },
  });

  app.get('/admin/projects', {
    schema: {
      tags,
      security,
      summary:
        "Every owner's projects: search by name or the owner's name or e-mail (q), filter by owner and shared; sort updatedAt, name, size; format=csv",
      querystring: adminProjectQuery,
      response: { 200: csvOr(adminProjectPage), 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'projects', await service.projectsCsv(request.query))
        : service.projects(request.query),
  });

  app.get('/admin/orders', {
    schema: {
      tags,
      security,
      summary:
        'Orders: filter by status, paymentStatus, from/to (placed, UTC days), q (number or customer); sort createdAt, number, total; format=csv',
      querystring: adminOrderQuery,
      response: { 200: csvOr(adminOrderPage), 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'orders', await service.ordersCsv(request.query, requestLocale(request)))
        : service.orders(request.query),
  });

  app.get('/admin/orders/:id', {
    schema: {
      tags,
      security,
      summary:
        'One order as staff see it: items, frozen prices, customer, addresses, the whole history with internal notes, and allowedTransitions (the states staff may move it to now)',
      params: idParam,
      response: { 200: adminOrder, 401: errorBody, 404: errorBody },
    },
    handler: async (request) => service.order(request.params.id),
  });

  app.post('/admin/orders/:id/transitions', {
    schema: {
      tags,
      security,
      summary:
        'Move an order through the order process (409 illegal_transition, the order unchanged, also when it is no longer in `from`); the customer is mailed',
      params: idParam,
      body: orderTransitionRequest,
      response: { 200: adminOrder, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request) =>
      service.transition(
        admin(request),
        request.params.id,
        request.body.to,
        request.body.note,
        request.body.from,
        request.body.tracking,
      ),
  });

  app.post('/admin/orders/:id/payments', {
    schema: {
      tags: ['payments', 'admin'],
      security,
      summary: 'Record a bank transfer that arrived; the order becomes paid through the same function as a webhook',
      params: idParam,
      body: recordBankPaymentRequest,
      response: { 200: paymentState, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request) => service.recordBankPayment(admin(request), request.params.id, request.body),
  });

  app.post('/admin/orders/:id/refunds', {
    schema: {
      tags,
      security,
      summary:
        'Refund part or all of what was paid, never more (409 refund_exceeds_paid with refundableCents): card payments through Stripe, bank and test payments recorded',
      description:
        'Idempotency-Key header required (the dialog sends one per attempt): the same key again refunds nothing more and answers the payment as it is (header idempotent-replayed); with another amount or reason, 409 idempotency_key_reused.',
      // Loose: the other headers (authorization) must stay on the request.
      headers: z.looseObject({ [idempotencyKeyHeader]: idempotencyKey.optional() }),
      params: idParam,
      body: refundRequest,
      response: {
        200: paymentState,
        400: refundError,
        401: errorBody,
        404: errorBody,
        409: refundError,
        502: errorBody,
      },
    },
    handler: async (request, reply) => {
      const key = request.headers[idempotencyKeyHeader];
      if (!key) throw new AppError('idempotency_key_required');
      const { state, replayed } = await service.refund(
        admin(request),
        request.params.id,
        request.body.amountCents,
        request.body.reason,
        key,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return state;
    },
  });

  app.post('/admin/orders/:id/notes', {
    schema: {
      tags,
      security,
      summary: "A note on the order's timeline: internal (default) or visible to the customer",
      params: idParam,
      body: orderNoteRequest,
      response: { 200: adminOrder, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request) =>
      service.addNote(admin(request), request.params.id, request.body.note, request.body.visibleToCustomer),
  });

  app.get('/admin/audit', {
    schema: {
      tags,
      security,
      summary: "A record's audit trail, newest first: who, what, when, before and after",
      querystring: auditQuery,
      response: { 200: auditPage, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request) =>
      service.audit(request.query.entity, request.query.id, request.query.page, request.query.perPage),
  });
};
