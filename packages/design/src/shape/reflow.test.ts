import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default.ts';
import { mm } from '../geometry/mm.ts';
import { quote } from '../quote.ts';
import type { Cube, Element } from '../schema/elements.ts';
import { gridOf, planShape, reflow, shapeSize, type GridShape } from './reflow.ts';
import { holdingWidth, maxRunCount, nearestRun, widthsFor } from './runs.ts';

const allowed = defaultCatalogue.allowedSizes;
const inForce = { version: 0, catalogue: defaultCatalogue };
const cube = (id: string, x: number, y: number, w = 400, h = 400, d = 400): Cube => ({
  id,
  kind: 'cube',
  position: { x: mm(x), y: mm(y), z: mm(0) },
  size: { width: mm(w), height: mm(h), depth: mm(d) },
});
/** The guided start's 3 × 2 shelf: cube-1..3 on the floor, cube-4..6 on top. */
const starter = (): Cube[] =>
  [0, 1].flatMap((row) => [0, 1, 2].map((col) => cube(`cube-${row * 3 + col + 1}`, col * 400, row * 400)));
const cubesOf = (elements: readonly Element[]) => elements.filter((el): el is Cube => el.kind === 'cube');
const at = (elements: readonly Element[]) =>
  cubesOf(elements).map(
    (c) => `${c.id}@${c.position.x},${c.position.y} ${c.size.width}×${c.size.height}×${c.size.depth}`,
  );

describe('nearestRun', () => {
  it('finds the count and allowed size nearest to a length, keeping the size in use on a tie', () => {
    // 1000 mm: 2 × 500 and 1 × 1000 and 5 × 200 are all exact; 500 is nearest to the 400 in use.
    expect(nearestRun(1000, allowed.width, { prefer: 400 })).toEqual({ count: 2, size: 500 });
    // 1300: nothing is exact; 6 × 200, 4 × 300, 3 × 400, 2 × 600 and 1 × 1200 are all 100 short:
    // the 400 in use wins.
    expect(nearestRun(1300, allowed.width, { prefer: 400 })).toEqual({ count: 3, size: 400 });
    // Never over 1190: the longest are 5 × 200, 2 × 500 and 1 × 1000 (1000 mm); 500 is nearest 400.
    expect(nearestRun(1190, allowed.width, { prefer: 400, within: true })).toEqual({ count: 2, size: 500 });
    expect(nearestRun(150, allowed.width, { within: true })).toBeNull();
  });
});

describe('holdingWidth', () => {
  it('is the widest cube whose bottom board holds between two rows (chipboard: 500 holds, 600 does not)', () => {
    const holding = holdingWidth(defaultCatalogue);
    expect(holding).toBeGreaterThanOrEqual(500);
    expect(holding).toBeLessThan(600);
    expect(widthsFor(2, allowed.width, holding)).toEqual([200, 300, 400, 500]);
    expect(widthsFor(1, allowed.width, holding)).toEqual(allowed.width);
  });

  it('agrees with the sag rule: two rows of 500 are orderable, two rows of 600 are not', () => {
    const rows = (w: number) => ({
      schemaVersion: 1,
      name: 't',
      settings: {},
      elements: [cube('a', 0, 0, w), cube('b', w, 0, w), cube('c', 0, 400, w), cube('d', w, 400, w)],
    });
    expect(quote(rows(500), inForce).findings.filter((f) => f.code === 'shelf_sag')).toEqual([]);
    expect(quote(rows(600), inForce).findings.filter((f) => f.code === 'shelf_sag').length).toBeGreaterThan(0);
  });
});

