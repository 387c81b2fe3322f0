// The admins' catalogue editor (issue 13 §5): the version in force with its history, a preview of a
// draft (its problems, or what it does to the open carts' totals) and publishing it as the next
// version. Publishing is optimistic: the draft names the version it was made from, and a draft of a
// version no longer in force is refused (409 conflict) rather than silently undoing someone's edit.
// Orders are untouched: each keeps the version it was priced with (orders.catalogue_version).
import {
  catalogueAuditId,
  previewCartLimit,
  type AdminCatalogue,
  type CataloguePreview,
} from '@kubik/contract/admin-catalogue';
import { diffCatalogues, isEmptyDiff, tableChange, type CatalogueDiff } from '@kubik/design/catalogue/diff';
import { catalogueIssues, zodIssue, type CatalogueIssue } from '@kubik/design/catalogue/issues';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import { shippingTableSchema, type ShippingTable } from '@kubik/shop/shipping';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { CartService } from '../cart/service.ts';
import { staleBase, type CatalogueService } from '../catalogue/service.ts';
import type { UserService } from '../users/service.ts';

/** The admin module's audit trail (handed in by the composition root: the row joins the change's transaction). */
export type AuditWriter = {
  add(row: {
    at: Date;
    actorId: string;
    actorEmail: string;
    entity: 'catalogue';
    entityId: string;
    action: string;
    before: unknown;
    after: unknown;
  }): Promise<void>;
};

export type CatalogueEditorDeps = {
  catalogue: Pick<CatalogueService, 'current' | 'version' | 'shippingTable' | 'history' | 'addVersion'>;
  carts: Pick<CartService, 'totalsWith'>;
  users: Pick<UserService, 'byIds'>;
  audit: AuditWriter;
  uow: UnitOfWork;
  clock: Clock;
};

export type Draft = { baseVersion: number; catalogue: unknown; shippingTable: unknown };
type Checked = { issues: CatalogueIssue[]; catalogue: Catalogue | null; shippingTable: ShippingTable | null };

/** A draft's problems: the catalogue's (design package) and its shipping zones' (shop package). */
export function checkDraft(draft: Pick<Draft, 'catalogue' | 'shippingTable'>): Checked {
  const catalogue = catalogueIssues(draft.catalogue);
  const shipping = shippingTableSchema.safeParse(draft.shippingTable, { reportInput: true });
  const issues = [
    ...catalogue.issues,
    ...(shipping.success ? [] : shipping.error.issues.map((i) => zodIssue(i, 'shippingTable.'))),
  ];
  return { issues, catalogue: catalogue.catalogue, shippingTable: shipping.success ? shipping.data : null };
}

/** The catalogue's diff plus the shipping zones' (as the table `shippingZones`, and `shippingTable` for production days and pickup). */
export function draftDiff(
  before: { catalogue: Catalogue; shippingTable: ShippingTable },
  after: { catalogue: Catalogue; shippingTable: ShippingTable },
): CatalogueDiff & { tables: Record<string, unknown> } {
  const diff: CatalogueDiff & { tables: Record<string, unknown> } = diffCatalogues(before.catalogue, after.catalogue);
  const zones = tableChange(before.shippingTable.zones, after.shippingTable.zones);
  if (zones) diff.tables.shippingZones = zones;
  const settings = (['productionDays', 'pickup'] as const).filter(
    (k) => JSON.stringify(before.shippingTable[k]) !== JSON.stringify(after.shippingTable[k]),
  );
  if (settings.length > 0) diff.settings.shippingTable = settings;
  return diff;
}

