// Turns an abstract sheet (strips → stacks → parts, kerf folded into sizes) into coordinates and
// the saw's cut sequence: trim cuts, then strip cuts across the sheet, then stack cuts across each
// strip, then part cuts across each stack, then a trim cut beside any part narrower than its stack.
import type { Problem } from './Problem.ts';
import type { SheetState } from './SheetPacking.ts';
import type { Cut, NestingItem, NestingOptions, Placement, SheetPlan, Strip } from './types.ts';

/** Below this (mm) two edges are the same edge: sums of fractional sizes drift by ~1e-13. */
const EPS = 1e-6;

export function layoutSheet(
  problem: Problem,
  sheet: SheetState,
  items: readonly NestingItem[],
  options: NestingOptions,
): SheetPlan {
  const { sheetWidth: W, sheetHeight: H, kerf, trim } = options;
  const top = H - trim;
  const right = W - trim;
  const placements: Placement[] = [];
  const strips: Strip[] = [];
  const cuts: Cut[] = [];
  if (trim > EPS) {
    cuts.push({ stage: 0, orientation: 'horizontal', position: trim - kerf, from: 0, to: W });
    cuts.push({ stage: 0, orientation: 'horizontal', position: top, from: 0, to: W });
    cuts.push({ stage: 0, orientation: 'vertical', position: trim - kerf, from: trim, to: top });
    cuts.push({ stage: 0, orientation: 'vertical', position: right, from: trim, to: top });
  }
  const later: Cut[] = [];
  let partArea = 0;
  let y = trim;
  for (const stripState of sheet.strips) {
    const stripTop = y + stripState.height - kerf;
    if (stripTop < top - EPS)
      cuts.push({ stage: 1, orientation: 'horizontal', position: stripTop, from: trim, to: right });
    const strip: Strip = { y, height: stripTop - y, stacks: [] };
    let x = trim;
    for (const stackState of stripState.stacks) {
      const stackRight = x + stackState.width - kerf;
      if (stackRight < right - EPS)
        later.push({ stage: 2, orientation: 'vertical', position: stackRight, from: y, to: stripTop });
      const stack = { x, width: stackRight - x, placements: [] as number[] };
      let py = y;
      stackState.items.forEach((part, k) => {
        const turn = stackState.rotated[k] === true;
        const w = (turn ? problem.height[part]! : problem.width[part]!) - kerf;
        const h = (turn ? problem.width[part]! : problem.height[part]!) - kerf;
        const item = items[problem.itemIndex[part]!]!;
        stack.placements.push(placements.length);
        placements.push({
          itemId: item.id,
          copy: problem.copy[part]!,
          x,
          y: py,
          width: w,
          height: h,
          rotated: turn !== problem.turned[part],
        });
        partArea += w * h;
        const partTop = py + h;
        if (partTop < stripTop - EPS)
          later.push({ stage: 3, orientation: 'horizontal', position: partTop, from: x, to: stackRight });
        if (x + w < stackRight - EPS)
          later.push({ stage: 4, orientation: 'vertical', position: x + w, from: py, to: partTop });
        py = partTop + kerf;
      });
      strip.stacks.push(stack);
      x = stackRight + kerf;
    }
    strips.push(strip);
    y = stripTop + kerf;
  }
  // Stage order: every strip first, then within each strip; stable sort keeps the saw's order.
  cuts.push(...later.sort((a, b) => a.stage - b.stage));
  return { width: W, height: H, placements, strips, cuts, partArea, utilisation: partArea / (W * H) };
}
