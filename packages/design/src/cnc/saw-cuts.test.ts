// The saw diagram's cut sequence and offcuts: a sheet worked by hand, and for any nested sheet the
// cuts partition it (pieces + offcuts + trim + kerf = the sheet, nothing overlapping) and free
// every placed part.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nest } from '../nesting/nest.ts';
import type { Cut, Placement, SheetPlan } from '../nesting/types.ts';
import { guillotineCuts, pieceLabel, sawPlan, type Rect } from './saw-cuts.ts';

const H = 'horizontal',
  V = 'vertical';
const cut = (
  stage: Cut['stage'],
  orientation: Cut['orientation'],
  position: number,
  from: number,
  to: number,
): Cut => ({ stage, orientation, position, from, to });
const part = (itemId: string, x: number, y: number, width: number, height: number): Placement => ({
  itemId,
  copy: 0,
  x,
  y,
  width,
  height,
  rotated: false,
});

// 1000 × 600, kerf 4, trim 10 (usable 10…990 × 10…590). Strip 1 (y 10…310): P1 400 × 300, then a
// stack of P2 300 × 200; strip 2 (y 314…564): Q 500 × 250.
const placements = [part('P1', 10, 10, 400, 300), part('P2', 414, 10, 300, 200), part('Q', 10, 314, 500, 250)];
const cuts: Cut[] = [
  cut(0, H, 6, 0, 1000),
  cut(0, H, 590, 0, 1000),
  cut(0, V, 6, 10, 590),
  cut(0, V, 990, 10, 590),
  cut(1, H, 310, 10, 990),
  cut(1, H, 564, 10, 990),
  cut(2, V, 410, 10, 310),
  cut(2, V, 714, 10, 310),
  cut(2, V, 510, 314, 564),
  cut(3, H, 210, 414, 714),
];
const sheet: SheetPlan = {
  width: 1000,
  height: 600,
  placements,
  strips: [],
  cuts,
  partArea: 305_000,
  utilisation: 305_000 / 600_000,
};
const stock = { kerf: 4, trim: 10 };
const area = (rs: readonly Rect[]) => rs.reduce((sum, r) => sum + r.width * r.height, 0);
const box = (r: Rect) => [r.x, r.y, r.width, r.height];

