// Squeezing a plan onto one sheet fewer: the least-full sheet is emptied into a pool of parts
// that are on no sheet, and the other sheets are refilled one or two at a time, each refill from
// its own parts plus the pool, kept when it leaves no more pool area than before. The plan is one
// sheet shorter once the pool is empty. This is the "free items" local search of bin packing
// (Levine and Ducatelle 2004, swapping pool items into bins to fill them; Fleszar and Hindi 2002):
// unlike a group repack, the parts waiting need not form a valid sheet, so every step only has to
// make one sheet fuller, which is what the last sheets of very dense instances need.
import type { Problem } from './Problem.ts';
import type { Random } from './random.ts';
import { cloneSheet, fits, tryInsert, type SheetState } from './SheetPacking.ts';
import { fillSheet } from './StripFill.ts';

export interface PoolDescentOptions {
  /** Refills in a row that leave the pool no smaller before giving up. */
  patience: number;
  random: Random;
  stop: () => boolean;
}

/** A waiting part's knapsack value is at most this many times its area. */
const MAX_PRIORITY = 3;

function areaOf(problem: Problem, parts: readonly number[]): number {
  let sum = 0;
  for (const i of parts) sum += problem.width[i]! * problem.height[i]!;
  return sum;
}

/**
 * Tries to place the parts of `sheets[target]` on the other sheets; returns the plan with one
 * sheet fewer (the others refilled, every part placed once), or null when the steps or the budget
 * run out first. `sheets` is not modified.
 */
export function poolDescent(problem: Problem, sheets: readonly SheetState[], target: number, options: PoolDescentOptions): SheetState[] | null {
  if (sheets.length < 2) return null;
  const { random, stop } = options;
  const kept = sheets.filter((_, i) => i !== target);
  let pool = sheets[target]!.items.slice();
  let poolArea = areaOf(problem, pool);
  // Parts that waited longest in the pool weigh more in the knapsacks (squeaky wheel), so a fill
  // tries them first; the step is still judged by area alone.
  const priority = new Float64Array(problem.width.length).fill(1);
  for (let idle = 0; idle < options.patience; idle++) {
    if (stop()) return null;
    problem.work.units += 10;
    // A waiting part that fits a sheet as it stands goes there first.
    const inserted = insertFromPool(problem, kept, pool, random);
    if (inserted.length > 0) {
      const gone = new Set(inserted);
      pool = pool.filter((i) => !gone.has(i));
      poolArea = areaOf(problem, pool);
      if (pool.length === 0) return kept;
      idle = -1;
      continue;
    }
    const pair = kept.length >= 2 && random.next() < 0.5;
    const a = random.int(kept.length);
    let b = pair ? random.int(kept.length - 1) : -1;
    if (b >= a) b++;
    const group = b < 0 ? [a] : [a, b];
    let rest = [...group.flatMap((k) => kept[k]!.items), ...pool];
    const filled: SheetState[] = [];
    const noise = random.next() < 0.3 ? 0 : 0.05 + 0.25 * random.next();
    for (let k = 0; k < group.length; k++) {
      const sheet = fillSheet(problem, rest, { noise, random, priority });
      filled.push(sheet);
      const placed = new Set(sheet.items);
      rest = rest.filter((i) => !placed.has(i));
    }
    const restArea = areaOf(problem, rest);
    if (restArea > poolArea + 1e-9) {
      for (const i of pool) priority[i] = Math.min(MAX_PRIORITY, priority[i]! * (1 + 0.1 * random.next()));
      continue;
    }
    group.forEach((k, n) => (kept[k] = filled[n]!));
    if (restArea < poolArea - 1e-9) idle = -1;
    pool = rest;
    poolArea = restArea;
    if (pool.length === 0) return kept;
  }
  return null;
}

/** Puts pool parts, largest first, into the sheets as they stand (no repack); returns those placed. */
function insertFromPool(problem: Problem, kept: SheetState[], pool: readonly number[], random: Random): number[] {
  const placed: number[] = [];
  const byArea = pool.slice().sort((a, b) => problem.width[b]! * problem.height[b]! - problem.width[a]! * problem.height[a]!);
  const start = random.int(kept.length);
  for (const part of byArea) {
    for (let k = 0; k < kept.length; k++) {
      const b = (start + k) % kept.length;
      if (!fits(problem, kept[b]!, part)) continue;
      const copy = cloneSheet(problem, kept[b]!);
      tryInsert(problem, copy, part);
      kept[b] = copy;
      placed.push(part);
      break;
    }
  }
  return placed;
}
