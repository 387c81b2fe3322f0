// The admin's predefined configurations: publish a project as one, edit its words and picture,
// unpublish it, reorder the cards. The projects module does the data work and says what changed;
// here each change commits with its audit row (who, when, before, after) in one transaction.
import type {
  AdminConfiguration,
  EditConfigurationRequest,
  PublishConfigurationRequest,
} from '@kubik/contract/configurations';
import type { Locale } from '@kubik/contract/locale';
import type { Clock } from '../../core/clock.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Audited, ProjectService } from '../projects/service.ts';
import type { AuditRepository } from './audit-repository.ts';
import type { Admin } from './service.ts';

export function createConfigurationAdminService(deps: {
  projects: ProjectService;
  audit: AuditRepository;
  uow: UnitOfWork;
  clock: Clock;
}) {
  const { projects, audit, uow } = deps;
  const record = (admin: Admin, entityId: string, action: string, before: unknown, after: unknown) =>
    audit.add({
      at: deps.clock(),
      actorId: admin.userId,
      actorEmail: admin.email,
      entity: 'configuration',
      entityId,
      action,
      before: before ?? null,
      after: after ?? null,
    });
  const audited = <T>(
    admin: Admin,
    entityId: (result: T) => string,
    action: string,
    change: () => Promise<Audited<T>>,
  ) =>
    uow.withTransaction(async () => {
      const { result, before, after } = await change();
      await record(admin, entityId(result), action, before, after);
      return result;
    });

  return {
    list: () => projects.adminConfigurations(),

    publish: (admin: Admin, input: PublishConfigurationRequest, locale: Locale): Promise<AdminConfiguration> =>
      audited(
        admin,
        (c) => c.id,
        'publish',
        () => projects.publishConfiguration(input, locale),
      ),

    edit: (admin: Admin, id: string, input: EditConfigurationRequest): Promise<AdminConfiguration> =>
      audited(
        admin,
        () => id,
        'edit',
        () => projects.editConfiguration(id, input),
      ),

    unpublish: (admin: Admin, id: string): Promise<null> =>
      audited(
        admin,
        () => id,
        'unpublish',
        () => projects.unpublishConfiguration(id),
      ),

    /** One audit row per configuration whose place changed, all in the transaction of the change. */
    order: (admin: Admin, ids: string[]): Promise<AdminConfiguration[]> =>
      uow.withTransaction(async () => {
        const { result, before } = await projects.orderConfigurations(ids);
        const was = new Map(before.map((b) => [b.id, b.position]));
        for (const row of result) {
          const position = was.get(row.id);
          if (position !== row.position) await record(admin, row.id, 'order', { position }, { position: row.position });
        }
        return result;
      }),
  };
}

export type ConfigurationAdminService = ReturnType<typeof createConfigurationAdminService>;
