// The order-documents module's factory: its job-pack repository, and the documents, job-pack and
// cutting-run services over the orders it is handed (a port, not the orders module's repository).
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { createCuttingRunService } from './cutting-runs.ts';
import { createJobPackRepository } from './job-pack-repository.ts';
import { createJobPackService } from './job-packs.ts';
import { createOrderDocumentsService } from './service.ts';

/** The documents service's own settings and ports (orders, catalogue, workers, seller, bank, links, clock). */
type DocumentsDeps = Parameters<typeof createOrderDocumentsService>[0];

export type OrderDocumentsModuleDeps = DocumentsDeps & { uow: UnitOfWork };

/** Builds the order-documents module: an order's PDFs, its job pack (made once, kept) and cutting runs. */
export function createOrderDocumentsModule({ uow, ...deps }: OrderDocumentsModuleDeps) {
  const { orders, catalogue, workers, publicUrl, clock } = deps;
  const orderDocuments = createOrderDocumentsService(deps);
  const jobPacks = createJobPackService({ packs: createJobPackRepository(uow), orders, catalogue, workers, publicUrl });
  const cuttingRuns = createCuttingRunService({ orders, catalogue, workers, clock });
  return { orderDocuments, jobPacks, cuttingRuns };
}

export type OrderDocumentsModule = ReturnType<typeof createOrderDocumentsModule>;
