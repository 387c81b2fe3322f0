// What the workshop needs, over HTTP: the CNC ZIP and the PDF of an owner's project, and the PDF
// of the design in hand (anyone, guests too). Someone else's project answers 404, as for none.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import { isLocale } from '@kubik/contract/locale';
import type { AuthService } from '../auth/auth-service.ts';
import type { CatalogueService } from '../designs/catalogue-service.ts';
import { requireUser } from '../http/authenticate.ts';
import { requestLocale } from '../http/locale.ts';
import type { RateLimit } from '../http/rate-limit.ts';
import type { ProjectRepository } from '../projects/project-repository.ts';
import { createDocumentPool } from './document-pool.ts';
import { attachment, createWorkshopService } from './workshop-service.ts';

const security = [{ bearer: [] }];
const projectId = z.object({ id: z.string().uuid() });
const locale = z.enum(['sl', 'en', 'es']);

export const workshopRoutes: FastifyPluginAsyncZod<{ auth: AuthService; catalogue: CatalogueService; projects: ProjectRepository; guestPdfLimit: RateLimit; warmDocuments?: boolean }> = async (app, deps) => {
  const signedIn = requireUser(deps.auth);
  const documents = createDocumentPool();
  // A worker takes a second or more to load the PDF and DXF code; the served app starts it once it
  // listens, so the first export does not pay for it. Tests start their workers on demand.
  if (deps.warmDocuments) app.addHook('onListen', () => documents.warm());
  app.addHook('onClose', () => documents.close());
  const workshop = createWorkshopService({ ...deps, documents });

  app.get('/projects/:id/cnc.zip', {
    schema: {
      tags: ['workshop'], summary: 'CNC files of my project: a DXF per panel, the cut list, cutting plans per sheet (DXF, SVG), README', security,
      params: projectId, response: { 200: z.any().describe('the file'), 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    preHandler: signedIn,
    handler: async (request, reply) => {
      const { name, zip } = await workshop.projectCncZip(request.params.id, request.auth!.userId);
      return reply.type('application/zip').header('content-disposition', attachment(name, 'zip')).send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
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
      const { name, pdf } = await workshop.projectPdf(request.params.id, request.auth!.userId, lang);
      return reply.type('application/pdf').header('content-disposition', attachment(name, 'pdf')).send(pdf);
    },
  });

  app.post('/designs/pdf', {
    schema: {
      tags: ['workshop', 'designs'], summary: 'The design in hand as PDF (guests too); thirty an hour per address, as a big design takes seconds',
      body: z.object({ design: z.json(), locale: z.string().optional() }), response: { 200: z.any().describe('the PDF'), 400: errorBody, 413: errorBody, 429: errorBody, 503: errorBody },
    },
    handler: async (request, reply) => {
      await deps.guestPdfLimit.hit(request.ip);
      const lang = isLocale(request.body.locale) ? request.body.locale : requestLocale(request);
      const pdf = await workshop.designPdf(request.body.design, lang);
      return reply.type('application/pdf').header('content-disposition', attachment('kubik', 'pdf')).send(pdf);
    },
  });
};
