// Projects, share links and predefined configurations over HTTP. Nobody changes or deletes a
// project that is not theirs, and only admins — and a partner's users, for that partner's
// customers — read one (read-only): others get 404, as for one that does not exist.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import {
  configuration,
  createConfigurationRequest,
  createProjectRequest,
  listQuery,
  project,
  projectPage,
  shareAnswer,
  sharedProject,
  updateProjectRequest,
} from '@kubik/contract/projects';
import type { Locale } from '@kubik/contract/locale';
import { AppError } from '../../core/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { requireScope, requireUser, signedInUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import type { ProjectService } from './service.ts';

const security = [{ bearer: [] }];
const projectId = z.object({ id: z.string().uuid() });
const shareId = z.object({ shareId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) });
const copyOf: Record<Locale, (name: string) => string> = {
  sl: (n) => `${n} (kopija)`,
  en: (n) => `${n} (copy)`,
  es: (n) => `${n} (copia)`,
};

const quotaNote =
  'An account keeps at most PROJECTS_PER_USER projects (409 project_limit_reached) taking at most PROJECT_STORAGE_BYTES_PER_USER (409 storage_limit_reached).';

export const projectRoutes: FastifyPluginAsyncZod<{ auth: AuthService; projects: ProjectService }> = async (
  app,
  deps,
) => {
  const signedIn = requireUser(deps.auth);
  const { projects } = deps;
  const owner = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).userId;
  const reader = (request: Parameters<typeof signedInUser>[0]) => {
    const { userId, user } = signedInUser(request);
    return { userId, admin: user.scopes.includes('admin'), partner: user.scopes.includes('partner') };
  };

  app.post('/projects', {
    schema: {
      tags: ['projects'],
      summary: 'Save a design as a new project',
      description: quotaNote,
      security,
      body: createProjectRequest,
      response: { 201: project, 400: errorBody, 401: errorBody, 409: errorBody, 413: errorBody },
    },
    config: { takesDesign: true },
    onRequest: signedIn,
    handler: async (request, reply) =>
      reply.status(201).send(await projects.create(owner(request), request.body, requestLocale(request))),
  });

  app.get('/projects', {
    schema: {
      tags: ['projects'],
      summary: 'My projects, paged, sorted and filtered by name',
      security,
      querystring: listQuery,
      response: { 200: projectPage, 400: errorBody, 401: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => projects.list(owner(request), request.query),
  });

  app.get('/projects/:id', {
    schema: {
      tags: ['projects'],
      summary:
        "One of my projects with its design; an admin reads anyone's, a partner user their partner's customers' (read-only: `owner` says whose)",
      security,
      params: projectId,
      response: { 200: project, 401: errorBody, 404: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => projects.read(request.params.id, reader(request)),
  });

  app.put('/projects/:id', {
    schema: {
      tags: ['projects'],
      summary: 'Rename a project, or save its design or thumbnail',
      security,
      params: projectId,
      body: updateProjectRequest,
      response: { 200: project, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 413: errorBody },
    },
    config: { takesDesign: true },
    onRequest: signedIn,
    handler: async (request) =>
      projects.update(request.params.id, owner(request), request.body, requestLocale(request)),
  });

  app.delete('/projects/:id', {
    schema: {
      tags: ['projects'],
      summary: 'Delete a project (its share link stops working)',
      security,
      params: projectId,
      response: { 204: z.null(), 401: errorBody, 404: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      await projects.delete(request.params.id, owner(request));
      return reply.status(204).send(null);
    },
  });

  app.post('/projects/:id/duplicate', {
    schema: {
      tags: ['projects'],
      summary: 'Duplicate a project',
      description: quotaNote,
      security,
      params: projectId,
      response: { 201: project, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await projects.duplicate(request.params.id, owner(request), copyOf[requestLocale(request)])),
  });

  app.post('/projects/:id/share', {
    schema: {
      tags: ['projects'],
      summary: 'Create (or answer) the share link of a project',
      security,
      params: projectId,
      response: { 200: shareAnswer, 401: errorBody, 404: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => projects.share(request.params.id, owner(request)),
  });

  app.delete('/projects/:id/share', {
    schema: {
      tags: ['projects'],
      summary: 'Revoke the share link: it answers 404 from now on',
      security,
      params: projectId,
      response: { 204: z.null(), 401: errorBody, 404: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      await projects.unshare(request.params.id, owner(request));
      return reply.status(204).send(null);
    },
  });

  app.get('/shares/:shareId', {
    schema: {
      tags: ['projects'],
      summary: 'A shared project, read-only, for anyone with the link',
      params: shareId,
      response: { 200: sharedProject, 404: errorBody },
    },
    handler: async (request) => projects.shared(request.params.shareId),
  });

  app.post('/shares/:shareId/copy', {
    schema: {
      tags: ['projects'],
      summary: 'Copy a shared project into my projects',
      description: quotaNote,
      security,
      params: shareId,
      response: { 201: project, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) =>
      reply.status(201).send(await projects.copyShared(request.params.shareId, owner(request))),
  });

  app.get('/configurations', {
    schema: {
      tags: ['projects'],
      summary: 'Predefined configurations',
      response: { 200: z.object({ items: z.array(configuration) }) },
    },
    handler: async () => ({ items: await projects.configurations() }),
  });

  app.get('/configurations/:key', {
    schema: {
      tags: ['projects'],
      summary: 'One predefined configuration, by id or slug',
      params: z.object({ key: z.string().max(80) }),
      response: { 200: configuration, 404: errorBody },
    },
    handler: async (request) => {
      const found = await projects.configuration(request.params.key);
      if (!found) throw new AppError('not_found');
      return found;
    },
  });

  app.post('/configurations', {
    schema: {
      tags: ['projects', 'admin'],
      summary: 'Add a predefined configuration (admins)',
      security,
      body: createConfigurationRequest,
      response: { 201: configuration, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
    },
    config: { takesDesign: true },
    onRequest: requireScope(deps.auth, 'admin'),
    handler: async (request, reply) => {
      return reply.status(201).send(await projects.addConfiguration(request.body, requestLocale(request)));
    },
  });
};
