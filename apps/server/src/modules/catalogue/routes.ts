// The design core over HTTP: the catalogue, the design document's JSON Schema, and quotes computed
// on the server (the browser computes the same live, but only the server's numbers are trusted).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import { designJsonSchema } from '@kubik/design/schema/document';
import { RawJson } from '../../http/body.ts';
import { RequestValidationError } from '../../http/errors.ts';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';
import { optionalUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { CatalogueService } from './service.ts';
import { currency } from '@kubik/design/pricing/currency';
import { withFindingMessages } from '@kubik/design/i18n/findings';

const localized = z.object({ sl: z.string(), en: z.string(), es: z.string() });
const findingSchema = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  elementIds: z.array(z.string()),
  path: z.string().optional(),
  message: localized,
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const catalogueAnswer = z.object({
  version: z.number().int(),
  catalogue: z.looseObject({}),
  shippingTable: z
    .looseObject({})
    .describe(
      'Delivery zones and pickup: with the catalogue, what the configurator prices "plus delivery from" with (@kubik/shop/price)',
    ),
});
const quoteRequest = z.object({ design: z.unknown() });
const quoteAnswer = z.object({
  ok: z.boolean().describe('The document is a design: it can be saved, shared, rendered and priced'),
  orderable: z.boolean().describe('No finding is an error'),
  catalogueVersion: z.number().int(),
  findings: z.array(findingSchema),
  bom: z
    .looseObject({ parts: z.array(z.looseObject({})), hardware: z.array(z.looseObject({})), totals: z.looseObject({}) })
    .nullable(),
  price: z
    .looseObject({
      currency: z.literal(currency),
      goodsCents: z
        .number()
        .int()
        .describe(
          "One piece, net: what a customer pays for it (discount, delivery, VAT) is the cart's and checkout's breakdown",
        ),
      vatRateBp: z.number().int(),
    })
    .nullable(),
});

export type DesignRouteOptions = { auth: AuthService; catalogue: CatalogueService; quoteLimit: RateLimit };

export const designRoutes: FastifyPluginAsyncZod<DesignRouteOptions> = async (app, { auth, catalogue, quoteLimit }) => {
  app.get('/catalogue', {
    schema: {
      tags: ['designs'],
      summary:
        'The catalogue in force: materials, edge banding, hardware, connector systems, prices; and its shipping table',
      response: { 200: catalogueAnswer },
    },
    // The shipping table of the same version as the catalogue (asking for "the one in force" twice
    // could straddle a publish), read once.
    handler: async () => {
      const inForce = await catalogue.current();
      return { ...inForce, shippingTable: await catalogue.shippingTable(inForce.version) };
    },
  });

  app.get('/schema/design.json', {
    schema: { tags: ['designs'], summary: 'The design document as JSON Schema' },
    handler: async (_request, reply) => reply.type('application/schema+json; charset=utf-8').send(designJsonSchema()),
  });

  app.post('/designs/quote', {
    schema: {
      tags: ['designs'],
      summary: "A design's findings, bill of materials and price, computed on the server",
      description:
        'Any JSON is accepted as `design`: what is not a valid design comes back with `ok: false` and findings saying why. The answer names the catalogue version it priced with. ' +
        'Limited to 120 a minute per client address; guests may send designs of up to 2,000 elements (sign in for more). A catalogue that does not parse answers 503 catalogue_invalid.',
      // The body is `{"design": …}` (any JSON as design). It is checked in the handler, not by a
      // schema here: bodies over 64 kB are handed to a worker thread as text (rawJsonAbove).
      response: { 200: quoteAnswer, 400: errorBody, 413: errorBody, 429: errorBody, 503: errorBody },
    },
    config: { rawJsonAbove: 64 * 1024, takesDesign: true },
    // Who it is and whether the address may quote again are known before the body is read.
    onRequest: [optionalUser(auth), async (request) => quoteLimit.hit(request.clientAddress)],
    handler: async (request, reply) => {
      const who = { guest: request.auth === null };
      // A big design is parsed, quoted and written as JSON off the request thread.
      if (request.body instanceof RawJson)
        return reply
          .type('application/json; charset=utf-8')
          .send((await catalogue.quoteText(request.body.text, who)) as never);
      const body = quoteRequest.safeParse(request.body, { reportInput: true });
      if (!body.success) throw new RequestValidationError('body', body.error.issues);
      // The BOM and price types are the design core's interfaces; the loose schema above documents
      // their headline fields and lets the rest through unchanged.
      return withFindingMessages(await catalogue.quote(body.data.design, who)) as z.infer<typeof quoteAnswer>;
    },
  });
};
