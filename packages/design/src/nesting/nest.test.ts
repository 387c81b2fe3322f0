import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkCuttingPlan } from './checkCuttingPlan.ts';
import { nest, nestByMaterial } from './nest.ts';
import type { CuttingPlan, NestingItem } from './types.ts';

const exact = { kerf: 0, trim: 0, sheetWidth: 100, sheetHeight: 100 };

describe('nest, worked examples', () => {
  it('puts four quarter-sheet parts on one sheet: two strips of two stacks', () => {
    const items = [{ id: 'q', width: 50, height: 50, copies: 4 }];
    const plan = nest(items, exact);
    expect(plan.sheets).toHaveLength(1);
    const sheet = plan.sheets[0]!;
    expect(sheet.utilisation).toBe(1);
    expect(plan.utilisation).toBe(1);
    expect(sheet.strips.map((s) => [s.y, s.height, s.stacks.length])).toEqual([
      [0, 50, 2],
      [50, 50, 2],
    ]);
    // One strip cut across the sheet, then one stack cut across each strip; edges need no cut.
    expect(sheet.cuts).toEqual([
      { stage: 1, orientation: 'horizontal', position: 50, from: 0, to: 100 },
      { stage: 2, orientation: 'vertical', position: 50, from: 0, to: 50 },
      { stage: 2, orientation: 'vertical', position: 50, from: 50, to: 100 },
    ]);
    expect(checkCuttingPlan(items, plan)).toEqual([]);
  });

  it('leaves kerf between parts and trims the edges: 38 + 4 + 38 fills the 80 mm usable width', () => {
    const items = [{ id: 'a', width: 38, height: 38, copies: 4 }];
    const plan = nest(items, { sheetWidth: 100, sheetHeight: 100, kerf: 4, trim: 10 });
    expect(plan.sheets).toHaveLength(1);
    const xs = plan.sheets[0]!.placements.map((p) => [p.x, p.y]).sort((a, b) => a[1]! - b[1]! || a[0]! - b[0]!);
    expect(xs).toEqual([
      [10, 10],
      [52, 10],
      [10, 52],
      [52, 52],
    ]);
    expect(plan.sheets[0]!.cuts.filter((c) => c.stage === 0)).toHaveLength(4);
    expect(checkCuttingPlan(items, plan)).toEqual([]);
  });

  it('needs a second sheet when the kerf makes two parts too wide: 39 + 4 + 39 > 80', () => {
    const items = [{ id: 'a', width: 39, height: 38, copies: 4 }];
    const plan = nest(items, { sheetWidth: 100, sheetHeight: 100, kerf: 4, trim: 10 });
    expect(plan.sheets).toHaveLength(2);
    expect(plan.lowerBound).toBe(2);
    expect(checkCuttingPlan(items, plan)).toEqual([]);
  });

  it('stacks parts of one width in a stack and trims a narrower one (third and fourth stage)', () => {
    const items = [
      { id: 'tall', width: 60, height: 100 },
      { id: 'low', width: 40, height: 60 },
      { id: 'narrow', width: 30, height: 40 },
    ];
    const plan = nest(items, exact);
    expect(plan.sheets).toHaveLength(1);
    const stages = plan.sheets[0]!.cuts.map((c) => c.stage);
    expect(stages).toContain(3);
    expect(stages).toContain(4);
    expect(checkCuttingPlan(items, plan)).toEqual([]);
  });

  it('reports a part larger than the usable sheet instead of failing', () => {
    const items = [
      { id: 'door', width: 90, height: 10 },
      { id: 'shelf', width: 20, height: 20, copies: 2 },
    ];
    const plan = nest(items, { sheetWidth: 100, sheetHeight: 100, kerf: 4, trim: 10, allowRotation: true });
    expect(plan.unplaceable).toEqual([
      { itemId: 'door', copy: 0, width: 90, height: 10, reason: 'larger than the usable sheet (80 × 80 mm)' },
    ]);
    expect(plan.sheets).toHaveLength(1);
    expect(checkCuttingPlan(items, plan)).toEqual([]);
  });

  it('turns a part only when rotation is allowed and the part has no grain', () => {
    const items = [{ id: 'side', width: 40, height: 90 }];
    const sheet = { sheetWidth: 100, sheetHeight: 50, kerf: 0, trim: 0 };
    expect(nest(items, { ...sheet, allowRotation: true }).sheets[0]!.placements[0]!.rotated).toBe(true);
    expect(nest(items, sheet).unplaceable).toHaveLength(1);
    expect(nest([{ ...items[0]!, canRotate: false }], { ...sheet, allowRotation: true }).unplaceable).toHaveLength(1);
  });

  it('reports every part when the stock itself is impossible', () => {
    const plan = nest([{ id: 'a', width: 10, height: 10, copies: 2 }], { sheetWidth: 100, sheetHeight: 100, trim: 60 });
    expect(plan.sheets).toEqual([]);
    expect(plan.unplaceable.map((u) => u.reason)).toEqual([
      'the trim leaves no usable sheet',
      'the trim leaves no usable sheet',
    ]);
  });

  it('nests each material on its own stock and never mixes them', () => {
    const plans = nestByMaterial([
      { material: 'oak 19', items: [{ id: 'top', width: 60, height: 60 }], options: { ...exact } },
      {
        material: 'birch 12',
        items: [{ id: 'back', width: 60, height: 60, copies: 2 }],
        options: { ...exact, sheetWidth: 200 },
      },
    ]);
    expect(plans.map((p) => [p.material, p.plan.sheets.length, p.plan.sheets[0]!.width])).toEqual([
      ['oak 19', 1, 100],
      ['birch 12', 1, 200],
    ]);
    expect(plans[1]!.plan.sheets[0]!.placements.map((p) => p.itemId)).toEqual(['back', 'back']);
  });

  it('gives the same plan for the same seed', () => {
    const items = Array.from({ length: 30 }, (_, i) => ({
      id: `p${i}`,
      width: 7 + ((i * 37) % 41),
      height: 5 + ((i * 53) % 47),
    }));
    const options = { sheetWidth: 100, sheetHeight: 100, kerf: 2, trim: 0, workBudget: 100_000, timeBudgetMs: 60_000 };
    expect(timeless(nest(items, options))).toEqual(timeless(nest(items, options)));
  });

  it('mixes narrower parts into the strips of a big repetitive order (the 2,000-cube unit)', () => {
    // Usable width 2780 + 4 kerf = 2784: six 404 mm parts leave 360 mm, but five 404 + 386 + 377
    // = 2783 fit (or four 404 + three 386), so each of a sheet's five strips holds seven parts:
    // 4600 / 35 → 132 sheets (area bound 128). Offering only the 96 largest parts, all of one
    // kind, made strips of six and 145 sheets.
    const items = [
      { id: 'V001', width: 382, height: 400, copies: 1320 },
      { id: 'V002', width: 373, height: 400, copies: 880 },
      { id: 'H001', width: 400, height: 400, copies: 2400 },
    ];
    const options = { allowRotation: true, workBudget: 100_000, timeBudgetMs: 60_000 };
    const plan = nest(items, options);
    expect(plan.sheets).toHaveLength(132);
    expect(plan.sheets.slice(0, -1).every((sheet) => sheet.placements.length === 35)).toBe(true);
    const rows = plan.sheets.flatMap((sheet) =>
      sheet.strips.map((strip) =>
        strip.stacks
          .map((s) => s.width)
          .sort()
          .join(' '),
      ),
    );
    expect(rows).toContain('382 382 382 400 400 400 400');
    expect(checkCuttingPlan(items, plan)).toEqual([]);
    // Repeated knapsacks are looked up, never answered differently.
    expect(timeless(nest(items, options))).toEqual(timeless(plan));
  });
});

