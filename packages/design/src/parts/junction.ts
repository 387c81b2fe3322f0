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
export function alternatePositions(
  positions: readonly number[],
  z0: number,
  z1: number,
  system: ConnectorType,
): number[] {
  const middle = (z0 + z1) / 2;
  return positions.map((z) => z + (z <= middle ? 1 : -1) * alternateShift[system]);
}

/** Where a cam lock's dowel sits: one 32 mm pitch from its bolt, toward the middle of the joint. */
export function dowelZ(z: number, z0: number, z1: number, dowelOffset: number): number {
  return z + (z <= (z0 + z1) / 2 ? dowelOffset : -dowelOffset);
}

/** A hole a joint drills in the horizontal's face, seen along the joint: where (z) and its radius. */
interface Spot {
  z: number;
  r: number;
}

/** The holes a joint's fitting sets drill in the horizontal (cnc/drilling.ts's sizes: bolt Ø5, dowel Ø8, pilots Ø3 20 mm apart). */
function spots(system: ConnectorType, positions: readonly number[], z0: number, z1: number): Spot[] {
  if (system === 'camLock')
    return positions.flatMap((z) => [
      { z, r: 2.5 },
      { z: dowelZ(z, z0, z1, 32), r: 4 },
    ]);
  return positions.flatMap((z) => [
    { z: z - 10, r: 1.5 },
    { z: z + 10, r: 1.5 },
  ]);
}

/** Material kept between holes (drill-rules.ts MIN_WEB_MM). */
const WEB_MM = 3;
/** A set's fitting centre at least this far from its joint's ends (the alternate shift off the usual 50 mm). */
const MIN_INSET_MM = 34;

/**
 * The alternate joint's positions, clear of the holes of the joints on the horizontal's other face.
 * The usual alternate positions do when the two joints are alike; where they are not (a sliding
 * door sets the partitions of its row back, so the joint above is longer than the one below),
 * each set moves on in 16 mm steps, nearest first, until its holes keep 3 mm of board from every
 * hole of the other face.
 */
export function clearPositions(
  positions: readonly number[],
  z0: number,
  z1: number,
  system: ConnectorType,
  opposed: readonly Junction[],
  dx: number,
): number[] {
  const theirs = opposed.flatMap((j) => spots(j.system, j.setPositions, j.z0, j.z1));
  const clear = (z: number) =>
    z - z0 >= MIN_INSET_MM &&
    z1 - z >= MIN_INSET_MM &&
    spots(system, [z], z0, z1).every((mine) =>
      theirs.every((other) => Math.hypot(mine.z - other.z, dx) - mine.r - other.r >= WEB_MM),
    );
  const preferred = alternatePositions(positions, z0, z1, system);
  return preferred.map((z) => {
    for (let k = 0; k <= 6; k++) {
      for (const candidate of k === 0 ? [z] : [z + 16 * k, z - 16 * k]) if (clear(candidate)) return candidate;
    }
    return z;
  });
}
