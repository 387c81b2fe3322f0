// The partners module's factory: its repository and the partner service over it.
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { createPartnerRepository } from './repository.ts';
import { createPartnerService } from './service.ts';

/** The partner service's ports: users, auth, registration, mail, the admin's audit trail, orders, clock, links. */
type PartnerDeps = Parameters<typeof createPartnerService>[0];

export type PartnersModuleDeps = Omit<PartnerDeps, 'partners'> & { uow: UnitOfWork };

/** Builds the partners module: partners, their members and customers, and the scoping rule of partner-facing reads. */
export function createPartnersModule({ uow, ...deps }: PartnersModuleDeps) {
  const partners = createPartnerService({ ...deps, partners: createPartnerRepository(uow) });
  return { partners };
}

export type PartnersModule = ReturnType<typeof createPartnersModule>;
