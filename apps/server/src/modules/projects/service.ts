// Projects: save, list, open, rename, duplicate, delete, share and revoke, copy a shared one.
// Designs are checked by the design core before they are stored (and stored migrated to the
// current schema); a design with rule errors may be saved and shared, just not ordered.
import { randomBytes } from 'node:crypto';
import type {
  AdminConfiguration,
  EditConfigurationRequest,
  PublishConfigurationRequest,
} from '@kubik/contract/configurations';
import type {
  Configuration,
  CreateConfigurationRequest,
  CreateProjectRequest,
  ListQuery,
  Project,
  ProjectSummary,
  SharedProject,
  UpdateProjectRequest,
} from '@kubik/contract/projects';
import type { Locale } from '@kubik/contract/locale';
import { parseDesign, type Design } from '@kubik/design/schema/document';
import { AppError } from '../../core/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import {
  adminConfigurationView,
  configurationSlug,
  configurationState,
  configurationView,
  seedConfigurations,
  thumbnailRequired,
} from './configurations.ts';
import type { ConfigurationRepository, ConfigurationRow, ProjectRepository, ProjectRow } from './repository.ts';
import type { PublicUrl } from '../../core/public-url.ts';
import { pageUrl } from '@kubik/contract/pages';
import { messageOf } from '@kubik/design/i18n/findings';

/**
 * Who reads a project: its owner, an admin (who may read anyone's, never write it), or a partner
 * user (scope `partner`: `partner` true) who may read, never write, the projects of the customers
 * assigned to their partner (`partnerReads` decides).
 */
export type ProjectReader = { userId: string; admin: boolean; partner?: boolean };
/** A change of the admin's, with what it was and what it became (for the audit row). */
/** Whose a project is, as an admin sees it (the users module answers; projects do not read users). */
export type ProjectOwner = { id: string; name: string; email: string };
export type Audited<T, State = unknown> = { result: T; before: State; after: State };

/** 128 random bits, URL-safe: a share link cannot be guessed. */
const newShareId = () => randomBytes(16).toString('base64url');

export function checkedDesign(input: unknown, locale: Locale): Design {
  const parsed = parseDesign(input);
  if (!parsed.ok) {
    const first = parsed.findings[0];
    throw new AppError('invalid_design', { fields: { design: first ? messageOf(first)[locale] : 'invalid_design' } });
  }
  return parsed.design;
}

const cubeCount = (design: Design) => design.elements.filter((e) => e.kind === 'cube').length;

export function summaryView(row: Omit<ProjectRow, 'design'>): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    thumbnail: row.thumbnail,
    shareId: row.shareId,
    cubeCount: row.cubeCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function projectView(row: ProjectRow): Project {
  return { ...summaryView(row), design: row.design as Project['design'] };
}

export type ProjectQuota = { projects: number; storedBytes: number };

