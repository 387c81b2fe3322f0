// Where a dragged cube lands: on the 100 mm grid, unless a face of a neighbouring cube is near,
// in which case it lines up with it (side by side, stacked, or flush). Never below the floor.
// Pure and cheap: one pass over the other cubes per pointer step.

export interface Box3 {
  x: number;
  y: number;
  z: number;
  width: number;
  height: number;
  depth: number;
}

export const gridMm = 100;
/** How near (mm) a face must come to a neighbour's face to snap to it. */
export const snapDistanceMm = 60;

type Axis = 'x' | 'y' | 'z';
const sizeOf: Record<Axis, 'width' | 'height' | 'depth'> = { x: 'width', y: 'height', z: 'depth' };

/**
 * The snapped position of `moving` (its corner at `proposed`), against `others`.
 * Axes in `locked` keep the value of `proposed` unchanged (not dragged along them).
 */
export function snapPosition(
  moving: Pick<Box3, 'width' | 'height' | 'depth'>,
  proposed: { x: number; y: number; z: number },
  others: readonly Box3[],
  locked: readonly Axis[] = [],
): { x: number; y: number; z: number } {
  const out = { ...proposed };
  for (const axis of ['x', 'y', 'z'] as const) {
    if (locked.includes(axis)) continue;
    const size = moving[sizeOf[axis]];
    const value = proposed[axis];
    let best = Math.round(value / gridMm) * gridMm;
    let bestDistance = snapDistanceMm;
    for (const other of others) {
      if (!near(other, moving, proposed, axis)) continue;
      const start = other[axis],
        end = other[axis] + other[sizeOf[axis]];
      for (const candidate of [end, start - size, start, end - size]) {
        const d = Math.abs(candidate - value);
        if (d < bestDistance) {
          bestDistance = d;
          best = candidate;
        }
      }
    }
    out[axis] = best;
  }
  if (out.y < 0) out.y = 0;
  return out;
}

/** A neighbour counts along `axis` when the boxes are within snapping reach on the other two axes. */
function near(
  other: Box3,
  moving: Pick<Box3, 'width' | 'height' | 'depth'>,
  at: { x: number; y: number; z: number },
  axis: Axis,
): boolean {
  for (const a of ['x', 'y', 'z'] as const) {
    const reach = a === axis ? moving[sizeOf[a]] + snapDistanceMm : snapDistanceMm;
    if (at[a] > other[a] + other[sizeOf[a]] + reach || at[a] + moving[sizeOf[a]] < other[a] - reach) return false;
  }
  return true;
}

/** The allowed size nearest to `value` (the larger one on a tie), as the catalogue snaps them. */
export function nearestAllowed(value: number, allowed: readonly number[]): number {
  let best = allowed[0] ?? value;
  for (const size of allowed) {
    const d = Math.abs(size - value),
      bd = Math.abs(best - value);
    if (d < bd || (d === bd && size > best)) best = size;
  }
  return best;
}

/** The next allowed size up (step 1) or down (step -1); the same size at either end. */
export function stepAllowed(value: number, allowed: readonly number[], step: 1 | -1): number {
  const sorted = [...allowed].sort((a, b) => a - b);
  if (step > 0) return sorted.find((s) => s > value) ?? value;
  return [...sorted].reverse().find((s) => s < value) ?? value;
}
