// Drawers (issue 22): a `drawers` element fills one cube with `count` drawers, one above the other.
// The one sizing of them (`drawerLayout`) is read by the parts, the holes (cnc/holes.ts), the rules
// (rules/drawers.ts) and the BOM, so they cannot disagree. Front view of the worked example, a cube
// 600 × 600 × 500 with 3 drawers (README.md, "Drawers"; parts/drawers.test.ts):
//
//   y 582 ─ top board's underside ───────────  gap 3
//         ┌───────── front 558 × 184 ─────────┐ y 395–579
//         └───────────────────────────────────┘  gap 3
//         ┌───────────────────────────────────┐ y 208–392
//         └───────────────────────────────────┘  gap 3
//         ┌───────────────────────────────────┐ y 21–205
//         └───────────────────────────────────┘  gap 3
//   y  18 ─ bottom board's top face ──────────
//
// - Fronts are **inset**: inside the cube's opening, flush with the front edges of its boards, a
//   `frontGapMm` gap all round and between them (neighbouring cubes share a partition of 18 mm, so
//   overlay fronts would meet their neighbours' on it). Equal heights; the millimetres a division
//   leaves go to the top gap. In the design's material (the element's, else its cube's), banded all
//   round.
// - Each box stands behind its front: its width the cube's inside less `runnerSideClearanceMm` on each
//   side (the runners' side space), its depth the runner's nominal length, the longest catalogue
//   runner that fits between the front's back face and `rearClearanceMm` before the back (or the
//   carcass's back panel). Sides run the box's full depth; the box's front and back stand between
//   them, joined with two confirmat screws at each corner (a Ø7 hole through the side, a Ø5 bore in
//   the end of the front or back). The bottom (HDF) is nailed under them. Box boards are the
//   catalogue's `boxMaterial`, their top edges banded.
// - Heights: the bottom's underside `BOX_ABOVE_FRONT_MM` above the front's lower edge, the sides'
//   top `BOX_BELOW_FRONT_TOP_MM` below the front's upper edge (room to lift the drawer on and off
//   its runners). The runner's centre line is `RUNNER_LINE_MM` above the sides' lower edge.
// - Hardware per drawer: one runner pair, `screwsPerMember` screws in each runner member (the cube's
//   side and the box's side, both sides), 8 confirmats, `frontScrews` screws from inside the box's
//   front into the drawer front, and the bottom's nails (`bottomNails`).
import type { CatalogueIndex } from '../catalogue/lookup.ts';
import { materialOr } from '../catalogue/lookup.ts';
import { boxFromCorners, type Box } from '../geometry/mm.ts';
import type { Drawers, Element } from '../schema/elements.ts';
import type { Inner } from './carcass.ts';
import type { Cell } from './cell.ts';
import type { Extras, Frame } from './extras.ts';
import { sized } from './sizes.ts';

/** The bottom's underside above the front's lower edge, mm. */
export const BOX_ABOVE_FRONT_MM = 10;
/** The box sides' top below the front's upper edge, mm. */
export const BOX_BELOW_FRONT_TOP_MM = 30;
/** A runner's centre line above the box sides' lower edge (a 45 mm runner along the sides' bottom), mm. */
export const RUNNER_LINE_MM = 23;
/** A runner's height (Accuride 3832: 45.7 mm), mm: what a steel corner's bracket must keep clear of. */
export const RUNNER_HEIGHT_MM = 46;

/** One drawer: its front, the box's boards and the runner, in furniture space (mm). */
export interface DrawerPlace {
  front: Box;
  /** The box: x0–x1 between the runners, z0 (back) – z1 (the front's back face). */
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  /** The bottom's underside, the sides' lower and upper edges. */
  bottomY: number;
  sideY0: number;
  sideY1: number;
  /** The runner's centre line. */
  runnerY: number;
}

/** Why a cube cannot take its drawers (rules/drawers.ts words it), or none. */
export type DrawerProblem =
  | { code: 'drawers_too_shallow'; depth: number; min: number }
  | { code: 'drawers_too_narrow'; width: number; min: number }
  | { code: 'drawers_too_low'; height: number; min: number; most: number };

export interface DrawerLayout {
  cube: string;
  count: number;
  inner: Inner;
  /** Each front's height, mm. */
  frontHeight: number;
  /** The runner chosen: its nominal length and catalogue hardware id (absent when none fits). */
  runner?: { lengthMm: number; hardware: string };
  drawers: DrawerPlace[];
  problem?: DrawerProblem;
}

/** The fronts' thickness: the element's material, else the cube's. */
function frontMaterial(drawers: Drawers, cell: Cell, index: CatalogueIndex) {
  return drawers.material !== undefined ? materialOr(index, drawers.material, cell.material.id) : cell.material;
}

/** How many drawers a cube `height` tall inside takes, each front at least `min` high (0 when not one). */
export function mostDrawers(height: number, gap: number, min: number): number {
  let n = 0;
  while (n < 4 && Math.floor((height - (n + 2) * gap) / (n + 1)) >= min) n++;
  return n;
}

