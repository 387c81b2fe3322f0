// The backs of a carcass and where their nails go (README.md, "Allowances and back fixing";
// carpenter's review, defect b). A back is nailed onto the back edges of the carcass's boards, so
// every nail must land in a board with room for it: at least NAIL_EDGE_MM from the back's edge
// (the HDF does not split) and from both faces of the board it goes into (the chipboard's edge
// holds it, and it does not break out into the cube).
//
// - Neighbouring cubes with backs share one back, the way a carpenter backs a carcass: backed
//   cubes side by side in a row make one run, and runs of the same width in the rows above join
//   it while the back still fits on a stock sheet. The back is nailed to every board behind it —
//   the outer ones along its edges and the partitions and middle horizontals on their centre
//   lines — so no two backs ever share a thin strip of one board (the old per-cube backs had 7 mm
//   each of a partition's 18: no room for a nail).
// - A back's edge at the carcass's outside, or on a board whose other side has no back, stops
//   `backClearanceMm` short of the board's far face; where two backs meet on a board (a carcass
//   taller than a sheet), each covers half of it less BACKS_MEET_MM.
import type { Catalogue, Material } from '../catalogue/schema.ts';
import { boxFromCorners } from '../geometry/mm.ts';
import type { Cell } from './cell.ts';
import type { Carcass } from './layout.ts';
import type { Panel } from './panel.ts';
import { sized } from './sizes.ts';

/** A nail's distance from the back's edge and from both faces of the board it goes into, mm (2.5 × the 1.6 mm nail). */
export const NAIL_EDGE_MM = 4;
/** Gap each back keeps from the centre line of a board it shares with another back, mm. */
export const BACKS_MEET_MM = 1;
/**
 * The largest back that is cut in one piece: the default stock sheet (2,800 × 2,070 mm, `cnc/
 * cutting-plan.ts`) less 10 mm trim at each edge; the long side is `joinery.maxBoardLengthMm`.
 */
export const SHEET_WIDTH_LESS_TRIM_MM = 2050;

export interface BackNails {
  back: Panel;
  /** Where each nail goes in, in furniture space (x, y at the back's outer face). */
  at: { x: number; y: number }[];
}

interface Board {
  box: { x: number; y: number; width: number; height: number };
}

/** The backs of a carcass and their nails. `horizontals` and `verticals` are its boards. */
export function carcassBacks(
  carcass: Carcass,
  horizontals: readonly Panel[],
  verticals: readonly Panel[],
  back: Material,
  catalogue: Catalogue,
  bandThickness: (band: string) => number,
): { backs: Panel[]; nails: BackNails[] } {
  const groups = backGroups(carcass, back, catalogue);
  const backs: Panel[] = [];
  const nails: BackNails[] = [];
  const t = carcass.material.thicknessMm;
  const c = catalogue.allowances.backClearanceMm;
  for (const g of groups) {
    // Each edge: the carcass's outside, a board shared with another back, or a board whose other side
    // is open. A back that only touches this one's corner (diagonal cubes backed at a cross of
    // boards) shares the board too: both reaching over it would overlap in the cross.
    const shared = (meets: (o: Group) => boolean) => groups.some((o) => o !== g && meets(o));
    const x0 =
      g.x0 === carcass.x0
        ? carcass.x0 + c
        : shared((o) => o.x1 === g.x0 && o.y0 <= g.y1 && g.y0 <= o.y1)
          ? g.x0 + BACKS_MEET_MM
          : g.x0 - t / 2 + c;
    const x1 =
      g.x1 === carcass.x1
        ? carcass.x1 - c
        : shared((o) => o.x0 === g.x1 && o.y0 <= g.y1 && g.y0 <= o.y1)
          ? g.x1 - BACKS_MEET_MM
          : g.x1 + t / 2 - c;
    const y0 =
      g.y0 === carcass.y0
        ? carcass.y0 + c
        : shared((o) => o.y1 === g.y0 && o.x0 <= g.x1 && g.x0 <= o.x1)
          ? g.y0 + BACKS_MEET_MM
          : g.y0 - t / 2 + c;
    const y1 =
      g.y1 === carcass.y1
        ? carcass.y1 - c
        : shared((o) => o.y0 === g.y1 && o.x0 <= g.x1 && g.x0 <= o.x1)
          ? g.y1 - BACKS_MEET_MM
          : g.y1 + t / 2 - c;
    const first = g.cells[0]!;
    const colour = back.colours.includes(first.colour) ? first.colour : back.colours[0]!;
    const panel = sized(
      {
        id: `B|${first.id}`,
        role: 'back',
        material: back.id,
        colour,
        box: boxFromCorners(
          Math.ceil(x0),
          Math.ceil(y0),
          carcass.z0,
          Math.floor(x1),
          Math.floor(y1),
          carcass.z0 + back.thicknessMm,
        ),
        lengthAxis: 'y',
        widthAxis: 'x',
        cubes: g.cells.map((cell) => cell.id).sort(),
        edgeBanding: {},
      },
      bandThickness,
    );
    backs.push(panel);
    nails.push({ back: panel, at: nailPoints(panel, horizontals, verticals, catalogue.backs) });
  }
  return { backs, nails };
}

