// Start solutions: classic decreasing orders packed first-fit and best-fit (Berkey and Wang 1987;
// Lodi, Martello and Vigo 1999 found decreasing height the strongest order for level packings).
import type { Problem } from './Problem.ts';
import { createRandom } from './random.ts';
import { packSheets, type SheetState } from './SheetPacking.ts';
import { fillSheets } from './StripFill.ts';

type Key = (problem: Problem, i: number) => number[];

const orderKeys: Key[] = [
  (p, i) => [p.height[i]!, p.width[i]!],
  (p, i) => [p.width[i]!, p.height[i]!],
  (p, i) => [p.width[i]! * p.height[i]!, p.height[i]!],
  (p, i) => [p.width[i]! + p.height[i]!, p.height[i]!],
  (p, i) => [Math.max(p.width[i]!, p.height[i]!), p.height[i]!],
  (p, i) => [p.height[i]! / p.binHeight + p.width[i]! / p.binWidth, p.height[i]!],
];

export function decreasingOrders(problem: Problem): number[][] {
  const n = problem.width.length;
  return orderKeys.map((key) => {
    const keys = Array.from({ length: n }, (_, i) => key(problem, i));
    return Array.from({ length: n }, (_, i) => i).sort((a, b) => {
      const ka = keys[a]!;
      const kb = keys[b]!;
      return kb[0]! - ka[0]! || kb[1]! - ka[1]! || a - b;
    });
  });
}

/** Fewer sheets first; then the emptier the least-full sheet the better (it is easier to clear). */
export function better(a: SheetState[], b: SheetState[]): boolean {
  if (a.length !== b.length) return a.length < b.length;
  return minLoad(a) < minLoad(b);
}

export function minLoad(sheets: SheetState[]): number {
  let min = Infinity;
  for (const s of sheets) min = Math.min(min, s.load);
  return min;
}

/** The knapsack fill first (usually the best start), then the greedy orders while time is left. */
export function constructSheets(problem: Problem, stop: () => boolean = () => false, lowerBound = 0): SheetState[] {
  const all = Array.from({ length: problem.width.length }, (_, i) => i);
  let best = fillSheets(problem, all, { noise: 0, random: createRandom(0) });
  if (best.length <= lowerBound) return best;
  // Sorting thousands of parts six ways is not free: only when there is budget to use the orders.
  if (stop()) return best;
  for (const order of decreasingOrders(problem)) {
    for (const rule of ['first', 'best'] as const) {
      if (stop()) return best;
      const sheets = packSheets(problem, order, rule);
      if (better(sheets, best)) best = sheets;
      if (best.length <= lowerBound) return best;
    }
  }
  return best;
}
