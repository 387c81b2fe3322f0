// A junction is a line, running front to back, where vertical and horizontal boards meet. The
// connector system puts its fittings along it: sets per joint, holes per set. CNC and assembly
// read the positions from here.
import type { ConnectorType } from '../schema/elements.ts';

export interface Junction {
  /** "x|y|z0|z1" of the line. */
  id: string;
  x: number;
  y: number;
  z0: number;
  z1: number;
  system: ConnectorType;
  finish: string;
  /** The connector element that overrides the design's system here, if any. */
  override?: string;
  /** Each pair of boards joined here: [vertical panel id, horizontal panel id]. */
  joints: [string, string][];
  /** Fitting sets per joint and where they sit along z (mm). */
  setsPerJoint: number;
  setPositions: number[];
}

/** What totals need of a junction: its fittings and how many joints it has. */
export interface JunctionCount {
  system: ConnectorType;
  finish: string;
  setsPerJoint: number;
  jointCount: number;
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
