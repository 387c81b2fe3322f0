// Sheet filling by knapsack strips, after Lodi, Martello and Vigo's (1999) KP heuristic extended to
// three stages: a strip takes the tallest part left as its height; a 0-1 knapsack over widths
// (value = area) picks the parts that stand on the strip's floor, each the base of a stack; the
// room above each base is then filled best-area-first with parts no wider than the base. Strips
// are added until no part fits the height left. Filling sheet after sheet this way makes the early
// sheets dense, which is what frees the last one.
import type { Problem } from './Problem.ts';
import type { Random } from './random.ts';
import { emptySheet, type SheetState, type StackState } from './SheetPacking.ts';

const EPS = 1e-9;

/** Reused DP buffers: the fill runs thousands of times per second inside the search. */
let best = new Float64Array(0);
let keep = new Uint8Array(0);

/** Largest DP capacity: sheets in millimetres are solved on a coarser grid, still safely. */
const MAX_CAPACITY = 1024;

/**
 * Answers of big knapsacks by their input. A big order's strips pose the same few knapsacks over
 * and over (the same kinds of part in the same order); the answer is a function of the input, so
 * a repeat is looked up. Small ones are solved again: building the key would cost as much.
 */
const solved = new Map<string, number[]>();
const MEMO_SIZE = 4_096;
const MEMO_ENTRIES = 512;

/**
 * 0-1 knapsack; returns the chosen indices. Weights are rounded up and the capacity down to a grid
 * of `step` units (1 unless the capacity is large), so whatever it picks really fits.
 */
function knapsack(problem: Problem, weights: number[], values: number[], capacity: number): number[] {
  const step = Math.max(1, Math.ceil(capacity / MAX_CAPACITY));
  const C = Math.floor(capacity / step + EPS);
  const n = weights.length;
  if (C <= 0 || n === 0) return [];
  // Counted on a hit too, so a plan never depends on what was nested before it.
  problem.work.units += (n * C) >> 4;
  const key = n * C >= MEMO_SIZE ? `${capacity} ${weights.join(' ')} ${values.join(' ')}` : undefined;
  const known = key === undefined ? undefined : solved.get(key);
  if (known) return known.slice();
  if (best.length < C + 1) best = new Float64Array(C + 1);
  if (keep.length < n * (C + 1)) keep = new Uint8Array(Math.max(n * (C + 1), keep.length * 2));
  best.fill(0, 0, C + 1);
  keep.fill(0, 0, n * (C + 1));
  for (let k = 0; k < n; k++) {
    const w = Math.ceil(weights[k]! / step - EPS);
    const v = values[k]!;
    const row = k * (C + 1);
    for (let c = C; c >= w; c--) {
      const candidate = best[c - w]! + v;
      if (candidate > best[c]! + EPS) {
        best[c] = candidate;
        keep[row + c] = 1;
      }
    }
  }
  const chosen: number[] = [];
  let c = C;
  for (let k = n - 1; k >= 0; k--) {
    if (keep[k * (C + 1) + c]) {
      chosen.push(k);
      c -= Math.ceil(weights[k]! / step - EPS);
    }
  }
  if (key !== undefined) {
    if (solved.size >= MEMO_ENTRIES) solved.clear();
    solved.set(key, chosen.slice());
  }
  return chosen;
}

export interface FillOptions {
  /** Relative noise on knapsack values, to vary the fills the search tries. */
  noise: number;
  random: Random;
  /** Priority of each part by index (default 1): its knapsack value is its area times this. */
  priority?: Float64Array;
}

/**
 * Fills one sheet from `pool` (part indices, not modified) and returns it; its `items` are the
 * parts used. Parts that may turn are laid the way that makes them tallest within the strip.
 */
