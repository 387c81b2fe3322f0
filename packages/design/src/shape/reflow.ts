// "Shape the whole piece" (issue 22): the design's cubes read as a grid of columns and rows (and
// layers, for cubes one behind another), and
// rebuilt at another overall size from the catalogue's allowed sizes — equal columns, equal rows,
// one depth. Cubes keep their ids (and so their shelves, doors and rails) where their cell is still
// there; new cells take the look of their nearest neighbour. Inserts stay where they still fit,
// and what had to go is said (`dropped`), never lost silently. Pure: the editor turns the answer
// into one diff (one undo step).
import type { Catalogue } from '../catalogue/schema.ts';
import { snapSize } from '../catalogue/snap.ts';
import { mm } from '../geometry/mm.ts';
import type { Cube, Element } from '../schema/elements.ts';
import { holdingWidth, maxRunCount, nearestRun, widthsFor, type Run } from './runs.ts';

/** A grid of equal cubes: `columns` × `rows` cubes of `columnWidth` × `rowHeight` × `depth` mm. */
export interface GridShape {
  columns: number;
  columnWidth: number;
  rows: number;
  rowHeight: number;
  depth: number;
}

export interface Size3 {
  width: number;
  height: number;
  depth: number;
}

export const shapeSize = (shape: GridShape): Size3 => ({
  width: shape.columns * shape.columnWidth,
  height: shape.rows * shape.rowHeight,
  depth: shape.depth,
});

/** The cubes of a design as cells: column by distinct left edge, row by distinct bottom. */
export interface CubeGrid {
  /** Left, bottom and back of the grid, mm. */
  x0: number;
  y0: number;
  z0: number;
  columns: number;
  rows: number;
  /** Cubes one behind another: layers by distinct back (most designs have one). */
  layers: number;
  /** "column,row,layer" → the cube there (the first by document order when several share a cell). */
  cells: Map<string, Cube>;
  /** The shape the grid has now: its most common cube width and height, its deepest cube. */
  shape: GridShape;
  /** The overall size of the cubes' bounding box now, mm. */
  size: Size3;
}

const cellKey = (column: number, row: number, layer: number) => `${column},${row},${layer}`;

function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>();
  let best = values[0]!,
    bestCount = 0;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (c > bestCount || (c === bestCount && v > best)) [best, bestCount] = [v, c];
  }
  return best;
}

/** The design's cubes as a grid; null when it has none. */
export function gridOf(elements: readonly Element[]): CubeGrid | null {
  const cubes = elements.filter((el): el is Cube => el.kind === 'cube');
  if (cubes.length === 0) return null;
  const xs = [...new Set(cubes.map((c) => c.position.x))].sort((a, b) => a - b);
  const ys = [...new Set(cubes.map((c) => c.position.y))].sort((a, b) => a - b);
  const zs = [...new Set(cubes.map((c) => c.position.z))].sort((a, b) => a - b);
  const layer = new Map(zs.map((z, i) => [z, i]));
  const column = new Map(xs.map((x, i) => [x, i]));
  const row = new Map(ys.map((y, i) => [y, i]));
  const cells = new Map<string, Cube>();
  for (const cube of cubes) {
    const key = cellKey(column.get(cube.position.x)!, row.get(cube.position.y)!, layer.get(cube.position.z)!);
    if (!cells.has(key)) cells.set(key, cube);
  }
  const x0 = xs[0]!,
    y0 = ys[0]!,
    z0 = Math.min(...cubes.map((c) => c.position.z));
  const depth = Math.max(...cubes.map((c) => c.size.depth));
  const size = {
    width: Math.max(...cubes.map((c) => c.position.x + c.size.width)) - x0,
    height: Math.max(...cubes.map((c) => c.position.y + c.size.height)) - y0,
    depth: Math.max(...cubes.map((c) => c.position.z + c.size.depth)) - z0,
  };
  return {
    x0,
    y0,
    z0,
    columns: xs.length,
    rows: ys.length,
    layers: zs.length,
    cells,
    size,
    shape: {
      columns: xs.length,
      columnWidth: mostCommon(cubes.map((c) => c.size.width)),
      rows: ys.length,
      rowHeight: mostCommon(cubes.map((c) => c.size.height)),
      depth,
    },
  };
}

