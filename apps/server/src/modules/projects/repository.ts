// Projects and predefined configurations in SQL.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AdminProjectQuery } from '@kubik/contract/admin';
import type { ListQuery } from '@kubik/contract/projects';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { configurations, projects } from './schema.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type ConfigurationRow = typeof configurations.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type ProjectListFilter = Pick<AdminProjectQuery, 'q' | 'ownerId' | 'shared' | 'sort' | 'order'> & {
  /** The ids of the users the text also matches (a subquery the users module builds): their projects match too. */
  ownersMatching?: SQLWrapper;
};
/** A project in the admin list: everything but the design document. */
export type ProjectListRow = Omit<ProjectRow, 'design'>;

export function createProjectRepository(uow: UnitOfWork) {
  return {
    /** Every owner's projects for the admin list, filtered, sorted and paged in SQL; no design documents. */
    async adminPage(
      query: ProjectListFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: ProjectListRow[]; total: number }> {
      const filters: (SQL | undefined)[] = [];
      if (query.q) {
        const name = ilike(projects.name, `%${escapeLike(query.q)}%`);
        filters.push(query.ownersMatching ? or(name, inArray(projects.ownerId, query.ownersMatching)) : name);
      }
      if (query.ownerId) filters.push(eq(projects.ownerId, query.ownerId));
      if (query.shared !== undefined)
        filters.push(query.shared ? isNotNull(projects.shareId) : isNull(projects.shareId));
      const where = and(...filters);
      const { design: _design, ...columns } = getTableColumns(projects);
      const column = { updatedAt: projects.updatedAt, name: projects.name, size: projects.cubeCount }[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const rows = await uow
        .db()
        .select(columns)
        .from(projects)
        .where(where)
        .orderBy(direction(column), direction(projects.id))
        .limit(limit)
        .offset(offset);
      const [total] = await uow.db().select({ n: count() }).from(projects).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async countOwned(ownerId: string): Promise<number> {
      const [row] = await uow.db().select({ n: count() }).from(projects).where(eq(projects.ownerId, ownerId));
      return row?.n ?? 0;
    },
    async insert(project: typeof projects.$inferInsert): Promise<ProjectRow> {
      const [row] = await uow.db().insert(projects).values(project).returning();
      return row!;
    },
    /** A project of that owner: someone else's project is as absent as a missing one. */
    async findOwned(id: string, ownerId: string): Promise<ProjectRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
        .limit(1);
      return row;
    },
    /** Any owner's project: only for an admin's read (writes stay with the owner). */
    async find(id: string): Promise<ProjectRow | undefined> {
      const [row] = await uow.db().select().from(projects).where(eq(projects.id, id)).limit(1);
      return row;
    },
    async findByShareId(shareId: string): Promise<ProjectRow | undefined> {
      const [row] = await uow.db().select().from(projects).where(eq(projects.shareId, shareId)).limit(1);
      return row;
    },
    async update(
      id: string,
      ownerId: string,
      fields: Partial<Pick<ProjectRow, 'name' | 'design' | 'cubeCount' | 'thumbnail' | 'shareId' | 'sharedAt'>>,
    ): Promise<ProjectRow | undefined> {
      const [row] = await uow
        .db()
        .update(projects)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
        .returning();
      return row;
    },
    async delete(id: string, ownerId: string): Promise<boolean> {
      const rows = await uow
        .db()
        .delete(projects)
        .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
        .returning({ id: projects.id });
      return rows.length === 1;
    },
    async page(ownerId: string, query: ListQuery): Promise<{ rows: Omit<ProjectRow, 'design'>[]; total: number }> {
      const where = query.filter
        ? and(eq(projects.ownerId, ownerId), ilike(projects.name, `%${escapeLike(query.filter)}%`))
        : eq(projects.ownerId, ownerId);
      const column = { updatedAt: projects.updatedAt, createdAt: projects.createdAt, name: projects.name }[query.sort];
      const { design: _design, ...summaryColumns } = getTableColumns(projects);
      const rows = await uow
        .db()
        .select(summaryColumns)
        .from(projects)
        .where(where)
        .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(projects.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const [total] = await uow.db().select({ n: count() }).from(projects).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    /** Holds the owner's projects against other writers until the transaction ends (quota checks). */
    async lockOwner(ownerId: string): Promise<void> {
      await uow.db().execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kubik.projects:${ownerId}`}, 0))`);
    },
    /** How many projects an owner has, and the bytes they take as stored (designs compressed as PostgreSQL keeps them). */
    async usage(ownerId: string): Promise<{ projects: number; storedBytes: number }> {
      const [row] = await uow
        .db()
        .select({
          projects: count(),
          storedBytes: sql<string>`coalesce(sum(pg_column_size(${projects.design}) + coalesce(pg_column_size(${projects.thumbnail}), 0)), 0)`,
        })
        .from(projects)
        .where(eq(projects.ownerId, ownerId));
      return { projects: row?.projects ?? 0, storedBytes: Number(row?.storedBytes ?? 0) };
    },
    async deleteAllOf(ownerId: string): Promise<void> {
      await uow.db().delete(projects).where(eq(projects.ownerId, ownerId));
    },
    /** When each of an owner's projects last changed (the cart's "the design changed since"). */
    async updatedAtOf(ownerId: string, ids: string[]): Promise<Map<string, Date>> {
      if (ids.length === 0) return new Map();
      const rows = await uow
        .db()
        .select({ id: projects.id, updatedAt: projects.updatedAt })
        .from(projects)
        .where(and(eq(projects.ownerId, ownerId), inArray(projects.id, ids)));
      return new Map(rows.map((r) => [r.id, r.updatedAt]));
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
      const [row] = await uow
        .db()
        .select()
        .from(configurations)
        .where(isUuid ? eq(configurations.id, idOrSlug) : eq(configurations.slug, idOrSlug))
        .limit(1);
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
    async update(
      id: string,
      fields: Partial<Pick<ConfigurationRow, 'name' | 'description' | 'thumbnail' | 'position' | 'room'>>,
    ): Promise<ConfigurationRow | undefined> {
      const [row] = await uow.db().update(configurations).set(fields).where(eq(configurations.id, id)).returning();
      return row;
    },
    async delete(id: string): Promise<ConfigurationRow | undefined> {
      const [row] = await uow.db().delete(configurations).where(eq(configurations.id, id)).returning();
      return row;
    },
    /** Holds the list's order against other admins' changes until the transaction ends. */
    async lockOrder(): Promise<void> {
      await uow.db().execute(sql`select pg_advisory_xact_lock(hashtextextended('kubik.configurations', 0))`);
    },
  };
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;
export type ConfigurationRepository = ReturnType<typeof createConfigurationRepository>;
