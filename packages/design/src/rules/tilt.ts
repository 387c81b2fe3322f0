// Tall units are assembled lying down and tilted up (issue 21, D-D). Above shoulder height a fitter
// holding a 600 mm deep top board over 2 m sides, tightening cams overhead and nailing the back on
// upright is working above his head: an adult's shoulder height is about 1,340–1,500 mm (DINED /
// ISO 7250 anthropometric tables), so Kubik draws the line at 1,500 mm. A unit (a carcass) taller
// than `LIE_DOWN_ABOVE_MM` is built lying on its back, squared and backed lying on its front
// edges, then tilted up. While it tilts, its far corner sweeps a circle of radius √(H² + D²) about
// the edge it turns on: that diagonal must clear the ceiling ("measure the diagonal space required
// to tilt the cabinet into place", visualfoodie.com, "How to measure for a tall storage cabinet").
// The room element gives the ceiling; without one, 2,500 mm (a common room height).
import type { DesignModel } from '../model.ts';
import { finding, type Finding } from '../findings/finding.ts';

/** Units taller than this are assembled lying down and tilted up, mm. */
export const LIE_DOWN_ABOVE_MM = 1_500;
/** The ceiling when the design has no room element, mm. */
export const DEFAULT_CEILING_MM = 2_500;

export interface TallUnit {
  /** The carcass, and a cube of it (the finding's element: the carcass's id is its first cube's). */
  carcass: string;
  cube: string;
  height: number;
  depth: number;
  /** √(H² + D²), rounded up: the clear height the tilt needs, mm. */
  diagonal: number;
}

/** The height a unit H tall and D deep needs to be tilted up: √(H² + D²), rounded up to the mm. */
export function tiltDiagonal(height: number, depth: number): number {
  return Math.ceil(Math.hypot(height, depth));
}

/** The ceiling: the (first) room element's height, or DEFAULT_CEILING_MM. */
export function ceilingOf(model: DesignModel): number {
  for (const el of model.elementList()) if (el.kind === 'room') return el.height;
  return DEFAULT_CEILING_MM;
}

/** Every unit taller than LIE_DOWN_ABOVE_MM, in the carcasses' order. */
export function tallUnits(model: DesignModel): TallUnit[] {
  const units: TallUnit[] = [];
  for (const parts of model.carcasses()) {
    const c = parts.carcass;
    const height = c.y1 - c.y0,
      depth = c.z1 - c.z0;
    if (height <= LIE_DOWN_ABOVE_MM) continue;
    units.push({ carcass: c.id, cube: c.id, height, depth, diagonal: tiltDiagonal(height, depth) });
  }
  return units;
}

/** A warning per tall unit whose tilt diagonal does not clear the ceiling. */
export function tiltFindings(model: DesignModel): Finding[] {
  const ceiling = ceilingOf(model);
  return tallUnits(model)
    .filter((u) => u.diagonal > ceiling)
    .map((u) =>
      finding('tilt_needs_height', 'warning', [u.cube], {
        id: u.cube,
        height: u.height,
        depth: u.depth,
        diagonal: u.diagonal,
        ceiling,
      }),
    );
}
