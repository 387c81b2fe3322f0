// Public shapes of the nesting engine. Lengths are millimetres (integers in practice; any finite
// number works). Coordinates have their origin at the sheet's bottom-left corner, x along the
// sheet width, y along its height.

/** One kind of part to cut; `copies` of it are needed (default 1). */
export interface NestingItem {
  id: string;
  width: number;
  height: number;
  copies?: number;
  /** false for a part whose grain must run along its width; ignored unless rotation is allowed. */
  canRotate?: boolean;
}

export interface NestingOptions {
  /** Stock sheet size, full size before trimming. */
  sheetWidth: number;
  sheetHeight: number;
  /** Width of the saw cut, lost between adjacent parts and at every cut. */
  kerf: number;
  /** Margin removed on all four sheet edges (the trim cut's kerf included). */
  trim: number;
  /** Allow 90° rotation. Keep false for grained materials. */
  allowRotation: boolean;
  /** Time the whole search may take (start, improvement), by `clock`. */
  timeBudgetMs: number;
  /**
   * Work the whole search may spend, in units of about one attempted part placement. When it binds
   * before the time budget, the plan is the same on every run and machine, and a larger budget never
   * gives more sheets. Left out, it is the time budget × `WORK_UNITS_PER_MS`, so the time budget
   * is what the search gets (never a hidden, smaller work cap).
   */
  workBudget?: number;
  /** Seed of the random orderings, so a plan is repeatable. */
  seed: number;
  /**
   * Milliseconds for the time budget; default performance.now. A benchmark on a shared machine
   * may pass a CPU-time clock so that other processes do not eat the budget.
   */
  clock?: () => number;
}

export const defaultNestingOptions: NestingOptions = {
  sheetWidth: 2800,
  sheetHeight: 2070,
  kerf: 4,
  trim: 10,
  allowRotation: false,
  timeBudgetMs: 200,
  seed: 1,
};

/**
 * Work units per millisecond of time budget when no work budget is given. One core of the shared
 * 2-core development machine does 8,000–30,000 units per CPU ms on the Berkey–Wang instances
 * and up to 50,000 on the 2,000-cube example's big order, so the default is above that: the time
 * budget is what ends the search there, never a smaller hidden work cap. A machine several times
 * faster ends on the work budget (the same plan on every run); `workBudget` (`--work`) fixes it
 * for a plan that is repeatable everywhere.
 */
export const WORK_UNITS_PER_MS = 100_000;

/** Why the search stopped: it reached the lower bound (the plan is optimal), spent its work, or ran out of time. */
export type StopReason = 'lowerBound' | 'work' | 'time';

/** What the search spent, for the CLI's summary and the tests. */
export interface SearchReport {
  stoppedBy: StopReason;
  workUnits: number;
  workBudget: number;
  ms: number;
}

export interface Placement {
  itemId: string;
  /** Which copy of the item (0-based). */
  copy: number;
  x: number;
  y: number;
  /** Size as laid on the sheet (swapped when rotated). */
  width: number;
  height: number;
  rotated: boolean;
}

/**
 * One straight saw cut, in the order the saw makes them. A horizontal cut runs along x from `from`
 * to `to` at height `position`; the blade removes [position, position + kerf]. A vertical cut is
 * the same with x and y swapped. Each cut spans the whole piece it divides.
 * Stage 0 trims the sheet edges, 1 cuts strips across the sheet, 2 cuts stacks out of a strip,
 * 3 separates the parts of a stack, 4 trims a part narrower than its stack.
 */
export interface Cut {
  stage: 0 | 1 | 2 | 3 | 4;
  orientation: 'horizontal' | 'vertical';
  position: number;
  from: number;
  to: number;
}

/** A first-stage strip: full usable width, cut into stacks (columns of parts). */
export interface Strip {
  y: number;
  height: number;
  stacks: Stack[];
}

/** A second-stage piece of a strip; its parts sit one above the other. */
export interface Stack {
  x: number;
  width: number;
  /** Indices into the sheet's `placements`, bottom to top. */
  placements: number[];
}

export interface SheetPlan {
  width: number;
  height: number;
  placements: Placement[];
  strips: Strip[];
  cuts: Cut[];
  /** Area of the parts on this sheet. */
  partArea: number;
  /** partArea / full sheet area, 0..1. */
  utilisation: number;
}

export interface UnplaceableItem {
  itemId: string;
  copy: number;
  width: number;
  height: number;
  reason: string;
}

export interface CuttingPlan {
  sheets: SheetPlan[];
  unplaceable: UnplaceableItem[];
  /** Part area over the area of all sheets used, 0..1 (0 when no sheet is used). */
  utilisation: number;
  /** No plan can use fewer sheets than this. */
  lowerBound: number;
  options: NestingOptions;
  search: SearchReport;
}
