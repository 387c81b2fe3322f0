// How two cube boxes meet: sharing volume (an overlap), sharing part of a face (they hold each
// other: the same piece of furniture), or not at all.
import type { Box } from './mm.ts';

function intervalOverlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

/** Positive overlap on all three axes. */
export function overlaps(a: Box, b: Box): boolean {
  return (
    intervalOverlap(a.x, a.x + a.width, b.x, b.x + b.width) > 0 &&
    intervalOverlap(a.y, a.y + a.height, b.y, b.y + b.height) > 0 &&
    intervalOverlap(a.z, a.z + a.depth, b.z, b.z + b.depth) > 0
  );
}

/** Touching along one axis and overlapping with positive area on the other two: a shared piece of face. */
export function faceContact(a: Box, b: Box): boolean {
  const ox = intervalOverlap(a.x, a.x + a.width, b.x, b.x + b.width);
  const oy = intervalOverlap(a.y, a.y + a.height, b.y, b.y + b.height);
  const oz = intervalOverlap(a.z, a.z + a.depth, b.z, b.z + b.depth);
  const touching = (ox === 0 ? 1 : 0) + (oy === 0 ? 1 : 0) + (oz === 0 ? 1 : 0);
  return touching === 1 && ox >= 0 && oy >= 0 && oz >= 0;
}

/** True when `top` rests on `below`: its bottom on the other's top, with some area in common. */
export function restsOn(top: Box, below: Box): boolean {
  return (
    top.y === below.y + below.height &&
    intervalOverlap(top.x, top.x + top.width, below.x, below.x + below.width) > 0 &&
    intervalOverlap(top.z, top.z + top.depth, below.z, below.z + below.depth) > 0
  );
}
