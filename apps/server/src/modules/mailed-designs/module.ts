// The mailed-designs module's factory: its repository and the service over it.
import type { Clock } from '../../core/clock.ts';
import type { PublicUrl } from '../../core/public-url.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RateLimits } from '../../rate-limit/rate-limit.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { MailService } from '../mail/service.ts';
import { createMailedDesignRepository } from './repository.ts';
import { createMailedDesignService } from './service.ts';

export type MailedDesignsModuleDeps = {
  uow: UnitOfWork;
  catalogue: CatalogueService;
  mail: MailService;
  limits: RateLimits;
  publicUrl: PublicUrl;
  clock: Clock;
};

/** Builds the mailed-designs module: designs mailed as links (guests too), kept for a while. */
export function createMailedDesignsModule({ uow, catalogue, mail, limits, publicUrl, clock }: MailedDesignsModuleDeps) {
  const mailedDesigns = createMailedDesignService({
    designs: createMailedDesignRepository(uow),
    catalogue,
    mail,
    uow,
    limits,
    publicUrl,
    clock,
  });
  return { mailedDesigns };
}

export type MailedDesignsModule = ReturnType<typeof createMailedDesignsModule>;
