// "Send the design to my e-mail" (issue 22): the design in hand (a guest's lives only in their
// browser) is stored under an unguessable token for `mailedDesignDays` days, and a mail with the
// link goes to the address given — stored with its `mail.send` job in the same transaction as the
// design, so it goes out exactly once or not at all (jobs/queue.ts). The link opens the design as
// a new draft anywhere (/configurator?mailed=<token>).
//
// Not a mail relay: the mail's words are fixed (mails.ts); a client address may send ten an hour
// (the route) and one recipient address receive five a day, both answered 429 past that.
import { randomBytes } from 'node:crypto';
import type { Locale } from '@kubik/contract/locale';
import { mailedDesignDays, type MailDesignRequest, type MailedDesign } from '@kubik/contract/mailed-designs';
import { parseDesign, type Design } from '@kubik/design/schema/document';
import { moneyText } from '@kubik/shop/money-text';
import { designGross } from '@kubik/shop/price';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { PublicUrl } from '../../core/public-url.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RateLimits } from '../../rate-limit/rate-limit.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { MailService } from '../mail/service.ts';
import { mailedDesignMail } from './mails.ts';
import type { MailedDesignRepository } from './repository.ts';
import { pageUrl } from '@kubik/contract/pages';
import { messageOf } from '@kubik/design/i18n/findings';

export const mailedDesignLimits = {
  /** Sends per client address (the route counts them before reading the body). */
  perClient: { points: 10, windowSeconds: 60 * 60 },
  /** Mails to one recipient address. */
  perRecipient: { points: 5, windowSeconds: 24 * 60 * 60 },
} as const;

export const purgeMailedDesignsQueue = 'mailed-designs.purge';
export const purgeMailedDesignsEveryMs = 6 * 60 * 60 * 1000;

const dayMs = 24 * 60 * 60 * 1000;
/** 128 random bits, URL-safe: a link cannot be guessed (as share links). */
const newToken = () => randomBytes(16).toString('base64url');
const numberTags: Record<Locale, string> = { sl: 'sl-SI', en: 'en-US', es: 'es-ES' };

/** The cubes' bounding box "1.200 × 800 × 400 mm" in the reader's number format (as the price bar writes it); null for no cubes. */
export function overallSize(design: Design, locale: Locale): string | null {
  const cubes = design.elements.flatMap((el) => (el.kind === 'cube' ? [el] : []));
  if (cubes.length === 0) return null;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const cube of cubes) {
    const from = [cube.position.x, cube.position.y, cube.position.z];
    const size = [cube.size.width, cube.size.height, cube.size.depth];
    for (let axis = 0; axis < 3; axis++) {
      min[axis] = Math.min(min[axis]!, from[axis]!);
      max[axis] = Math.max(max[axis]!, from[axis]! + size[axis]!);
    }
  }
  const format = new Intl.NumberFormat(numberTags[locale], locale === 'es' ? { useGrouping: 'always' } : {});
  return `${format.format(max[0]! - min[0]!)} × ${format.format(max[1]! - min[1]!)} × ${format.format(max[2]! - min[2]!)} mm`;
}

export function createMailedDesignService(deps: {
  designs: MailedDesignRepository;
  catalogue: CatalogueService;
  mail: MailService;
  uow: UnitOfWork;
  limits: RateLimits;
  publicUrl: PublicUrl;
  clock: Clock;
}) {
  const perRecipient = deps.limits({ name: 'mailed-design-to', ...mailedDesignLimits.perRecipient });
  return {
    /**
     * Checks the design (400 invalid_design, in the reader's language), counts the recipient
     * (429), then stores the design and its mail in one transaction. `guest`: held to the guests'
     * design size, as a quote is.
     */
    async send(input: MailDesignRequest, locale: Locale, who: { guest: boolean }): Promise<{ expiresAt: string }> {
      const parsed = parseDesign(input.design);
      if (!parsed.ok) {
        const first = parsed.findings[0];
        throw new AppError('invalid_design', {
          fields: { design: first ? messageOf(first)[locale] : 'invalid_design' },
        });
      }
      const design = parsed.design;
      // The price as the configurator's price bar shows a customer without a partner: goods with VAT.
      const quoted = await deps.catalogue.quote(design, who);
      const cubes = design.elements.filter((el) => el.kind === 'cube').length;
      const price =
        quoted.price && cubes > 0
          ? moneyText(
              locale,
              designGross(quoted.price.goodsCents, {
                vatRateBp: quoted.price.vatRateBp,
                maxPartnerDiscountBp: 0,
                partnerDiscountBp: 0,
                shippingTable: null,
              }),
            )
          : null;
      // Counted outside the unit of work (rate-limit.ts), and only for a request that would send.
      await perRecipient.hit(input.email.toLowerCase());
      const token = newToken();
      const expiresAt = new Date(deps.clock().getTime() + mailedDesignDays * dayMs);
      const link = pageUrl(deps.publicUrl(), 'configurator', undefined, { mailed: token });
      await deps.uow.withTransaction(async () => {
        await deps.designs.insert({
          token,
          name: input.name,
          design,
          thumbnail: input.thumbnail ?? null,
          locale,
          expiresAt,
        });
        await deps.mail.send(
          input.email,
          mailedDesignMail(
            locale,
            { name: input.name, price, size: overallSize(design, locale), cubes, expiresAt },
            link,
          ),
        );
      });
      return { expiresAt: expiresAt.toISOString() };
    },

    /** The design under the link's token; 404 when there is none or it expired. */
    async read(token: string): Promise<MailedDesign> {
      const row = await deps.designs.findLive(token, deps.clock());
      if (!row) throw new AppError('not_found');
      return {
        name: row.name,
        design: row.design as MailedDesign['design'],
        thumbnail: row.thumbnail,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** Deletes the designs whose links expired (a periodic job). */
    purgeExpired: () => deps.designs.deleteExpired(deps.clock()),
  };
}

export type MailedDesignService = ReturnType<typeof createMailedDesignService>;
