// Shelves and sliding doors span cubes standing side by side in one row. This finds that row.
import type { Cell } from './cell.ts';

export interface HostRow {
  cells: Cell[];
  /** True when the cells stand side by side, touching, with equal bottom, height, back and depth. */
  inRow: boolean;
}

export function hostRow(cellsById: ReadonlyMap<string, Cell>, ids: readonly string[]): HostRow {
  const cells = [...new Set(ids)].map((id) => cellsById.get(id)).filter((c): c is Cell => c !== undefined);
  cells.sort((a, b) => a.x0 - b.x0 || (a.id < b.id ? -1 : 1));
  const first = cells[0];
  let inRow = first !== undefined && cells.length === new Set(ids).size;
  for (let i = 1; inRow && i < cells.length; i++) {
    const prev = cells[i - 1]!,
      cell = cells[i]!;
    inRow =
      cell.x0 === prev.x1 &&
      cell.y0 === first!.y0 &&
      cell.y1 === first!.y1 &&
      cell.z0 === first!.z0 &&
      cell.z1 === first!.z1;
  }
  return { cells, inRow };
}
