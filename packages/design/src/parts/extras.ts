// Boards and hardware that come from elements other than cubes: shelves, sliding doors, bars.
//
// - A shelf is one board per host cube, between the cube's side boards less the shelf clearance
//   at each end (so it goes in on its pins), from the back (or the back panel) to `setbackMm` short
//   of the front, resting on shelf pins; `height` is the height of its underside above the cube's
//   bottom outer face. Front edge banded.
// - A sliding door covers one row of cubes of one carcass: `leaves` (default 2) is the number of
//   leaves of the WHOLE door (DESIGN §3, issue 21 D-A). One top and one bottom track run across
//   the door's whole opening, from the inner face of its first cube's left side to the inner face
//   of its last cube's right side, at the front; the partitions inside that opening stand back by
//   the doors' depth (parts/carcass.ts, `doorFronts`) so the leaves pass in front of them. Leaves
//   overlap by `leafOverlapMm` (or a millimetre more) and cover the opening exactly; each is the
//   opening's height less the track clearance above and below. All four edges banded. Each track
//   is screwed on with one screw per started `trackScrewSpacingMm`, each leaf's runners with
//   `runnerScrewsPerLeaf`. A shelf in a doored cube stands behind the doors (`doorDepth` + a gap).
//   `doorLeaves` is the one function that sizes the leaves (parts, BOM, price, CNC and the rules).
// - A bar with a cube is a hanging rail across the cube's inside, `dropBelowTopMm` below its top
//   board, on two supports screwed to the cube's sides; a bar with start and end is a frame bar
//   with two end fittings.
// The holes counted here are the ones CNC drills (cnc/holes.ts): shelf pins, track, runner and
// rail-support screw pilots.
import type { CatalogueIndex } from '../catalogue/lookup.ts';
import { materialOr } from '../catalogue/lookup.ts';
import { boxFromCorners, mm, type Point3 } from '../geometry/mm.ts';
import type { Bar, Shelf, SlidingDoor } from '../schema/elements.ts';
import type { Settings } from '../schema/settings.ts';
import type { Inner } from './carcass.ts';
import type { Cell } from './cell.ts';
import type { HardwareItem } from './hardware.ts';
import type { Panel } from './panel.ts';
import { hostRow } from './row.ts';
import { sized } from './sizes.ts';

/** What extras need of the carcasses: the cells by id and the inside of each. */
export interface Frame {
  cells: ReadonlyMap<string, Cell>;
  inner(cell: Cell): Inner;
}

export interface BarPart {
  id: string;
  element: string;
  use: 'hangingRail' | 'frame';
  profile: string;
  finish: string;
  start: Point3;
  end: Point3;
  length: number;
  diameter: number;
  /** The cube a hanging rail hangs in. */
  cube?: string;
}

export interface Extras {
  panels: Panel[];
  bars: BarPart[];
  hardware: HardwareItem[];
  holes: number;
}

function bandThickness(index: CatalogueIndex): (band: string) => number {
  return (band) => index.edgeBandings.get(band)?.thicknessMm ?? 0;
}

/** How deep the sliding doors take the front of each cube they cover, by cube id. */
export function doorDepths(
  elements: Iterable<{ kind: string }>,
  frame: Frame,
  index: CatalogueIndex,
): Map<string, number> {
  const depths = new Map<string, number>();
  for (const el of elements) {
    if (el.kind !== 'slidingDoor') continue;
    const door = el as SlidingDoor;
    const depth = doorDepth(doorThickness(door, index));
    for (const cell of hostRow(frame.cells, door.cubes).cells)
      depths.set(cell.id, Math.max(depth, depths.get(cell.id) ?? 0));
  }
  return depths;
}

export function deriveShelf(
  shelf: Shelf,
  frame: Frame,
  settings: Settings,
  index: CatalogueIndex,
  out: Extras,
  doors: ReadonlyMap<string, number> = new Map(),
): void {
  const { catalogue } = index;
  const material = materialOr(index, shelf.material ?? settings.material, catalogue.defaults.shelfMaterial);
  const t = material.thicknessMm;
  const clearance = catalogue.allowances.shelfClearanceMm;
  for (const cell of hostRow(frame.cells, shelf.cubes).cells) {
    const inner = frame.inner(cell);
    const y0 = cell.y0 + shelf.height;
    if (y0 < inner.y0 || y0 + t > inner.y1) continue; // the shelf_outside_cube rule reports it
    // Behind the doors where the cube has sliding doors, with a gap before the back leaf.
    const door = doors.get(cell.id);
    const setback =
      door === undefined ? catalogue.shelves.setbackMm : Math.max(catalogue.shelves.setbackMm, door + DOOR_GAP_MM);
    const box = boxFromCorners(inner.x0 + clearance, y0, inner.z0, inner.x1 - clearance, y0 + t, inner.z1 - setback);
    const colour = material.colours.includes(cell.colour) ? cell.colour : material.colours[0]!;
    out.panels.push(
      sized(
        {
          id: `S|${shelf.id}|${cell.id}`,
          role: 'shelf',
          material: material.id,
          colour,
          box,
          lengthAxis: 'x',
          widthAxis: 'z',
          cubes: [cell.id],
          element: shelf.id,
          edgeBanding: settings.edgeBanding === false ? {} : { front: material.edgeBanding },
        },
        bandThickness(index),
      ),
    );
    out.hardware.push({
      code: catalogue.shelves.pinHardware,
      kind: 'shelfPin',
      quantity: catalogue.shelves.pinsPerShelf,
      purpose: 'shelves',
    });
    out.holes += catalogue.shelves.pinsPerShelf;
  }
}