export function fillSheet(problem: Problem, pool: readonly number[], fill: FillOptions): SheetState {
  const sheet = emptySheet();
  const used = new Uint8Array(problem.width.length);
  let room = problem.binHeight;
  for (;;) {
    const strip = nextStrip(problem, pool, used, room, fill);
    if (!strip) break;
    sheet.strips.push(strip.state);
    sheet.used += strip.state.height;
    room -= strip.state.height;
    for (const i of strip.placed) {
      sheet.items.push(i);
      sheet.load += problem.width[i]! * problem.height[i]!;
    }
  }
  return sheet;
}

/**
 * The next strip of a sheet with `room` height left, from the parts of `pool` not yet `used`
 * (marked used on return); null when none fits. Its height is the tallest part that fits,
 * sometimes another one for variety.
 */
export function nextStrip(
  problem: Problem,
  pool: readonly number[],
  used: Uint8Array,
  room: number,
  fill: FillOptions,
): Strip | null {
  const W = problem.binWidth;
  problem.work.units += pool.length;
  let tallest = -1;
  let tallestH = -1;
  let other = -1;
  for (const i of pool) {
    if (used[i]) continue;
    if (!fitIn(problem, i, W, room)) continue;
    if (fitH > tallestH) {
      tallest = i;
      tallestH = fitH;
    }
    if (other < 0 || (fill.noise > 0 && fill.random.next() < 0.2)) other = i;
  }
  if (tallest < 0) return null;
  const init = fill.noise > 0 && fill.random.next() < fill.noise * 0.5 ? other : tallest;
  fitIn(problem, init, W, room);
  return buildStrip(problem, pool, used, init, fitH, fill);
}

/** Fills sheet after sheet until every part is placed. */
export function fillSheets(problem: Problem, parts: readonly number[], fill: FillOptions): SheetState[] {
  const sheets: SheetState[] = [];
  let rest = parts.slice();
  while (rest.length > 0) {
    const sheet = fillSheet(problem, fill.noise === 0 && !fill.priority ? sheetful(problem, rest) : rest, fill);
    // Every part fits an empty sheet (Problem.ts set the others aside), so this cannot stall.
    if (sheet.items.length === 0) throw new Error('nesting: a part fits no empty sheet');
    sheets.push(sheet);
    const placed = new Set(sheet.items);
    rest = rest.filter((i) => !placed.has(i));
  }
  return sheets;
}

/**
 * The first copies of each kind in `pool`, as many as one sheet's area could hold: no fill uses
 * more, so on a big order each strip looks through dozens of parts instead of thousands. Only
 * without noise, where copies of a kind are interchangeable and the first ones would be taken.
 */
function sheetful(problem: Problem, pool: readonly number[]): readonly number[] {
  const sheetArea = problem.binWidth * problem.binHeight;
  ensureScratch(problem);
  const offered: number[] = [];
  for (const i of pool) {
    const kind = problem.kind[i]!;
    if (kindCount[kind]! >= Math.floor(sheetArea / areaOf(problem, i) + EPS)) continue;
    kindCount[kind]!++;
    offered.push(i);
  }
  for (const i of offered) kindCount[problem.kind[i]!] = 0;
  return offered.length === pool.length ? pool : offered;
}

export type Strip = { state: { height: number; used: number; stacks: StackState[] }; placed: number[]; area: number };

const MAX_CANDIDATES = 96;

/** Knapsack value of each part in the strip being built (area with noise), by part index. */
let valueOf = new Float64Array(0);
/** Parts taken so far per kind (Problem.kind), zero between uses. */
let kindCount = new Int32Array(0);

function ensureScratch(problem: Problem): void {
  if (valueOf.length >= problem.width.length) return;
  valueOf = new Float64Array(problem.width.length);
  kindCount = new Int32Array(problem.width.length);
}

/**
 * Builds the strip of height h started by `init` two ways and keeps the denser: (a) a knapsack
 * over single parts picks the stack bases, then each stack is topped up; (b) every candidate is
 * first made into a topped-up stack (widest first), then a knapsack over whole stacks picks them.
 * (a) suits parts near the strip's height, (b) parts that pile up in columns.
 */
