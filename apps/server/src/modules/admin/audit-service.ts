// The audit trail as other modules use it (partners next): an admin's change and its row in one
// transaction — both are kept, or neither. The admin module's own commands do the same in service.ts.
import type { AuditEntry } from '@kubik/contract/admin';
import type { Clock } from '../../core/clock.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { AuditRepository } from './audit-repository.ts';
import type { Admin } from './service.ts';

export type { Admin } from './service.ts';

export function createAuditService(deps: { audit: AuditRepository; uow: UnitOfWork; clock: Clock }) {
  const { audit, uow } = deps;
  return {
    /** Runs `change` and the audit row of (entity, entityId, action) in one transaction. */
    async audited<T>(
      admin: Admin,
      entity: AuditEntry['entity'],
      entityId: string,
      action: string,
      change: () => Promise<{ result: T; before: unknown; after: unknown }>,
    ): Promise<T> {
      return uow.withTransaction(async () => {
        const { result, before, after } = await change();
        await audit.add({
          at: deps.clock(),
          actorId: admin.userId,
          actorEmail: admin.email,
          entity,
          entityId,
          action,
          before: before ?? null,
          after: after ?? null,
        });
        return result;
      });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
