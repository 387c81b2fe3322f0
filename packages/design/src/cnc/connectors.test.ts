// Carcass connecting screws (carpenter's review, defect c): their heads on the two sides' inner
// faces keep clear of the shelves resting there and of the pins under them, and the checker says
// so when one does not.
import { describe, expect, it } from 'vitest';
import type { DesignModel } from '../model.ts';
import { cube, design } from '../testing/build.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { checkDrilling } from './drill-check.ts';
import { defaultDrilling } from './drilling.ts';
import { holeInSpace, panelHoles } from './holes.ts';

function modelOf(input: unknown): DesignModel {
  const v = validateDesign(input, builtInCatalogue);
  if (!v.ok) throw new Error(JSON.stringify(v.findings));
  return v.model;
}

/** Two carcasses side by side (chipboard and oak), a shelf in the left one at `height`. */
const twoCarcasses = (height: number) =>
  design([
    cube('a', 0, 0, 0),
    cube('b', 400, 0, 0, 400, { material: 'chipboard-oak-18' }),
    { id: 's', kind: 'shelf', cubes: ['a'], height },
  ]);

describe('carcass connecting screws and shelves', () => {
  it("move off a shelf standing at the seam's middle, and keep clear of its pins", () => {
    // The seam runs y 18–382: one row, wanted at y 200. The shelf lies at y 190–208 with its pins
    // at 190 − 3.5 = 186.5: the heads (Ø14) must stay below 190 − 6 − 7 − 3 = 174 or above 208 + 10 = 218.
    const model = modelOf(twoCarcasses(190));
    const holes = panelHoles(model);
    const side = model.panels().find((p) => p.id === 'V|a|r')!;
    const ys = (holes.get(side.id) ?? []).filter((h) => h.use === 'connector').map((h) => holeInSpace(side, h).at.y);
    expect(ys).toHaveLength(2);
    for (const y of ys) expect(y <= 174 || y >= 218).toBe(true);
    expect(checkDrilling(model)).toEqual([]);
  });

  it('the checker names a connecting screw under a shelf', () => {
    const model = modelOf(twoCarcasses(190));
    const holes = panelHoles(model);
    // Put the left side's screws back where they were wanted, at y 200 (drawing x 200 − 18 = 182).
    const moved = new Map(
      [...holes].map(([id, list]) => [id, list.map((h) => (h.use === 'connector' ? { ...h, x: 182 } : h))]),
    );
    const found = checkDrilling(model, defaultDrilling, moved).filter((f) => f.code === 'connector_at_shelf');
    expect(found.map((f) => f.panel)).toEqual(['V|a|r', 'V|a|r']);
  });
});

describe('carcass connecting screws and drawer runners (issue 22)', () => {
  /** The same two carcasses, three drawers in the left one. */
  const withDrawers = design([
    cube('a', 0, 0, 0),
    cube('b', 400, 0, 0, 400, { material: 'chipboard-oak-18' }),
    { id: 'd', kind: 'drawers', cube: 'a', count: 3 },
  ]);

  it("move off a runner on the side's inner face", () => {
    // Inside y 18–382: fronts (364 − 4 × 3) / 3 = 117 high at y 21, 141, 261; the box sides 13 mm
    // above each (34, 154, 274), the runners' centre lines 23 mm higher: 57, 177, 297. A runner is
    // 46 mm high, a head Ø14, 3 mm to spare: no head between 177 − 23 − 7 − 3 = 144 and 210. The
    // screw wanted at 200 moves a 16 mm step at a time: 184 is still in, 216 is clear.
    const model = modelOf(withDrawers);
    const holes = panelHoles(model);
    const side = model.panels().find((p) => p.id === 'V|a|r')!;
    const ys = (holes.get(side.id) ?? []).filter((h) => h.use === 'connector').map((h) => holeInSpace(side, h).at.y);
    expect(ys).toEqual([216, 216]);
    expect(checkDrilling(model)).toEqual([]);
  });

  it('the checker names a connecting screw under a runner', () => {
    const model = modelOf(withDrawers);
    const moved = new Map(
      [...panelHoles(model)].map(([id, list]) => [id, list.map((h) => (h.use === 'connector' ? { ...h, x: 182 } : h))]),
    );
    const found = checkDrilling(model, defaultDrilling, moved).filter((f) => f.code === 'connector_at_runner');
    expect(found.map((f) => f.panel)).toEqual(['V|a|r', 'V|a|r']);
  });
});
