// A run of equal cubes along one axis (a row's columns, a column's rows): how many cubes of which
// allowed size come nearest to a length. Shared by "shape the whole piece" (reflow.ts: nearest,
// over or under) and "fill my niche" (niche.ts: never over).
import type { Catalogue } from '../catalogue/schema.ts';
import { maxSpanMm } from '../rules/sag.ts';

export interface Run {
  count: number;
  /** The size of each cube along the axis, mm: one of the catalogue's allowed sizes. */
  size: number;
}

/** Never more cubes than this along one axis (50 × 200 mm is 10 m: far past any room). */
export const maxRunCount = 50;

export const runLength = (run: Run): number => run.count * run.size;

/**
 * The run whose length is nearest to `target` (`within`: the longest not over it; null when even
 * one of the smallest size is over). Ties go to the size nearest to `prefer` (the cubes the design
 * has), then to the larger size (fewer cubes).
 */
export function nearestRun(
  target: number,
  allowed: readonly number[],
  options: { prefer?: number; within?: boolean } = {},
): Run | null {
  const prefer = options.prefer ?? 400;
  let best: Run | null = null;
  let bestKey: [number, number, number] | null = null;
  for (const size of allowed) {
    if (size <= 0) continue;
    // For a size, the nearest count is one of the two around target / size.
    const around = Math.floor(target / size);
    for (const count of new Set([Math.min(around, maxRunCount), Math.min(around + 1, maxRunCount)])) {
      if (count < 1) continue;
      const length = count * size;
      if (options.within && length > target) continue;
      const key: [number, number, number] = [Math.abs(length - target), Math.abs(size - prefer), -size];
      if (!bestKey || less(key, bestKey)) {
        best = { count, size };
        bestKey = key;
      }
    }
  }
  return best;
}

function less(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/**
 * The widest cube whose bottom board holds a full load between two rows (the `shelf_sag` rule:
 * a cube's bottom above the floor is a shelf too): the material's longest span plus its two sides.
 * A single row stands on the floor and may be as wide as the catalogue allows.
 */
export function holdingWidth(catalogue: Catalogue, materialId?: string): number {
  const material =
    catalogue.materials.find((m) => m.id === (materialId ?? catalogue.defaults.material)) ?? catalogue.materials[0];
  if (!material) return Infinity;
  return maxSpanMm(material, catalogue) + 2 * material.thicknessMm;
}

/** The allowed widths a grid of `rows` rows may use: every one for a single row, else those that hold. */
export function widthsFor(rows: number, allowed: readonly number[], holding: number): number[] {
  if (rows <= 1) return [...allowed];
  const held = allowed.filter((w) => w <= holding);
  return held.length > 0 ? held : [Math.min(...allowed)];
}
