// The boards and joints of one carcass (README.md, "Joinery"), in one place (DESIGN §3 "one
// documented function"):
//
// - Horizontals run through the carcass: its full width, from the back (less the back's thickness
//   when the carcass has backs) to the front. The bottom lies flush with the carcass's bottom, the
//   top flush with its top, and the board between two stacked pieces is centred on the plane
//   between them (the lower cube takes the lower half of it).
// - Verticals stand between the horizontal below and the horizontal above: the outer sides flush
//   with the carcass's sides, a partition centred on the plane between two cubes. A partition
//   between two cubes behind one sliding door stands back from the front by the door's depth, so
//   the door's tracks and leaves run across the whole opening in front of it (issue 21, D-A).
// - Every vertical is joined at both ends to the horizontal's face with fitting sets on its centre
//   line (cam locks: cam in the vertical's face, bolt and dowel into the horizontal); where a
//   partition above and one below meet the same horizontal, the upper one's sets take the
//   alternate positions so the two faces' holes never meet.
// - Edges: the front edge of every board is banded, and both ends of every horizontal (they are
//   the carcass's outer side faces: a carcass is finished all round, so modules can be moved).
// - Backs (parts/backs.ts): neighbouring backed cubes share one back, nailed onto the back edges of
//   every board behind it, cut short of the carcass's outside by the back clearance.
import type { CatalogueIndex } from '../catalogue/lookup.ts';
import type { Material } from '../catalogue/schema.ts';
import { boxFromCorners } from '../geometry/mm.ts';
import type { Connector, ConnectorType } from '../schema/elements.ts';
import type { Cell } from './cell.ts';
import { clearPositions, OPPOSED_WITHIN_MM, setPositions, setsPerJoint, type Junction } from './junction.ts';
import type { Carcass, Piece } from './layout.ts';
import type { Panel } from './panel.ts';
import { sized } from './sizes.ts';
import { carcassBacks, type BackNails } from './backs.ts';

export interface CarcassOptions {
  index: CatalogueIndex;
  banding: boolean;
  backMaterial: Material;
  system: ConnectorType;
  finish: string;
  /** Connector elements overriding the design's system where they stand, by id. */
  overrides: readonly Connector[];
  /** The sliding door covering each cube, by cube id (parts/extras.ts `doorFronts`). */
  doorFronts: ReadonlyMap<string, { door: string; depth: number }>;
}

export interface VerticalBoard {
  panel: Panel;
  /** The piece (row of the carcass, bottom 0) it stands in. */
  row: number;
  /** Its centre line, x. */
  x: number;
  /** Face the fittings go on: +1 its right face, −1 its left (the outer sides: inside). */
  side: 1 | -1;
}

/** What a carcass is made of. */
export interface CarcassParts {
  carcass: Carcass;
  /** Bottom (level 0) to top (level = number of pieces). */
  horizontals: Panel[];
  verticals: VerticalBoard[];
  backs: Panel[];
  /** Every board: horizontals, verticals row by row, backs. */
  panels: Panel[];
  /** Nails holding the backs, and where each back's go (parts/backs.ts). */
  nails: number;
  backNails: BackNails[];
  /** Worked out when first asked (CNC, assembly, the 3D view's fittings). */
  junctions?: Junction[];
}

const half = (t: number) => Math.floor(t / 2);

/** One frozen banding object per band and kind of board, shared by thousands of boards (and so by their part-number keys). */
const bandings = new Map<string, Panel['edgeBanding']>();
function banding(kind: 'horizontal' | 'vertical', band: string | undefined): Panel['edgeBanding'] {
  if (band === undefined) return noBanding;
  const key = `${kind}|${band}`;
  let shared = bandings.get(key);
  if (!shared)
    bandings.set(
      key,
      (shared = Object.freeze(kind === 'horizontal' ? { front: band, left: band, right: band } : { front: band })),
    );
  return shared;
}
const noBanding: Panel['edgeBanding'] = Object.freeze({});