/** What the user asks for: an overall size, and optionally the column width or row height to keep. */
export interface ShapeTarget extends Size3 {
  columnWidth?: number | undefined;
  rowHeight?: number | undefined;
}

/** A chosen cube size: as many of them as come nearest to the length (at least one). */
function fixedRun(target: number, size: number): Run {
  return { count: Math.min(maxRunCount, Math.max(1, Math.round(target / size))), size };
}

/**
 * The grid nearest to a target size: rows first (the height), then columns among the widths that
 * hold between rows (`runs.ts`, `holdingWidth`), then the nearest allowed depth (for each of the
 * grid's `layers`, cubes one behind another, whose number is kept). Ties keep the grid's own cube
 * sizes. A chosen column width or row height is kept and only the count changes.
 */
export function planShape(
  current: GridShape,
  target: ShapeTarget,
  catalogue: Catalogue,
  materialId?: string,
  layers = 1,
): GridShape {
  const allowed = catalogue.allowedSizes;
  const rows =
    target.rowHeight !== undefined
      ? fixedRun(target.height, target.rowHeight)
      : nearestRun(target.height, allowed.height, { prefer: current.rowHeight })!;
  const widths = widthsFor(rows.count, allowed.width, holdingWidth(catalogue, materialId));
  const columns =
    target.columnWidth !== undefined
      ? fixedRun(target.width, target.columnWidth)
      : nearestRun(target.width, widths, { prefer: current.columnWidth })!;
  return {
    columns: columns.count,
    columnWidth: columns.size,
    rows: rows.count,
    rowHeight: rows.size,
    depth: snapSize(target.depth / layers, allowed.depth),
  };
}

export type DropReason = 'cubeRemoved' | 'noRoom' | 'needsTwoCubes' | 'tooNarrow';

export interface Dropped {
  id: string;
  kind: 'shelf' | 'slidingDoor' | 'bar' | 'drawers';
  reason: DropReason;
}

export interface Reflow {
  /** Every element of the design after the change: kept ones in their order, new cubes last. */
  elements: Element[];
  /** Shelves, doors and rails that no longer fit, and why. */
  dropped: Dropped[];
  shape: GridShape;
}

/** The narrowest cube a hanging rail goes in (as the cell menu's rule). */
export const railMinWidthMm = 300;

/**
 * The design rebuilt as `shape`. A cell keeps its cube (id, look, inserts); a cell past the old
 * grid gets a new cube when it would stand (on the floor or on a cube), looking like the nearest
 * old one; a hole inside the old grid stays a hole. Shelves keep their place in proportion to the
 * row's height (rounded to 10 mm) where a board of `boardMm` still fits between the cube's top and
 * bottom and the other shelves; doors keep the cubes still there (two at least); rails need a
 * cube at least 300 mm wide; drawers stay with their cube (the drawer rules judge whether they
 * still fit).
 */