export function stripOf(
  problem: Problem,
  pool: readonly number[],
  used: Uint8Array,
  init: number,
  room: number,
  fill: FillOptions,
): Strip | null {
  if (used[init] || !fitIn(problem, init, problem.binWidth, room)) return null;
  return buildStrip(problem, pool, used, init, fitH, fill);
}

function buildStrip(
  problem: Problem,
  pool: readonly number[],
  used: Uint8Array,
  init: number,
  h: number,
  fill: FillOptions,
): Strip {
  const W = problem.binWidth;
  ensureScratch(problem);
  // No strip W × h holds more than W·h / area copies of one kind, so more are never candidates.
  // Without this a big order's 96 most valuable parts are all copies of its largest part, and
  // the strip cannot mix in the narrower parts that would close its width.
  const cap = (i: number) => Math.floor((W * h) / areaOf(problem, i) + EPS);
  const exact = fill.noise === 0 && !fill.priority;
  const candidates: number[] = [];
  for (const i of pool) {
    if (used[i] || i === init) continue;
    // Without noise copies of a kind have one value, so the first ones in pool order are the
    // ones a stable sort by value would keep: capping here is the same as capping after it.
    if (exact && kindCount[problem.kind[i]!]! >= cap(i)) continue;
    if (!fitIn(problem, i, W, h)) continue;
    candidates.push(i);
    if (exact) kindCount[problem.kind[i]!]!++;
    valueOf[i] =
      areaOf(problem, i) *
      (fill.priority ? fill.priority[i]! : 1) *
      (fill.noise === 0 ? 1 : 1 + fill.noise * (fill.random.next() - 0.5));
  }
  let byArea = candidates.slice().sort((x, y) => valueOf[y]! - valueOf[x]!);
  if (!exact) byArea = byArea.filter((i) => kindCount[problem.kind[i]!]!++ < cap(i));
  for (const i of candidates) kindCount[problem.kind[i]!] = 0;
  // A strip holds few parts; on big orders the knapsacks only look at the most valuable ones.
  if (byArea.length > MAX_CANDIDATES) {
    byArea = byArea.slice(0, MAX_CANDIDATES);
    candidates.length = 0;
    candidates.push(...byArea);
  } else if (byArea.length < candidates.length) {
    const kept = new Set(byArea);
    const inPoolOrder = candidates.filter((i) => kept.has(i));
    candidates.length = 0;
    candidates.push(...inPoolOrder);
  }
  const usedA = used.slice();
  const a = basesFirst(problem, candidates, byArea, usedA, init, h);
  const usedB = used.slice();
  const b = stacksFirst(problem, candidates, byArea, usedB, init, h);
  used.set(b.area > a.area ? usedB : usedA);
  return b.area > a.area ? b : a;
}

function areaOf(problem: Problem, i: number): number {
  return problem.width[i]! * problem.height[i]!;
}

/**
 * Tops up a stack: a 0-1 knapsack over the heights of the parts that fit its width (value = area,
 * with the fill's noise) picks the ones that fill the room above best — Lodi, Martello and Vigo's
 * knapsack for the third stage, where a greedy largest-first pass leaves gaps a smaller set closes.
 */
function topUp(problem: Problem, byArea: number[], used: Uint8Array, stack: StackState, h: number): void {
  problem.work.units += byArea.length;
  const room = h - stack.used;
  const parts: number[] = [];
  const heights: number[] = [];
  const values: number[] = [];
  for (const j of byArea) {
    if (used[j] || !fitIn(problem, j, stack.width, room)) continue;
    parts.push(j);
    heights.push(fitH);
    values.push(valueOf[j]!);
    if (parts.length >= MAX_CANDIDATES) break;
  }
  if (parts.length === 0) return;
  const chosen = parts.length === 1 ? [0] : knapsack(problem, heights, values, room);
  for (const k of chosen.sort((a, b) => a - b)) {
    const j = parts[k]!;
    fitIn(problem, j, stack.width, room);
    used[j] = 1;
    stack.items.push(j);
    stack.rotated.push(fitR);
    stack.used += fitH;
  }
}

