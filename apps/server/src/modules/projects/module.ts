// The projects module's factory: its repositories (projects, predefined configurations) and the service over them.
import type { PublicUrl } from '../../core/public-url.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { createConfigurationRepository, createProjectRepository } from './repository.ts';
import { createProjectService, type ProjectOwner, type ProjectQuota } from './service.ts';

export type ProjectsModuleDeps = {
  uow: UnitOfWork;
  quota: ProjectQuota;
  publicUrl: PublicUrl;
  /** A project owner's name and address (the users module answers). */
  ownerOf: (userId: string) => Promise<ProjectOwner | undefined>;
  /** Whether a partner user reads that owner's projects (the partners module answers: its scoping rule). */
  partnerReads: (readerId: string, ownerId: string) => Promise<boolean>;
};

/** Builds the projects module: customers' projects and the predefined configurations. */
export function createProjectsModule({ uow, quota, publicUrl, ownerOf, partnerReads }: ProjectsModuleDeps) {
  const projects = createProjectService({
    projects: createProjectRepository(uow),
    configurations: createConfigurationRepository(uow),
    uow,
    quota,
    publicUrl,
    ownerOf,
    partnerReads,
  });
  return { projects };
}

export type ProjectsModule = ReturnType<typeof createProjectsModule>;
