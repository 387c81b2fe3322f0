// A grid shape as cubes: a new design's elements (the niche's proposals).
import { mm } from '../geometry/mm.ts';
import type { Cube } from '../schema/elements.ts';
import type { GridShape } from './reflow.ts';

/** Cubes `cube-1`, `cube-2`, … row by row from the bottom left, on the floor at the origin. */
export function makeGrid(shape: GridShape): Cube[] {
  const cubes: Cube[] = [];
  for (let row = 0; row < shape.rows; row++) {
    for (let column = 0; column < shape.columns; column++) {
      cubes.push({
        id: `cube-${cubes.length + 1}`,
        kind: 'cube',
        position: { x: mm(column * shape.columnWidth), y: mm(row * shape.rowHeight), z: mm(0) },
        size: { width: mm(shape.columnWidth), height: mm(shape.rowHeight), depth: mm(shape.depth) },
      });
    }
  }
  return cubes;
}
