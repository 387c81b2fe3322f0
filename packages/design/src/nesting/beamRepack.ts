// A beam search that tries to pack the parts of k sheets onto k − 1: the last-sheet move for the
// dense plans the descent of improve.ts cannot shorten. Sheets are built strip by strip as in
// StripFill.ts. From each partial plan the children are a few strips: the knapsack fill of the
// tallest part left that fits (exact, then with noise on the values) and the exact fills started by
// the parts of the next few distinct heights; a sheet is closed when no part fits its room. The
// `width` partial plans that waste the smallest share of the area they used are kept, after
// PackingSolver's tree search for guillotine packing (Fleszar 2013 and Fontan and Libralesso 2020
// use the same guide). A plan is dropped as soon as its waste exceeds the slack of k − 1 sheets, or
// the parts too tall for the current sheet's room outweigh the sheets after it.
import type { Problem } from './Problem.ts';
import type { Random } from './random.ts';
import type { SheetState } from './SheetPacking.ts';
import { nextStrip, stripOf, type Strip } from './StripFill.ts';

const EPS = 1e-9;

/** Noisy fills of the tallest part, and other strip heights, tried from each partial plan. */
const FILLS = 3;
const OTHER_HEIGHTS = 8;

interface Partial {
  used: Uint8Array;
  left: number[];
  done: Strip[][];
  strips: Strip[];
  room: number;
  /** Sheets left after the current one. */
  after: number;
  waste: number;
  placed: number;
}

/** `parts` on at most `sheets` sheets by a beam of `width`, or null when the beam dies out or `stop` says so. */
export function beamIntoSheets(
  problem: Problem,
  parts: readonly number[],
  sheets: number,
  width: number,
  random: Random,
  stop: () => boolean,
): SheetState[] | null {
  const W = problem.binWidth;
  const H = problem.binHeight;
  let total = 0;
  for (const i of parts) total += area(problem, i);
  const slack = sheets * W * H - total;
  if (slack < -EPS || sheets < 1 || stop()) return null;
  let beam: Partial[] = [
    {
      used: new Uint8Array(problem.width.length),
      left: parts.slice(),
      done: [],
      strips: [],
      room: H,
      after: sheets - 1,
      waste: 0,
      placed: 0,
    },
  ];
  let nodes = 0;
  while (beam.length > 0) {
    const next: Partial[] = [];
    const seen = new Set<string>();
    for (const s of beam) {
      if (s.left.length === 0) return [...s.done, s.strips].filter((x) => x.length > 0).map((x) => sheetOf(problem, x));
      problem.work.units += 4 + s.left.length;
      if ((++nodes & 15) === 0 && stop()) return null;
      const inits = otherHeights(problem, s.left, s.room);
      let any = false;
      for (let f = 0; f < FILLS + inits.length; f++) {
        const used = s.used.slice();
        const strip =
          f < FILLS
            ? nextStrip(problem, s.left, used, s.room, { noise: f === 0 ? 0 : 0.1 + 0.4 * random.next(), random })
            : stripOf(problem, s.left, used, inits[f - FILLS]!, s.room, { noise: 0, random });
        if (!strip) {
          if (f < FILLS) break;
          continue;
        }
        any = true;
        const waste = s.waste + strip.state.height * W - strip.area;
        if (waste > slack + EPS) continue;
        const room = s.room - strip.state.height;
        const left = s.left.filter((i) => !used[i]);
        // Two ways to the same parts left and the same room are the same partial plan.
        const key = `${s.done.length} ${room} ${left.join(' ')}`;
        if (seen.has(key) || !fitsLater(problem, left, room, s.after)) continue;
        seen.add(key);
        next.push({
          used,
          left,
          done: s.done,
          strips: [...s.strips, strip],
          room,
          after: s.after,
          waste,
          placed: s.placed + strip.area,
        });
      }
      if (!any && s.after > 0) {
        const waste = s.waste + s.room * W;
        if (waste <= slack + EPS)
          next.push({ ...s, done: [...s.done, s.strips], strips: [], room: H, after: s.after - 1, waste });
      }
    }
    next.sort((a, b) => a.waste / (a.waste + a.placed) - b.waste / (b.waste + b.placed));
    beam = next.slice(0, width);
  }
  return null;
}

function area(problem: Problem, i: number): number {
  return problem.width[i]! * problem.height[i]!;
}

/** Whether the parts too tall for `room` could still go on the `after` sheets, by area. */
function fitsLater(problem: Problem, left: number[], room: number, after: number): boolean {
  let tallArea = 0;
  for (const i of left) {
    const h = problem.canRotate[i] ? Math.min(problem.width[i]!, problem.height[i]!) : problem.height[i]!;
    if (h > room + EPS) tallArea += area(problem, i);
  }
  return tallArea <= after * problem.binWidth * problem.binHeight + EPS;
}

/** A part of each of the 2nd to (OTHER_HEIGHTS + 1)th tallest distinct heights that fit `room`. */
function otherHeights(problem: Problem, left: number[], room: number): number[] {
  const byHeight = new Map<number, number>();
  for (const i of left) {
    const h = problem.height[i]!;
    if (h <= room + EPS && problem.width[i]! <= problem.binWidth + EPS && !byHeight.has(h)) byHeight.set(h, i);
  }
  return [...byHeight.entries()]
    .sort((a, b) => b[0] - a[0])
    .slice(1, 1 + OTHER_HEIGHTS)
    .map((e) => e[1]);
}

function sheetOf(problem: Problem, strips: Strip[]): SheetState {
  const sheet: SheetState = { used: 0, strips: [], load: 0, items: [] };
  for (const strip of strips) {
    sheet.strips.push(strip.state);
    sheet.used += strip.state.height;
    for (const i of strip.placed) {
      sheet.items.push(i);
      sheet.load += area(problem, i);
    }
  }
  return sheet;
}
