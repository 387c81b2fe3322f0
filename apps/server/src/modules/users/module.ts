// The users module's factory: its repository and the user service over it.
import type { Clock } from '../../core/clock.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { createUserRepository } from './repository.ts';
import { createUserService } from './service.ts';

export type UsersModuleDeps = { uow: UnitOfWork; clock: Clock };

/** Builds the users module: the user service (accounts' rows, scopes, lookups). */
export function createUsersModule({ uow, clock }: UsersModuleDeps) {
  const users = createUserService({ repository: createUserRepository(uow), uow, clock });
  return { users };
}

export type UsersModule = ReturnType<typeof createUsersModule>;
