// Generated designs for property tests (fast-check): random grids, L-shapes, towers, wide cubes on
// narrow ones, mixed widths, depths 300–600, both connector systems, backs, shelves, doors, rails,
// drawers and connector overrides — every one a design (it validates), about half without errors.
// Used by the workshop's property (cnc/workshop.test.ts) and the 3D files' (@kubik/documents model3d).
import fc from 'fast-check';
import { mostDrawers } from '../parts/drawers.ts';
import type { ElementInput } from '../schema/document.ts';

const cube = (
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  depth: number,
  extra: object = {},
): ElementInput =>
  ({ id, kind: 'cube', position: { x, y, z: 0 }, size: { width, height, depth }, ...extra }) as ElementInput;

const widths = [200, 300, 400, 500, 600, 800, 1200] as const;
const depths = [300, 400, 500, 600] as const;
const heights = [200, 300, 400, 600, 800, 2000] as const;

/**
 * Columns side by side, each a stack of cubes of its own width and depth (towers, L-shapes, mixed
 * widths and depths), or rows stacked from x = 0, each of its own cube widths, height and depth
 * (grids, a wide cube on narrow ones, overhangs); with shelves, a door over a row, rails, a
 * connector of the other system, backs and materials at random.
 */
export const generatedDesigns = fc
  .record({
    columns: fc.boolean(),
    shape: fc.array(
      fc.record({
        widths: fc.array(fc.constantFrom(...widths), { minLength: 1, maxLength: 4 }),
        height: fc.constantFrom(...heights),
        depth: fc.constantFrom(...depths),
        count: fc.integer({ min: 1, max: 4 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    steel: fc.boolean(),
    backs: fc.boolean(),
    oak: fc.boolean(),
    shelves: fc.array(fc.record({ cell: fc.nat(), at: fc.double({ min: 0.1, max: 0.8, noNaN: true }) }), {
      maxLength: 4,
    }),
    /** Shelves at one height in every cube of a row: neighbours' pins meet one partition from both faces. */
    shelfRow: fc.option(fc.record({ row: fc.nat(), at: fc.double({ min: 0.1, max: 0.8, noNaN: true }) }), {
      nil: undefined,
    }),
    door: fc.option(fc.nat(), { nil: undefined }),
    rail: fc.option(fc.nat(), { nil: undefined }),
    connector: fc.option(fc.nat(), { nil: undefined }),
    /** Drawers (issue 22) in cubes without shelves, rails or doors, as many as each cube takes. */
    drawers: fc.array(fc.record({ cell: fc.nat(), count: fc.integer({ min: 1, max: 4 }) }), { maxLength: 4 }),
  })
  .map((g) => {
    const cells: { id: string; x: number; y: number; w: number; h: number; d: number }[] = [];
    const rows: string[][] = [];
    if (g.columns) {
      let x = 0;
      g.shape.forEach((col, c) => {
        const w = col.widths[0]!;
        for (let r = 0; r < col.count; r++)
          cells.push({ id: `c${c}-${r}`, x, y: r * col.height, w, h: col.height, d: col.depth });
        x += w;
      });
    } else {
      let y = 0;
      g.shape.forEach((row, r) => {
        let x = 0;
        const ids: string[] = [];
        row.widths.forEach((w, c) => {
          cells.push({ id: `r${r}-${c}`, x, y, w, h: row.height, d: row.depth });
          ids.push(`r${r}-${c}`);
          x += w;
        });
        rows.push(ids);
        y += row.height;
      });
    }
    // Bottoms off the floor wider than chipboard holds (541 mm, a sag error) are birch plywood up to 600 mm wide.
    const materialOf = (c: (typeof cells)[number], i: number) =>
      c.y > 0 && c.w > 500 && c.w <= 600 ? 'plywood-birch-18' : g.oak && i % 3 === 1 ? 'chipboard-oak-18' : undefined;
    const elements: ElementInput[] = cells.map((c, i) => {
      const material = materialOf(c, i);
      return cube(
        c.id,
        c.x,
        c.y,
        c.w,
        c.h,
        c.d,
        material === undefined ? {} : { material, ...(material === 'plywood-birch-18' ? { colour: 'natural' } : {}) },
      );
    });
    // Drawers: in cubes 300 mm wide or more, at most as many as leave 100 mm fronts (the inside is
    // the height less 36 mm at most); not with steel corners, whose brackets are in the runners' way.
    // Nor beside the connector override (a steel corner there: drawers_hit_corner).
    const drawered = new Set<string>();
    const k = g.connector === undefined ? undefined : cells[g.connector % cells.length]!;
    if (!g.steel) {
      g.drawers.forEach((d, i) => {
        const c = cells[d.cell % cells.length]!;
        const most = mostDrawers(c.h - 36, 3, 100);
        const nearOverride = k !== undefined && k.x >= c.x && k.x <= c.x + c.w && k.y >= c.y && k.y <= c.y + c.h;
        if (c.w < 300 || most === 0 || drawered.has(c.id) || nearOverride) return;
        drawered.add(c.id);
        elements.push({ id: `drawers${i}`, kind: 'drawers', cube: c.id, count: Math.min(d.count, most) });
      });
    }
    // Shelves at least 30 mm apart in a cube (closer ones are refused: shelves_too_close).
    const heights = new Map<string, number[]>();
    const shelf = (id: string, cube: string, height: number) => {
      if (drawered.has(cube)) return;
      if (cells.find((c) => c.id === cube)!.w > 500) return; // a chipboard shelf sags past the limit over 541 mm
      const taken = heights.get(cube) ?? [];
      if (taken.some((h) => Math.abs(h - height) < 30)) return;
      heights.set(cube, [...taken, height]);
      elements.push({ id, kind: 'shelf', cubes: [cube], height });
    };
    g.shelves.forEach((s, i) => {
      const c = cells[s.cell % cells.length]!;
      shelf(`s${i}`, c.id, Math.round(40 + s.at * (c.h - 100)));
    });
    if (g.shelfRow && rows.length > 0) {
      const ids = rows[g.shelfRow.row % rows.length]!;
      const h = cells.find((c) => c.id === ids[0])!.h;
      ids.forEach((id, i) => shelf(`row-shelf${i}`, id, Math.round(40 + g.shelfRow!.at * (h - 100))));
    }
    const row = g.door === undefined ? undefined : rows[g.door % Math.max(1, rows.length)];
    // Doors on rows of one carcass (one material, no longer than a board: door_across_units), wide
    // enough for two 400 mm leaves with 450 mm to reach in (door_opening_too_narrow, issue 21).
    const rowCells = row?.map((id) => cells.find((c) => c.id === id)!) ?? [];
    const rowWidth = rowCells.reduce((n, c) => n + c.w, 0);
    const oneMaterial = new Set(rowCells.map((c) => materialOf(c, cells.indexOf(c)))).size <= 1;
    if (
      row &&
      row.length >= 2 &&
      rowWidth >= 1000 &&
      rowWidth <= 2700 &&
      oneMaterial &&
      !row.some((id) => drawered.has(id))
    )
      elements.push({ id: 'door', kind: 'slidingDoor', cubes: row });
    if (g.rail !== undefined) {
      const c = cells[g.rail % cells.length]!;
      if (c.w >= 300 && !drawered.has(c.id)) elements.push({ id: 'rail', kind: 'bar', cube: c.id });
    }
    if (g.connector !== undefined) {
      const c = cells[g.connector % cells.length]!;
      elements.push({
        id: 'k',
        kind: 'connector',
        at: { x: c.x, y: c.y, z: Math.round(c.d / 2) },
        type: g.steel ? 'camLock' : 'steelCorner',
      });
    }
    return {
      schemaVersion: 1,
      name: 'generated',
      settings: { backs: g.backs, connectorSystem: g.steel ? 'steelCorner' : 'camLock' },
      elements,
    };
  });
