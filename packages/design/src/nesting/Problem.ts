// Turns parts and stock options into the abstract problem the search solves. Kerf is folded into
// the sizes: every part grows by one kerf and the usable sheet by one kerf, so n parts side by
// side fit exactly when their real widths plus the n - 1 saw cuts between them fit (Dyckhoff's
// usual trick). Parts that fit no sheet are set aside here, before any search starts.
import type { NestingItem, NestingOptions, UnplaceableItem } from './types.ts';

export interface Problem {
  /** Usable sheet size plus one kerf. */
  binWidth: number;
  binHeight: number;
  /** Per part copy, kerf included. */
  width: number[];
  height: number[];
  canRotate: boolean[];
  /** True when width and height above are the item's swapped (it only fits turned). */
  turned: boolean[];
  /** Which item and copy each part is. */
  itemIndex: number[];
  copy: number[];
  /**
   * Parts of one kind are interchangeable (same size and rotation freedom): the index of the
   * kind's first part. Big orders repeat a few kinds thousands of times (see StripFill.ts).
   */
  kind: number[];
  /**
   * Search work spent on this problem, roughly one unit per part the packers try to place. The
   * search stops on a work budget rather than only on the clock, so a plan is the same on every
   * machine and run (the clock stays as a safety cap). Kept with the problem, not in a global, so
   * two searches never share a count.
   */
  work: { units: number };
}

export interface PreparedProblem {
  problem: Problem;
  unplaceable: UnplaceableItem[];
}

export function prepareProblem(items: readonly NestingItem[], options: NestingOptions): PreparedProblem {
  const { kerf, trim } = options;
  const usableWidth = options.sheetWidth - 2 * trim;
  const usableHeight = options.sheetHeight - 2 * trim;
  const problem: Problem = {
    binWidth: usableWidth + kerf,
    binHeight: usableHeight + kerf,
    work: { units: 0 },
    width: [],
    height: [],
    canRotate: [],
    turned: [],
    itemIndex: [],
    copy: [],
    kind: [],
  };
  const kinds = new Map<string, number>();
  const unplaceable: UnplaceableItem[] = [];
  items.forEach((item, index) => {
    const copies = item.copies ?? 1;
    const canRotate = options.allowRotation && item.canRotate !== false && item.width !== item.height;
    const fitsAsIs = item.width <= usableWidth && item.height <= usableHeight;
    const fitsTurned = canRotate && item.height <= usableWidth && item.width <= usableHeight;
    const reason =
      whyInvalid(item) ??
      (usableWidth <= 0 || usableHeight <= 0 ? 'the trim leaves no usable sheet' : undefined) ??
      (fitsAsIs || fitsTurned ? undefined : `larger than the usable sheet (${usableWidth} × ${usableHeight} mm)`);
    for (let copy = 0; copy < Math.max(0, Math.floor(Number.isFinite(copies) ? copies : 0)); copy++) {
      if (reason) {
        unplaceable.push({ itemId: item.id, copy, width: item.width, height: item.height, reason });
        continue;
      }
      // A part that only fits turned is stored turned, with no further turns allowed.
      problem.width.push((fitsAsIs ? item.width : item.height) + kerf);
      problem.height.push((fitsAsIs ? item.height : item.width) + kerf);
      problem.canRotate.push(canRotate && fitsAsIs && fitsTurned);
      problem.turned.push(!fitsAsIs);
      problem.itemIndex.push(index);
      problem.copy.push(copy);
      const part = problem.width.length - 1;
      const key = `${problem.width[part]} ${problem.height[part]} ${problem.canRotate[part]}`;
      let kind = kinds.get(key);
      if (kind === undefined) kinds.set(key, (kind = part));
      problem.kind.push(kind);
    }
  });
  return { problem, unplaceable };
}

function whyInvalid(item: NestingItem): string | undefined {
  if (!(Number.isFinite(item.width) && Number.isFinite(item.height)) || item.width <= 0 || item.height <= 0) {
    return 'width and height must be positive numbers';
  }
  return undefined;
}
