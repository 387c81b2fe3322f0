// A junction is one joint: the end of a vertical board on the face of a horizontal one, running
// front to back. The connector system puts its fitting sets along it; CNC drills them and the
// assembly instructions count them from here. (The 3D view draws a block at every set.)
import type { ConnectorType } from '../schema/elements.ts';

export interface Junction {
  /** The vertical's id with `|b` (its bottom end) or `|t` (its top end). */
  id: string;
  /** The vertical's centre line, where the fittings of a cam lock sit. */
  x: number;
  /** The horizontal's face the vertical's end meets. */
  y: number;
  /** Along the joint: the boards' depth. */
  z0: number;
  z1: number;
  system: ConnectorType;
  finish: string;
  /** The connector element that overrides the design's system here, if any. */
  override?: string;
  /** The pair of boards joined: [vertical panel id, horizontal panel id]. */
  joints: [string, string][];
  setsPerJoint: number;
  /** Where each fitting set sits along z (the cam, or the steel corner's middle), mm. */
  setPositions: number[];
  /** +1: the vertical stands on the horizontal (its bottom end); −1: it hangs under it (its top end). */
  dir: 1 | -1;
  /** The face of the vertical the cams or corners are on: +1 its right (+x) face, −1 its left face. */
  side: 1 | -1;
  /**
   * Another joint meets the horizontal's other face at the same place (a partition above another),
   * so this one's sets sit at the alternate positions (see README.md, "Joinery").
   */
  alternate: boolean;
}

/**
 * Holes one fitting set drills, by its drilling pattern (cnc/drilling.ts): a cam lock the cam
 * housing, the bolt's bore in the vertical's end, the bolt's hole in the horizontal and the dowel's
 * two holes; a steel corner two screw pilots in each board. The BOM counts these, so the machining
 * charge is for the holes the DXFs hold.
 */
export const holesPerSet: Record<ConnectorType, number> = { camLock: 5, steelCorner: 4 };

/** Fitting sets per joint: one per started `spacing` of its length, at least `min`. */
export function setsPerJoint(length: number, min: number, spacing: number): number {
  return Math.max(min, Math.ceil(length / spacing));
}

/** Fitting positions along a joint: 50 mm in from each end, the rest evenly between. */
export function setPositions(z0: number, z1: number, sets: number): number[] {
  const inset = Math.min(50, (z1 - z0) / 4);
  const a = z0 + inset;
  const b = z1 - inset;
  if (sets === 1) return [Math.round((a + b) / 2)];
  const positions: number[] = [];
  for (let i = 0; i < sets; i++) positions.push(Math.round(a + ((b - a) * i) / (sets - 1)));
  return positions;
}

/**
 * How far a joint at the alternate positions moves each set toward the middle of the joint: half
 * a 32 mm pitch for a cam lock (its bolt and dowel then fall between the other face's), and
 * 30 mm for a steel corner (its 20 mm screw pair clears the other's with 10 mm between).
 */
export const alternateShift: Record<ConnectorType, number> = { camLock: 16, steelCorner: 30 };

/** Two joints on opposite faces of one horizontal closer than this (centre lines, mm) take turns. */
export const OPPOSED_WITHIN_MM = 40;

/** The positions a joint's sets take when it is the alternate one of an opposed pair. */
export function alternatePositions(positions: readonly number[], z0: number, z1: number, system: ConnectorType): number[] {
  const middle = (z0 + z1) / 2;
  return positions.map((z) => z + (z <= middle ? 1 : -1) * alternateShift[system]);
}
