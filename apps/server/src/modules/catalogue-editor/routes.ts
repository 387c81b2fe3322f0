// The catalogue editor over HTTP (admins only; anyone else gets 404, as on every admin route).
// A catalogue with its shipping zones is ~20 kB of JSON; an admin may add many rows, so these two
// routes take up to catalogueBodyLimit rather than the app's 64 kB. The guard runs onRequest, before
// a byte of the body is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCatalogue,
  cataloguePreview,
  cataloguePreviewRequest,
  publishCatalogueRequest,
} from '@kubik/contract/admin-catalogue';
import { errorBody } from '@kubik/contract/errors';
import { requireScope, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { CatalogueEditor } from './service.ts';

export const catalogueBodyLimit = 1024 * 1024;

const conflict = z.object({ error: errorBody.shape.error.extend({ version: z.number().int().optional() }) });

export const catalogueEditorRoutes: FastifyPluginAsyncZod<{ auth: AuthService; editor: CatalogueEditor }> = async (
  app,
  { auth, editor },
) => {
  const onlyAdmins = requireScope(auth, 'admin');
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/admin/catalogue', {
    schema: {
      tags,
      security,
      summary:
        'The catalogue in force (with its shipping zones) and every version: who published it, when, and the note',
      response: { 200: adminCatalogue, 401: errorBody, 404: errorBody, 503: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async () => editor.view(),
  });

  app.post('/admin/catalogue/preview', {
    schema: {
      tags,
      security,
      summary:
        "A draft's problems (path + message key), or what it changes and the open carts' gross totals now and with it",
      description:
        'Prices the 200 most recently changed carts that have items; `summary.truncated` says when there were more. Nothing is stored. 409 conflict when `baseVersion` is no longer in force.',
      body: cataloguePreviewRequest,
      response: {
        200: cataloguePreview,
        400: errorBody,
        401: errorBody,
        404: errorBody,
        409: conflict,
        413: errorBody,
        503: errorBody,
      },
    },
    bodyLimit: catalogueBodyLimit,
    onRequest: onlyAdmins,
    handler: async (request) => editor.preview(request.body),
  });

  app.post('/admin/catalogue/versions', {
    schema: {
      tags,
      security,
      summary: 'Publish a draft as the next catalogue version, in force at once (audited)',
      description:
        '400 validation_failed with `fields` {path: message key}, or `catalogue: no_change`; 409 conflict (with the `version` in force) when `baseVersion` is no longer in force. Orders keep the version they were priced with.',
      body: publishCatalogueRequest,
      response: {
        201: adminCatalogue,
        400: errorBody,
        401: errorBody,
        404: errorBody,
        409: conflict,
        413: errorBody,
        503: errorBody,
      },
    },
    bodyLimit: catalogueBodyLimit,
    onRequest: onlyAdmins,
    handler: async (request, reply) => {
      const { userId, user } = signedInUser(request);
      return reply.status(201).send(await editor.publish({ userId, email: user.email }, request.body));
    },
  });
};
