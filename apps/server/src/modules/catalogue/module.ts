// The catalogue module's factory: its repository and the catalogue service over it.
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { WorkerPools } from '../../workers/pool.ts';
import { createCatalogueRepository } from './repository.ts';
import { createCatalogueService } from './service.ts';

export type CatalogueModuleDeps = {
  uow: UnitOfWork;
  workers: WorkerPools;
  /** Hears a stored catalogue that does not parse. */
  log: (problem: { version: number; errors: string[] }) => void;
};

/** Builds the catalogue module: the catalogue in force, its quotes and its editing store. */
export function createCatalogueModule({ uow, workers, log }: CatalogueModuleDeps) {
  const catalogue = createCatalogueService({ repository: createCatalogueRepository(uow), workers, log });
  return { catalogue };
}

export type CatalogueModule = ReturnType<typeof createCatalogueModule>;
