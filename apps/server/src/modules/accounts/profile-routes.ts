// The account page's calls, all for the signed-in user: /api/users/me/…
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  account,
  changeEmailRequest,
  changePasswordRequest,
  contactRequest,
  deleteAccountRequest,
  updateAccountRequest,
} from '@kubik/contract/accounts';
import { errorBody } from '@kubik/contract/errors';
import type { AuthService } from '../auth/service.ts';
import { optionalUser, requireUser, signedInUser } from '../auth/guards.ts';
import { requestLocale } from '../../http/locale.ts';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';
import type { ContactService } from './contact-service.ts';
import type { ProfileService } from './profile-service.ts';

const security = [{ bearer: [] }];

export const profileRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  profile: ProfileService;
  contact: ContactService;
  contactLimit: RateLimit;
  accountExportLimit: RateLimit;
}> = async (app, { auth, profile, contact, contactLimit, accountExportLimit }) => {
  const signedIn = requireUser(auth);

  app.get('/users/me/account', {
    schema: {
      tags: ['account'],
      summary: 'The account page: the user with company, addresses and a pending e-mail change',
      security,
      response: { 200: account, 401: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => profile.view(signedInUser(request).user),
  });

  app.patch('/users/me', {
    schema: {
      tags: ['account'],
      summary: 'Edit name, language, company details (companies), billing and shipping addresses',
      security,
      body: updateAccountRequest,
      response: { 200: account, 400: errorBody, 401: errorBody, 403: errorBody },
    },
    onRequest: signedIn,
    handler: async (request) => profile.update(signedInUser(request).user, request.body),
  });

  app.post('/users/me/password', {
    schema: {
      tags: ['account'],
      summary: 'Change the password (the current one is required); other sign-ins end',
      security,
      body: changePasswordRequest,
      response: { 204: z.null(), 400: errorBody, 401: errorBody, 429: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      await profile.changePassword(
        signedInUser(request).user,
        signedInUser(request).sessionId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return reply.status(204).send(null);
    },
  });

  app.post('/users/me/email', {
    schema: {
      tags: ['account'],
      summary: 'Change the e-mail address: confirmed by a link mailed to the new address',
      description:
        'Answers 202 alike whether or not another account has the address (its holder is told, without a link). Five an hour per user; at most three mails an hour to one address.',
      security,
      body: changeEmailRequest,
      response: { 202: account, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) =>
      reply
        .status(202)
        .send(await profile.requestEmailChange(signedInUser(request).user, request.body.email, request.body.password)),
  });

  app.get('/users/me/export', {
    schema: { tags: ['account'], summary: 'Everything Kubik keeps about me, as JSON; ten an hour', security },
    onRequest: [signedIn, async (request) => accountExportLimit.hit(signedInUser(request).userId)],
    handler: async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="kubik-account.json"');
      return profile.exportData(signedInUser(request).user);
    },
  });

  app.delete('/users/me', {
    schema: {
      tags: ['account'],
      summary: 'Delete my account: personal data erased, orders kept anonymised for accounting',
      security,
      body: deleteAccountRequest,
      response: { 204: z.null(), 400: errorBody, 401: errorBody, 429: errorBody },
    },
    onRequest: signedIn,
    handler: async (request, reply) => {
      await profile.deleteAccount(signedInUser(request).user, request.body.password);
      return reply.status(204).send(null);
    },
  });

  app.post('/contact', {
    schema: {
      tags: ['account'],
      summary:
        'Contact us: stored, mailed to staff, confirmed to the sender (guests give their e-mail); ten an hour per address',
      body: contactRequest,
      response: { 201: z.object({ id: z.string() }), 400: errorBody, 429: errorBody },
    },
    onRequest: [optionalUser(auth), async (request) => contactLimit.hit(request.clientAddress)],
    handler: async (request, reply) => {
      return reply
        .status(201)
        .send(await contact.send(request.body, request.auth?.user ?? null, requestLocale(request)));
    },
  });
};
