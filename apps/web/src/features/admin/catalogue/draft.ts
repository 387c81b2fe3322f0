// The catalogue editor's draft: the catalogue and its shipping zones as plain data, changed one
// field at a time by path (immutably, so React sees each change), and the problems of the draft by
// path. The same checks as the server's (the design package's catalogue schema and references, the
// shop's shipping table) run here on every change, so a problem shows beside its field at once.
import { shippingTableSchema, type ShippingTable } from '@kubik/shop/shipping';
import { catalogueIssues, zodIssue, type CatalogueIssue } from '@kubik/design/catalogue/issues';
import type { Catalogue } from '@kubik/design/catalogue/schema';

export type Draft = { catalogue: Catalogue; shippingTable: ShippingTable };
export type Path = readonly (string | number)[];

/** A copy of `value` with the value at `path` replaced. */
export function setIn<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setIn(copy[head as number], rest, next);
    return copy as T;
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: setIn(record[head as string], rest, next) } as T;
}

export const pathKey = (path: Path) => path.join('.');

/** Every problem of the draft; the catalogue's paths as they are, the zones' under `shippingTable.`. */
export function draftIssues(draft: Draft): CatalogueIssue[] {
  const shipping = shippingTableSchema.safeParse(draft.shippingTable, { reportInput: true });
  return [
    ...catalogueIssues(draft.catalogue).issues,
    ...(shipping.success ? [] : shipping.error.issues.map((i) => zodIssue(i, 'shippingTable.'))),
  ];
}

/** The first problem at each path. */
export function issuesByPath(issues: readonly CatalogueIssue[]): Map<string, CatalogueIssue> {
  const byPath = new Map<string, CatalogueIssue>();
  for (const issue of issues) if (!byPath.has(issue.path)) byPath.set(issue.path, issue);
  return byPath;
}

/** Euros as typed (`12,5` or `12.50`) → integer cents; NaN when it is no amount (the check then says so). */
export function centsOf(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^-?\d*(\.\d*)?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

/** Integer cents → euros for an input (`1400` → `14.00`); empty for NaN. */
export const eurosOf = (cents: number) => (Number.isFinite(cents) ? (cents / 100).toFixed(2) : '');

/** A number as typed; NaN when empty or not a number. */
export function numberOf(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The next free id for a new row: `base`, `base-2`, `base-3`, … */
export function freeId(rows: readonly { id: string }[], base: string): string {
  const taken = new Set(rows.map((r) => r.id));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
