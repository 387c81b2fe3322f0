// Registration and the mail-link flows: POST /api/users, /api/companies, /api/auth/confirm-email,
// /api/auth/resend-confirmation, /api/auth/forgot-password, /api/auth/reset-password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordRequest,
  registerCompanyRequest,
  registerCustomerRequest,
  resetPasswordRequest,
  tokenRequest,
} from '@kubik/contract/accounts';
import { tokenResponse, user } from '@kubik/contract/auth';
import { errorBody } from '@kubik/contract/errors';
import type { AuthService } from '../auth/service.ts';
import { requireUser, signedInUser, tokenAnswer } from '../auth/guards.ts';
import { userView } from '../users/service.ts';
import type { RegistrationService } from './registration-service.ts';

const registered = tokenResponse.extend({ user });
const refusals = { 400: errorBody, 409: errorBody, 429: errorBody };

export const registrationRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  registration: RegistrationService;
  secureCookies: boolean;
}> = async (app, { auth, registration, secureCookies }) => {
  app.post('/users', {
    schema: {
      tags: ['accounts'],
      summary:
        'Register a customer; signs them in and mails an e-mail confirmation link (ten registrations an hour per client address)',
      body: registerCustomerRequest,
      response: { 201: registered, ...refusals },
    },
    handler: async (request, reply) => {
      const { user: row, tokens } = await registration.registerCustomer(request.body, {
        address: request.clientAddress,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.status(201).send({ ...tokenAnswer(request, reply, tokens, secureCookies), user: userView(row) });
    },
  });

  app.post('/companies', {
    schema: {
      tags: ['accounts'],
      summary: 'Register a company (scope company); VAT id checked by EU format and check digit',
      body: registerCompanyRequest,
      response: { 201: registered, ...refusals },
    },
    handler: async (request, reply) => {
      const { user: row, tokens } = await registration.registerCompany(request.body, {
        address: request.clientAddress,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.status(201).send({ ...tokenAnswer(request, reply, tokens, secureCookies), user: userView(row) });
    },
  });

  app.post('/auth/confirm-email', {
    schema: {
      tags: ['accounts'],
      summary: 'Confirm an e-mail address (after registration or an e-mail change) with the token from the mail',
      body: tokenRequest,
      response: { 200: z.object({ email: z.string() }), 400: errorBody, 409: errorBody },
    },
    handler: async (request) => registration.confirmEmail(request.body.token),
  });

  app.post('/auth/resend-confirmation', {
    schema: {
      tags: ['accounts'],
      summary: 'Mail the confirmation link again (once a minute, five times an hour)',
      security: [{ bearer: [] }],
      response: { 202: z.object({ status: z.literal('sent') }), 401: errorBody, 429: errorBody },
    },
    onRequest: requireUser(auth),
    handler: async (request, reply) => {
      await registration.resendConfirmation(signedInUser(request).user);
      return reply.status(202).send({ status: 'sent' as const });
    },
  });

  app.post('/auth/forgot-password', {
    schema: {
      tags: ['accounts'],
      summary: 'Mail a password-reset link',
      description:
        'Answers 202 with the same body, at once, whether or not an account has that address. Ten requests an hour per client address; at most three mails an hour to one address.',
      body: forgotPasswordRequest,
      response: { 202: z.object({ status: z.literal('accepted') }), 400: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      await registration.forgotPassword(request.body.email, request.clientAddress);
      return reply.status(202).send({ status: 'accepted' as const });
    },
  });

  app.post('/auth/reset-password', {
    schema: {
      tags: ['accounts'],
      summary: 'Set a new password with the token from the mail; ends every sign-in of the user',
      body: resetPasswordRequest,
      response: { 204: z.null(), 400: errorBody },
    },
    handler: async (request, reply) => {
      await registration.resetPassword(request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  });
};
