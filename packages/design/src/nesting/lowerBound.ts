// Lower bounds on the number of sheets, so the search can stop once it reaches one.
// L0 is the area bound; the others are the bounds of Martello and Vigo (1998, "Exact solution of
// the two-dimensional finite bin packing problem") for parts that cannot be turned, and Martello
// and Toth's (1990) 1D bound L2 applied to parts wider (taller) than half the sheet, which must
// lie one above the other (side by side).
import type { Problem } from './Problem.ts';

export function lowerBound(problem: Problem): number {
  const { binWidth: W, binHeight: H } = problem;
  const n = problem.width.length;
  if (n === 0) return 0;
  let area = 0;
  for (let i = 0; i < n; i++) area += problem.width[i]! * problem.height[i]!;
  let bound = Math.ceil(area / (W * H) - 1e-9);
  const fixed: number[] = [];
  for (let i = 0; i < n; i++) if (!problem.canRotate[i]) fixed.push(i);
  if (fixed.length === 0) return Math.max(bound, 1);
  bound = Math.max(bound, martelloVigo(problem, fixed));
  const wide = fixed.filter((i) => problem.width[i]! > W / 2).map((i) => problem.height[i]!);
  const tall = fixed.filter((i) => problem.height[i]! > H / 2).map((i) => problem.width[i]!);
  return Math.max(bound, oneDimensional(wide, H), oneDimensional(tall, W), 1);
}

/** Martello and Toth's L2 for 1D bin packing of `sizes` into bins of `capacity`. */
function oneDimensional(sizes: number[], capacity: number): number {
  if (sizes.length === 0) return 0;
  let best = 0;
  for (const k of thresholds(sizes.filter((s) => s <= capacity / 2))) {
    let big = 0;
    let mid = 0;
    let midSum = 0;
    let smallSum = 0;
    for (const s of sizes) {
      if (s > capacity - k) big++;
      else if (s > capacity / 2) {
        mid++;
        midSum += s;
      } else if (s >= k) smallSum += s;
    }
    const spill = Math.ceil((smallSum - (mid * capacity - midSum)) / capacity - 1e-9);
    best = Math.max(best, big + mid + Math.max(0, spill));
  }
  return best;
}

function martelloVigo(problem: Problem, parts: number[]): number {
  const { binWidth: W, binHeight: H } = problem;
  // Keep the p × q × n loop near a million steps on big orders.
  const count = Math.max(8, Math.min(64, Math.floor(Math.sqrt(1e6 / parts.length))));
  const ps = thresholds(
    parts.map((i) => problem.width[i]!).filter((w) => w <= W / 2),
    count,
  );
  const qs = thresholds(
    parts.map((i) => problem.height[i]!).filter((h) => h <= H / 2),
    count,
  );
  let best = 0;
  for (const p of ps) {
    for (const q of qs) {
      let k1 = 0;
      let k2 = 0;
      let k2Area = 0;
      let k3Area = 0;
      for (const i of parts) {
        const w = problem.width[i]!;
        const h = problem.height[i]!;
        if (w > W - p && h > H - q) k1++;
        else if (w > W / 2 && h > H / 2) {
          k2++;
          k2Area += w * h;
        } else if (w >= p && h >= q) k3Area += w * h;
      }
      const spill = Math.ceil((k3Area - (k2 * W * H - k2Area)) / (W * H) - 1e-9);
      best = Math.max(best, k1 + k2 + Math.max(0, spill));
    }
  }
  return best;
}

/** 0 and the distinct sizes, thinned to at most `count` evenly spread ones: the bound stays valid for
 * any threshold set, and the p × q loop stays fast when millimetre sizes are all different. */
function thresholds(sizes: number[], count = 64): number[] {
  const distinct = [...new Set(sizes)].sort((a, b) => a - b);
  if (distinct.length <= count) return [0, ...distinct];
  return [0, ...Array.from({ length: count }, (_, k) => distinct[Math.floor((k * distinct.length) / count)]!)];
}