export function reflow(elements: readonly Element[], shape: GridShape, options: { boardMm?: number } = {}): Reflow {
  const grid = gridOf(elements);
  if (!grid) return { elements: [...elements], dropped: [], shape };
  const board = options.boardMm ?? 18;
  const taken = new Set(elements.map((el) => el.id));
  let nextNumber = 1;
  const freshId = () => {
    while (taken.has(`cube-${nextNumber}`)) nextNumber++;
    const id = `cube-${nextNumber}`;
    taken.add(id);
    return id;
  };

  const kept = new Map<string, Cube>();
  const added: Cube[] = [];
  const filled = new Set<string>();
  const sizeOf = { width: mm(shape.columnWidth), height: mm(shape.rowHeight), depth: mm(shape.depth) };
  for (let layer = 0; layer < grid.layers; layer++) {
    for (let row = 0; row < shape.rows; row++) {
      for (let column = 0; column < shape.columns; column++) {
        const key = cellKey(column, row, layer);
        const position = {
          x: mm(grid.x0 + column * shape.columnWidth),
          y: mm(grid.y0 + row * shape.rowHeight),
          z: mm(grid.z0 + layer * shape.depth),
        };
        const old = grid.cells.get(key);
        if (old) {
          kept.set(old.id, { ...old, position, size: sizeOf });
          filled.add(key);
          continue;
        }
        const inside = column < grid.columns && row < grid.rows;
        const stands = row === 0 || filled.has(cellKey(column, row - 1, layer));
        if (inside || !stands) continue;
        const like =
          grid.cells.get(cellKey(Math.min(column, grid.columns - 1), Math.min(row, grid.rows - 1), layer)) ??
          grid.cells.values().next().value!;
        const cube: Cube = { id: freshId(), kind: 'cube', position, size: sizeOf };
        if (like.back !== undefined) cube.back = like.back;
        if (like.material !== undefined) cube.material = like.material;
        if (like.colour !== undefined) cube.colour = like.colour;
        added.push(cube);
        filled.add(key);
      }
    }
  }

  const dropped: Dropped[] = [];
  const out: Element[] = [];
  const shelvesAt = new Map<string, number[]>();
  const oldCube = (id: string) => {
    const el = elements.find((e) => e.id === id);
    return el?.kind === 'cube' ? el : undefined;
  };
  // Shelves by height, so the lower of two that would now touch is the one kept.
  const indices = [...elements.keys()];
  const shelfHeight = (i: number) => {
    const el = elements[i]!;
    return el.kind === 'shelf' ? el.height : 0;
  };
  const order = [
    ...indices.filter((i) => elements[i]!.kind === 'shelf').sort((a, b) => shelfHeight(a) - shelfHeight(b)),
    ...indices.filter((i) => elements[i]!.kind !== 'shelf'),
  ];
  const results = new Map<number, Element | null>();
  for (const i of order) {
    const el = elements[i]!;
    if (el.kind === 'cube') {
      results.set(i, kept.get(el.id) ?? null);
    } else if (el.kind === 'shelf') {
      const hosts = el.cubes.filter((id) => kept.has(id));
      if (hosts.length === 0) {
        dropped.push({ id: el.id, kind: 'shelf', reason: 'cubeRemoved' });
        results.set(i, null);
        continue;
      }
      const before = oldCube(hosts[0]!)?.size.height ?? shape.rowHeight;
      const height =
        before === shape.rowHeight ? el.height : Math.round((el.height * shape.rowHeight) / before / 10) * 10;
      const clash = hosts.some((id) => (shelvesAt.get(id) ?? []).some((h) => Math.abs(h - height) < board));
      if (height < board || height > shape.rowHeight - 2 * board || clash) {
        dropped.push({ id: el.id, kind: 'shelf', reason: 'noRoom' });
        results.set(i, null);
        continue;
      }
      for (const id of hosts) shelvesAt.set(id, [...(shelvesAt.get(id) ?? []), height]);
      results.set(i, { ...el, cubes: hosts, height: mm(height) });
    } else if (el.kind === 'slidingDoor') {
      const hosts = el.cubes.filter((id) => kept.has(id));
      if (hosts.length < 2) {
        dropped.push({ id: el.id, kind: 'slidingDoor', reason: hosts.length === 0 ? 'cubeRemoved' : 'needsTwoCubes' });
        results.set(i, null);
        continue;
      }
      results.set(i, hosts.length === el.cubes.length ? el : { ...el, cubes: hosts });
    } else if (el.kind === 'bar' && el.cube !== undefined) {
      if (!kept.has(el.cube) || shape.columnWidth < railMinWidthMm) {
        dropped.push({ id: el.id, kind: 'bar', reason: kept.has(el.cube) ? 'tooNarrow' : 'cubeRemoved' });
        results.set(i, null);
        continue;
      }
      results.set(i, el);
    } else if (el.kind === 'drawers') {
      // Drawers stay with their cube; if it is now too small for them, the drawer rules say so.
      if (!kept.has(el.cube)) {
        dropped.push({ id: el.id, kind: 'drawers', reason: 'cubeRemoved' });
        results.set(i, null);
        continue;
      }
      results.set(i, el);
    } else results.set(i, el);
  }
  for (let i = 0; i < elements.length; i++) {
    const el = results.get(i);
    if (el) out.push(el);
  }
  dropped.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { elements: [...out, ...added], dropped, shape };
}
