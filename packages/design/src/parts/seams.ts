// Carcasses standing side by side or on each other are screwed together where their boards touch:
// a cabinet connecting screw (sleeve and screw) through both boards, as kitchen fitters join
// cabinets. Each pair of touching boards that overlap by at least 100 × 100 mm gets a row of
// screws front and back (one only where they overlap by less than 250 mm in depth), one per started
// `carcassConnectorSpacingMm` along the seam. Carcasses standing back to back are not screwed to
// each other (their backs are in between). CNC finds each screw a place clear of the boards'
// other holes (cnc/holes.ts); the count is fixed here.
import type { Catalogue } from '../catalogue/schema.ts';
import type { CarcassParts } from './carcass.ts';
import type { Panel } from './panel.ts';

export interface SeamPair {
  /** The two touching boards: `a` of the carcass on the left or below, `b` of the other, with their carcasses. */
  a: Panel;
  b: Panel;
  aParts: CarcassParts;
  bParts: CarcassParts;
  /** The plane they touch in, and the axis it is normal to. */
  axis: 'x' | 'y';
  at: number;
  /** Where they overlap: along the seam (y for side by side, x for stacked) and in depth (z). */
  from: number;
  to: number;
  z0: number;
  z1: number;
  /** Screw rows along the seam, and columns (1 or 2) in depth. */
  rows: number;
  columns: number;
}

export interface Seam {
  /** The two carcasses' ids, sorted, joined by `+`. */
  key: string;
  pairs: SeamPair[];
  screws: number;
}

const MIN_OVERLAP_MM = 100;
const TWO_COLUMNS_FROM_MM = 250;

export function seamKey(a: string, b: string): string {
  return a < b ? `${a}+${b}` : `${b}+${a}`;
}

/** The seam between two carcasses' boards, if they touch side by side or one on the other. */
export function seamBetween(p: CarcassParts, q: CarcassParts, catalogue: Catalogue): Seam | undefined {
  const pairs: SeamPair[] = [];
  const spacing = catalogue.joinery.carcassConnectorSpacingMm;
  for (const [left, right] of [
    [p, q],
    [q, p],
  ] as const) {
    if (left.carcass.x1 === right.carcass.x0) {
      const as = left.verticals.filter((v) => v.side < 0).map((v) => v.panel);
      const bs = right.verticals.filter((v) => v.side > 0 && v.panel.box.x === right.carcass.x0).map((v) => v.panel);
      for (const a of as)
        for (const b of bs)
          push(
            pairs,
            left,
            right,
            a,
            b,
            'x',
            left.carcass.x1,
            a.box.y,
            a.box.y + a.box.height,
            b.box.y,
            b.box.y + b.box.height,
            spacing,
          );
    }
    if (left.carcass.y1 === right.carcass.y0) {
      const a = left.horizontals[left.horizontals.length - 1]!,
        b = right.horizontals[0]!;
      push(
        pairs,
        left,
        right,
        a,
        b,
        'y',
        left.carcass.y1,
        a.box.x,
        a.box.x + a.box.width,
        b.box.x,
        b.box.x + b.box.width,
        spacing,
      );
    }
  }
  if (pairs.length === 0) return undefined;
  return { key: seamKey(p.carcass.id, q.carcass.id), pairs, screws: pairs.reduce((n, s) => n + s.rows * s.columns, 0) };
}

function push(
  pairs: SeamPair[],
  aParts: CarcassParts,
  bParts: CarcassParts,
  a: Panel,
  b: Panel,
  axis: 'x' | 'y',
  at: number,
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  spacing: number,
): void {
  const from = Math.max(a0, b0),
    to = Math.min(a1, b1);
  const z0 = Math.max(a.box.z, b.box.z),
    z1 = Math.min(a.box.z + a.box.depth, b.box.z + b.box.depth);
  if (to - from < MIN_OVERLAP_MM || z1 - z0 < MIN_OVERLAP_MM) return;
  pairs.push({
    a,
    b,
    aParts,
    bParts,
    axis,
    at,
    from,
    to,
    z0,
    z1,
    rows: Math.ceil((to - from) / spacing),
    columns: z1 - z0 >= TWO_COLUMNS_FROM_MM ? 2 : 1,
  });
}