/** `[cell id]`, one per cell, shared by the boards that belong to it alone. */
function aloneOf(cell: Cell): readonly string[] {
  return (cell.alone ??= Object.freeze([cell.id]));
}

/** An edge band's thickness, mm, by the catalogue (one function per catalogue index). */
const thicknessOf = new WeakMap<CatalogueIndex, (band: string) => number>();
function bandThicknessOf(index: CatalogueIndex): (band: string) => number {
  let f = thicknessOf.get(index);
  if (!f) thicknessOf.set(index, (f = (id: string) => index.edgeBandings.get(id)?.thicknessMm ?? 0));
  return f;
}

export function carcassParts(carcass: Carcass, o: CarcassOptions): CarcassParts {
  const { index } = o;
  const { catalogue } = index;
  const material = carcass.material;
  const t = material.thicknessMm;
  const back = o.backMaterial;
  const zb = carcass.backed ? carcass.z0 + back.thicknessMm : carcass.z0;
  const band = o.banding ? material.edgeBanding : undefined;
  const bandThickness = bandThicknessOf(index);
  const { pieces } = carcass;
  const n = pieces.length;

  const horizontalBanding = banding('horizontal', band),
    verticalBanding = banding('vertical', band);
  const horizontals: Panel[] = [];
  for (let level = 0; level <= n; level++) {
    const y0 = level === 0 ? carcass.y0 : level === n ? carcass.y1 - t : pieces[level]!.y0 - half(t);
    const y1 = y0 + t;
    horizontals.push(
      sized(
        {
          id: `H|${carcass.id}|${level}`,
          role: 'horizontal',
          material: material.id,
          colour: carcass.colour,
          box: boxFromCorners(carcass.x0, y0, zb, carcass.x1, y1, carcass.z1),
          lengthAxis: 'x',
          widthAxis: 'z',
          cubes: cubesOf(level > 0 ? pieces[level - 1] : undefined, level < n ? pieces[level] : undefined),
          edgeBanding: horizontalBanding,
        },
        bandThickness,
      ),
    );
  }

  const verticals: VerticalBoard[] = [];
  for (let row = 0; row < n; row++) {
    const piece = pieces[row]!;
    const y0 = horizontals[row]!.box.y + t;
    const y1 = horizontals[row + 1]!.box.y;
    const m = piece.cells.length;
    for (let j = 0; j <= m; j++) {
      const left = j > 0 ? piece.cells[j - 1]! : undefined,
        right = j < m ? piece.cells[j]! : undefined;
      const x0 = j === 0 ? piece.x0 : j === m ? piece.x1 - t : left!.x1 - half(t);
      const id = j === 0 ? `V|${right!.id}|l` : `V|${left!.id}|r`;
      const front = carcass.z1 - behindDoor(o, left, right);
      const panel = sized(
        {
          id,
          role: 'vertical',
          material: material.id,
          colour: carcass.colour,
          box: boxFromCorners(x0, y0, zb, x0 + t, y1, front),
          lengthAxis: 'y',
          widthAxis: 'z',
          cubes: left && right ? pair(left, right) : aloneOf((left ?? right)!),
          edgeBanding: verticalBanding,
        },
        bandThickness,
      );
      verticals.push({ panel, row, x: x0 + t / 2, side: j === m ? -1 : 1 });
    }
  }

  const { backs, nails: backNails } = carcassBacks(
    carcass,
    horizontals,
    verticals.map((v) => v.panel),
    back,
    catalogue,
    bandThickness,
  );
  let nails = 0;
  for (const b of backNails) nails += b.at.length;

  const panels = [...horizontals];
  for (const v of verticals) panels.push(v.panel);
  for (const b of backs) panels.push(b);
  return { carcass, horizontals, verticals, backs, panels, nails, backNails };
}

/**
 * The joints of a carcass: each vertical's bottom end on the horizontal below and its top end
 * under the horizontal above, with the connector system there (the design's, or a connector
 * element's within a board's thickness of the joint) and where its fitting sets sit.
 */
