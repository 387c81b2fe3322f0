// Mailed designs over HTTP (issue 22): anyone — a guest too — mails the design in hand to an
// address as a link; the link's GET answers the design until it expires.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@kubik/contract/errors';
import { isLocale } from '@kubik/contract/locale';
import {
  mailDesignAnswer,
  mailDesignRequest,
  mailedDesign,
  mailedDesignDays,
  mailedDesignToken,
} from '@kubik/contract/mailed-designs';
import { requestLocale } from '../../http/locale.ts';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';
import { optionalUser } from '../auth/guards.ts';
import type { AuthService } from '../auth/service.ts';
import { mailedDesignLimits, type MailedDesignService } from './service.ts';

export const mailedDesignRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  designs: MailedDesignService;
  clientLimit: RateLimit;
}> = async (app, { auth, designs, clientLimit }) => {
  app.post('/designs/mailed', {
    schema: {
      tags: ['designs'],
      summary: 'Mail the design in hand to an address, as a link that opens it (guests too)',
      description:
        `The design is checked like a project's (400 invalid_design) and stored for ${mailedDesignDays} days under an unguessable token; one mail in fixed words (the design's name, price with VAT, size, the link) goes to \`email\` in \`locale\`. ` +
        `At most ${mailedDesignLimits.perClient.points} an hour per client address and ${mailedDesignLimits.perRecipient.points} a day per recipient (429 too_many_requests). Body size as for projects (guests 512 kB).`,
      body: mailDesignRequest,
      response: { 202: mailDesignAnswer, 400: errorBody, 413: errorBody, 429: errorBody },
    },
    config: { takesDesign: true },
    // Who it is (a signed-in user may send bigger designs) and whether the address may send again are known before the body is read.
    onRequest: [optionalUser(auth), async (request) => clientLimit.hit(request.clientAddress)],
    handler: async (request, reply) => {
      const locale =
        request.body.locale && isLocale(request.body.locale) ? request.body.locale : requestLocale(request);
      return reply.status(202).send(await designs.send(request.body, locale, { guest: request.auth === null }));
    },
  });

  app.get('/designs/mailed/:token', {
    schema: {
      tags: ['designs'],
      summary: 'A mailed design, for anyone with the link (404 once expired)',
      params: z.object({ token: mailedDesignToken }),
      response: { 200: mailedDesign, 404: errorBody },
    },
    handler: async (request) => designs.read(request.params.token),
  });
};