export function createCatalogueEditor(deps: CatalogueEditorDeps) {
  const { uow } = deps;

  async function inForce() {
    const current = await deps.catalogue.current();
    return { ...current, shippingTable: await deps.catalogue.shippingTable(current.version) };
  }

  function refuseStale(baseVersion: number, version: number) {
    if (baseVersion !== version) throw staleBase(version);
  }

  async function emails(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    return new Map((wanted.length > 0 ? await deps.users.byIds(wanted) : []).map((u) => [u.id, u.email]));
  }

  async function view(): Promise<AdminCatalogue> {
    const current = await inForce();
    const history = await deps.catalogue.history(200);
    const who = await emails(history.map((h) => h.createdBy));
    return {
      version: current.version,
      catalogue: current.catalogue,
      shippingTable: current.shippingTable,
      versions: history.map((h) => ({
        version: h.version,
        createdAt: h.createdAt.toISOString(),
        note: h.note,
        createdBy: h.createdBy && who.has(h.createdBy) ? { id: h.createdBy, email: who.get(h.createdBy)! } : null,
      })),
    };
  }

  return {
    view,

    /**
     * A draft's problems, or what it changes and what it does to the open carts (the previewCartLimit
     * most recently changed), each priced now and with the draft. Nothing is stored.
     */
    async preview(draft: Draft): Promise<CataloguePreview> {
      const current = await inForce();
      refuseStale(draft.baseVersion, current.version);
      const checked = checkDraft(draft);
      const empty = {
        carts: 0,
        up: 0,
        down: 0,
        unchanged: 0,
        unpriceable: 0,
        minChangeCents: 0,
        maxChangeCents: 0,
        truncated: false,
      };
      if (!checked.catalogue || !checked.shippingTable)
        return { issues: checked.issues, diff: null, carts: [], summary: empty };
      const diff = draftDiff(current, { catalogue: checked.catalogue, shippingTable: checked.shippingTable });
      const { rows, truncated } = await deps.carts.totalsWith(
        { version: current.version + 1, catalogue: checked.catalogue },
        previewCartLimit,
      );
      const who = await emails(rows.map((r) => r.userId));
      const changes = rows.flatMap((r) => (r.draftCents === null ? [] : [r.draftCents - r.nowCents]));
      return {
        issues: [],
        diff: diff as CataloguePreview['diff'],
        carts: rows.map(({ userId, ...r }) => ({
          ...r,
          customer: { id: userId, email: who.get(userId) ?? '' },
          updatedAt: r.updatedAt.toISOString(),
        })),
        summary: {
          carts: rows.length,
          up: changes.filter((c) => c > 0).length,
          down: changes.filter((c) => c < 0).length,
          unchanged: changes.filter((c) => c === 0).length,
          unpriceable: rows.length - changes.length,
          minChangeCents: changes.length > 0 ? Math.min(...changes) : 0,
          maxChangeCents: changes.length > 0 ? Math.max(...changes) : 0,
          truncated,
        },
      };
    },

    /**
     * The draft as the next version, in force at once: checked, then in one transaction the version
     * in force locked and compared with the draft's base, the new row and its audit row written.
     */
    async publish(admin: { userId: string; email: string }, draft: Draft & { note: string }): Promise<AdminCatalogue> {
      const checked = checkDraft(draft);
      if (!checked.catalogue || !checked.shippingTable) {
        throw new AppError('validation_failed', {
          fields: Object.fromEntries(checked.issues.map((i) => [i.path || '_', i.key])),
        });
      }
      const after = { catalogue: checked.catalogue, shippingTable: checked.shippingTable };
      // The diff against the draft's base: addVersion below refuses the draft unless the base is still in force.
      const current = await deps.catalogue.current();
      refuseStale(draft.baseVersion, current.version);
      const diff = draftDiff(
        { catalogue: current.catalogue, shippingTable: await deps.catalogue.shippingTable(current.version) },
        after,
      );
      if (isEmptyDiff(diff)) throw new AppError('validation_failed', { fields: { catalogue: 'no_change' } });
      await uow.withTransaction(async () => {
        const version = await deps.catalogue.addVersion({
          baseVersion: draft.baseVersion,
          ...after,
          note: draft.note,
          createdBy: admin.userId,
        });
        await deps.audit.add({
          at: deps.clock(),
          actorId: admin.userId,
          actorEmail: admin.email,
          entity: 'catalogue',
          entityId: catalogueAuditId,
          action: 'publish',
          before: { version: draft.baseVersion },
          after: { version, note: draft.note, diff },
        });
      });
      return view();
    },
  };
}

export type CatalogueEditor = ReturnType<typeof createCatalogueEditor>;
