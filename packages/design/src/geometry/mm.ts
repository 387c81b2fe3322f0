// Lengths in Kubik are integer millimetres. The brand keeps them from being mixed up with metres
// or pixels (Excalidraw brands its points the same way); `mm()` is the one door in.

import type { z } from 'zod';

/** zod's brand, so the schema's `.brand<'Mm'>()` numbers are this type without a runtime step. */
export type Mm = number & z.$brand<'Mm'>;

/** Brands a number as millimetres, rounding to the whole millimetre. */
export function mm(value: number): Mm {
  return Math.round(value) as Mm;
}

export interface Point3 {
  x: Mm;
  y: Mm;
  z: Mm;
}

/** An axis-aligned box: its left-bottom-back corner and its size along x, y and z. */
export interface Box {
  x: Mm;
  y: Mm;
  z: Mm;
  width: Mm;
  height: Mm;
  depth: Mm;
}

export type Axis = 'x' | 'y' | 'z';

/** Builds a box from corner coordinates (min and max per axis). */
export function boxFromCorners(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number): Box {
  return { x: mm(x0), y: mm(y0), z: mm(z0), width: mm(x1 - x0), height: mm(y1 - y0), depth: mm(z1 - z0) };
}

/** True when two boxes share volume (touching faces do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return (
    a.x < b.x + b.width &&
    b.x < a.x + a.width &&
    a.y < b.y + b.height &&
    b.y < a.y + a.height &&
    a.z < b.z + b.depth &&
    b.z < a.z + a.depth
  );
}

/** True when two closed boxes meet at all: sharing volume, a face, an edge or a corner. */
export function boxesTouch(a: Box, b: Box): boolean {
  return (
    a.x <= b.x + b.width &&
    b.x <= a.x + a.width &&
    a.y <= b.y + b.height &&
    b.y <= a.y + a.height &&
    a.z <= b.z + b.depth &&
    b.z <= a.z + a.depth
  );
}

/** Volume of a box in mm³. */
export function boxVolume(b: Box): number {
  return b.width * b.height * b.depth;
}