interface Group {
  cells: Cell[];
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Backed cells, row by row, as runs side by side; a run joins the group below it when it spans the same width and the back still fits a sheet. */
function backGroups(carcass: Carcass, back: Material, catalogue: Catalogue): Group[] {
  const groups: Group[] = [];
  let open: Group[] = [];
  const fits = (w: number, h: number) => {
    const long = catalogue.joinery.maxBoardLengthMm;
    return (w <= long && h <= SHEET_WIDTH_LESS_TRIM_MM) || (!back.grain && w <= SHEET_WIDTH_LESS_TRIM_MM && h <= long);
  };
  for (const piece of carcass.pieces) {
    const runs: Group[] = [];
    for (const cell of piece.cells) {
      if (!cell.back) continue;
      const last = runs.at(-1);
      if (last && last.x1 === cell.x0) {
        last.cells.push(cell);
        last.x1 = cell.x1;
      } else runs.push({ cells: [cell], x0: cell.x0, x1: cell.x1, y0: piece.y0, y1: piece.y1 });
    }
    const next: Group[] = [];
    for (const run of runs) {
      const below = open.find(
        (g) => g.x0 === run.x0 && g.x1 === run.x1 && g.y1 === run.y0 && fits(g.x1 - g.x0, run.y1 - g.y0),
      );
      if (below) {
        below.cells.push(...run.cells);
        below.y1 = run.y1;
        next.push(below);
      } else {
        groups.push(run);
        next.push(run);
      }
    }
    open = next;
  }
  return groups;
}

/**
 * Nails of one back: a line on every board behind it — on the board's centre line, or as near it
 * as NAIL_EDGE_MM from the back's edge allows — with nails at most `nailSpacingMm` apart, the
 * first `nailFromCornerMm` in from each end of the stretch the board and the back share.
 */
export function nailPoints(
  back: Panel,
  horizontals: readonly Board[],
  verticals: readonly Board[],
  rule: { nailSpacingMm: number; nailFromCornerMm: number },
): { x: number; y: number }[] {
  const b = back.box;
  const bx0 = b.x,
    bx1 = b.x + b.width,
    by0 = b.y,
    by1 = b.y + b.height;
  const at: { x: number; y: number }[] = [];
  const line = (from: number, to: number, place: (s: number) => void) => {
    const n = nailsAlong(to - from, rule);
    const a = from + rule.nailFromCornerMm,
      span = to - from - 2 * rule.nailFromCornerMm;
    for (let k = 0; k < n; k++) place(n === 1 ? Math.round((from + to) / 2) : a + Math.round((k * span) / (n - 1)));
  };
  for (const v of verticals) {
    const vx0 = v.box.x,
      vx1 = v.box.x + v.box.width;
    const from = Math.max(by0, v.box.y),
      to = Math.min(by1, v.box.y + v.box.height);
    if (vx1 <= bx0 || vx0 >= bx1 || to - from <= 0) continue;
    const x = Math.min(bx1 - NAIL_EDGE_MM, Math.max(bx0 + NAIL_EDGE_MM, Math.round((vx0 + vx1) / 2)));
    line(from, to, (y) => at.push({ x, y }));
  }
  for (const h of horizontals) {
    const hy0 = h.box.y,
      hy1 = h.box.y + h.box.height;
    const from = Math.max(bx0, h.box.x),
      to = Math.min(bx1, h.box.x + h.box.width);
    if (hy1 <= by0 || hy0 >= by1 || to - from <= 0) continue;
    const y = Math.min(by1 - NAIL_EDGE_MM, Math.max(by0 + NAIL_EDGE_MM, Math.round((hy0 + hy1) / 2)));
    line(from, to, (x) => at.push({ x, y }));
  }
  return at;
}

/** Nails along a stretch: at most `nailSpacingMm` apart, from `nailFromCornerMm` in at each end; at least 2. */
export function nailsAlong(length: number, rule: { nailSpacingMm: number; nailFromCornerMm: number }): number {
  return Math.max(2, Math.ceil((length - 2 * rule.nailFromCornerMm) / rule.nailSpacingMm) + 1);
}

/**
 * Whether a nail at (x, y) in a back lands in one of the boards with NAIL_EDGE_MM of room: inside
 * the back by that much, and in a board by that much from both of its faces (along its end, the
 * board need only be there). For the tests and the workshop check, independent of `nailPoints`.
 */
export function nailHolds(
  p: { x: number; y: number },
  back: Panel,
  horizontals: readonly Board[],
  verticals: readonly Board[],
): boolean {
  const b = back.box,
    e = NAIL_EDGE_MM;
  if (p.x < b.x + e || p.x > b.x + b.width - e || p.y < b.y + e || p.y > b.y + b.height - e) return false;
  return (
    verticals.some(
      (v) => p.x >= v.box.x + e && p.x <= v.box.x + v.box.width - e && p.y >= v.box.y && p.y <= v.box.y + v.box.height,
    ) ||
    horizontals.some(
      (h) => p.y >= h.box.y + e && p.y <= h.box.y + h.box.height - e && p.x >= h.box.x && p.x <= h.box.x + h.box.width,
    )
  );
}