describe('sawPlan, worked by hand', () => {
  it('numbers the cuts in the saw order, adds their lengths and finds the offcuts, the waste and the trim', () => {
    const plan = sawPlan(sheet, stock);
    expect(plan.cuts.map((c) => [c.number, c.stage, c.position, c.length])).toEqual([
      [1, 0, 6, 1000],
      [2, 0, 590, 1000],
      [3, 0, 6, 580],
      [4, 0, 990, 580],
      [5, 1, 310, 980],
      [6, 1, 564, 980],
      [7, 2, 410, 300],
      [8, 2, 714, 300],
      [9, 2, 510, 250],
      [10, 3, 210, 300],
    ]);
    // 2 × 1000 + 2 × 580 + 2 × 980 + 300 + 300 + 250 + 300
    expect(plan.cutLength).toBe(6270);
    expect(plan.pieces.map((p) => [p.placement, ...box(p)])).toEqual([
      [0, 10, 10, 400, 300],
      [1, 414, 10, 300, 200],
      [2, 10, 314, 500, 250],
    ]);
    const kept = (kind: string) =>
      plan.offcuts
        .filter((o) => o.kind === kind)
        .map(box)
        .sort((a, b) => a[1]! - b[1]! || a[0]! - b[0]!);
    // Beside P1 and P2 in strip 1 and beside Q: offcuts; above P2 (96 mm) and above strip 2 (22 mm): narrower than 100 mm, waste.
    expect(kept('offcut')).toEqual([
      [718, 10, 272, 300],
      [514, 314, 476, 250],
    ]);
    expect(kept('waste')).toEqual([
      [414, 214, 300, 96],
      [10, 568, 980, 22],
    ]);
    expect(
      plan.offcuts
        .filter((o) => o.kind === 'trim')
        .map(box)
        .sort(),
    ).toEqual(
      [
        [0, 0, 1000, 6],
        [0, 594, 1000, 6],
        [0, 10, 6, 580],
        [994, 10, 6, 580],
      ].sort(),
    );
    // Kerf: 4 × (2 × 1000 + 2 × 580 + 2 × 980 + 300 + 300 + 250 + 300) = 25,080 mm²; pieces 305,000; offcuts and waste 250,960; trim 18,960.
    expect(area(plan.kerfs)).toBe(25_080);
    expect(area(plan.offcuts.filter((o) => o.kind !== 'trim'))).toBe(250_960);
    expect(area(plan.pieces) + area(plan.offcuts) + area(plan.kerfs)).toBe(600_000);
  });

  it('derives the same cuts from the placed rectangles alone', () => {
    expect(guillotineCuts(sheet, stock)).toEqual(cuts);
    expect(sawPlan({ ...sheet, cuts: [] }, stock)).toEqual(sawPlan(sheet, stock));
  });

  it('refuses a layout no guillotine saw can cut (a pinwheel) and a cut across nothing', () => {
    const pinwheel = [
      part('a', 0, 0, 60, 40),
      part('b', 60, 0, 40, 60),
      part('c', 40, 60, 60, 40),
      part('d', 0, 40, 40, 60),
    ];
    const wheel: SheetPlan = { ...sheet, width: 100, height: 100, placements: pinwheel, cuts: [] };
    expect(() => sawPlan(wheel, { kerf: 0, trim: 0 })).toThrow(/not a guillotine/);
    expect(() => sawPlan({ ...sheet, cuts: [...cuts, cut(3, H, 100, 0, 1000)] }, stock)).toThrow(
      /runs across no piece/,
    );
  });

  it('labels a piece by its part number and its 1-based index among the part’s pieces', () => {
    expect(pieceLabel('V001', 1, 4)).toBe('V001 1/4');
  });
});

const overlap = (a: Rect, b: Rect) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1e-6 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1e-6;

describe('sawPlan, for any nested sheet', () => {
  it('partitions the sheet into pieces, offcuts, trim and kerf, and frees every part by cuts', () => {
    const items = fc.array(
      fc.record({
        width: fc.integer({ min: 50, max: 1200 }),
        height: fc.integer({ min: 50, max: 900 }),
        copies: fc.integer({ min: 1, max: 4 }),
      }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(
        items,
        fc.constantFrom(0, 3, 4),
        fc.constantFrom(0, 5, 10),
        fc.boolean(),
        (list, kerf, trim, allowRotation) => {
          const plan = nest(
            list.map((it, i) => ({ id: `P${i}`, ...it })),
            { sheetWidth: 1400, sheetHeight: 1000, kerf, trim, allowRotation, timeBudgetMs: 5, workBudget: 2_000 },
          );
          for (const s of plan.sheets) {
            for (const saw of [sawPlan(s, { kerf, trim }), sawPlan({ ...s, cuts: [] }, { kerf, trim })]) {
              expect(saw.pieces.map((p) => p.placement).sort((a, b) => a - b)).toEqual(s.placements.map((_, i) => i));
              const all = [...saw.pieces, ...saw.offcuts, ...saw.kerfs].filter((r) => r.width * r.height > 0);
              expect(area(all)).toBeCloseTo(s.width * s.height, 3);
              for (const [i, a] of all.entries()) {
                expect(
                  a.x >= -1e-6 && a.y >= -1e-6 && a.x + a.width <= s.width + 1e-6 && a.y + a.height <= s.height + 1e-6,
                ).toBe(true);
                for (const b of all.slice(i + 1)) expect(overlap(a, b)).toBe(false);
              }
              expect(saw.cuts.map((c) => c.number)).toEqual(saw.cuts.map((_, i) => i + 1));
              // First stage first: the stages never go back down.
              expect(saw.cuts.every((c, i) => i === 0 || c.stage >= saw.cuts[i - 1]!.stage)).toBe(true);
              expect(saw.cutLength).toBeCloseTo(
                saw.cuts.reduce((sum, c) => sum + c.to - c.from, 0),
                6,
              );
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
