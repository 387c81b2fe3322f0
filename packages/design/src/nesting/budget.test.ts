import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { benchSamples } from './benchSamples.ts';
import { checkCuttingPlan } from './checkCuttingPlan.ts';
import { parseItemsCsv } from './csv.ts';
import { nest, workBudgetOf } from './nest.ts';
import { createRandom } from './random.ts';
import { prepareProblem } from './Problem.ts';
import { fillSheet } from './StripFill.ts';
import { defaultNestingOptions, WORK_UNITS_PER_MS, type NestingItem } from './types.ts';

function sample(name: string): { items: NestingItem[]; sheet: number } {
  const found = benchSamples.find((s) => s.name === name)!;
  const items = parseItemsCsv(
    `ID,WIDTH,HEIGHT\n${found.parts
      .split(';')
      .map((p, i) => `${i},${p}`)
      .join('\n')}\n`,
  );
  if (!items.ok) throw new Error(items.error);
  return { items: items.value, sheet: found.sheet };
}

const bench = (sheet: number) => ({ sheetWidth: sheet, sheetHeight: sheet, kerf: 0, trim: 0 });

describe('nest, search budget', () => {
  it('a larger work budget never gives more sheets for the same seed, and the budget is spent', () => {
    // Class 4, 40 parts: one sheet holds them all (best known 1); 20,000 units find 2, 100,000 find 1.
    const { items, sheet } = sample('Class_04.2bp_40_1');
    const sheetsWith = (workBudget: number, seed: number) => {
      const plan = nest(items, { ...bench(sheet), workBudget, timeBudgetMs: 600_000, seed });
      expect(checkCuttingPlan(items, plan)).toEqual([]);
      return plan;
    };
    expect(sheetsWith(20_000, 1).sheets).toHaveLength(2);
    expect(sheetsWith(20_000, 1).search).toMatchObject({ stoppedBy: 'work', workBudget: 20_000 });
    expect(sheetsWith(20_000, 1).search.workUnits).toBeGreaterThan(20_000);
    expect(sheetsWith(100_000, 1).sheets).toHaveLength(1);
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 60_000 }),
        fc.integer({ min: 1, max: 60_000 }),
        fc.integer({ min: 0, max: 99 }),
        (small, extra, seed) => {
          expect(sheetsWith(small + extra, seed).sheets.length).toBeLessThanOrEqual(
            sheetsWith(small, seed).sheets.length,
          );
        },
      ),
      { numRuns: 12 },
    );
  });

  it('stops as soon as it reaches the lower bound, long before its budget', () => {
    // 100 × 100 sheets: eight 50 × 50 squares and two 100 × 50 halves tile exactly three sheets.
    const items = [
      { id: 'q', width: 50, height: 50, copies: 8 },
      { id: 'h', width: 100, height: 50, copies: 2 },
    ];
    const plan = nest(items, { ...bench(100), timeBudgetMs: 60_000 });
    expect(plan.lowerBound).toBe(3);
    expect(plan.sheets.map((s) => s.utilisation)).toEqual([1, 1, 1]);
    expect(plan.search.stoppedBy).toBe('lowerBound');
    expect(plan.search.workBudget).toBe(60_000 * WORK_UNITS_PER_MS);
    expect(plan.search.workUnits).toBeLessThan(10_000);
    expect(plan.search.ms).toBeLessThan(60_000);
  });

  it('without a work budget it is the time budget that ends the search, all of it spent', () => {
    // Class 1, 20 parts: best known 8 sheets, lower bound 7, so only the clock can stop it. The
    // clock here is a counter (one ms a reading), so the run is the same every time.
    const { items, sheet } = sample('Class_01.2bp_20_1');
    let tick = 0;
    const plan = nest(items, { ...bench(sheet), timeBudgetMs: 400, clock: () => tick++ });
    expect(plan.lowerBound).toBe(7);
    expect(plan.sheets).toHaveLength(8);
    expect(plan.search.stoppedBy).toBe('time');
    expect(plan.search.ms).toBeGreaterThan(400);
    expect(plan.search.workUnits).toBeLessThan(plan.search.workBudget);
    expect(workBudgetOf({ ...defaultNestingOptions, timeBudgetMs: 400 })).toBe(400 * WORK_UNITS_PER_MS);
    expect(workBudgetOf({ ...defaultNestingOptions, timeBudgetMs: 400, workBudget: 7 })).toBe(7);
  });
});

describe('fillSheet, worked example', () => {
  it('tops a stack up with the parts that fill its height, not the largest first', () => {
    // Sheet 100 × 100. The 20 × 100 part sets a strip of the full height; the 80 × 40 part is the
    // base of the stack beside it, leaving 60 mm above: two 80 × 30 parts fill it exactly, where
    // the larger 80 × 35 part first would leave 25 mm that nothing fills (80 % of the sheet).
    const items = [
      { id: 'tall', width: 20, height: 100 },
      { id: 'base', width: 80, height: 40 },
      { id: 'big', width: 80, height: 35 },
      { id: 'pair', width: 80, height: 30, copies: 2 },
    ];
    const { problem } = prepareProblem(items, { ...defaultNestingOptions, ...bench(100) });
    const sheet = fillSheet(problem, [0, 1, 2, 3, 4], { noise: 0, random: createRandom(1) });
    expect(sheet.load).toBe(10_000);
    expect(sheet.items.map((i) => items[problem.itemIndex[i]!]!.id).sort()).toEqual(['base', 'pair', 'pair', 'tall']);
    const plan = nest(items, { ...bench(100), workBudget: 10_000 });
    expect(plan.sheets.map((s) => s.utilisation)).toEqual([1, 0.28]);
  });
});
