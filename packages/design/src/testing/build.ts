// Small builders for tests and example generators: plain JSON designs, as a browser would send them.
import type { DesignInput, ElementInput } from '../schema/document.ts';

export type CubeInput = Extract<ElementInput, { kind: 'cube' }>;

export function cube(
  id: string,
  x: number,
  y: number,
  z: number,
  size = 400,
  extra: Partial<CubeInput> = {},
): CubeInput {
  return { id, kind: 'cube', position: { x, y, z }, size: { width: size, height: size, depth: size }, ...extra };
}

export function design(elements: ElementInput[], settings: DesignInput['settings'] = {}, name = 'test'): DesignInput {
  return { schemaVersion: 1, name, settings, elements };
}

/** A grid of equal cubes, `columns` wide and `rows` high, standing on the floor at z = 0. */
export function grid(columns: number, rows: number, size = 400, extra: Partial<CubeInput> = {}): CubeInput[] {
  const cubes: CubeInput[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) cubes.push(cube(`c${c}-${r}`, c * size, r * size, 0, size, extra));
  return cubes;
}
