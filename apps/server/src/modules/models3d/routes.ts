// A design's 3D files over HTTP (issue 23): GLB and USDZ of a project, a share and an order item,
// read with the rights of their PDFs, signed links to them for phones and AR viewers, and those
// links' files without credentials. Answers carry an ETag (the bytes' SHA-256; If-None-Match → 304)
// and `Cache-Control: private, no-cache`: a browser keeps the file and asks whether it is still
// the design's, and no shared cache keeps a private project's.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import { locales } from '@kubik/contract/locale';
import {
  modelFormats,
  modelLinks,
  modelMediaTypes,
  modelToken,
  signedModel,
  type ModelFormat,
} from '@kubik/contract/models3d';
import { requestLocale } from '../../http/locale.ts';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';
import { optionalUser, requireUser, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import { attachment } from '../workshop/service.ts';
import type { ModelFile, ModelReader, ModelService, ModelSubject } from './service.ts';

const security = [{ bearer: [] }];
const tags = ['models3d'];
const file = z.any().describe('the file');
const fileAnswers = {
  200: file,
  304: z.null().describe("the file asked for by its ETag is still the design's"),
  400: errorBody,
  401: errorBody,
  404: errorBody,
  429: errorBody,
  503: errorBody,
};
const projectParams = z.object({ id: z.string().uuid() });
const shareParams = z.object({ shareId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) });
const itemParams = z.object({ id: z.string().uuid(), seq: z.coerce.number().int().min(1).max(10_000) });
const tokenQuery = z.object({ token: modelToken });
const noStore = 'no-store';

/** The file, or 304 when the client holds it already; `inline`: shown by the AR viewer rather than saved. */
function send(
  request: FastifyRequest,
  reply: FastifyReply,
  format: ModelFormat | 'dxf',
  model: ModelFile,
  inline = false,
) {
  reply.header('etag', model.etag).header('cache-control', 'private, no-cache');
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((tag) => tag.trim() === model.etag)) return reply.status(304).send();
  const disposition = attachment(model.name, format);
  return reply
    .type(format === 'dxf' ? 'image/vnd.dxf' : modelMediaTypes[format])
    .header('content-disposition', inline ? disposition.replace(/^attachment/, 'inline') : disposition)
    .send(model.bytes);
}