/** Gap in front of each leaf of a sliding door: before the carcass's front edge, and between the two tracks' leaves, mm. */
export const DOOR_GAP_MM = 5;

/** How deep a sliding door's two tracks take the front of its openings: a leaf and a gap each. */
export function doorDepth(leafThickness: number): number {
  return 2 * (leafThickness + DOOR_GAP_MM);
}

/** The leaves' thickness of a sliding door (its material's, or the catalogue's door material's). */
export function doorThickness(door: SlidingDoor, index: CatalogueIndex): number {
  return materialOr(index, door.material, index.catalogue.defaults.doorMaterial).thicknessMm;
}

/**
 * Where the leaves of an opening `width` wide stand, from its left edge: each `leafWidth` wide
 * (rounded up), the first at 0 and the last ending at `width`, the rest spread evenly (rounded
 * down), so neighbours overlap by `overlap` or a millimetre more, never less.
 */
export function leafPlaces(width: number, leaves: number, overlap: number): { leafWidth: number; at: number[] } {
  if (leaves <= 1) return { leafWidth: width, at: [0] };
  const leafWidth = Math.min(width, Math.ceil((width + (leaves - 1) * overlap) / leaves));
  return {
    leafWidth,
    at: Array.from({ length: leaves }, (_, i) => Math.floor((i * (width - leafWidth)) / (leaves - 1))),
  };
}

/**
 * The widest gap a hand (and a coat hanger) gets into with the leaves pushed aside: leaves on the
 * same track cannot pass each other, so the fullest track's leaves stand side by side and the rest
 * hide behind them. Leaves alternate front and back track, so the fullest holds ⌈n / 2⌉.
 */
export function reachIn(width: number, leaves: number, leafWidth: number): number {
  return Math.max(0, width - Math.ceil(leaves / 2) * leafWidth);
}

/** A sliding door's opening (across all the cubes it covers) and its leaves: the one sizing of them. */
export interface DoorLeaves {
  /** The opening: from the first cube's left side's inner face to the last cube's right side's, at the front. */
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z1: number;
  leaves: number;
  leafWidth: number;
  /** Each leaf's left edge, from x0. */
  at: number[];
  /** The widest gap with the leaves pushed aside (`reachIn`), mm. */
  reach: number;
}

export function doorLeaves(door: SlidingDoor, frame: Frame, index: CatalogueIndex): DoorLeaves | undefined {
  const cells = hostRow(frame.cells, door.cubes).cells;
  if (cells.length === 0) return undefined;
  const first = frame.inner(cells[0]!),
    last = frame.inner(cells.at(-1)!);
  const width = last.x1 - first.x0;
  const leaves = door.leaves ?? 2;
  const { leafWidth, at } = leafPlaces(width, leaves, index.catalogue.doors.leafOverlapMm);
  return {
    x0: first.x0,
    x1: last.x1,
    y0: first.y0,
    y1: first.y1,
    z1: first.z1,
    leaves,
    leafWidth,
    at,
    reach: reachIn(width, leaves, leafWidth),
  };
}

/** The most leaves an opening `width` wide takes, each at least `minLeaf` wide (0 when not even two fit). */
export function mostLeaves(width: number, overlap: number, minLeaf: number): number {
  let n = 1;
  while (n < 64 && leafPlaces(width, n + 1, overlap).leafWidth >= minLeaf) n++;
  return n < 2 ? 0 : n;
}

/**
 * Where each cube's sliding door is, for the carcass derivation: the door's id and how deep its
 * tracks take the front. A partition between two cubes of the same door stands back by that depth.
 */
export function doorFronts(
  elements: Iterable<{ kind: string }>,
  index: CatalogueIndex,
): Map<string, { door: string; depth: number }> {
  const fronts = new Map<string, { door: string; depth: number }>();
  for (const el of elements) {
    if (el.kind !== 'slidingDoor') continue;
    const door = el as SlidingDoor;
    const depth = doorDepth(doorThickness(door, index));
    for (const cube of door.cubes) if (!fronts.has(cube)) fronts.set(cube, { door: door.id, depth });
  }
  return fronts;
}

