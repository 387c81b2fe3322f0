import { describe, expect, it } from 'vitest';
import { beamIntoSheets } from './beamRepack.ts';
import { checkCuttingPlan } from './checkCuttingPlan.ts';
import { prepareProblem } from './Problem.ts';
import { createRandom } from './random.ts';
import { layoutSheet } from './SheetLayout.ts';
import { fillSheets } from './StripFill.ts';
import { defaultNestingOptions, type CuttingPlan, type NestingItem } from './types.ts';

const options = { ...defaultNestingOptions, sheetWidth: 100, sheetHeight: 100, kerf: 0, trim: 0 };

/** The search's sheets as a cutting plan, for the independent check. */
function planOf(items: NestingItem[], sheets: ReturnType<typeof fillSheets>): CuttingPlan {
  const { problem } = prepareProblem(items, options);
  return {
    sheets: sheets.map((sheet) => layoutSheet(problem, sheet, items, options)),
    unplaceable: [],
    utilisation: 0,
    lowerBound: 0,
    options,
    search: { stoppedBy: 'time', workUnits: 0, workBudget: 0, ms: 0 },
  };
}

describe('beamIntoSheets', () => {
  // 100 × 100 sheet, 72 % of it in five parts. The knapsack fill, one strip after the other, needs a
  // second sheet; keeping several strips at each step (other fills, other strip heights) and going
  // on from the least wasteful finds all five on one sheet.
  const items: NestingItem[] = [
    { id: 'a', width: 70, height: 30 },
    { id: 'b', width: 50, height: 40 },
    { id: 'c', width: 70, height: 10 },
    { id: 'd', width: 20, height: 90 },
    { id: 'e', width: 30, height: 20 },
  ];
  const parts = [0, 1, 2, 3, 4];

  it('finds the one-sheet plan the knapsack fill misses, and the plan is sound', () => {
    const { problem } = prepareProblem(items, options);
    expect(fillSheets(problem, parts, { noise: 0, random: createRandom(1) })).toHaveLength(2);
    const sheets = beamIntoSheets(problem, parts, 1, 4, createRandom(1), () => false);
    expect(sheets).not.toBeNull();
    expect(sheets!.map((s) => s.items.length)).toEqual([5]);
    expect(checkCuttingPlan(items, planOf(items, sheets!))).toEqual([]);
    expect(problem.work.units).toBeGreaterThan(0);
  });

  it('gives up when the area cannot fit, and when told to stop', () => {
    const { problem } = prepareProblem([...items, { id: 'f', width: 60, height: 60 }], options);
    expect(beamIntoSheets(problem, [...parts, 5], 1, 64, createRandom(1), () => false)).toBeNull();
    expect(beamIntoSheets(problem, parts, 1, 64, createRandom(1), () => true)).toBeNull();
  });
});
