// What the workshop needs, over HTTP: the CNC ZIP and the PDF of an owner's project (admins: of
// anyone's), one piece of the ZIP's labels (the page a label's QR code opens), and the PDF of the
// design in hand (anyone, guests too). Someone else's project answers
// 404 to a non-admin, as for none.
// The PDF is the customer's; `?variant=workshop` (cut sizes, the cutting plan) is for staff only.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import { AppError } from '../../core/errors.ts';
import { isLocale } from '@kubik/contract/locale';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';
import { requestLocale } from '../../http/locale.ts';
import { optionalUser, requireUser, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import { attachment, type WorkshopService } from './service.ts';

const security = [{ bearer: [] }];
const projectId = z.object({ id: z.string().uuid() });
const locale = z.enum(['sl', 'en', 'es']);

export const workshopRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  workshop: WorkshopService;
  guestPdfLimit: RateLimit;
  exportLimit: RateLimit;
}> = async (app, deps) => {
  // Counted before any work, refused and unknown requests too: the asking is what costs. A
  // signed-in user is counted as themself (exportLimit), a guest by address (guestPdfLimit).
  const counted = async (request: FastifyRequest) => {
    if (request.auth) await deps.exportLimit.hit(request.auth.userId);
    else await deps.guestPdfLimit.hit(request.clientAddress);
  };
  const signedIn = [requireUser(deps.auth), counted];
  /** `partner`: a partner user may have their customers' projects as the customer's PDF (not the CNC files, which are the workshop's). */
  const reader = (request: FastifyRequest, partner = false) => {
    const { userId, user } = signedInUser(request);
    return { userId, admin: user.scopes.includes('admin'), partner: partner && user.scopes.includes('partner') };
  };
  const { workshop } = deps;

  app.get('/projects/:id/cnc.zip', {
    schema: {
      tags: ['workshop'],
      summary:
        "CNC files of my project (admins: anyone's): a DXF per panel, the cut list, the optimiser parts list (PTX, CSV), cutting plans per sheet (DXF, SVG), the pieces' labels (A4 3 × 8 and 100 × 50 mm PDFs, in the locale), README; sixty exports an hour per user",
      security,
      params: projectId,
      querystring: z.object({ locale: locale.optional() }),
      response: {
        200: z.any().describe('the file'),
        400: errorBody,
        401: errorBody,
        404: errorBody,
        429: errorBody,
        503: errorBody,
      },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      const { name, zip } = await workshop.projectCncZip(
        request.params.id,
        reader(request),
        request.query.locale ?? requestLocale(request),
      );
      return reply.type('application/zip').header('content-disposition', attachment(name, 'zip')).send(zip);
    },
  });

  // The page a project package's label opens (its QR code, scanned in the workshop): not counted
  // as an export — a carpenter scans a piece after piece — and read by whoever reads the project.
  app.get('/projects/:id/pieces/:piece', {
    schema: {
      tags: ['workshop'],
      summary:
        "One piece of my project's CNC package (admins: anyone's; a partner user: their partner's customers'), as its label's QR code names it (`<part>-<index>`): the label's data, the board's drawing (SVG) and its holes",
      security,
      params: projectId.extend({ piece: z.string().regex(/^[A-Z]{1,3}\d{1,5}-\d{1,6}$/) }),
      response: {
        200: z.object({ projectId: z.string(), name: z.string(), piece: z.any() }),
        400: errorBody,
        401: errorBody,
        404: errorBody,
        503: errorBody,
      },
    },
    onRequest: requireUser(deps.auth),
    handler: async (request) => workshop.projectPiece(request.params.id, reader(request, true), request.params.piece),
  });

  app.get('/projects/:id/pdf', {
    schema: {
      tags: ['workshop'],
      summary:
        "My project (admins: anyone's; a partner user: their partner's customers') as PDF (sixty exports an hour per user): a cover with price, date and contact, drawings, BOM, price, assembly steps; staff may ask for the workshop's (cut sizes, cutting plan)",
      security,
      params: projectId,
      querystring: z.object({
        locale: locale.optional(),
        variant: z.enum(['customer', 'workshop']).optional().describe("'workshop': admins only (403 otherwise)"),
      }),
      response: {
        200: z.any().describe('the file'),
        400: errorBody,
        401: errorBody,
        403: errorBody,
        404: errorBody,
        429: errorBody,
        503: errorBody,
      },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      const lang = request.query.locale ?? requestLocale(request);
      const variant = request.query.variant ?? 'customer';
      const user = signedInUser(request);
      if (variant === 'workshop' && !user.user.scopes.includes('admin')) throw new AppError('forbidden');
      const { name, pdf } = await workshop.projectPdf(request.params.id, reader(request, true), lang, variant);
      return reply.type('application/pdf').header('content-disposition', attachment(name, 'pdf')).send(pdf);
    },
  });

  app.post('/designs/pdf', {
    schema: {
      tags: ['workshop', 'designs'],
      summary:
        'The design in hand as PDF (guests too); sixty an hour per user, thirty an hour per address for guests, as a big design takes seconds',
      body: z.object({ design: z.unknown().describe('the design document'), locale: z.string().optional() }),
      response: { 200: z.any().describe('the PDF'), 400: errorBody, 413: errorBody, 429: errorBody, 503: errorBody },
    },
    config: { takesDesign: true },
    onRequest: [optionalUser(deps.auth), counted],
    handler: async (request, reply) => {
      const lang = isLocale(request.body.locale) ? request.body.locale : requestLocale(request);
      const pdf = await workshop.designPdf(request.body.design, lang, request.auth?.userId ?? null);
      return reply.type('application/pdf').header('content-disposition', attachment('kubik', 'pdf')).send(pdf);
    },
  });
};