/** A plan without the time its search took, the one part of it that differs between runs. */
const timeless = (plan: CuttingPlan) => ({ ...plan, search: { ...plan.search, ms: 0 } });

const itemsArb = (maxSide: number) =>
  fc
    .array(
      fc.record({
        width: fc.integer({ min: 1, max: maxSide }),
        height: fc.integer({ min: 1, max: maxSide }),
        copies: fc.integer({ min: 0, max: 3 }),
        canRotate: fc.boolean(),
      }),
      { maxLength: 20 },
    )
    .map((rows): NestingItem[] => rows.map((row, i) => ({ id: `p${i}`, ...row })));

describe('nest, properties', () => {
  it('never overlaps parts or the trim, places each part once, respects grain, cuts guillotine', () => {
    fc.assert(
      fc.property(
        fc.record({
          sheetWidth: fc.integer({ min: 20, max: 300 }),
          sheetHeight: fc.integer({ min: 20, max: 300 }),
          kerf: fc.integer({ min: 0, max: 5 }),
          trim: fc.integer({ min: 0, max: 8 }),
          allowRotation: fc.boolean(),
          seed: fc.integer({ min: 0, max: 1000 }),
        }),
        itemsArb(160),
        (options, items) => {
          const plan = nest(items, { ...options, workBudget: 20_000, timeBudgetMs: 60_000 });
          expect(checkCuttingPlan(items, plan)).toEqual([]);
          expect(plan.sheets.length).toBeGreaterThanOrEqual(plan.lowerBound);
          for (const sheet of plan.sheets) expect(sheet.utilisation).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('stays sound with fractional sizes, kerf and trim (no drift at shared edges)', () => {
    const size = fc.double({ min: 0.5, max: 160, noNaN: true });
    fc.assert(
      fc.property(
        fc.record({
          kerf: fc.double({ min: 0, max: 5, noNaN: true }),
          trim: fc.double({ min: 0, max: 8, noNaN: true }),
          allowRotation: fc.boolean(),
        }),
        fc.array(fc.record({ width: size, height: size, copies: fc.integer({ min: 1, max: 3 }) }), { maxLength: 15 }),
        (options, rows) => {
          const items = rows.map((row, i) => ({ id: `p${i}`, ...row }));
          const plan = nest(items, {
            ...options,
            sheetWidth: 250,
            sheetHeight: 180,
            workBudget: 10_000,
            timeBudgetMs: 60_000,
          });
          expect(checkCuttingPlan(items, plan)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
