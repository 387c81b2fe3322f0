// Part numbers, the one numbering every output uses (BOM, placed panels, cut list, DXF file names,
// assembly instructions): identical boards — same role, material, colour, cut size, thickness and
// banded edges — share one number. Groups are sorted by what they are, never by where elements sit
// in the document, so the same design always yields the same numbers: V001… verticals,
// H… horizontals, B… backs, S… shelves, D… door leaves.
import type { Facing, Panel } from './panel.ts';
import { roleOrder, rolePrefix } from './panel.ts';

export interface NumberedPart {
  partNumber: string;
  /** The first board of the group: what a BOM line shows of all of them. */
  sample: Panel;
  /** Every board with this number, in the order given. */
  panels: Panel[];
}

/** Banded edges as a string, e.g. "|front:abs-22x1|left:abs-22x1" (kept per banding object). */
const signatures = new WeakMap<Panel['edgeBanding'], string>();
export function bandSignature(edgeBanding: Panel['edgeBanding']): string {
  let bands = signatures.get(edgeBanding);
  if (bands === undefined) {
    bands = '';
    for (const facing of Object.keys(edgeBanding).sort()) bands += `|${facing}:${edgeBanding[facing as Facing]}`;
    signatures.set(edgeBanding, bands);
  }
  return bands;
}

export function groupKey(p: Panel): string {
  return `${p.role}|${p.material}|${p.colour}|${p.thickness}|${p.cutLength}|${p.cutWidth}${bandSignature(p.edgeBanding)}`;
}

interface Group {
  sample: Panel;
  panels: Panel[];
}

/** The part numbers of these boards, each with its boards in the order given. */
export function numberParts(panels: readonly Panel[]): NumberedPart[] {
  // Boards of one kind (role, material, colour, thickness, banding) come in long runs: their groups
  // are kept by size (one small integer), and the kind is looked up again only when it changes,
  // so no key string is built per board (the 2,000-cube example has 4,880 boards, 7 groups).
  const kinds = new Map<string, Map<number, Group>>();
  const groups: Group[] = [];
  let last: Panel | undefined;
  let sizes: Map<number, Group> | undefined;
  for (const panel of panels) {
    if (!last || !sameKind(last, panel)) {
      const kind = `${panel.role}|${panel.material}|${panel.colour}|${panel.thickness}${bandSignature(panel.edgeBanding)}`;
      sizes = kinds.get(kind);
      if (!sizes) kinds.set(kind, (sizes = new Map()));
      last = panel;
    }
    // Cut lengths and widths are at most 20,000 mm: one exact integer.
    const size = panel.cutLength * 20_001 + panel.cutWidth;
    const group = sizes!.get(size);
    if (group) group.panels.push(panel);
    else {
      const created = { sample: panel, panels: [panel] };
      sizes!.set(size, created);
      groups.push(created);
    }
  }
  groups.sort(compare);
  const counters = new Map<string, number>();
  return groups.map(({ sample, panels: members }) => {
    const prefix = rolePrefix[sample.role];
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return { partNumber: `${prefix}${String(n).padStart(3, '0')}`, sample, panels: members };
  });
}

function sameKind(a: Panel, b: Panel): boolean {
  return (
    a.role === b.role &&
    a.material === b.material &&
    a.colour === b.colour &&
    a.thickness === b.thickness &&
    (a.edgeBanding === b.edgeBanding || bandSignature(a.edgeBanding) === bandSignature(b.edgeBanding))
  );
}

function compare(a: Group, b: Group): number {
  const p = a.sample,
    q = b.sample;
  return (
    roleOrder[p.role] - roleOrder[q.role] ||
    cmp(p.material, q.material) ||
    cmp(p.colour, q.colour) ||
    q.cutLength - p.cutLength ||
    q.cutWidth - p.cutWidth ||
    p.thickness - q.thickness ||
    cmp(groupKey(p), groupKey(q))
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
