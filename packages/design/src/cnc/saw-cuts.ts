// The saw diagram of one sheet: the numbered cuts in the order the saw makes them, every piece the
// cuts free, every offcut left over and the kerf each cut turns to dust. Pure; the sheet DXF, the
// sheet SVG and the PDF's cutting-plan pages all draw from `sawPlan`, so they show the same numbers.
//
// The nesting gives the guillotine cut sequence (`SheetPlan.cuts`: trim, strips, stacks, parts,
// part trims, each spanning the whole piece it divides). `sawPlan` replays it as a guillotine tree:
// each cut splits the one rectangle it runs across into the part before the kerf, the kerf and the
// part after it. A sheet without cuts (a layout from elsewhere) is cut from its placed rectangles
// instead (`guillotineCuts`): stage by stage, the longest-reaching straight cut that crosses no piece.
import type { Cut, SheetPlan } from '../nesting/types.ts';

/** Two edges closer than this (mm) are one edge: sums of fractional sizes drift by ~1e-13. */
const EPS = 1e-6;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SawCut extends Cut {
  /** 1-based, in the saw's order (trim cuts first, then the first guillotine stage, …). */
  number: number;
  /** Length of the cut (mm). */
  length: number;
}

export interface SawPiece extends Rect {
  /** Index into the sheet's placements. */
  placement: number;
}

/** A leftover narrower than this (mm) on either side is waste, not an offcut worth keeping and naming. */
export const minOffcutMm = 100;

export interface Offcut extends Rect {
  /**
   * `trim`: the strips trimmed off the sheet's edges; `offcut`: material left inside the trim, at
   * least `minOffcutMm` on both sides; `waste`: a narrower leftover.
   */
  kind: 'offcut' | 'waste' | 'trim';
}

export interface SawPlan {
  cuts: SawCut[];
  pieces: SawPiece[];
  offcuts: Offcut[];
  /** The material each cut removes (kerf wide, as long as the rectangle it divided). */
  kerfs: Rect[];
  /** Sum of the cuts' lengths (mm). */
  cutLength: number;
}

/** A piece's label number: the part number and the 1-based piece index of all pieces of that part, e.g. `V001 1/4`. */
export function pieceLabel(partNumber: string, index: number, quantity: number): string {
  return `${partNumber} ${index}/${quantity}`;
}

/** The rectangle among `leaves` that `cut` runs right across, or -1. */
function leafOf(leaves: readonly Rect[], cut: Cut, kerf: number): number {
  const horizontal = cut.orientation === 'horizontal';
  return leaves.findIndex((r) => {
    const [lo, span, across, acrossSpan] = horizontal ? [r.y, r.height, r.x, r.width] : [r.x, r.width, r.y, r.height];
    return (
      cut.position > lo - kerf + EPS &&
      cut.position < lo + span - EPS &&
      Math.abs(cut.from - across) < 1e-3 &&
      Math.abs(cut.to - across - acrossSpan) < 1e-3
    );
  });
}

/** Splits `r` at the cut: the part before the kerf, the kerf (clipped to `r`) and the part after it. */
function split(r: Rect, cut: Cut, kerf: number): { before?: Rect; kerf: Rect; after?: Rect } {
  const horizontal = cut.orientation === 'horizontal';
  const lo = horizontal ? r.y : r.x;
  const hi = lo + (horizontal ? r.height : r.width);
  const k0 = Math.max(lo, cut.position);
  const k1 = Math.min(hi, cut.position + kerf);
  const band = (a: number, b: number): Rect =>
    horizontal ? { x: r.x, y: a, width: r.width, height: b - a } : { x: a, y: r.y, width: b - a, height: r.height };
  return {
    before: k0 - lo > EPS ? band(lo, k0) : undefined,
    kerf: band(k0, k1),
    after: hi - k1 > EPS ? band(k1, hi) : undefined,
  };
}

const same = (a: Rect, b: Rect) =>
  Math.abs(a.x - b.x) < 1e-3 &&
  Math.abs(a.y - b.y) < 1e-3 &&
  Math.abs(a.width - b.width) < 1e-3 &&
  Math.abs(a.height - b.height) < 1e-3;

/**
 * The saw plan of a sheet: its cuts (the nesting's, or derived from the placements when it has
 * none), numbered; the pieces they free; the offcuts (and trim) left; the kerfs. Throws when a cut
 * does not run across a rectangle of the sheet or a placed part is not freed by the cuts — a
 * layout no guillotine saw can cut.
 */
