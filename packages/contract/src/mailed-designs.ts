// "Send the design to my e-mail" (issue 22): a guest's (or anyone's) design in hand, stored under an
// unguessable token for `mailedDesignDays` days and mailed as a link to the address given. The
// design itself is checked by the design core on the server; here it travels as JSON.
import { z } from 'zod';
import { email } from './auth.ts';
import { locales } from './locale.ts';
import { thumbnail } from './projects.ts';
import { mailedDesignNameMax } from './mailed-design-limits.ts';

export * from './mailed-design-limits.ts';

export const mailDesignRequest = z.object({
  email,
  /** The design's name (may be empty: the mail then says "Untitled design" in its language). */
  name: z.string().trim().max(mailedDesignNameMax),
  design: z.json(),
  /** The mail's language (the page's); without it, the request's. */
  locale: z.enum(locales).optional(),
  thumbnail: thumbnail.optional(),
});
export type MailDesignRequest = z.infer<typeof mailDesignRequest>;

export const mailDesignAnswer = z.object({ expiresAt: z.string() });
export type MailDesignAnswer = z.infer<typeof mailDesignAnswer>;

export const mailedDesignToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const mailedDesign = z.object({
  name: z.string(),
  design: z.json(),
  thumbnail: z.string().nullable(),
  expiresAt: z.string(),
});
export type MailedDesign = z.infer<typeof mailedDesign>;
