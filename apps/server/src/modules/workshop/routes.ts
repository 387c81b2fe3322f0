// What the workshop needs, over HTTP: the CNC ZIP and the PDF of an owner's project, and the PDF
// of the design in hand (anyone, guests too). Someone else's project answers 404, as for none.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import { isLocale } from '@kubik/contract/locale';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';
import { requestLocale } from '../../http/locale.ts';
import { requireUser, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import { attachment, type WorkshopService } from './service.ts';

const security = [{ bearer: [] }];
const projectId = z.object({ id: z.string().uuid() });
const locale = z.enum(['sl', 'en', 'es']);

export const workshopRoutes: FastifyPluginAsyncZod<{ auth: AuthService; workshop: WorkshopService; guestPdfLimit: RateLimit }> = async (app, deps) => {
  const signedIn = requireUser(deps.auth);
  const { workshop } = deps;

  app.get('/projects/:id/cnc.zip', {
    schema: {
      tags: ['workshop'], summary: 'CNC files of my project: a DXF per panel, the cut list, cutting plans per sheet (DXF, SVG), README', security,
      params: projectId, response: { 200: z.any().describe('the file'), 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    preHandler: signedIn,
    handler: async (request, reply) => {
      const { name, zip } = await workshop.projectCncZip(request.params.id, signedInUser(request).userId);
      return reply.type('application/zip').header('content-disposition', attachment(name, 'zip')).send(zip);
    },
  });

  app.get('/projects/:id/pdf', {
    schema: {
      tags: ['workshop'], summary: 'My project as PDF: drawings, BOM, price, cutting plan, assembly steps', security,
      params: projectId, querystring: z.object({ locale: locale.optional() }), response: { 200: z.any().describe('the file'), 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    preHandler: signedIn,
    handler: async (request, reply) => {
      const lang = request.query.locale ?? requestLocale(request);
      const { name, pdf } = await workshop.projectPdf(request.params.id, signedInUser(request).userId, lang);
      return reply.type('application/pdf').header('content-disposition', attachment(name, 'pdf')).send(pdf);
    },
  });

  app.post('/designs/pdf', {
    schema: {
      tags: ['workshop', 'designs'], summary: 'The design in hand as PDF (guests too); thirty an hour per address, as a big design takes seconds',
      body: z.object({ design: z.unknown().describe('the design document'), locale: z.string().optional() }), response: { 200: z.any().describe('the PDF'), 400: errorBody, 413: errorBody, 429: errorBody, 503: errorBody },
    },
    handler: async (request, reply) => {
      await deps.guestPdfLimit.hit(request.ip);
      const lang = isLocale(request.body.locale) ? request.body.locale : requestLocale(request);
      const pdf = await workshop.designPdf(request.body.design, lang);
      return reply.type('application/pdf').header('content-disposition', attachment('kubik', 'pdf')).send(pdf);
    },
  });
};