export function sawPlan(sheet: SheetPlan, options: { kerf: number; trim: number }): SawPlan {
  const { kerf, trim } = options;
  const source = sheet.cuts.length > 0 || sheet.placements.length === 0 ? sheet.cuts : guillotineCuts(sheet, options);
  let leaves: Rect[] = [{ x: 0, y: 0, width: sheet.width, height: sheet.height }];
  const kerfs: Rect[] = [];
  const cuts: SawCut[] = [];
  let cutLength = 0;
  for (const cut of source) {
    const i = leafOf(leaves, cut, kerf);
    if (i < 0)
      throw new Error(
        `cut ${cuts.length + 1} (${cut.orientation} at ${cut.position}) runs across no piece of the sheet`,
      );
    const parts = split(leaves[i]!, cut, kerf);
    leaves = [
      ...leaves.slice(0, i),
      ...(parts.before ? [parts.before] : []),
      ...(parts.after ? [parts.after] : []),
      ...leaves.slice(i + 1),
    ];
    kerfs.push(parts.kerf);
    const length = cut.to - cut.from;
    cutLength += length;
    cuts.push({ ...cut, number: cuts.length + 1, length });
  }
  const pieces: SawPiece[] = [];
  const used = new Set<number>();
  sheet.placements.forEach((p, placement) => {
    const i = leaves.findIndex((r, j) => !used.has(j) && same(r, p));
    if (i < 0) throw new Error(`part ${p.itemId} copy ${p.copy + 1} is not freed by the cuts`);
    used.add(i);
    pieces.push({ x: p.x, y: p.y, width: p.width, height: p.height, placement });
  });
  const inside = (r: Rect) =>
    r.x > trim - EPS &&
    r.y > trim - EPS &&
    r.x + r.width < sheet.width - trim + EPS &&
    r.y + r.height < sheet.height - trim + EPS;
  const kind = (r: Rect): Offcut['kind'] =>
    trim > EPS && !inside(r) ? 'trim' : Math.min(r.width, r.height) >= minOffcutMm - EPS ? 'offcut' : 'waste';
  const offcuts: Offcut[] = leaves.filter((_, j) => !used.has(j)).map((r) => ({ ...r, kind: kind(r) }));
  return { cuts, pieces, offcuts, kerfs, cutLength };
}

/**
 * Guillotine cuts derived from placed rectangles alone: trim cuts, then recursively in each
 * rectangle the lowest (or leftmost) straight cut along a part's edge whose kerf crosses no part —
 * strips across the sheet first (stage 1), then across each strip, alternating direction; where a
 * rectangle has no cut one way it is cut the other. Throws for a non-guillotine layout.
 */
export function guillotineCuts(sheet: SheetPlan, options: { kerf: number; trim: number }): Cut[] {
  const { kerf, trim } = options;
  const W = sheet.width,
    H = sheet.height;
  const cuts: Cut[] = [];
  if (trim > EPS) {
    cuts.push({ stage: 0, orientation: 'horizontal', position: trim - kerf, from: 0, to: W });
    cuts.push({ stage: 0, orientation: 'horizontal', position: H - trim, from: 0, to: W });
    cuts.push({ stage: 0, orientation: 'vertical', position: trim - kerf, from: trim, to: H - trim });
    cuts.push({ stage: 0, orientation: 'vertical', position: W - trim, from: trim, to: H - trim });
  }
  const later: Cut[] = [];
  const divide = (r: Rect, parts: Rect[], horizontal: boolean, stage: number, out: Cut[], canFlip = true): void => {
    if (parts.length === 0 || (parts.length === 1 && same(parts[0]!, r))) return;
    const hi = horizontal ? r.y + r.height : r.x + r.width;
    const lo = horizontal ? r.y : r.x;
    // Candidate positions: at a part's far edge or a kerf before its near edge, where no part straddles the kerf.
    const ends = [
      ...new Set(parts.flatMap((p) => (horizontal ? [p.y + p.height, p.y - kerf] : [p.x + p.width, p.x - kerf]))),
    ].sort((a, b) => a - b);
    const position = ends.find(
      (e) =>
        e > lo - kerf + EPS &&
        e < hi - EPS &&
        parts.every((p) => {
          const [a, b] = horizontal ? [p.y, p.y + p.height] : [p.x, p.x + p.width];
          return b <= e + EPS || a >= e + kerf - EPS;
        }),
    );
    if (position === undefined) {
      if (!canFlip) throw new Error('the placements are not a guillotine layout');
      return divide(r, parts, !horizontal, stage + 1, later, false);
    }
    const cut: Cut = {
      stage: Math.min(4, stage) as Cut['stage'],
      orientation: horizontal ? 'horizontal' : 'vertical',
      position,
      from: horizontal ? r.x : r.y,
      to: horizontal ? r.x + r.width : r.y + r.height,
    };
    out.push(cut);
    const { before, after } = split(r, cut, kerf);
    const within = (q: Rect | undefined) =>
      q
        ? parts.filter(
            (p) =>
              p.x > q.x - EPS &&
              p.y > q.y - EPS &&
              p.x + p.width < q.x + q.width + EPS &&
              p.y + p.height < q.y + q.height + EPS,
          )
        : [];
    if (before) divide(before, within(before), !horizontal, stage + 1, later);
    if (after) divide(after, within(after), horizontal, stage, out);
  };
  divide({ x: trim, y: trim, width: W - 2 * trim, height: H - 2 * trim }, sheet.placements, true, 1, cuts);
  return [...cuts, ...later.sort((a, b) => a.stage - b.stage)];
}
