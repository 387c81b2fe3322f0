// The users module's public face: other modules read and change users only through this service.
// Every change is announced (after it commits) to whoever subscribed with onChange — the auth module
// drops its cached sign-ins of that user, so a block or a scope change takes effect at once.
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { NewUser, UserRepository, UserRow } from './repository.ts';

export type { NewUser, UserRow } from './repository.ts';
export type { AddressJson } from './schema.ts';
export { userView } from './view.ts';

export function createUserService(deps: { repository: UserRepository; uow: UnitOfWork; clock: Clock }) {
  const { repository, uow } = deps;
  const listeners = new Set<(userId: string) => void>();
  const changed = (userId: string) => uow.afterCommit(() => listeners.forEach((listener) => listener(userId)));

  return {
    findById: repository.findById,
    findByEmail: repository.findByEmail,
    count: repository.count,
    withScope: repository.withScope,
    lockActiveAdmins: repository.lockActiveAdmins,
    adminPage: repository.adminPage,
    idsMatching: repository.idsMatching,
    byIds: repository.byIds,
    /** Inserts a user; AppError email_taken when the address (in any letter case) has an account. */
    async insert(user: NewUser): Promise<UserRow> {
      try {
        return await repository.insert(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('email_taken', { fields: { email: 'email_taken' } });
        throw error;
      }
    },
    async update(id: string, fields: Parameters<UserRepository['update']>[1]): Promise<UserRow | undefined> {
      try {
        const row = await repository.update(id, fields);
        changed(id);
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('email_taken', { fields: { email: 'email_taken' } });
        throw error;
      }
    },
    async setBlocked(id: string, blocked: boolean): Promise<boolean> {
      const found = await repository.setBlocked(id, blocked);
      if (found) changed(id);
      return found;
    },
    /** Erases a user's personal data; the row stays (orders refer to it), marked deleted. */
    async anonymise(id: string, replacementPasswordHash: string): Promise<void> {
      await repository.update(id, {
        email: `deleted-${id}@deleted.invalid`,
        name: '',
        passwordHash: replacementPasswordHash,
        scopes: [],
        company: null,
        billingAddress: null,
        shippingAddress: null,
        emailConfirmedAt: null,
        deletedAt: deps.clock(),
      });
      changed(id);
    },
    /** Calls `listener(userId)` after every committed change of a user made through this service. */
    onChange(listener: (userId: string) => void): void {
      listeners.add(listener);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