export function createProjectService(deps: {
  projects: ProjectRepository;
  configurations: ConfigurationRepository;
  uow: UnitOfWork;
  quota: ProjectQuota;
  publicUrl: PublicUrl;
  ownerOf: (userId: string) => Promise<ProjectOwner | undefined>;
  /** Whether a partner user reads that owner's projects (the partners module answers: its scoping rule). */
  partnerReads?: (readerId: string, ownerId: string) => Promise<boolean>;
}) {
  const { projects, configurations, uow, quota } = deps;
  const owned = async (id: string, ownerId: string) => {
    const row = await projects.findOwned(id, ownerId);
    if (!row) throw new AppError('not_found');
    return row;
  };

  /**
   * Writes, then measures what the owner keeps, in one transaction that holds the owner's lock: a
   * write that takes them past a quota rolls back (so concurrent saves cannot slip past it, and the
   * bytes counted are those PostgreSQL really stores). A write that shrinks is always allowed.
   */
  async function withinQuota<T>(ownerId: string, write: () => Promise<T>): Promise<T> {
    return uow.withTransaction(async () => {
      await projects.lockOwner(ownerId);
      const before = await projects.usage(ownerId);
      const result = await write();
      const after = await projects.usage(ownerId);
      if (after.projects > quota.projects && after.projects > before.projects)
        throw new AppError('project_limit_reached');
      if (after.storedBytes > quota.storedBytes && after.storedBytes > before.storedBytes)
        throw new AppError('storage_limit_reached');
      return result;
    });
  }
  const insert = (row: Parameters<ProjectRepository['insert']>[0]) =>
    withinQuota(row.ownerId, () => projects.insert(row));

  /** Gives the configurations, in this order, the positions 10, 20, 30…; answers the rows that moved. */
  /** Any owner's project with whose it is (admins only: the callers check). */
  async function withOwner(id: string): Promise<{ project: ProjectRow; owner: ProjectOwner } | undefined> {
    const project = await projects.find(id);
    const owner = project && (await deps.ownerOf(project.ownerId));
    return project && owner ? { project, owner } : undefined;
  }

  async function renumber(ordered: ConfigurationRow[]): Promise<Map<string, ConfigurationRow>> {
    const moved = new Map<string, ConfigurationRow>();
    for (const [index, row] of ordered.entries()) {
      const position = (index + 1) * 10;
      if (row.position === position) continue;
      const updated = await configurations.update(row.id, { position });
      if (updated) moved.set(updated.id, updated);
    }
    return moved;
  }

  return {
    /** Every owner's projects for the admin list (no design documents). */
    adminPage: projects.adminPage,
    countOwned: projects.countOwned,
    async create(ownerId: string, input: CreateProjectRequest, locale: Locale): Promise<Project> {
      const design = checkedDesign(input.design, locale);
      return projectView(
        await insert({
          ownerId,
          name: input.name,
          design,
          cubeCount: cubeCount(design),
          thumbnail: input.thumbnail ?? null,
        }),
      );
    },

    async list(ownerId: string, query: ListQuery) {
      const { rows, total } = await projects.page(ownerId, query);
      return { items: rows.map(summaryView), total, page: query.page, perPage: query.perPage };
    },

    /**
     * The owner's project; for an admin also anyone else's, and for a partner user their partner's
     * customers', read-only, with whose it is. Anyone else gets 404 for someone else's project, as
     * for one that does not exist.
     */
    async read(id: string, reader: ProjectReader): Promise<Project> {
      const own = await projects.findOwned(id, reader.userId);
      if (own) return projectView(own);
      if (!reader.admin && !reader.partner) throw new AppError('not_found');
      const found = await withOwner(id);
      if (!found) throw new AppError('not_found');
      if (!reader.admin && !(deps.partnerReads && (await deps.partnerReads(reader.userId, found.project.ownerId))))
        throw new AppError('not_found');
      return { ...projectView(found.project), owner: found.owner };
    },

    async update(id: string, ownerId: string, input: UpdateProjectRequest, locale: Locale): Promise<Project> {
      await owned(id, ownerId);
      const design = input.design !== undefined ? checkedDesign(input.design, locale) : undefined;
      const row = await withinQuota(ownerId, () =>
        projects.update(id, ownerId, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(design ? { design, cubeCount: cubeCount(design) } : {}),
          ...(input.thumbnail !== undefined ? { thumbnail: input.thumbnail } : {}),
        }),
      );
      if (!row) throw new AppError('not_found');
      return projectView(row);
    },

    async duplicate(id: string, ownerId: string, copyName: (name: string) => string): Promise<Project> {
      const source = await owned(id, ownerId);
      return projectView(
        await insert({
          ownerId,
          name: copyName(source.name).slice(0, 200),
          design: source.design,
          cubeCount: source.cubeCount,
          thumbnail: source.thumbnail,
        }),
      );
    },

    async delete(id: string, ownerId: string): Promise<void> {
      if (!(await projects.delete(id, ownerId))) throw new AppError('not_found');
    },

    /** Creates the share link, or answers the existing one. */
    async share(id: string, ownerId: string): Promise<{ shareId: string; url: string }> {
      const row = await owned(id, ownerId);
      const shareId = row.shareId ?? newShareId();
      if (!row.shareId) await projects.update(id, ownerId, { shareId, sharedAt: new Date() });
      return { shareId, url: pageUrl(deps.publicUrl(), 'sharedProject', { shareId }) };
    },

    async unshare(id: string, ownerId: string): Promise<void> {
      await owned(id, ownerId);
      await projects.update(id, ownerId, { shareId: null, sharedAt: null });
    },

    async shared(shareId: string): Promise<SharedProject> {
      const row = await projects.findByShareId(shareId);
      if (!row?.shareId) throw new AppError('not_found');
      return {
        shareId: row.shareId,
        name: row.name,
        design: row.design as SharedProject['design'],
        thumbnail: row.thumbnail,
        sharedAt: (row.sharedAt ?? row.updatedAt).toISOString(),
      };
    },

    /** Copies a shared project into the signed-in user's own projects. */
    async copyShared(shareId: string, ownerId: string): Promise<Project> {
      const row = await projects.findByShareId(shareId);
      if (!row?.shareId) throw new AppError('not_found');
      return projectView(
        await insert({
          ownerId,
          name: row.name,
          design: row.design,
          cubeCount: row.cubeCount,
          thumbnail: row.thumbnail,
        }),
      );
    },

    /** A project of that owner with its design and when it last changed (the cart's snapshot). */
    async snapshot(
      id: string,
      ownerId: string,
    ): Promise<{ id: string; name: string; thumbnail: string | null; design: unknown; updatedAt: Date }> {
      const row = await owned(id, ownerId);
      return { id: row.id, name: row.name, thumbnail: row.thumbnail, design: row.design, updatedAt: row.updatedAt };
    },

    /** When each of an owner's projects last changed; projects not theirs or gone are absent. */
    updatedAtOf: (ownerId: string, ids: string[]) => projects.updatedAtOf(ownerId, ids),

    /** Everything of an owner's projects, for the account export. */
    async exportOf(ownerId: string) {
      return (await projects.allOfOwner(ownerId)).map((p) => ({
        id: p.id,
        name: p.name,
        design: p.design,
        shareId: p.shareId,
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
      }));
    },

    /** Account deletion: the owner's projects go (inside the caller's unit of work). */
    deleteAllOf: (ownerId: string) => projects.deleteAllOf(ownerId),

    async configurations(): Promise<Configuration[]> {
      return (await configurations.list()).map(configurationView);
    },

    async configuration(idOrSlug: string): Promise<Configuration | undefined> {
      const row = await configurations.find(idOrSlug);
      return row && configurationView(row);
    },

    /** A new predefined configuration (admins); a taken slug is 409, also when two race for it. */
    async addConfiguration(input: CreateConfigurationRequest, locale: Locale): Promise<Configuration> {
      const design = checkedDesign(input.design, locale);
      try {
        return configurationView(await configurations.insert({ ...input, design, thumbnail: input.thumbnail ?? null }));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', { fields: { slug: 'conflict' } });
        throw error;
      }
    },

    /** The configurations as the admin's list shows them (no design documents). */
    async adminConfigurations(): Promise<AdminConfiguration[]> {
      return (await configurations.list()).map(adminConfigurationView);
    },

    /**
     * Publishes a project (anyone's) as a configuration: the design is copied as it is now, so later
     * edits of the project do not change it; the picture is the one sent or the project's own. Its
     * place is `position` (1 = first) or last; the others move down. The caller holds the transaction.
     */
    async publishConfiguration(
      input: PublishConfigurationRequest,
      locale: Locale,
    ): Promise<Audited<AdminConfiguration>> {
      const found = await withOwner(input.projectId);
      if (!found) throw new AppError('not_found', { fields: { projectId: 'not_found' } });
      const picture = input.thumbnail ?? found.project.thumbnail;
      if (!picture) throw new AppError('validation_failed', { fields: { thumbnail: thumbnailRequired[locale] } });
      const design = checkedDesign(found.project.design, locale);
      await configurations.lockOrder();
      const list = await configurations.list();
      const row = await configurations.insert({
        slug: configurationSlug(input.name.en),
        name: input.name,
        description: input.description,
        design,
        thumbnail: picture,
        position: 0,
        room: input.room,
      });
      const at = Math.min(Math.max((input.position ?? list.length + 1) - 1, 0), list.length);
      const ordered = [...list.slice(0, at), row, ...list.slice(at)];
      const placed = await renumber(ordered);
      const result = adminConfigurationView(placed.get(row.id) ?? row);
      return {
        result,
        before: null,
        after: {
          ...configurationState(placed.get(row.id) ?? row),
          projectId: found.project.id,
          projectUpdatedAt: found.project.updatedAt.toISOString(),
          owner: found.owner.email,
        },
      };
    },

    async editConfiguration(id: string, input: EditConfigurationRequest): Promise<Audited<AdminConfiguration>> {
      const before = await configurations.find(id);
      if (!before || before.id !== id) throw new AppError('not_found');
      const row = await configurations.update(id, {
        ...(input.name ? { name: input.name } : {}),
        ...(input.description ? { description: input.description } : {}),
        ...(input.thumbnail ? { thumbnail: input.thumbnail } : {}),
        ...(input.room ? { room: input.room } : {}),
      });
      if (!row) throw new AppError('not_found');
      return {
        result: adminConfigurationView(row),
        before: configurationState(before),
        after: configurationState(row),
      };
    },

    /** Unpublishes: the card is gone from /configuration; the audit keeps its design (`before`). */
    async unpublishConfiguration(id: string): Promise<Audited<null>> {
      await configurations.lockOrder();
      const row = await configurations.delete(id);
      if (!row) throw new AppError('not_found');
      await renumber(await configurations.list());
      return { result: null, before: { ...configurationState(row), design: row.design }, after: null };
    },

    /** The new order of the cards: every published configuration's id once (409 when the list changed meanwhile). */
    async orderConfigurations(
      ids: string[],
    ): Promise<Audited<AdminConfiguration[], { id: string; position: number }[]>> {
      await configurations.lockOrder();
      const list = await configurations.list();
      const byId = new Map(list.map((row) => [row.id, row]));
      if (ids.length !== list.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id)))
        throw new AppError('conflict', { fields: { ids: 'conflict' } });
      const placed = await renumber(ids.map((id) => byId.get(id)!));
      const rows = ids.map((id) => placed.get(id) ?? byId.get(id)!);
      return {
        result: rows.map(adminConfigurationView),
        before: list.map((r) => ({ id: r.id, position: r.position })),
        after: rows.map((r) => ({ id: r.id, position: r.position })),
      };
    },

    /** First-start content: the predefined configurations made from the examples. */
    async seed(): Promise<void> {
      if ((await configurations.count()) > 0) return;
      for (const configuration of seedConfigurations) await configurations.insert(configuration);
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