/** The one sizing of a cube's drawers. */
export function drawerLayout(drawers: Drawers, cell: Cell, inner: Inner, index: CatalogueIndex): DrawerLayout {
  const d = index.catalogue.drawers;
  const count = drawers.count;
  const gap = d.frontGapMm;
  const t = frontMaterial(drawers, cell, index).thicknessMm;
  const width = inner.x1 - inner.x0,
    height = inner.y1 - inner.y0;
  const frontHeight = Math.floor((height - (count + 1) * gap) / count);
  const room = inner.z1 - t - d.rearClearanceMm - inner.z0;
  let runner: DrawerLayout['runner'];
  for (const r of d.runners) if (r.lengthMm <= room && (!runner || r.lengthMm > runner.lengthMm)) runner = r;
  const layout: DrawerLayout = { cube: cell.id, count, inner, frontHeight, drawers: [] };
  if (!runner) {
    const shortest = Math.min(...d.runners.map((r) => r.lengthMm));
    layout.problem = { code: 'drawers_too_shallow', depth: inner.z1 - inner.z0, min: shortest + t + d.rearClearanceMm };
    return layout;
  }
  layout.runner = runner;
  if (width < d.minInnerWidthMm) {
    layout.problem = { code: 'drawers_too_narrow', width, min: d.minInnerWidthMm };
    return layout;
  }
  if (frontHeight < d.minFrontHeightMm) {
    layout.problem = {
      code: 'drawers_too_low',
      height: frontHeight,
      min: d.minFrontHeightMm,
      most: mostDrawers(height, gap, d.minFrontHeightMm),
    };
    return layout;
  }
  const z1 = inner.z1 - t;
  for (let i = 0; i < count; i++) {
    const y0 = inner.y0 + gap + i * (frontHeight + gap);
    const bottomY = y0 + BOX_ABOVE_FRONT_MM;
    const sideY0 = bottomY + index.materials.get(d.bottomMaterial)!.thicknessMm;
    layout.drawers.push({
      front: boxFromCorners(inner.x0 + gap, y0, inner.z1 - t, inner.x1 - gap, y0 + frontHeight, inner.z1),
      x0: inner.x0 + d.runnerSideClearanceMm,
      x1: inner.x1 - d.runnerSideClearanceMm,
      z0: z1 - runner.lengthMm,
      z1,
      bottomY,
      sideY0,
      sideY1: y0 + frontHeight - BOX_BELOW_FRONT_TOP_MM,
      runnerY: sideY0 + RUNNER_LINE_MM,
    });
  }
  return layout;
}

/** Nails holding a box's bottom: along each of its four edges one per started `spacing`, corners shared. */
export function bottomNails(width: number, depth: number, spacing: number): number {
  return 2 * (Math.ceil(width / spacing) + 1) + 2 * (Math.ceil(depth / spacing) + 1) - 4;
}

/** Holes one drawer drills: the runner screws (both members, both sides), two per confirmat, two per front screw. */
export function holesPerDrawer(index: CatalogueIndex): number {
  const d = index.catalogue.drawers;
  return 4 * d.screwsPerMember + 2 * 8 + 2 * d.frontScrews;
}

/** What else in a cube keeps drawers out of it (rules/drawers.ts words it). */
export type DrawerConflict = 'drawers_behind_door' | 'drawers_with_shelf' | 'drawers_with_rail' | 'drawers_twice';

/**
 * Drawers elements that share their cube with something they cannot live with, by the drawers'
 * id: a sliding door in front of them, a shelf or a hanging rail inside, or other drawers before
 * them in the document. Such drawers get no parts (and a rule refuses the design).
 */
export function drawerConflicts(elements: Iterable<Element>): Map<string, { conflict: DrawerConflict; other: string }> {
  const doors = new Map<string, string>(),
    shelves = new Map<string, string>(),
    rails = new Map<string, string>(),
    first = new Map<string, string>();
  const all: Drawers[] = [];
  for (const el of elements) {
    if (el.kind === 'slidingDoor') for (const c of el.cubes) doors.set(c, el.id);
    else if (el.kind === 'shelf') for (const c of el.cubes) shelves.set(c, el.id);
    else if (el.kind === 'bar' && el.cube !== undefined) rails.set(el.cube, el.id);
    else if (el.kind === 'drawers') all.push(el);
  }
  const out = new Map<string, { conflict: DrawerConflict; other: string }>();
  for (const el of all) {
    const door = doors.get(el.cube),
      shelf = shelves.get(el.cube),
      rail = rails.get(el.cube),
      before = first.get(el.cube);
    if (before !== undefined) out.set(el.id, { conflict: 'drawers_twice', other: before });
    else if (door !== undefined) out.set(el.id, { conflict: 'drawers_behind_door', other: door });
    else if (shelf !== undefined) out.set(el.id, { conflict: 'drawers_with_shelf', other: shelf });
    else if (rail !== undefined) out.set(el.id, { conflict: 'drawers_with_rail', other: rail });
    if (before === undefined) first.set(el.cube, el.id);
  }
  return out;
}

