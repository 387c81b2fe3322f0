// Entry point: nests parts onto stock sheets with three-stage guillotine cuts and returns the
// cutting plan (placements, strips, cut sequence, utilisation). Pure: no I/O, deterministic for
// a given seed as long as the work budget binds before the time budget.
import { constructSheets } from './constructive.ts';
import { improveSheets } from './improve.ts';
import { lowerBound } from './lowerBound.ts';
import { prepareProblem } from './Problem.ts';
import { layoutSheet } from './SheetLayout.ts';
import type { SheetState } from './SheetPacking.ts';
import {
  defaultNestingOptions,
  WORK_UNITS_PER_MS,
  type CuttingPlan,
  type NestingItem,
  type NestingOptions,
} from './types.ts';

export function nest(items: readonly NestingItem[], options: Partial<NestingOptions> = {}): CuttingPlan {
  // An option given as undefined keeps its default (callers pass through optional settings).
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const opts: NestingOptions = { ...defaultNestingOptions, ...given };
  const problem = invalidStock(opts);
  if (problem) {
    return {
      sheets: [],
      unplaceable: items.flatMap((item) =>
        Array.from({ length: Math.max(0, Math.floor(item.copies ?? 1)) }, (_, copy) => ({
          itemId: item.id,
          copy,
          width: item.width,
          height: item.height,
          reason: problem,
        })),
      ),
      utilisation: 0,
      lowerBound: 0,
      options: opts,
      search: { stoppedBy: 'lowerBound', workUnits: 0, workBudget: workBudgetOf(opts), ms: 0 },
    };
  }
  const now = opts.clock ?? (() => performance.now());
  const start = now();
  const prepared = prepareProblem(items, opts);
  const bound = lowerBound(prepared.problem);
  const work = prepared.problem.work;
  const workBudget = workBudgetOf(opts);
  // One budget for the whole search, counted from here: the greedy starts after the knapsack fill
  // and the improvement spend the same work and time. So a run with a larger work budget repeats
  // a smaller one's steps and goes on, and never ends with more sheets.
  const workLeft = () => work.units <= workBudget;
  const stop = () => !workLeft() || now() > start + opts.timeBudgetMs;
  const start0 = constructSheets(prepared.problem, stop, bound);
  const improved = improveSheets(prepared.problem, start0, { lowerBound: bound, seed: opts.seed, stop });
  const stoppedBy = improved.length <= bound ? 'lowerBound' : workLeft() ? 'time' : 'work';
  // Belt and braces: a search bug must never lose or double a part on the workshop's plan.
  const sheets = placesEachOnce(improved, prepared.problem.width.length) ? improved : start0;
  // Fullest sheets first: the workshop cuts them first and the last sheet keeps the offcuts.
  const plans = sheets
    .map((sheet) => layoutSheet(prepared.problem, sheet, items, opts))
    .sort((a, b) => b.partArea - a.partArea);
  const partArea = plans.reduce((sum, s) => sum + s.partArea, 0);
  const sheetArea = plans.length * opts.sheetWidth * opts.sheetHeight;
  return {
    sheets: plans,
    unplaceable: prepared.unplaceable,
    utilisation: sheetArea > 0 ? partArea / sheetArea : 0,
    lowerBound: bound,
    options: opts,
    search: { stoppedBy, workUnits: work.units, workBudget, ms: now() - start },
  };
}

/** The work budget given, or the one that goes with the time budget (see `WORK_UNITS_PER_MS`). */
export function workBudgetOf(options: NestingOptions): number {
  return options.workBudget ?? Math.round(options.timeBudgetMs * WORK_UNITS_PER_MS);
}

/** A material's parts and the stock they are cut from. */
export interface MaterialNesting {
  material: string;
  items: readonly NestingItem[];
  options?: Partial<NestingOptions>;
}

/** Nests each material on its own stock: parts of different materials never share a sheet. */
export function nestByMaterial(groups: readonly MaterialNesting[]): { material: string; plan: CuttingPlan }[] {
  return groups.map((group) => ({ material: group.material, plan: nest(group.items, group.options) }));
}

function invalidStock(o: NestingOptions): string | undefined {
  const finite = [o.sheetWidth, o.sheetHeight, o.kerf, o.trim].every(Number.isFinite);
  if (!finite || o.sheetWidth <= 0 || o.sheetHeight <= 0) return 'the sheet size must be positive';
  if (o.kerf < 0 || o.trim < 0) return 'kerf and trim must not be negative';
  return undefined;
}

function placesEachOnce(sheets: SheetState[], parts: number): boolean {
  const seen = new Uint8Array(parts);
  let count = 0;
  for (const sheet of sheets) {
    for (const strip of sheet.strips) {
      for (const stack of strip.stacks) {
        for (const i of stack.items) {
          if (seen[i]) return false;
          seen[i] = 1;
          count++;
        }
      }
    }
  }
  return count === parts;
}
