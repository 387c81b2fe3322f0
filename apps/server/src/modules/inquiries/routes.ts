// Inquiries over HTTP: a customer sends and lists their own; its customer, staff and the users of
// the customer's partner open one and write in its thread (anyone else: 404, as a missing one);
// partner users list their customers' inquiries, admins every inquiry.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import {
  adminInquiryListQuery,
  createInquiryRequest,
  declineOfferRequest,
  inquiry,
  inquiryItemDesign,
  inquiryListQuery,
  inquiryMessageRequest,
  inquiryPage,
  offerDraftRequest,
  offerRevision,
} from '@kubik/contract/inquiries';
import { requireScope, requireUser, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { InquiryService } from './service.ts';

const security = [{ bearer: [] }];
const tags = ['inquiries'];
const idParam = z.object({ id: z.string().uuid() });
/** An inquiry named by its id or by its number (2026-0042, the configurator's short address). */
const itemParams = z.object({
  id: z.union([z.string().uuid(), z.string().regex(/^\d{4}-\d{4,6}$/)]),
  seq: z.coerce.number().int().min(1).max(1000),
});
const withdrawRequest = z.object({ note: z.string().trim().max(2000).optional() });
const offerParams = z.object({ id: z.string().uuid(), offerId: z.string().uuid() });
const offerErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const inquiryRoutes: FastifyPluginAsyncZod<{ auth: AuthService; inquiries: InquiryService }> = async (
  app,
  { auth, inquiries },
) => {
  const signedIn = requireUser(auth);
  const onlyPartners = requireScope(auth, 'partner');
  const onlyAdmins = requireScope(auth, 'admin');
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.post('/inquiries', {
    schema: {
      tags,
      security,
      summary:
        'Ask for an offer: my projects (frozen as they are now, with their computed price) and a message; the answer carries the number (2026-0042). 403 email_not_confirmed',
      body: createInquiryRequest,
      response: { 201: inquiry, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 503: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) =>
      reply.status(201).send(await inquiries.create(signedInUser(request).user, request.body)),
  });

  app.get('/inquiries', {
    schema: {
      tags,
      security,
      summary: 'My inquiries, newest first',
      querystring: inquiryListQuery,
      response: { 200: inquiryPage, 400: errorBody, 401: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => inquiries.list(signedInUser(request).userId, request.query),
  });

  app.get('/inquiries/:id', {
    schema: {
      tags,
      security,
      summary: "One inquiry with its items, thread and history (its customer, staff, or the customer's partner)",
      params: idParam,
      response: { 200: inquiry, 401: errorBody, 404: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => inquiries.get(request.params.id, signedInUser(request).user),
  });

  app.get('/inquiries/:id/items/:seq', {
    schema: {
      tags,
      security,
      summary:
        "One frozen item's design, read-only (the inquiry's readers); the inquiry named by its id or its number (2026-0042)",
      params: itemParams,
      response: { 200: inquiryItemDesign, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) =>
      inquiries.itemDesign(request.params.id, request.params.seq, signedInUser(request).user) as Promise<
        z.infer<typeof inquiryItemDesign>
      >,
  });

  app.post('/inquiries/:id/messages', {
    schema: {
      tags,
      security,
      summary: "Write in the inquiry's thread; the other side gets a mail",
      params: idParam,
      body: inquiryMessageRequest,
      response: { 201: inquiry, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await inquiries.addMessage(request.params.id, signedInUser(request).user, request.body.body)),
  });

  app.post('/inquiries/:id/withdraw', {
    schema: {
      tags,
      security,
      summary: 'Withdraw the inquiry (its customer or staff; 409 illegal_transition once accepted or withdrawn)',
      params: idParam,
      body: withdrawRequest,
      response: { 200: inquiry, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) =>
      inquiries.transition(request.params.id, signedInUser(request).user, 'withdrawn', request.body.note),
  });

  app.post('/inquiries/:id/offers', {
    schema: {
      tags,
      security,
      summary:
        "Make a draft offer (staff or the customer's partner): a price per item, validity, delivery, note; the customer sees it once sent. 409 conflict while another offer is live",
      params: idParam,
      body: offerDraftRequest,
      response: { 201: inquiry, ...offerErrors },
    },
    onRequest: signedIn,
    handler: async (request, reply) =>
      reply.status(201).send(await inquiries.createOffer(request.params.id, signedInUser(request).user, request.body)),
  });

  app.patch('/inquiries/:id/offers/:offerId', {
    schema: {
      tags,
      security,
      summary: 'Change a draft offer; a sent one is frozen (409 offer_not_editable: withdraw it and send a new one)',
      params: offerParams,
      body: offerRevision,
      response: { 200: inquiry, ...offerErrors },
    },
    onRequest: signedIn,
    handler: async (request) =>
      inquiries.reviseOffer(request.params.id, request.params.offerId, signedInUser(request).user, request.body),
  });

  app.post('/inquiries/:id/offers/:offerId/send', {
    schema: {
      tags,
      security,
      summary: 'Send a draft offer to the customer (a mail in their language); the inquiry is offered',
      params: offerParams,
      response: { 200: inquiry, ...offerErrors },
    },
    onRequest: signedIn,
    handler: async (request) =>
      inquiries.sendOffer(request.params.id, request.params.offerId, signedInUser(request).user),
  });

  app.post('/inquiries/:id/offers/:offerId/withdraw', {
    schema: {
      tags,
      security,
      summary:
        'Withdraw an offer (staff or the partner): a draft is discarded; a sent one ends and the inquiry waits for a new one',
      params: offerParams,
      response: { 200: inquiry, ...offerErrors },
    },
    onRequest: signedIn,
    handler: async (request) =>
      inquiries.withdrawOffer(request.params.id, request.params.offerId, signedInUser(request).user),
  });

  app.post('/inquiries/:id/offers/:offerId/decline', {
    schema: {
      tags,
      security,
      summary: 'Decline a sent offer with a reason (the customer); 409 offer_expired past its validity',
      params: offerParams,
      body: declineOfferRequest,
      response: { 200: inquiry, ...offerErrors },
    },
    onRequest: signedIn,
    handler: async (request) =>
      inquiries.declineOffer(
        request.params.id,
        request.params.offerId,
        signedInUser(request).user,
        request.body.reason,
      ),
  });

  app.get('/partner/inquiries', {
    schema: {
      tags: [...tags, 'partner'],
      security,
      summary: "The inquiries of my partner's customers, newest first",
      querystring: inquiryListQuery,
      response: { 200: inquiryPage, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyPartners,
    handler: async (request) => inquiries.partnerList(signedInUser(request).user, request.query),
  });

  app.get('/admin/inquiries', {
    schema: {
      tags: [...tags, 'admin'],
      security,
      summary: "Every inquiry, or one customer's (customerId), newest first",
      querystring: adminInquiryListQuery,
      response: { 200: inquiryPage, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request) => inquiries.staffList(request.query),
  });
};
