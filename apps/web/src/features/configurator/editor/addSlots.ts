// Where a cube can be added: beside a cube on its left or right, or on top of it — only where the
// new cube would stand (on the floor or on a cube) and not overlap one. The add tool shows a "+"
// on each of these faces (as USM's and Roomle's planners do), and the keyboard offers the same.
// Pure; one pass over the cubes with a coarse spatial index, so a few hundred cubes stay cheap.
import type { Cube } from '@kubik/design/schema/elements';
import { cubeBeside, type CubeSpec, type Face } from './commands.ts';

export const slotFaces = ['left', 'right', 'top'] as const satisfies readonly Face[];
export type SlotFace = (typeof slotFaces)[number];

export interface AddSlot {
  /** Unique per position and size. */
  key: string;
  /** The cube the "+" sits on, and which of its faces. */
  cube: string;
  face: SlotFace;
  spec: CubeSpec;
}

/** Above this many cubes, "+" markers are shown only on the selected cubes (or none). */
export const slotLimit = 300;

const bucket = 400;

type Box = { x: number; y: number; z: number; width: number; height: number; depth: number };

class BoxIndex {
  private readonly cells = new Map<string, Box[]>();

  constructor(boxes: readonly Box[]) {
    for (const b of boxes) for (const key of this.keys(b)) this.cells.set(key, [...(this.cells.get(key) ?? []), b]);
  }

  /** Boxes that share volume with `b`, or (with `touch`) that it rests on or touches. */
  near(b: Box): Box[] {
    const out = new Set<Box>();
    for (const key of this.keys({
      ...b,
      x: b.x - 1,
      y: b.y - 1,
      z: b.z - 1,
      width: b.width + 2,
      height: b.height + 2,
      depth: b.depth + 2,
    }))
      for (const other of this.cells.get(key) ?? []) out.add(other);
    return [...out];
  }

  private keys(b: Box): string[] {
    const keys: string[] = [];
    for (let i = Math.floor(b.x / bucket); i <= Math.floor((b.x + b.width - 1) / bucket); i++)
      for (let j = Math.floor(b.y / bucket); j <= Math.floor((b.y + b.height - 1) / bucket); j++)
        for (let k = Math.floor(b.z / bucket); k <= Math.floor((b.z + b.depth - 1) / bucket); k++)
          keys.push(`${i}|${j}|${k}`);
    return keys;
  }
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height &&
  a.z < b.z + b.depth &&
  b.z < a.z + a.depth;
const restsOn = (top: Box, below: Box) =>
  below.y + below.height === top.y &&
  top.x < below.x + below.width &&
  below.x < top.x + top.width &&
  top.z < below.z + below.depth &&
  below.z < top.z + top.depth;

/** Every free slot beside or on `from` (all cubes when omitted), against all `cubes`. */
export function freeSlots(cubes: readonly Cube[], from: readonly Cube[] = cubes): AddSlot[] {
  const boxes = cubes.map((c) => ({ ...c.position, ...c.size }));
  const index = new BoxIndex(boxes);
  const slots = new Map<string, AddSlot>();
  for (const cube of from) {
    for (const face of slotFaces) {
      const spec = cubeBeside(cube, face);
      if (!spec) continue;
      const box = { ...spec.position, ...spec.size };
      const key = `${box.x}|${box.y}|${box.z}|${box.width}|${box.height}|${box.depth}`;
      if (slots.has(key)) continue;
      const near = index.near(box);
      if (near.some((other) => overlaps(box, other))) continue;
      if (box.y > 0 && !near.some((other) => restsOn(box, other))) continue;
      slots.set(key, { key, cube: cube.id, face, spec });
    }
  }
  return [...slots.values()];
}
