// The document is in millimetres; the scene is in metres (sane camera near/far planes and light).
export const M = 0.001;

export interface Bounds {
  min: [number, number, number];
  max: [number, number, number];
}

/** Bounds in mm of boxes (left-bottom-back corner + size); null for none. */
export function boundsOf(
  boxes: Iterable<{ x: number; y: number; z: number; width: number; height: number; depth: number }>,
): Bounds | null {
  let found = false;
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    found = true;
    min[0] = Math.min(min[0], b.x);
    min[1] = Math.min(min[1], b.y);
    min[2] = Math.min(min[2], b.z);
    max[0] = Math.max(max[0], b.x + b.width);
    max[1] = Math.max(max[1], b.y + b.height);
    max[2] = Math.max(max[2], b.z + b.depth);
  }
  return found ? { min, max } : null;
}
