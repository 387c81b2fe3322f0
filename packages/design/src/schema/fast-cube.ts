// A fast path for the element a design has thousands of: a plain cube. It accepts exactly what the
// zod schema accepts for a cube with no extra keys and returns the same value zod would; anything
// else (extra keys, wrong types, out of range) returns undefined and goes the schema's way, which
// also explains what is wrong. A property test holds the two to the same answer (fast-cube.test.ts).
// Why: zod spends ~2 µs per cube, and the 2,000-cube budget is 20 ms for everything.
import type { Cube } from './elements.ts';
import { MAX_COORDINATE_MM, MAX_ID_LENGTH, MAX_LENGTH_MM } from './limits.ts';

const idPattern = /^[A-Za-z0-9_.:-]+$/;

export function fastCube(value: unknown): Cube | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  let keys = 0;
  for (const key in v) {
    if (
      key !== 'id' &&
      key !== 'kind' &&
      key !== 'position' &&
      key !== 'size' &&
      key !== 'back' &&
      key !== 'material' &&
      key !== 'colour'
    )
      return undefined;
    keys++;
  }
  if (keys < 4 || v.kind !== 'cube') return undefined;
  const { id, position, size, back, material, colour } = v;
  if (typeof id !== 'string' || id.length < 1 || id.length > MAX_ID_LENGTH || !idPattern.test(id)) return undefined;
  if (
    !triple(position, 'x', 'y', 'z', -MAX_COORDINATE_MM, MAX_COORDINATE_MM) ||
    !triple(size, 'width', 'height', 'depth', 1, MAX_LENGTH_MM)
  )
    return undefined;
  if (back !== undefined && typeof back !== 'boolean') return undefined;
  if (
    material !== undefined &&
    (typeof material !== 'string' || material.length < 1 || material.length > MAX_ID_LENGTH)
  )
    return undefined;
  if (colour !== undefined && (typeof colour !== 'string' || colour.length < 1 || colour.length > 40)) return undefined;
  const p = position as Record<'x' | 'y' | 'z', number>,
    s = size as Record<'width' | 'height' | 'depth', number>;
  const cube = {
    id,
    kind: 'cube',
    position: { x: p.x, y: p.y, z: p.z },
    size: { width: s.width, height: s.height, depth: s.depth },
  } as Cube;
  if (back !== undefined) cube.back = back;
  if (material !== undefined) cube.material = material as string;
  if (colour !== undefined) cube.colour = colour as string;
  return cube;
}

/** An object with exactly the keys a, b and c, each a whole number in [min, max]. */
function triple(value: unknown, a: string, b: string, c: string, min: number, max: number): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  let keys = 0;
  for (const key in v) {
    if (key !== a && key !== b && key !== c) return false;
    keys++;
  }
  return keys === 3 && whole(v[a], min, max) && whole(v[b], min, max) && whole(v[c], min, max);
}

function whole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