describe('planShape and reflow, worked examples', () => {
  const grid = gridOf(starter())!;

  it('reads the 3 × 2 shelf as a grid', () => {
    expect(grid.shape).toEqual({ columns: 3, columnWidth: 400, rows: 2, rowHeight: 400, depth: 400 });
    expect(grid.size).toEqual({ width: 1200, height: 800, depth: 400 });
  });

  it('narrows 1200 to 1000 mm: two columns of 500 (exact, nearest the 400 in use); the right column goes', () => {
    const shape = planShape(grid.shape, { width: 1000, height: 800, depth: 400 }, defaultCatalogue);
    expect(shape).toEqual({ columns: 2, columnWidth: 500, rows: 2, rowHeight: 400, depth: 400 });
    expect(at(reflow(starter(), shape).elements)).toEqual([
      'cube-1@0,0 500×400×400',
      'cube-2@500,0 500×400×400',
      'cube-4@0,400 500×400×400',
      'cube-5@500,400 500×400×400',
    ]);
  });

  it('widens to 1800 mm with two rows: six columns of 300, since 600 would sag between the rows', () => {
    const shape = planShape(grid.shape, { width: 1800, height: 800, depth: 400 }, defaultCatalogue);
    expect(shape).toEqual({ columns: 6, columnWidth: 300, rows: 2, rowHeight: 400, depth: 400 });
    const out = reflow(starter(), shape);
    expect(cubesOf(out.elements)).toHaveLength(12);
    // New cubes get fresh ids and stand beside the old ones, bottom row first.
    expect(at(out.elements).slice(6)).toEqual([
      'cube-7@900,0 300×400×400',
      'cube-8@1200,0 300×400×400',
      'cube-9@1500,0 300×400×400',
      'cube-10@900,400 300×400×400',
      'cube-11@1200,400 300×400×400',
      'cube-12@1500,400 300×400×400',
    ]);
    expect(quote({ schemaVersion: 1, name: 't', settings: {}, elements: out.elements }, inForce).orderable).toBe(true);
  });

  it('one row may use any allowed width: a 1000 mm cube doubled is two of 1000, which two rows could not hold', () => {
    const one = gridOf([cube('a', 0, 0, 1000)])!;
    expect(planShape(one.shape, { width: 2000, height: 400, depth: 400 }, defaultCatalogue)).toEqual({
      columns: 2,
      columnWidth: 1000,
      rows: 1,
      rowHeight: 400,
      depth: 400,
    });
    // Two rows of it: 1000 no longer holds; 2000 = 4 × 500 (exact, the widest that holds).
    expect(planShape(one.shape, { width: 2000, height: 800, depth: 400 }, defaultCatalogue)).toEqual({
      columns: 4,
      columnWidth: 500,
      rows: 2,
      rowHeight: 400,
      depth: 400,
    });
  });

  it('raises 800 to 1200 mm: a third row on top, looking like the row below; depth 450 snaps to 500', () => {
    const shape = planShape(grid.shape, { width: 1200, height: 1200, depth: 450 }, defaultCatalogue);
    expect(shape).toEqual({ columns: 3, columnWidth: 400, rows: 3, rowHeight: 400, depth: 500 });
    const coloured = starter().map((c) =>
      c.id === 'cube-6' ? { ...c, material: 'plywood-birch-18', colour: 'natural' } : c,
    );
    const out = reflow(coloured, shape);
    expect(at(out.elements).slice(6)).toEqual([
      'cube-7@0,800 400×400×500',
      'cube-8@400,800 400×400×500',
      'cube-9@800,800 400×400×500',
    ]);
    expect(cubesOf(out.elements).find((c) => c.id === 'cube-9')).toMatchObject({
      material: 'plywood-birch-18',
      colour: 'natural',
    });
  });

  it('a chosen column width or row height is kept; only the count follows the size', () => {
    expect(
      planShape(grid.shape, { width: 1200, height: 800, depth: 400, columnWidth: 300 }, defaultCatalogue),
    ).toMatchObject({ columns: 4, columnWidth: 300 });
    expect(
      planShape(grid.shape, { width: 1200, height: 800, depth: 400, rowHeight: 200 }, defaultCatalogue),
    ).toMatchObject({ rows: 4, rowHeight: 200 });
  });

  it('shelves keep their place in proportion where they fit; the rest are named as dropped', () => {
    const elements: Element[] = [
      ...starter(),
      { id: 'shelf-1', kind: 'shelf', cubes: ['cube-1'], height: mm(190) },
      { id: 'shelf-2', kind: 'shelf', cubes: ['cube-2'], height: mm(300) },
      { id: 'shelf-3', kind: 'shelf', cubes: ['cube-3'], height: mm(340) },
    ];
    // Rows of 200: 190 → 95 → 100 and 300 → 150 fit (a board 18 mm, up to 200 − 36 = 164); 340 → 170 does not.
    const out = reflow(elements, { columns: 3, columnWidth: 400, rows: 2, rowHeight: 200, depth: 400 });
    expect(out.elements.filter((el) => el.kind === 'shelf')).toEqual([
      { id: 'shelf-1', kind: 'shelf', cubes: ['cube-1'], height: 100 },
      { id: 'shelf-2', kind: 'shelf', cubes: ['cube-2'], height: 150 },
    ]);
    expect(out.dropped).toEqual([{ id: 'shelf-3', kind: 'shelf', reason: 'noRoom' }]);
  });

  it('doors keep the cubes still there (two at least); rails need 300 mm; drawers stay with their cube; inserts of removed cubes go', () => {
    const elements: Element[] = [
      ...starter(),
      { id: 'door-1', kind: 'slidingDoor', cubes: ['cube-4', 'cube-5', 'cube-6'], leaves: 2 },
      { id: 'bar-1', kind: 'bar', cube: 'cube-1' },
      { id: 'shelf-1', kind: 'shelf', cubes: ['cube-3'], height: mm(190) },
      { id: 'drawers-1', kind: 'drawers', cube: 'cube-2', count: 2 },
    ];
    const two = reflow(elements, { columns: 2, columnWidth: 400, rows: 2, rowHeight: 400, depth: 400 });
    expect(two.elements.find((el) => el.id === 'door-1')).toEqual({
      id: 'door-1',
      kind: 'slidingDoor',
      cubes: ['cube-4', 'cube-5'],
      leaves: 2,
    });
    expect(two.elements.find((el) => el.id === 'bar-1')).toEqual({ id: 'bar-1', kind: 'bar', cube: 'cube-1' });
    expect(two.dropped).toEqual([{ id: 'shelf-1', kind: 'shelf', reason: 'cubeRemoved' }]);
    expect(two.elements.find((el) => el.id === 'drawers-1')).toEqual({
      id: 'drawers-1',
      kind: 'drawers',
      cube: 'cube-2',
      count: 2,
    });
    const one = reflow(elements, { columns: 1, columnWidth: 200, rows: 2, rowHeight: 400, depth: 400 });
    expect(one.dropped).toEqual([
      { id: 'bar-1', kind: 'bar', reason: 'tooNarrow' },
      { id: 'door-1', kind: 'slidingDoor', reason: 'needsTwoCubes' },
      { id: 'drawers-1', kind: 'drawers', reason: 'cubeRemoved' },
      { id: 'shelf-1', kind: 'shelf', reason: 'cubeRemoved' },
    ]);
  });

  it('cubes one behind another stay two layers: 1000 mm deep is two of 500, the front layer moved forward', () => {
    const back = (id: string, x: number, z: number): Cube => ({
      ...cube(id, x, 0),
      position: { x: mm(x), y: mm(0), z: mm(z) },
    });
    const two = [back('b1', 0, 0), back('b2', 400, 0), back('f1', 0, 400), back('f2', 400, 400)];
    const grid2 = gridOf(two)!;
    expect(grid2.layers).toBe(2);
    expect(grid2.size).toEqual({ width: 800, height: 400, depth: 800 });
    const shape = planShape(
      grid2.shape,
      { width: 1200, height: 400, depth: 1000 },
      defaultCatalogue,
      undefined,
      grid2.layers,
    );
    expect(shape).toEqual({ columns: 3, columnWidth: 400, rows: 1, rowHeight: 400, depth: 500 });
    expect(cubesOf(reflow(two, shape).elements).map((c) => `${c.id}@${c.position.x},${c.position.z}`)).toEqual([
      'b1@0,0',
      'b2@400,0',
      'f1@0,500',
      'f2@400,500',
      'cube-1@800,0',
      'cube-2@800,500',
    ]);
  });

  it('a hole in the grid stays a hole, and nothing is put above it', () => {
    // An L: two on the floor, one on the left on top; two rows → three: only the left column grows.
    const out = reflow([cube('a', 0, 0), cube('b', 400, 0), cube('c', 0, 400)], {
      columns: 2,
      columnWidth: 400,
      rows: 3,
      rowHeight: 400,
      depth: 400,
    });
    expect(at(out.elements)).toEqual([
      'a@0,0 400×400×400',
      'b@400,0 400×400×400',
      'c@0,400 400×400×400',
      'cube-1@0,800 400×400×400',
    ]);
  });
});

