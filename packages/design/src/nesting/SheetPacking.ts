// The abstract three-stage guillotine model the search works on: a sheet holds strips (first
// stage, full width), a strip holds stacks (second stage, full strip height), a stack holds parts
// one above the other (third stage), each part possibly narrower than its stack (trim cut).
// Sizes here already include one kerf per part and per sheet (see Problem.ts), so the saw cuts
// need no further bookkeeping. Strips and stacks grow when a taller or wider part joins them, as
// long as the sheet still holds them: this lets a random part order reach any 3-stage pattern.
import type { Problem } from './Problem.ts';

export interface StackState {
  width: number;
  used: number;
  items: number[];
  rotated: boolean[];
}

export interface StripState {
  height: number;
  used: number;
  stacks: StackState[];
}

export interface SheetState {
  used: number;
  strips: StripState[];
  /** Sum of the (kerf-inflated) part areas. */
  load: number;
  items: number[];
}

const EPS = 1e-9;

/** Where a part would go: kind 0 = into a stack, 1 = new stack in a strip, 2 = new strip. */
interface Spot {
  score: number;
  kind: number;
  strip: number;
  stack: number;
  rotated: boolean;
}

export function emptySheet(): SheetState {
  return { used: 0, strips: [], load: 0, items: [] };
}

export function cloneSheet(problem: Problem, sheet: SheetState): SheetState {
  problem.work.units += 2 + sheet.items.length;
  return {
    used: sheet.used,
    load: sheet.load,
    items: sheet.items.slice(),
    strips: sheet.strips.map((t) => ({
      height: t.height,
      used: t.used,
      stacks: t.stacks.map((s) => ({
        width: s.width,
        used: s.used,
        items: s.items.slice(),
        rotated: s.rotated.slice(),
      })),
    })),
  };
}

const spot: Spot = { score: Infinity, kind: 0, strip: 0, stack: 0, rotated: false };

/**
 * Finds the best spot for part `i` on `sheet` into the shared `spot`; false when it does not fit.
 * Preference: an existing stack without growing anything, then a new stack in a strip that is tall
 * enough, then anything that grows a stack or strip, then a new strip; ties go to the least waste.
 */
function findSpot(problem: Problem, sheet: SheetState, i: number): boolean {
  const W = problem.binWidth;
  const H = problem.binHeight;
  spot.score = Infinity;
  problem.work.units += 1;
  const turns = problem.canRotate[i] ? 2 : 1;
  for (let r = 0; r < turns; r++) {
    const rotated = r === 1;
    const w = rotated ? problem.height[i]! : problem.width[i]!;
    const h = rotated ? problem.width[i]! : problem.height[i]!;
    if (w > W + EPS || h > H + EPS) continue;
    const strips = sheet.strips;
    for (let a = 0; a < strips.length; a++) {
      const t = strips[a]!;
      const stacks = t.stacks;
      problem.work.units += stacks.length;
      for (let b = 0; b < stacks.length; b++) {
        const s = stacks[b]!;
        const growW = w - s.width;
        if (growW > EPS && t.used + growW > W + EPS) continue;
        const growH = s.used + h - t.height;
        if (growH > EPS && sheet.used + growH > H + EPS) continue;
        let score: number;
        if (growW <= EPS && growH <= EPS) score = -growW * h;
        else
          score = 2e12 + Math.max(growW, 0) * s.used + Math.max(growH, 0) * (t.used - s.width) - Math.min(growW, 0) * h;
        if (score < spot.score) set(score, 0, a, b, rotated);
      }
      if (t.used + w <= W + EPS) {
        const growH = h - t.height;
        if (growH > EPS && sheet.used + growH > H + EPS) continue;
        const score = growH <= EPS ? 1e12 - growH * w : 2e12 + growH * t.used;
        if (score < spot.score) set(score, 1, a, 0, rotated);
      }
    }
    if (sheet.used + h <= H + EPS) {
      const score = 3e12 + (W - w) * h;
      if (score < spot.score) set(score, 2, 0, 0, rotated);
    }
  }
  return spot.score < Infinity;
}

function set(score: number, kind: number, strip: number, stack: number, rotated: boolean): void {
  spot.score = score;
  spot.kind = kind;
  spot.strip = strip;
  spot.stack = stack;
  spot.rotated = rotated;
}

function place(problem: Problem, sheet: SheetState, i: number): void {
  const rotated = spot.rotated;
  const w = rotated ? problem.height[i]! : problem.width[i]!;
  const h = rotated ? problem.width[i]! : problem.height[i]!;
  sheet.load += w * h;
  sheet.items.push(i);
  if (spot.kind === 2) {
    sheet.strips.push({ height: h, used: w, stacks: [{ width: w, used: h, items: [i], rotated: [rotated] }] });
    sheet.used += h;
    return;
  }
  const t = sheet.strips[spot.strip]!;
  let s: StackState;
  if (spot.kind === 1) {
    s = { width: w, used: 0, items: [], rotated: [] };
    t.stacks.push(s);
    t.used += w;
  } else {
    s = t.stacks[spot.stack]!;
    if (w > s.width) {
      t.used += w - s.width;
      s.width = w;
    }
  }
  s.items.push(i);
  s.rotated.push(rotated);
  s.used += h;
  if (s.used > t.height) {
    sheet.used += s.used - t.height;
    t.height = s.used;
  }
}

/** Puts part `i` on `sheet` if it fits there; reports whether it did. */
export function tryInsert(problem: Problem, sheet: SheetState, i: number): boolean {
  if (!findSpot(problem, sheet, i)) return false;
  place(problem, sheet, i);
  return true;
}

/** Whether part `i` would fit on `sheet` as it stands (nothing is changed). */
export function fits(problem: Problem, sheet: SheetState, i: number): boolean {
  return findSpot(problem, sheet, i);
}

/** Packs parts in the given order onto one fresh sheet; null as soon as one does not fit. */
export function packOneSheet(problem: Problem, order: readonly number[]): SheetState | null {
  const sheet = emptySheet();
  for (const i of order) if (!tryInsert(problem, sheet, i)) return null;
  return sheet;
}

/**
 * Packs parts in order onto as many sheets as needed. First fit: each part goes to the first sheet
 * with room (Johnson 1973's rule, applied to 3-stage sheets as in Berkey and Wang 1987's FFF);
 * best fit: to the fullest sheet with room.
 */
export function packSheets(problem: Problem, order: readonly number[], rule: 'first' | 'best'): SheetState[] {
  const sheets: SheetState[] = [];
  for (const i of order) {
    let target: SheetState | null = null;
    if (rule === 'first') {
      for (const sheet of sheets) {
        if (findSpot(problem, sheet, i)) {
          target = sheet;
          break;
        }
      }
    } else {
      let bestLoad = -1;
      let bestKind = 3;
      for (const sheet of sheets) {
        if (!findSpot(problem, sheet, i)) continue;
        const kind = Math.floor(spot.score / 1e12);
        if (kind < bestKind || (kind === bestKind && sheet.load > bestLoad)) {
          bestKind = kind;
          bestLoad = sheet.load;
          target = sheet;
        }
      }
      if (target) findSpot(problem, target, i);
    }
    if (!target) {
      target = emptySheet();
      sheets.push(target);
      findSpot(problem, target, i);
    }
    place(problem, target, i);
  }
  return sheets;
}