function newStack(problem: Problem, i: number, W: number, h: number): StackState {
  fitIn(problem, i, W, h);
  return { width: fitW, used: fitH, items: [i], rotated: [fitR] };
}

function finish(problem: Problem, h: number, stacks: StackState[]): Strip {
  stacks.sort((x, y) => y.width - x.width);
  const placed: number[] = [];
  let area = 0;
  let width = 0;
  for (const stack of stacks) {
    width += stack.width;
    for (const i of stack.items) {
      placed.push(i);
      area += areaOf(problem, i);
    }
  }
  return { state: { height: h, used: width, stacks }, placed, area };
}

function basesFirst(
  problem: Problem,
  candidates: number[],
  byArea: number[],
  used: Uint8Array,
  init: number,
  h: number,
): Strip {
  const W = problem.binWidth;
  const first = newStack(problem, init, W, h);
  used[init] = 1;
  const widths: number[] = [];
  const values: number[] = [];
  for (const i of candidates) {
    fitIn(problem, i, W, h);
    widths.push(fitW);
    values.push(valueOf[i]!);
  }
  const stacks = [first];
  for (const k of knapsack(problem, widths, values, W - first.width)) {
    const i = candidates[k]!;
    used[i] = 1;
    stacks.push(newStack(problem, i, W, h));
  }
  stacks.sort((x, y) => y.width - x.width);
  for (const stack of stacks) topUp(problem, byArea, used, stack, h);
  return finish(problem, h, stacks);
}

function stacksFirst(
  problem: Problem,
  candidates: number[],
  byArea: number[],
  used: Uint8Array,
  init: number,
  h: number,
): Strip {
  const W = problem.binWidth;
  const first = newStack(problem, init, W, h);
  used[init] = 1;
  topUp(problem, byArea, used, first, h);
  const built: StackState[] = [];
  const widths: number[] = [];
  const values: number[] = [];
  // Widest first, so each stack's base is the widest part it holds.
  const byWidth = candidates.slice().sort((x, y) => laidWidth(problem, y, W, h) - laidWidth(problem, x, W, h));
  for (const i of byWidth) {
    if (used[i]) continue;
    used[i] = 1;
    const stack = newStack(problem, i, W, h);
    topUp(problem, byArea, used, stack, h);
    built.push(stack);
    widths.push(stack.width);
    let value = 0;
    for (const j of stack.items) value += valueOf[j]!;
    values.push(value);
  }
  const chosen = knapsack(problem, widths, values, W - first.width);
  const keep = new Uint8Array(built.length);
  for (const k of chosen) keep[k] = 1;
  const stacks = [first];
  built.forEach((stack, k) => {
    if (keep[k]) stacks.push(stack);
    else for (const i of stack.items) used[i] = 0;
  });
  return finish(problem, h, stacks);
}

function laidWidth(problem: Problem, i: number, W: number, h: number): number {
  fitIn(problem, i, W, h);
  return fitW;
}

/** Size of the last part laid by fitIn: module scratch, so the hot loops allocate nothing. */
let fitW = 0;
let fitH = 0;
let fitR = false;

/** Lays part j within width w and height room, the taller way when both fit; false if neither does. */
function fitIn(problem: Problem, j: number, w: number, room: number): boolean {
  const pw = problem.width[j]!;
  const ph = problem.height[j]!;
  const plain = pw <= w + EPS && ph <= room + EPS;
  const turned = problem.canRotate[j]! && ph <= w + EPS && pw <= room + EPS;
  if (plain && (!turned || ph >= pw)) {
    fitW = pw;
    fitH = ph;
    fitR = false;
    return true;
  }
  if (!turned) return false;
  fitW = ph;
  fitH = pw;
  fitR = true;
  return true;
}