describe('reflow, properties', () => {
  const shapes = fc.record({
    columns: fc.integer({ min: 1, max: 5 }),
    columnWidth: fc.constantFrom(...allowed.width),
    rows: fc.integer({ min: 1, max: 4 }),
    rowHeight: fc.constantFrom(...allowed.height),
    depth: fc.constantFrom(...allowed.depth),
  });
  const targets = fc.record({
    width: fc.integer({ min: 1, max: 6000 }),
    height: fc.integer({ min: 1, max: 3000 }),
    depth: fc.integer({ min: 1, max: 900 }),
  });
  const gridCubes = (shape: GridShape): Cube[] => {
    const out: Cube[] = [];
    for (let r = 0; r < shape.rows; r++)
      for (let c = 0; c < shape.columns; c++)
        out.push(
          cube(
            `cube-${out.length + 1}`,
            c * shape.columnWidth,
            r * shape.rowHeight,
            shape.columnWidth,
            shape.rowHeight,
            shape.depth,
          ),
        );
    return out;
  };
  /** Brute force: the least distance any count (up to the limit) of any of the sizes comes to. */
  const bestDistance = (target: number, sizes: readonly number[]) => {
    let best = Infinity;
    for (const s of sizes) for (let n = 1; n <= maxRunCount; n++) best = Math.min(best, Math.abs(n * s - target));
    return best;
  };

  it('uses only allowed sizes, fills the grid without overlaps, and is as near the target as any grid can be', () => {
    fc.assert(
      fc.property(shapes, targets, (from, target) => {
        const before = gridCubes(from);
        const shape = planShape(gridOf(before)!.shape, target, defaultCatalogue);
        const out = cubesOf(reflow(before, shape).elements);
        for (const c of out) {
          expect(allowed.width).toContain(c.size.width);
          expect(allowed.height).toContain(c.size.height);
          expect(allowed.depth).toContain(c.size.depth);
        }
        expect(out).toHaveLength(shape.columns * shape.rows);
        expect(new Set(out.map((c) => `${c.position.x},${c.position.y}`)).size).toBe(out.length);
        const size = shapeSize(shape);
        expect(Math.abs(size.height - target.height)).toBe(bestDistance(target.height, allowed.height));
        expect(Math.abs(size.width - target.width)).toBe(
          bestDistance(target.width, widthsFor(shape.rows, allowed.width, holdingWidth(defaultCatalogue))),
        );
        expect(Math.abs(size.depth - target.depth)).toBe(
          Math.min(...allowed.depth.map((d) => Math.abs(d - target.depth))),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every insert or says it dropped it; kept ones name cubes that are there and fit', () => {
    const inserts = fc.array(
      fc.record({
        kind: fc.constantFrom('shelf', 'slidingDoor', 'bar'),
        host: fc.nat(19),
        height: fc.integer({ min: 20, max: 2000 }),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(shapes, shapes, inserts, (from, to, list) => {
        const cubes = gridCubes(from);
        const elements: Element[] = [...cubes];
        list.forEach((ins, i) => {
          const host = cubes[ins.host % cubes.length]!;
          if (ins.kind === 'shelf') {
            if (ins.height <= host.size.height - 36)
              elements.push({ id: `s${i}`, kind: 'shelf', cubes: [host.id], height: mm(ins.height) });
          } else if (ins.kind === 'bar') elements.push({ id: `b${i}`, kind: 'bar', cube: host.id });
          else {
            const next = cubes.find(
              (c) => c.position.y === host.position.y && c.position.x === host.position.x + host.size.width,
            );
            if (next) elements.push({ id: `d${i}`, kind: 'slidingDoor', cubes: [host.id, next.id] });
          }
        });
        const out = reflow(elements, to);
        const ids = new Set(out.elements.map((el) => el.id));
        for (const el of elements)
          if (el.kind !== 'cube') expect(ids.has(el.id) !== out.dropped.some((d) => d.id === el.id)).toBe(true);
        const cubeIds = new Set(cubesOf(out.elements).map((c) => c.id));
        for (const el of out.elements) {
          if (el.kind === 'shelf') {
            expect(el.cubes.every((id) => cubeIds.has(id))).toBe(true);
            expect(el.height).toBeGreaterThanOrEqual(18);
            expect(el.height).toBeLessThanOrEqual(to.rowHeight - 36);
          }
          if (el.kind === 'slidingDoor') expect(el.cubes.filter((id) => cubeIds.has(id)).length).toBe(el.cubes.length);
          if (el.kind === 'slidingDoor') expect(el.cubes.length).toBeGreaterThanOrEqual(2);
          if (el.kind === 'bar') expect(cubeIds.has(el.cube!) && to.columnWidth >= 300).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
