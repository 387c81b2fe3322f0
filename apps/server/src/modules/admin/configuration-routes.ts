// The admin's predefined configurations over HTTP (packages/contract configurations.ts). Anyone
// without the admin scope gets 404 (guests 401), before the body is read or validated.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminConfiguration,
  adminConfigurationList,
  configurationOrderRequest,
  editConfigurationRequest,
  publishConfigurationRequest,
} from '@kubik/contract/configurations';
import { errorBody } from '@kubik/contract/errors';
import { requestLocale } from '../../http/locale.ts';
import { requireScope, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { ConfigurationAdminService } from './configurations.ts';
import type { Admin } from './service.ts';

const idParam = z.object({ id: z.string().uuid() });
/** A body with a picture (a scene capture, at most ~550 kB as a data URL) and the texts. */
const pictureBodyLimit = 1024 * 1024;

function admin(request: FastifyRequest): Admin {
  const { userId, user } = signedInUser(request);
  return { userId, email: user.email };
}

export const configurationAdminRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  configurations: ConfigurationAdminService;
}> = async (app, { auth, configurations }) => {
  const onlyAdmins = requireScope(auth, 'admin');
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get('/admin/configurations', {
    schema: {
      tags,
      security,
      summary: 'The predefined configurations in their order (no designs)',
      response: { 200: adminConfigurationList, 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async () => ({ items: await configurations.list() }),
  });

  app.post('/admin/configurations', {
    schema: {
      tags,
      security,
      summary:
        "Publish a project (anyone's) as a configuration: names and descriptions in sl, en and es; the design is frozen as it is now; the picture sent or the project's own; at `position` (1 = first) or last",
      body: publishConfigurationRequest,
      response: { 201: adminConfiguration, 400: errorBody, 401: errorBody, 404: errorBody, 413: errorBody },
    },
    bodyLimit: pictureBodyLimit,
    onRequest: onlyAdmins,
    handler: async (request, reply) =>
      reply.status(201).send(await configurations.publish(admin(request), request.body, requestLocale(request))),
  });

  app.put('/admin/configurations/order', {
    schema: {
      tags,
      security,
      summary:
        'The order of the cards at /configuration: every configuration id once, the first shown first (409 when the list changed meanwhile)',
      body: configurationOrderRequest,
      response: { 200: adminConfigurationList, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request) => ({ items: await configurations.order(admin(request), request.body.ids) }),
  });

  app.patch('/admin/configurations/:id', {
    schema: {
      tags,
      security,
      summary:
        "Change a configuration's names, descriptions (every language given) or picture; its design stays as published",
      params: idParam,
      body: editConfigurationRequest,
      response: { 200: adminConfiguration, 400: errorBody, 401: errorBody, 404: errorBody, 413: errorBody },
    },
    bodyLimit: pictureBodyLimit,
    onRequest: onlyAdmins,
    handler: async (request) => configurations.edit(admin(request), request.params.id, request.body),
  });

  app.delete('/admin/configurations/:id', {
    schema: {
      tags,
      security,
      summary: 'Unpublish a configuration: it is gone from /configuration (the audit keeps its design)',
      params: idParam,
      response: { 204: z.null(), 401: errorBody, 404: errorBody },
    },
    onRequest: onlyAdmins,
    handler: async (request, reply) => {
      await configurations.unpublish(admin(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
