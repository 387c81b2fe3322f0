import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCuttingPlan } from './checkCuttingPlan.ts';
import { poolDescent } from './poolDescent.ts';
import { prepareProblem, type Problem } from './Problem.ts';
import { createRandom } from './random.ts';
import { layoutSheet } from './SheetLayout.ts';
import { packSheets, type SheetState } from './SheetPacking.ts';
import { defaultNestingOptions, type CuttingPlan, type NestingItem, type NestingOptions } from './types.ts';

const never = () => false;

/** The sheets as a cutting plan, so checkCuttingPlan replays their cuts. */
function asPlan(problem: Problem, sheets: SheetState[], items: NestingItem[], options: NestingOptions): CuttingPlan {
  return {
    sheets: sheets.map((sheet) => layoutSheet(problem, sheet, items, options)),
    unplaceable: [], utilisation: 0, lowerBound: 0, options,
    search: { stoppedBy: 'work', workUnits: 0, workBudget: 0, ms: 0 },
  };
}

describe('poolDescent', () => {
  it('empties the least-full sheet by refilling another: worked by hand on 100 × 100 sheets', () => {
    // A and B (30 × 50) lie in two 50 mm strips of sheet 1, C (100 × 100) fills sheet 2, and P
    // (70 × 100) is alone on sheet 3. P fits neither sheet as it stands (sheet 1's strips are 50
    // high and fill its height), but sheet 1 refilled takes it: a 100 mm strip of P (70 wide) and a
    // 30 mm stack of A on B beside it — 7,000 + 1,500 + 1,500 = 10,000 mm², the whole sheet.
    const items: NestingItem[] = [
      { id: 'A', width: 30, height: 50 }, { id: 'B', width: 30, height: 50 },
      { id: 'C', width: 100, height: 100 }, { id: 'P', width: 70, height: 100 },
    ];
    const options: NestingOptions = { ...defaultNestingOptions, sheetWidth: 100, sheetHeight: 100, kerf: 0, trim: 0 };
    const { problem } = prepareProblem(items, options);
    const strip = (part: number) => ({ height: 50, used: 30, stacks: [{ width: 30, used: 50, items: [part], rotated: [false] }] });
    const one: SheetState = { used: 100, load: 3000, items: [0, 1], strips: [strip(0), strip(1)] };
    const [two, three] = packSheets(problem, [2, 3], 'first');
    expect(three!.items).toEqual([3]);
    const sheets = [one, two!, three!];
    const squeezed = poolDescent(problem, sheets, 2, { patience: 50, random: createRandom(1), stop: never });
    expect(squeezed).not.toBeNull();
    expect(squeezed!.map((s) => s.items.slice().sort())).toEqual(expect.arrayContaining([[2], [0, 1, 3]]));
    expect(squeezed!.map((s) => s.load).sort()).toEqual([10_000, 10_000]);
    expect(checkCuttingPlan(items, asPlan(problem, squeezed!, items, options))).toEqual([]);
    // The input is not changed.
    expect(sheets.map((s) => s.items)).toEqual([[0, 1], [2], [3]]);
  });

  it('gives up (null) when the parts cannot go on one sheet fewer, and when the budget is spent', () => {
    const items: NestingItem[] = [{ id: 'big', width: 60, height: 60, copies: 3 }];
    const options: NestingOptions = { ...defaultNestingOptions, sheetWidth: 100, sheetHeight: 100, kerf: 0, trim: 0 };
    const { problem } = prepareProblem(items, options);
    const sheets = packSheets(problem, [0, 1, 2], 'first');
    expect(poolDescent(problem, sheets, 0, { patience: 30, random: createRandom(3), stop: never })).toBeNull();
    expect(poolDescent(problem, sheets, 0, { patience: 30, random: createRandom(3), stop: () => true })).toBeNull();
  });

  it('property: a plan it returns is one sheet shorter, places every part once, and is a sound guillotine plan', () => {
    const arb = fc.record({
      sheet: fc.integer({ min: 40, max: 200 }),
      kerf: fc.integer({ min: 0, max: 4 }),
      seed: fc.integer({ min: 0, max: 1000 }),
      parts: fc.array(fc.record({ width: fc.integer({ min: 1, max: 120 }), height: fc.integer({ min: 1, max: 120 }), copies: fc.integer({ min: 1, max: 4 }) }), { minLength: 2, maxLength: 14 }),
    });
    let squeezedSome = 0;
    fc.assert(
      fc.property(arb, ({ sheet, kerf, seed, parts }) => {
        const items: NestingItem[] = parts.map((p, i) => ({ id: `p${i}`, ...p }));
        const options: NestingOptions = { ...defaultNestingOptions, sheetWidth: sheet, sheetHeight: sheet, kerf, trim: 0 };
        const { problem, unplaceable } = prepareProblem(items, options);
        const placeable = problem.width.map((_, i) => i);
        // A deliberately weak start (one order, first fit, parts in input order) leaves room to squeeze.
        const start = packSheets(problem, placeable, 'first');
        if (start.length < 2) return;
        const random = createRandom(seed);
        const target = random.int(start.length);
        const squeezed = poolDescent(problem, start, target, { patience: 20, random, stop: never });
        if (!squeezed) return;
        squeezedSome++;
        expect(squeezed).toHaveLength(start.length - 1);
        const placed = squeezed.flatMap((s) => s.items).sort((a, b) => a - b);
        expect(placed).toEqual(placeable);
        const plan = asPlan(problem, squeezed, items, options);
        plan.unplaceable = unplaceable;
        expect(checkCuttingPlan(items, plan)).toEqual([]);
      }),
      { numRuns: 120 },
    );
    expect(squeezedSome).toBeGreaterThan(5);
  });
});
