// Part numbers: identical boards (same role, material, colour, cut size and banding) share one
// number. Groups are sorted by what they are, never by where elements sit in the document, so the
// same design always yields the same numbers: V001… verticals, H… horizontals, B… backs,
// S… shelves, D… door leaves.
import type { Facing, Panel } from '../parts/panel.ts';
import { roleOrder, rolePrefix } from '../parts/panel.ts';

export interface Banding {
  /** The edge band used, or null when no edge is banded. */
  band: string | null;
  /** How many of the two long-direction (length) edges and of the two width edges are banded. */
  length: 0 | 1 | 2;
  width: 0 | 1 | 2;
  /** The banded edges by the direction they face in the furniture. */
  edges: Facing[];
}

export function banding(panel: PartSample): Banding {
  const edges = (Object.keys(panel.edgeBanding) as Facing[]).sort();
  let length = 0, width = 0;
  for (const facing of edges) {
    const axis = facing === 'front' || facing === 'back' ? 'z' : facing === 'left' || facing === 'right' ? 'x' : 'y';
    // An edge facing along one face axis runs along the other.
    if (axis === panel.widthAxis) length++;
    else width++;
  }
  const band = edges.length > 0 ? panel.edgeBanding[edges[0]!]! : null;
  return { band, length: length as Banding['length'], width: width as Banding['width'], edges };
}

type Nested = Map<string, Nested>;

function child(map: Nested, key: string): Nested {
  let next = map.get(key);
  if (!next) map.set(key, (next = new Map()));
  return next;
}

function bandSignature(edgeBanding: Panel['edgeBanding']): string {
  let bands = '';
  for (const facing of Object.keys(edgeBanding).sort()) bands += `|${facing}:${edgeBanding[facing as Facing]}`;
  return bands;
}

export function groupKey(panel: PartSample): string {
  return `${panel.role}|${panel.material}|${panel.colour}|${panel.length}|${panel.width}|${panel.thickness}${bandSignature(panel.edgeBanding)}`;
}

/** The part numbers, each with its boards (in the order given). */
export function assignPartNumbers(panels: readonly Panel[]): { partNumber: string; panels: Panel[] }[] {
  const groups = new PartGrouper<Panel>();
  for (const panel of panels) {
    const list = groups.find(panel.role, panel.material, panel.colour, panel.edgeBanding, panel.thickness, panel.length, panel.width);
    if (list) list.push(panel);
    else groups.create(panel, panel);
  }
  return groups.numbered().map(({ partNumber, members }) => ({ partNumber, panels: members }));
}

interface Branch<T> {
  material: string;
  colour: string;
  edgeBanding: Panel['edgeBanding'];
  thickness: number;
  sizes: Map<number, T[]>;
}

/** What decides a board's part number (with what a BOM line shows of it). */
export type PartSample = Pick<Panel, 'role' | 'material' | 'colour' | 'length' | 'width' | 'thickness' | 'widthAxis' | 'edgeBanding'>;

/**
 * Files boards (or anything standing for them, such as their ids) into groups of identical ones, in
 * the order given: `find` the group of a board's description, and `create` it, with the board as
 * its sample, when there is none yet.
 */
export class PartGrouper<T> {
  readonly groups: { sample: PartSample; members: T[] }[] = [];
  // Grouped through maps keyed by the parts of the key (the banding by its shared object), so no
  // key string is built per board: a 2,000-cube design has 6,600 boards and a handful of groups.
  private readonly root: Nested = new Map();
  private readonly signatures = new Map<Panel['edgeBanding'], string>();
  /** The branch each role last used: boards come cube by cube, so roles take turns and each mostly repeats its own. */
  private readonly last = new Map<string, Branch<T>>();
  private sizes: Map<number, T[]> | undefined;
  private size = 0;

  find(role: Panel['role'], material: string, colour: string, edgeBanding: Panel['edgeBanding'], thickness: number, length: number, width: number): T[] | undefined {
    let last = this.last.get(role);
    if (!last || material !== last.material || colour !== last.colour || edgeBanding !== last.edgeBanding || thickness !== last.thickness) {
      let bands = this.signatures.get(edgeBanding);
      if (bands === undefined) this.signatures.set(edgeBanding, (bands = bandSignature(edgeBanding)));
      const branch = child(child(child(child(this.root, role), material), colour), bands);
      const sizes = child(branch, String(thickness)) as unknown as Map<number, T[]>;
      this.last.set(role, (last = { material, colour, edgeBanding, thickness, sizes }));
    }
    this.sizes = last.sizes;
    // Lengths and widths are at most 20,000 mm: one small exact integer.
    this.size = length * 20_001 + width;
    return this.sizes.get(this.size);
  }

  /** Opens the group that the last `find` found missing; `sample` is a board of it. */
  create(sample: PartSample, member: T): void {
    const members = [member];
    this.sizes!.set(this.size, members);
    this.groups.push({ sample, members });
  }

  /** The groups sorted by what they are, each with its part number. */
  numbered(): { partNumber: string; sample: PartSample; members: T[] }[] {
    const sorted = this.groups.slice().sort((a, b) => compare(a.sample, b.sample));
    const counters = new Map<string, number>();
    return sorted.map(({ sample, members }) => {
      const prefix = rolePrefix[sample.role];
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      return { partNumber: `${prefix}${String(n).padStart(3, '0')}`, sample, members };
    });
  }
}

function compare(a: PartSample, b: PartSample): number {
  return (
    roleOrder[a.role] - roleOrder[b.role] ||
    cmp(a.material, b.material) ||
    cmp(a.colour, b.colour) ||
    b.length - a.length ||
    b.width - a.width ||
    a.thickness - b.thickness ||
    cmp(groupKey(a), groupKey(b))
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