export function deriveDoor(door: SlidingDoor, frame: Frame, index: CatalogueIndex, out: Extras): void {
  const { catalogue } = index;
  const opening = doorLeaves(door, frame, index);
  if (!opening) return;
  const material = materialOr(index, door.material, catalogue.defaults.doorMaterial);
  const colour =
    door.colour !== undefined && material.colours.includes(door.colour) ? door.colour : material.colours[0]!;
  const clearance = catalogue.doors.trackClearanceMm;
  const { x0, x1, y0, y1, z1, leaves, leafWidth, at } = opening;
  const t = material.thicknessMm;
  const band = material.edgeBanding;
  const cubes = hostRow(frame.cells, door.cubes)
    .cells.map((c) => c.id)
    .sort();
  const { doors } = catalogue;
  // One pair of tracks across the whole opening, at the front: the front track's leaves
  // DOOR_GAP_MM behind the front edge, the back track's a leaf and a gap behind them.
  at.forEach((dx, i) => {
    const z0 = z1 - (i % 2 === 0 ? 2 : 1) * (t + DOOR_GAP_MM);
    const box = boxFromCorners(x0 + dx, y0 + clearance, z0, x0 + dx + leafWidth, y1 - clearance, z0 + t);
    out.panels.push(
      sized(
        {
          id: `D|${door.id}|${i + 1}`,
          role: 'door',
          material: material.id,
          colour,
          box,
          lengthAxis: 'y',
          widthAxis: 'x',
          cubes,
          element: door.id,
          edgeBanding: { top: band, bottom: band, left: band, right: band },
        },
        bandThickness(index),
      ),
    );
  });
  const width = x1 - x0;
  const screws = 2 * trackScrews(width, doors.trackScrewSpacingMm) + leaves * doors.runnerScrewsPerLeaf;
  out.hardware.push({ code: doors.trackHardware, kind: 'track', quantity: 2, length: width, purpose: 'doors' });
  out.hardware.push({ code: doors.runnerSetHardware, kind: 'runner', quantity: leaves, purpose: 'doors' });
  out.hardware.push({ code: doors.stopHardware, kind: 'doorStop', quantity: 2, purpose: 'doors' });
  if (screws > 0) out.hardware.push({ code: doors.screwHardware, kind: 'screw', quantity: screws, purpose: 'doors' });
  out.holes += screws;
}

/** Screws along one track: one per started `spacing` of its length. */
export function trackScrews(span: number, spacing: number): number {
  return Math.ceil(span / spacing);
}

export function deriveBar(bar: Bar, frame: Frame, index: CatalogueIndex, out: Extras): void {
  const { catalogue } = index;
  const profile =
    index.barProfiles.get(
      bar.profile ?? (bar.cube ? catalogue.defaults.barProfile : catalogue.defaults.frameBarProfile),
    ) ?? index.barProfiles.get(catalogue.defaults.barProfile)!;
  const finish = bar.finish !== undefined && profile.finishes.includes(bar.finish) ? bar.finish : profile.finishes[0]!;
  let start: Point3, end: Point3;
  const cell = bar.cube !== undefined ? frame.cells.get(bar.cube) : undefined;
  if (cell) {
    const inner = frame.inner(cell);
    const y = mm(inner.y1 - catalogue.rails.dropBelowTopMm);
    const z = mm((inner.z0 + inner.z1) / 2);
    start = { x: mm(inner.x0 + 1), y, z };
    end = { x: mm(inner.x1 - 1), y, z };
  } else if (bar.start && bar.end) {
    start = bar.start;
    end = bar.end;
  } else {
    return;
  }
  const length = Math.round(Math.hypot(end.x - start.x, end.y - start.y, end.z - start.z));
  if (length <= 0) return;
  const use = cell ? 'hangingRail' : 'frame';
  const part: BarPart = {
    id: `R|${bar.id}`,
    element: bar.id,
    use,
    profile: profile.id,
    finish,
    start,
    end,
    length,
    diameter: profile.diameterMm,
  };
  if (cell) part.cube = cell.id;
  out.bars.push(part);
  out.hardware.push({ code: profile.id, kind: 'bar', quantity: 1, length, finish, purpose: 'bars' });
  if (use === 'hangingRail') {
    const { rails } = catalogue;
    out.hardware.push({ code: rails.supportHardware, kind: 'railSupport', quantity: 2, purpose: 'bars' });
    if (rails.screwsPerSupport > 0)
      out.hardware.push({
        code: rails.screwHardware,
        kind: 'screw',
        quantity: 2 * rails.screwsPerSupport,
        purpose: 'bars',
      });
    out.holes += 2 * rails.screwsPerSupport;
  } else {
    out.hardware.push({ code: catalogue.rails.barEndHardware, kind: 'barEnd', quantity: 2, purpose: 'bars' });
  }
}
