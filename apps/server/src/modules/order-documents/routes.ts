// An order's documents over HTTP. The customer downloads their order's confirmation and (bank
// transfer) proforma, signed in or — the proforma — through the signed link of the order mail;
// staff download the order's job pack (made once from its frozen designs, kept: job-packs.ts), its
// cut list, an item's workshop PDF, and cutting runs of several orders. Someone else's order,
// and anything without the admin scope on staff's routes, answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cuttingRunRequest, jobPackInfo } from '@kubik/contract/admin-workshop';
import { errorBody } from '@kubik/contract/errors';
import { locales } from '@kubik/contract/locale';
import type { LabelLayout } from '@kubik/documents/labels-pdf';
import { AppError } from '../../core/errors.ts';
import { optionalUser, requireScope, requireUser, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import { attachment } from '../workshop/service.ts';
import type { CuttingRunService } from './cutting-runs.ts';
import type { JobPackService } from './job-packs.ts';
import type { OrderDocumentsService } from './service.ts';

const security = [{ bearer: [] }];
const orderId = z.object({ id: z.string().uuid() });
const lang = z.object({ locale: z.enum(locales).optional() });
const file = z.any().describe('the file');
/** A cutting run refused for a design that does not validate names the order it belongs to. */
const runRefused = z.object({
  error: errorBody.shape.error.extend({
    order: z.string().optional().describe('the order whose design does not validate'),
  }),
});
/** The labels' layouts (`@kubik/documents/labels-pdf`, not imported here: it loads pdfkit, which only the workers need). */
const labelLayouts = ['a4', 'roll'] as const satisfies readonly LabelLayout[];

export const orderDocumentRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  documents: OrderDocumentsService;
  jobPacks: JobPackService;
  runs: CuttingRunService;
}> = async (app, { auth, documents, jobPacks, runs }) => {
  app.get('/orders/:id/documents/confirmation.pdf', {
    schema: {
      tags: ['orders'],
      summary: 'My order confirmation as PDF, in the language I ordered in (or `locale`)',
      security,
      params: orderId,
      querystring: lang,
      response: { 200: file, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    onRequest: requireUser(auth),
    handler: async (request, reply) => {
      const { name, pdf } = await documents.confirmationPdf(
        request.params.id,
        { userId: signedInUser(request).userId },
        request.query.locale,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(name, 'pdf'))
        .send(pdf);
    },
  });

  app.get('/orders/:id/documents/proforma.pdf', {
    schema: {
      tags: ['orders'],
      summary: "My order's proforma invoice (bank transfer) as PDF; signed in, or with the order mail's `token`",
      security,
      params: orderId,
      querystring: lang.extend({ token: z.string().max(2000).optional() }),
      response: { 200: file, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    onRequest: optionalUser(auth),
    handler: async (request, reply) => {
      const { id } = request.params;
      const { token, locale } = request.query;
      // The mail's link opens it in any browser, signed in as anyone or not at all.
      let viewer: { userId: string } | 'link';
      if (token && (await documents.linkAllows(id, token))) viewer = 'link';
      else if (request.auth) viewer = { userId: request.auth.userId };
      else if (token) throw new AppError('not_found');
      else throw new AppError('unauthorized');
      const { name, pdf } = await documents.proformaPdf(id, viewer, locale);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(name, 'pdf'))
        .send(pdf);
    },
  });

  const admin = requireScope(auth, 'admin');

  app.get('/admin/orders/:id/job-pack', {
    schema: {
      tags: ['admin', 'workshop'],
      summary: "Staff: whether the order's job pack is made yet, and its SHA-256, size, catalogue version and time",
      security,
      params: orderId,
      response: { 200: jobPackInfo, 401: errorBody, 404: errorBody },
    },
    onRequest: admin,
    handler: async (request) => jobPacks.info(request.params.id),
  });

  app.get('/admin/orders/:id/job-pack.zip', {
    schema: {
      tags: ['admin', 'workshop'],
      summary:
        "Staff: the order's job pack — a folder per item (panel DXFs, cut list, cutting plans), the order's cut list and every piece's label — made once from its frozen designs on the first download, the same bytes ever after (ETag: its SHA-256)",
      security,
      params: orderId,
      response: { 200: file, 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    onRequest: admin,
    handler: async (request, reply) => {
      const { name, zip, sha256 } = await jobPacks.zip(request.params.id);
      return reply
        .type('application/zip')
        .header('etag', `"${sha256}"`)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(`${name}-job-pack`, 'zip'))
        .send(zip);
    },
  });

  app.get('/admin/orders/:id/labels.pdf', {
    schema: {
      tags: ['admin', 'workshop'],
      summary:
        "Staff: a label for every piece of the order (A4 sheets of 3 × 8 labels of 70 × 37 mm, or one 100 × 50 mm label a page), each with a QR code linking to the piece's page; in the order's language unless `locale`",
      security,
      params: orderId,
      querystring: lang.extend({ layout: z.enum(labelLayouts).default('a4') }),
      response: { 200: file, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    onRequest: admin,
    handler: async (request, reply) => {
      const { name, pdf } = await documents.labels(request.params.id, request.query.locale, request.query.layout);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`${name}-labels`, 'pdf'))
        .send(pdf);
    },
  });

  app.get('/admin/orders/:ref/pieces/:piece', {
    schema: {
      tags: ['admin', 'workshop'],
      summary:
        "Staff: one piece of an order, as its label's QR code names it (the order's id or number, and `<item>-<part>-<index>`): the label's data, the board's drawing (SVG) and its holes",
      security,
      params: z.object({
        ref: z.string().min(1).max(60),
        piece: z.string().regex(/^\d{1,4}-[A-Z]{1,3}\d{1,5}-\d{1,6}$/),
      }),
      response: {
        200: z.object({ orderId: z.string(), number: z.string(), piece: z.any() }),
        401: errorBody,
        404: errorBody,
        503: errorBody,
      },
    },
    onRequest: admin,
    handler: async (request) => documents.piece(request.params.ref, request.params.piece),
  });

  app.get('/admin/orders/:id/cut-list.csv', {
    schema: {
      tags: ['admin', 'workshop'],
      summary: "Staff: the order's cut list (every item, quantities for the whole order): the job pack's cut-list.csv",
      security,
      params: orderId,
      response: { 200: file, 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    onRequest: admin,
    handler: async (request, reply) => {
      const { name, csv } = await jobPacks.cutList(request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`${name}-cut-list`, 'csv'))
        .send(csv);
    },
  });

  app.post('/admin/cutting-runs', {
    schema: {
      tags: ['admin', 'workshop'],
      summary:
        "Staff: a cutting run — the chosen orders' boards nested together (same material and colour on shared sheets) — as a ZIP of cutting plans and one cut list whose rows name their order; not stored",
      security,
      body: cuttingRunRequest,
      response: { 200: file, 400: runRefused, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    onRequest: admin,
    handler: async (request, reply) => {
      const { name, zip } = await runs.zip(request.body.orderIds);
      return reply
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(name, 'zip'))
        .send(zip);
    },
  });

  app.get('/admin/orders/:id/items/:seq/workshop.pdf', {
    schema: {
      tags: ['admin', 'workshop'],
      summary: "Staff: an order item's workshop PDF (drawings, BOM, cutting plan, assembly) from its frozen design",
      security,
      params: orderId.extend({ seq: z.coerce.number().int().min(1).max(1000) }),
      querystring: lang,
      response: { 200: file, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    onRequest: admin,
    handler: async (request, reply) => {
      const { name, pdf } = await documents.itemPdf(
        request.params.id,
        request.params.seq,
        request.query.locale ?? 'sl',
      );
      return reply.type('application/pdf').header('content-disposition', attachment(name, 'pdf')).send(pdf);
    },
  });
};