export const modelRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  models: ModelService;
  exportLimit: RateLimit;
  guestLimit: RateLimit;
}> = async (app, { auth, models, exportLimit, guestLimit }) => {
  const reader = (request: FastifyRequest): NonNullable<ModelReader> => {
    const { userId, user } = signedInUser(request);
    return { userId, admin: user.scopes.includes('admin'), partner: user.scopes.includes('partner') };
  };
  // A signed-in download that makes a file counts as an export, as the PDF does; one served from the
  // cache costs nothing and is not counted, nor is a refused one. The links and the signed files are
  // not counted: what they can make is bounded by the designs there are, each made once and kept.
  const counted = (request: FastifyRequest) => () => exportLimit.hit(signedInUser(request).userId);
  // Each route for both formats: `…/model.glb` (glTF 2.0 binary) and `…/model.usdz` (Apple AR Quick Look).
  const fileRoutes = <P extends z.ZodObject>(
    path: string,
    params: P,
    summary: string,
    subject: (p: z.infer<P>) => ModelSubject,
    signedIn: boolean,
  ) => {
    for (const format of modelFormats) {
      app.get(`${path}/model.${format}`, {
        schema: {
          tags,
          summary: `${summary} (${format === 'glb' ? 'glTF 2.0 binary' : 'USDZ, for Apple AR Quick Look'})`,
          ...(signedIn ? { security } : {}),
          params,
          response: fileAnswers,
        },
        onRequest: signedIn ? requireUser(auth) : [],
        handler: async (request, reply) =>
          send(
            request,
            reply,
            format,
            await models.file(
              subject(request.params as z.infer<P>),
              signedIn ? reader(request) : null,
              format,
              signedIn ? counted(request) : undefined,
            ),
          ),
      });
    }
  };
  const linkRoute = <P extends z.ZodObject>(
    path: string,
    params: P,
    summary: string,
    subject: (p: z.infer<P>) => ModelSubject,
    signedIn: boolean,
  ) =>
    app.get(`${path}/model-links`, {
      schema: {
        tags,
        summary,
        ...(signedIn ? { security } : {}),
        params,
        response: { 200: modelLinks, 400: errorBody, 401: errorBody, 404: errorBody },
      },
      onRequest: signedIn ? requireUser(auth) : [],
      handler: async (request, reply) => {
        reply.header('cache-control', noStore);
        return models.links(subject(request.params as z.infer<P>), signedIn ? reader(request) : null);
      },
    });

  const whose = "(the owner's; admins: anyone's; a partner user: their partner's customers')";
  const project = (p: z.infer<typeof projectParams>): ModelSubject => ({ kind: 'project', id: p.id });
  const share = (p: z.infer<typeof shareParams>): ModelSubject => ({ kind: 'share', shareId: p.shareId });
  const item = (p: z.infer<typeof itemParams>): ModelSubject => ({ kind: 'item', orderId: p.id, seq: p.seq });
  fileRoutes(
    '/projects/:id',
    projectParams,
    `My project as a 3D file ${whose}; a file made (not kept) counts as one of sixty exports an hour per user`,
    project,
    true,
  );
  fileRoutes('/shares/:shareId', shareParams, 'A shared project as a 3D file, for anyone with the link', share, false);
  fileRoutes(
    '/orders/:id/items/:seq',
    itemParams,
    "An ordered item's frozen design as a 3D file (the order's customer's; admins: any; a partner user: their partner's customers'), drawn with the order's catalogue version",
    item,
    true,
  );

  // The architect's DXF: partner users and admins (a customer who may see the design: 403).
  const outlineQuery = z.object({ locale: z.enum(locales).optional() });
  const outlineRoute = <P extends z.ZodObject>(
    path: string,
    params: P,
    summary: string,
    subject: (p: z.infer<P>) => ModelSubject,
  ) =>
    app.get(`${path}/outline.dxf`, {
      schema: {
        tags,
        summary,
        security,
        params,
        querystring: outlineQuery,
        response: { ...fileAnswers, 403: errorBody },
      },
      onRequest: requireUser(auth),
      handler: async (request, reply) => {
        const lang = (request.query as z.infer<typeof outlineQuery>).locale ?? requestLocale(request);
        const outline = await models.outline(
          subject(request.params as z.infer<P>),
          reader(request),
          lang,
          counted(request),
        );
        return send(request, reply, 'dxf', outline);
      },
    });
  const outlineSummary =
    "as DXF for architects' CAD (mm): front elevation, plan and side elevation with dimension chains; partner users and admins who may read it (anyone else who may: 403); a file made counts as an export";
  outlineRoute('/projects/:id', projectParams, `A project ${outlineSummary}`, project);
  outlineRoute('/orders/:id/items/:seq', itemParams, `An ordered item ${outlineSummary}`, item);

  const linksSummary =
    'Signed links (an hour) to the 3D files and to the page a QR code opens, which work without signing in: for AR viewers and phones';
  linkRoute('/projects/:id', projectParams, `${linksSummary} ${whose}`, project, true);
  linkRoute('/shares/:shareId', shareParams, `${linksSummary}, for anyone with the share link`, share, false);
  linkRoute('/orders/:id/items/:seq', itemParams, `${linksSummary} (whoever reads the item's 3D files)`, item, true);
  linkRoute(
    '/cart/items/:id',
    projectParams,
    `${linksSummary}: an item of my cart, as its snapshot holds it`,
    (p) => ({ kind: 'cart', itemId: p.id }),
    true,
  );

  // A design the browser holds (an unsaved draft, a cart item): held for its links' hour. Counted as
  // an export before any work, as the design's PDF is (a user as themself, a guest by address).
  app.post('/models/links', {
    schema: {
      tags,
      summary:
        'Signed links (an hour) to the 3D files of a design no saved record holds — an unsaved draft, a cart item — for anyone (guests too); counted as an export, as its PDF; 400 `invalid_design` for a document that is not a design',
      body: z.object({ design: z.unknown().describe('the design document'), name: z.string().trim().min(1).max(200) }),
      response: { 200: modelLinks, 400: errorBody, 413: errorBody, 429: errorBody },
    },
    config: { takesDesign: true },
    onRequest: [
      optionalUser(auth),
      async (request: FastifyRequest) => {
        if (request.auth) await exportLimit.hit(request.auth.userId);
        else await guestLimit.hit(request.clientAddress);
      },
    ],
    handler: async (request, reply) => {
      reply.header('cache-control', noStore);
      return models.heldLinks(request.body.design, request.body.name, request.auth ? reader(request) : null);
    },
  });

  app.get('/models/link', {
    schema: {
      tags,
      summary:
        "A signed link's design: its name and links (the `/ar/<token>` page); 404 when the token is not Kubik's or expired (`fields.token: expired`)",
      querystring: tokenQuery,
      response: { 200: signedModel, 400: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', noStore);
      return models.signed(request.query.token);
    },
  });

  for (const format of modelFormats) {
    app.get(`/models/model.${format}`, {
      schema: {
        tags,
        summary: `A signed link's 3D file (${format}), without credentials (what model-viewer, Scene Viewer and Quick Look fetch); 404 when the token is not Kubik's or expired, or the design is no longer there for whom it was signed`,
        querystring: tokenQuery,
        response: fileAnswers,
      },
      handler: async (request, reply) =>
        send(request, reply, format, await models.signedFile(request.query.token, format), true),
    });
  }
};
