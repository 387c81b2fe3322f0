// The inquiries module's factory: its repositories (inquiries and offers, their figures) and the
// inquiry service over them.
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { createInquiryService } from './service.ts';
import { createInquiryRepository } from './repository.ts';
import { createInquiryStatsRepository } from './stats-repository.ts';

/** The inquiry service's ports and settings: users, projects, catalogue, partners, mail, limits, audit, clock. */
type InquiryDeps = Parameters<typeof createInquiryService>[0];

export type InquiriesModuleDeps = Omit<InquiryDeps, 'inquiries'> & { uow: UnitOfWork };

/**
 * Builds the inquiries module: customers' inquiries, the staff's and partners' offers, and the
 * figures the admin dashboard shows (inquiries per status, conversion).
 */
export function createInquiriesModule(deps: InquiriesModuleDeps) {
  const inquiries = createInquiryService({ ...deps, inquiries: createInquiryRepository(deps.uow) });
  const stats = createInquiryStatsRepository(deps.uow);
  /** The dashboard's figures: a port for the admin module, which does not import inquiries. */
  const inquiryStats = { stats: (since: Date) => stats.stats(since) };
  return { inquiries, inquiryStats };
}

export type InquiriesModule = ReturnType<typeof createInquiriesModule>;
