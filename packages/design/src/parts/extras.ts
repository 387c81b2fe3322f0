// Boards and hardware that come from elements other than cubes: shelves, sliding doors, bars.
//
// - A shelf is one board per host cube, between the cube's side boards less the shelf clearance
//   at each end (so it goes in on its pins), from the back (or the back panel) to `setbackMm` short
//   of the front, resting on shelf pins; `height` is the height of its underside above the cube's
//   bottom outer face. Front edge banded.
// - A sliding door covers one row of cubes with `leaves` leaves (default 2) on a top and a bottom
//   track in front of the cubes. Leaves overlap by `leafOverlapMm`; each is the row's height less
//   the track clearance above and below. All four edges banded. Each track is screwed on with one
//   screw per started `trackScrewSpacingMm`, each leaf's runners with `runnerScrewsPerLeaf`.
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

export function deriveShelf(shelf: Shelf, frame: Frame, settings: Settings, index: CatalogueIndex, out: Extras): void {
  const { catalogue } = index;
  const material = materialOr(index, shelf.material ?? settings.material, catalogue.defaults.shelfMaterial);
  const t = material.thicknessMm;
  const clearance = catalogue.allowances.shelfClearanceMm;
  for (const cell of hostRow(frame.cells, shelf.cubes).cells) {
    const inner = frame.inner(cell);
    const y0 = cell.y0 + shelf.height;
    if (y0 < inner.y0 || y0 + t > inner.y1) continue; // the shelf_outside_cube rule reports it
    const box = boxFromCorners(inner.x0 + clearance, y0, inner.z0, inner.x1 - clearance, y0 + t, inner.z1 - catalogue.shelves.setbackMm);
    const colour = material.colours.includes(cell.colour) ? cell.colour : material.colours[0]!;
    out.panels.push(sized({
      id: `S|${shelf.id}|${cell.id}`, role: 'shelf', material: material.id, colour, box,
      lengthAxis: 'x', widthAxis: 'z', cubes: [cell.id], element: shelf.id,
      edgeBanding: settings.edgeBanding === false ? {} : { front: material.edgeBanding },
    }, bandThickness(index)));
    out.hardware.push({ code: catalogue.shelves.pinHardware, kind: 'shelfPin', quantity: catalogue.shelves.pinsPerShelf, purpose: 'shelves' });
    out.holes += catalogue.shelves.pinsPerShelf;
  }
}

export function deriveDoor(door: SlidingDoor, frame: Frame, index: CatalogueIndex, out: Extras): void {
  const { catalogue } = index;
  const row = hostRow(frame.cells, door.cubes);
  const first = row.cells[0];
  const last = row.cells[row.cells.length - 1];
  if (!first || !last) return;
  const material = materialOr(index, door.material, catalogue.defaults.doorMaterial);
  const colour = door.colour !== undefined && material.colours.includes(door.colour) ? door.colour : material.colours[0]!;
  const { leafOverlapMm: overlap, trackClearanceMm: clearance } = catalogue.doors;
  const leaves = door.leaves ?? 2;
  const span = last.x1 - first.x0;
  const leafWidth = Math.ceil((span + (leaves - 1) * overlap) / leaves);
  const t = material.thicknessMm;
  const band = material.edgeBanding;
  for (let i = 0; i < leaves; i++) {
    const x0 = first.x0 + i * (leafWidth - overlap);
    const z0 = first.z1 + 5 + (i % 2) * (t + 5);
    const box = boxFromCorners(x0, first.y0 + clearance, z0, x0 + leafWidth, first.y1 - clearance, z0 + t);
    out.panels.push(sized({
      id: `D|${door.id}|${i + 1}`, role: 'door', material: material.id, colour, box,
      lengthAxis: 'y', widthAxis: 'x', cubes: row.cells.map((c) => c.id).sort(), element: door.id,
      edgeBanding: { top: band, bottom: band, left: band, right: band },
    }, bandThickness(index)));
  }
  const { doors } = catalogue;
  const screws = 2 * trackScrews(span, doors.trackScrewSpacingMm) + leaves * doors.runnerScrewsPerLeaf;
  out.hardware.push({ code: doors.trackHardware, kind: 'track', quantity: 2, length: span, purpose: 'doors' });
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
  const profile = index.barProfiles.get(bar.profile ?? (bar.cube ? catalogue.defaults.barProfile : catalogue.defaults.frameBarProfile))
    ?? index.barProfiles.get(catalogue.defaults.barProfile)!;
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
  const part: BarPart = { id: `R|${bar.id}`, element: bar.id, use, profile: profile.id, finish, start, end, length, diameter: profile.diameterMm };
  if (cell) part.cube = cell.id;
  out.bars.push(part);
  out.hardware.push({ code: profile.id, kind: 'bar', quantity: 1, length, finish, purpose: 'bars' });
  if (use === 'hangingRail') {
    const { rails } = catalogue;
    out.hardware.push({ code: rails.supportHardware, kind: 'railSupport', quantity: 2, purpose: 'bars' });
    if (rails.screwsPerSupport > 0) out.hardware.push({ code: rails.screwHardware, kind: 'screw', quantity: 2 * rails.screwsPerSupport, purpose: 'bars' });
    out.holes += 2 * rails.screwsPerSupport;
  } else {
    out.hardware.push({ code: catalogue.rails.barEndHardware, kind: 'barEnd', quantity: 2, purpose: 'bars' });
  }
}