export function carcassJunctions(parts: CarcassParts, o: CarcassOptions): Junction[] {
  if (parts.junctions) return parts.junctions;
  const { carcass, horizontals, verticals } = parts;
  const t = carcass.material.thicknessMm;
  const junctions: Junction[] = [];
  const below: Junction[][] = horizontals.map(() => []);
  for (const v of verticals) {
    for (const dir of [1, -1] as const) {
      const h = horizontals[dir > 0 ? v.row : v.row + 1]!;
      const y = dir > 0 ? h.box.y + h.box.height : h.box.y;
      const z0 = v.panel.box.z,
        z1 = v.panel.box.z + v.panel.box.depth;
      const override = o.overrides.find(
        (k) => Math.abs(k.at.x - v.x) <= t && Math.abs(k.at.y - y) <= t && k.at.z >= z0 && k.at.z <= z1,
      );
      const system = override?.type ?? o.system;
      const spec = o.index.connectorSystems.get(system)!;
      const finish =
        override?.finish !== undefined && spec.finishes.includes(override.finish)
          ? override.finish
          : system === o.system
            ? o.finish
            : spec.finishes[0]!;
      const sets = setsPerJoint(z1 - z0, spec.minSetsPerJoint, spec.spacingMm);
      // Joints hanging under a horizontal are laid first; one standing on it opposite one of them alternates.
      const level = dir > 0 ? v.row : v.row + 1;
      const opposed = dir > 0 ? below[level]!.filter((j) => Math.abs(j.x - v.x) < OPPOSED_WITHIN_MM) : [];
      const alternate = opposed.length > 0;
      const positions = setPositions(z0, z1, sets);
      const junction: Junction = {
        id: `${v.panel.id}|${dir > 0 ? 'b' : 't'}`,
        x: v.x,
        y,
        z0,
        z1,
        system,
        finish,
        joints: [[v.panel.id, h.id]],
        setsPerJoint: sets,
        setPositions: alternate
          ? clearPositions(positions, z0, z1, system, opposed, Math.max(...opposed.map((j) => Math.abs(j.x - v.x))))
          : positions,
        dir,
        side: v.side,
        alternate,
      };
      if (override) junction.override = override.id;
      if (dir < 0) below[level]!.push(junction);
      junctions.push(junction);
    }
  }
  return (parts.junctions = junctions);
}

/** The inside of a cell: its box less the boards around it, and the back. */
export interface Inner {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

export function innerOf(cell: Cell, piece: Piece, carcass: Carcass, backThickness: number): Inner {
  const t = carcass.material.thicknessMm;
  const j = piece.cells.indexOf(cell),
    m = piece.cells.length;
  const i = carcass.pieces.indexOf(piece),
    n = carcass.pieces.length;
  return {
    x0: cell.x0 + (j === 0 ? t : t - half(t)),
    x1: cell.x1 - (j === m - 1 ? t : half(t)),
    y0: cell.y0 + (i === 0 ? t : t - half(t)),
    y1: cell.y1 - (i === n - 1 ? t : half(t)),
    z0: carcass.backed ? cell.z0 + backThickness : cell.z0,
    z1: cell.z1,
  };
}

/** How far a partition stands back from the front: a door's depth when one door covers the cubes on both sides. */
function behindDoor(o: CarcassOptions, left: Cell | undefined, right: Cell | undefined): number {
  if (!left || !right || o.doorFronts.size === 0) return 0;
  const a = o.doorFronts.get(left.id),
    b = o.doorFronts.get(right.id);
  return a !== undefined && b !== undefined && a.door === b.door ? a.depth : 0;
}

function cubesOf(below: Piece | undefined, above: Piece | undefined): readonly string[] {
  const ids: string[] = [];
  for (const p of [below, above]) if (p) for (const cell of p.cells) ids.push(cell.id);
  return ids.sort();
}

function pair(a: Cell, b: Cell): readonly string[] {
  return a.id < b.id ? [a.id, b.id] : [b.id, a.id];
}
