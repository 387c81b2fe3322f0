import { describe, expect, it } from 'vitest';
import { checkCuttingPlan } from './checkCuttingPlan.ts';
import { nest } from './nest.ts';
import type { CuttingPlan } from './types.ts';

// The property tests trust this checker, so it must itself catch broken plans.
const items = [
  { id: 'a', width: 30, height: 20, copies: 3 },
  { id: 'b', width: 15, height: 40 },
];
const options = { sheetWidth: 100, sheetHeight: 80, kerf: 3, trim: 5 };
const good = (): CuttingPlan => structuredClone(nest(items, options));

describe('checkCuttingPlan', () => {
  it('accepts a plan from nest', () => {
    expect(checkCuttingPlan(items, good())).toEqual([]);
  });

  it('catches a part moved into its neighbour’s kerf', () => {
    const plan = good();
    const [p, q] = plan.sheets[0]!.placements;
    p!.x = q!.x + 1;
    p!.y = q!.y;
    expect(checkCuttingPlan(items, plan).some((m) => m.includes('closer than the kerf'))).toBe(true);
  });

  it('catches a part in the trim, a missing part, a duplicate and a forbidden turn', () => {
    const plan = good();
    plan.sheets[0]!.placements[0]!.x = 2;
    expect(checkCuttingPlan(items, plan).some((m) => m.includes('in the trim'))).toBe(true);
    const missing = good();
    missing.sheets[0]!.placements.pop();
    expect(checkCuttingPlan(items, missing).some((m) => m.includes('appears 0 times'))).toBe(true);
    const twice = good();
    twice.unplaceable.push({ itemId: 'b', copy: 0, width: 15, height: 40, reason: 'x' });
    expect(checkCuttingPlan(items, twice).some((m) => m.includes('appears 2 times'))).toBe(true);
    const turned = good();
    const p = turned.sheets[0]!.placements[0]!;
    [p.width, p.height, p.rotated] = [p.height, p.width, true];
    expect(checkCuttingPlan(items, turned).some((m) => m.includes('rotated but may not be'))).toBe(true);
  });

  it('catches a cut that stops short of its piece’s edge, and a missing cut', () => {
    const short = good();
    const cut = short.sheets[0]!.cuts.find((c) => c.stage === 2)!;
    cut.to -= 1;
    expect(checkCuttingPlan(items, short).some((m) => m.includes('does not run across a whole piece'))).toBe(true);
    const missing = good();
    missing.sheets[0]!.cuts = missing.sheets[0]!.cuts.filter((c) => c.stage !== 1 && c.stage !== 2);
    expect(checkCuttingPlan(items, missing).some((m) => m.includes('is not cut free'))).toBe(true);
  });
});
