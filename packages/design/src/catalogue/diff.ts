// What an edit changes in a catalogue, compactly: per table the ids added, removed and changed (with
// the fields that changed), and the settings blocks (VAT, machining, shipping, …) whose values
// changed. The audit trail keeps it beside the version numbers; the editor shows it before publishing.
import type { Catalogue } from './schema.ts';

export const catalogueTables = [
  'colours',
  'materials',
  'edgeBandings',
  'hardware',
  'connectorSystems',
  'barProfiles',
] as const;
export type CatalogueTable = (typeof catalogueTables)[number];

export type TableChange = { added: string[]; removed: string[]; changed: { id: string; fields: string[] }[] };
export type CatalogueDiff = {
  tables: Partial<Record<CatalogueTable, TableChange>>;
  /** Top-level settings that changed, with the keys changed inside a block (`machining: ['perHoleCents']`). */
  settings: Record<string, string[]>;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changedKeys(a: object, b: object): string[] {
  const left = a as Record<string, unknown>,
    right = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.filter((k) => !same(left[k], right[k])).sort();
}

/** The ids added, removed and changed between two versions of one table (null: no change). */
export function tableChange(before: readonly { id: string }[], after: readonly { id: string }[]): TableChange | null {
  const old = new Map(before.map((row) => [row.id, row]));
  const now = new Map(after.map((row) => [row.id, row]));
  const added = [...now.keys()].filter((id) => !old.has(id));
  const removed = [...old.keys()].filter((id) => !now.has(id));
  const changed = [...now.entries()].flatMap(([id, row]) => {
    const was = old.get(id);
    if (!was || same(was, row)) return [];
    return [{ id, fields: changedKeys(was, row) }];
  });
  return added.length + removed.length + changed.length === 0 ? null : { added, removed, changed };
}

export function diffCatalogues(before: Catalogue, after: Catalogue): CatalogueDiff {
  const tables: CatalogueDiff['tables'] = {};
  for (const table of catalogueTables) {
    const change = tableChange(before[table], after[table]);
    if (change) tables[table] = change;
  }
  const settings: Record<string, string[]> = {};
  const tableSet = new Set<string>(catalogueTables);
  for (const key of changedKeys(before, after)) {
    if (tableSet.has(key)) continue;
    const a = (before as Record<string, unknown>)[key],
      b = (after as Record<string, unknown>)[key];
    const blocks =
      a !== null &&
      b !== null &&
      typeof a === 'object' &&
      typeof b === 'object' &&
      !Array.isArray(a) &&
      !Array.isArray(b);
    settings[key] = blocks ? changedKeys(a, b) : [];
  }
  return { tables, settings };
}

/** Whether the diff changes nothing (publishing it would be a version identical to the one in force). */
export const isEmptyDiff = (diff: CatalogueDiff) =>
  Object.keys(diff.tables).length === 0 && Object.keys(diff.settings).length === 0;