/** The boards and hardware of a cube's drawers (none when a rule refuses them: `buildable`). */
export function deriveDrawers(drawers: Drawers, frame: Frame, index: CatalogueIndex, out: Extras): void {
  const cell = frame.cells.get(drawers.cube);
  if (!cell) return;
  const layout = drawerLayout(drawers, cell, frame.inner(cell), index);
  if (layout.problem || !layout.runner) return;
  const { catalogue } = index;
  const d = catalogue.drawers;
  const front = frontMaterial(drawers, cell, index);
  const frontColour =
    drawers.colour !== undefined && front.colours.includes(drawers.colour)
      ? drawers.colour
      : front.colours.includes(cell.colour)
        ? cell.colour
        : front.colours[0]!;
  const box = index.materials.get(d.boxMaterial)!;
  const bottom = index.materials.get(d.bottomMaterial)!;
  const band = (id: string) => index.edgeBandings.get(id)?.thicknessMm ?? 0;
  const fb = front.edgeBanding,
    bb = box.edgeBanding;
  const cubes = [cell.id];
  const t = box.thicknessMm;
  layout.drawers.forEach((p, i) => {
    const id = (part: string) => `${part}|${drawers.id}|${i + 1}`;
    const common = { cubes, element: drawers.id };
    out.panels.push(
      sized(
        {
          ...common,
          id: id('F'),
          role: 'drawerFront',
          material: front.id,
          colour: frontColour,
          box: p.front,
          lengthAxis: 'x',
          widthAxis: 'y',
          edgeBanding: { top: fb, bottom: fb, left: fb, right: fb },
        },
        band,
      ),
    );
    const boxColour = box.colours[0]!;
    const sides: [string, number][] = [
      ['KL', p.x0],
      ['KR', p.x1 - t],
    ];
    for (const [part, x] of sides) {
      out.panels.push(
        sized(
          {
            ...common,
            id: id(part),
            role: 'drawerBox',
            material: box.id,
            colour: boxColour,
            box: boxFromCorners(x, p.sideY0, p.z0, x + t, p.sideY1, p.z1),
            lengthAxis: 'z',
            widthAxis: 'y',
            edgeBanding: { top: bb },
          },
          band,
        ),
      );
    }
    const ends: [string, number][] = [
      ['KF', p.z1 - t],
      ['KB', p.z0],
    ];
    for (const [part, z] of ends) {
      out.panels.push(
        sized(
          {
            ...common,
            id: id(part),
            role: 'drawerBox',
            material: box.id,
            colour: boxColour,
            box: boxFromCorners(p.x0 + t, p.sideY0, z, p.x1 - t, p.sideY1, z + t),
            lengthAxis: 'x',
            widthAxis: 'y',
            edgeBanding: { top: bb },
          },
          band,
        ),
      );
    }
    out.panels.push(
      sized(
        {
          ...common,
          id: id('KD'),
          role: 'drawerBox',
          material: bottom.id,
          colour: bottom.colours[0]!,
          box: boxFromCorners(p.x0, p.bottomY, p.z0, p.x1, p.sideY0, p.z1),
          lengthAxis: 'x',
          widthAxis: 'z',
          edgeBanding: {},
        },
        band,
      ),
    );
  });
  const n = layout.drawers.length;
  const first = layout.drawers[0]!;
  const nails = bottomNails(first.x1 - first.x0, first.z1 - first.z0, catalogue.backs.nailSpacingMm);
  out.hardware.push({ code: layout.runner.hardware, kind: 'runner', quantity: n, purpose: 'drawers' });
  out.hardware.push({ code: d.screwHardware, kind: 'screw', quantity: n * 4 * d.screwsPerMember, purpose: 'drawers' });
  out.hardware.push({ code: d.boxScrewHardware, kind: 'screw', quantity: n * 8, purpose: 'drawers' });
  out.hardware.push({ code: d.frontScrewHardware, kind: 'screw', quantity: n * d.frontScrews, purpose: 'drawers' });
  out.hardware.push({ code: catalogue.backs.nailHardware, kind: 'nail', quantity: n * nails, purpose: 'drawers' });
  out.holes += n * holesPerDrawer(index);
}

/**
 * A small command for the configurator's per-cell menu (issue 22): the element that puts `count`
 * drawers in a cube, under an id not yet taken, replacing drawers already in it (their id kept).
 */
export function addDrawers(
  elements: readonly { id: string; kind: string; cube?: string }[],
  cube: string,
  count: number,
): Drawers {
  const existing = elements.find((el) => el.kind === 'drawers' && el.cube === cube);
  const taken = new Set(elements.map((el) => el.id));
  let id = existing?.id;
  for (let k = 1; id === undefined; k++) if (!taken.has(`drawers-${k}`)) id = `drawers-${k}`;
  return { id, kind: 'drawers', cube, count: Math.max(1, Math.min(4, Math.round(count))) };
}
