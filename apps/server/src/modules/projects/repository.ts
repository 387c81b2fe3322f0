// Projects and predefined configurations in SQL.
import { and, asc, count, desc, eq, getTableColumns, ilike } from 'drizzle-orm';
import type { ListQuery } from '@kubik/contract/projects';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { configurations, projects } from './schema.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type ConfigurationRow = typeof configurations.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createProjectRepository(uow: UnitOfWork) {
  return {
    async insert(project: typeof projects.$inferInsert): Promise<ProjectRow> {
      const [row] = await uow.db().insert(projects).values(project).returning();
      return row!;
    },
    /** A project of that owner: someone else's project is as absent as a missing one. */
    async findOwned(id: string, ownerId: string): Promise<ProjectRow | undefined> {
      const [row] = await uow.db().select().from(projects).where(and(eq(projects.id, id), eq(projects.ownerId, ownerId))).limit(1);
      return row;
    },
    async findByShareId(shareId: string): Promise<ProjectRow | undefined> {
      const [row] = await uow.db().select().from(projects).where(eq(projects.shareId, shareId)).limit(1);
      return row;
    },
    async update(id: string, ownerId: string, fields: Partial<Pick<ProjectRow, 'name' | 'design' | 'cubeCount' | 'thumbnail' | 'shareId' | 'sharedAt'>>): Promise<ProjectRow | undefined> {
      const [row] = await uow.db()
        .update(projects)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
        .returning();
      return row;
    },
    async delete(id: string, ownerId: string): Promise<boolean> {
      const rows = await uow.db().delete(projects).where(and(eq(projects.id, id), eq(projects.ownerId, ownerId))).returning({ id: projects.id });
      return rows.length === 1;
    },
    async page(ownerId: string, query: ListQuery): Promise<{ rows: Omit<ProjectRow, 'design'>[]; total: number }> {
      const where = query.filter ? and(eq(projects.ownerId, ownerId), ilike(projects.name, `%${escapeLike(query.filter)}%`)) : eq(projects.ownerId, ownerId);
      const column = { updatedAt: projects.updatedAt, createdAt: projects.createdAt, name: projects.name }[query.sort];
      const { design: _design, ...summaryColumns } = getTableColumns(projects);
      const rows = await uow.db()
        .select(summaryColumns)
        .from(projects)
        .where(where)
        .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(projects.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const [total] = await uow.db().select({ n: count() }).from(projects).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async deleteAllOf(ownerId: string): Promise<void> {
      await uow.db().delete(projects).where(eq(projects.ownerId, ownerId));
    },
    async allOfOwner(ownerId: string): Promise<ProjectRow[]> {
      return uow.db().select().from(projects).where(eq(projects.ownerId, ownerId)).orderBy(desc(projects.updatedAt));
    },
  };
}

export function createConfigurationRepository(uow: UnitOfWork) {
  return {
    async list(): Promise<ConfigurationRow[]> {
      return uow.db().select().from(configurations).orderBy(asc(configurations.position), asc(configurations.slug));
    },
    async find(idOrSlug: string): Promise<ConfigurationRow | undefined> {
      const isUuid = /^[0-9a-f-]{36}$/i.test(idOrSlug);
      const [row] = await uow.db().select().from(configurations).where(isUuid ? eq(configurations.id, idOrSlug) : eq(configurations.slug, idOrSlug)).limit(1);
      return row;
    },
    async count(): Promise<number> {
      const [row] = await uow.db().select({ n: count() }).from(configurations);
      return row?.n ?? 0;
    },
    async insert(configuration: typeof configurations.$inferInsert): Promise<ConfigurationRow> {
      const [row] = await uow.db().insert(configurations).values(configuration).returning();
      return row!;
    },
  };
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;
export type ConfigurationRepository = ReturnType<typeof createConfigurationRepository>;
