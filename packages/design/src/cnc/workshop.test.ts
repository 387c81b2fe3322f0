// Generated designs (random grids, L-shapes, towers, wide cubes on narrow ones, mixed widths,
// depths 300–600, both connector systems, backs, shelves, doors, rails, drawers, connector overrides): every
// drilling rule holds, every hole and fixing is counted, and the part numbers agree everywhere
// (testing/workshop.ts). The examples are checked the same way in cli/examples.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ElementInput } from '../schema/document.ts';
import { generatedDesigns as designs } from '../testing/generated-designs.ts';
import { checkWorkshop } from '../testing/workshop.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { workshopErrors } from '../workshop-guard.ts';
import { panelHoles } from './holes.ts';

const cube = (
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  depth: number,
  extra: object = {},
): ElementInput =>
  ({ id, kind: 'cube', position: { x, y, z: 0 }, size: { width, height, depth }, ...extra }) as ElementInput;

describe('generated designs', () => {
  it('are drilled by the rules, count every hole and fixing, and number their parts one way', () => {
    // Designs with errors (wide chipboard bottoms and shelves sag past the limit: an error since
    // issue 21) are refused their workshop files; about 90 of 200 generated designs get them (60 at least).
    let built = 0,
      withDrawers = 0;
    fc.assert(
      fc.property(designs, (json) => {
        const v = validateDesign(json, builtInCatalogue);
        if (!v.ok) throw new Error(JSON.stringify(v.findings));
        checkWorkshop(v.model);
        if (workshopErrors(v.model).length === 0) {
          built++;
          if (v.model.panels().some((p) => p.role === 'drawerFront')) withDrawers++;
        }
      }),
      { numRuns: 200 },
    );
    expect(built).toBeGreaterThanOrEqual(60);
    // Drawers (issue 22): about 25 of the designs built have them (the camLock half; 15 at least).
    expect(withDrawers).toBeGreaterThanOrEqual(15);
  }, 240_000);
});

describe('a partition standing on a board opposite a shorter one under it', () => {
  // Found by the property above (seed 235267180): a sliding door sets its row's partitions back, so
  // the partition under the board at x = 500 is shorter than the one standing on it. The alternate
  // positions, figured from each joint's own length, put the upper bolt (Ø5, 13 deep) 2 mm from the
  // lower dowel (Ø8, 12 deep): 25 mm of holes in an 18 mm board, meeting. Now every set of the upper
  // joint keeps 3 mm of board from every hole of the lower one.
  it("keeps its fittings clear of the holes from the board's other face", () => {
    const row = (y: number, r: number, widths: number[], depth: number) => {
      let x = 0;
      return widths.map((w, i) => cube(`r${r}-${i}`, (x += w) - w, y, w, 200, depth));
    };
    const json = {
      schemaVersion: 1,
      name: 'door under a crossing',
      settings: { backs: false, connectorSystem: 'camLock' },
      elements: [
        ...row(0, 0, [300, 200, 500], 400),
        ...row(200, 1, [500, 500], 400),
        cube('r2-0', 0, 400, 200, 200, 300),
        { id: 'door', kind: 'slidingDoor', cubes: ['r0-0', 'r0-1', 'r0-2'] },
      ],
    };
    const v = validateDesign(json, builtInCatalogue);
    if (!v.ok) throw new Error(JSON.stringify(v.findings));
    expect(() => checkWorkshop(v.model)).not.toThrow();
  });
});

describe('a short cube with shelves beside a taller one, joined at the floor by a steel corner', () => {
  // Found by the property above (seed 625381588): the cubes are separate carcasses, so connecting
  // screws (Ø5, through both sides) join them along the seam from y = 18 to 182, wanted at its
  // middle, 100. On the 16 mm steps (100, 84, 116, 68, 132, 52, 148, 36, 164; 20 and 180 leave no
  // 3 mm to the seam's ends) every place meets a shelf's zone — the shelves at 52 and 89 in the
  // short cube and at 137 in the tall one keep the heads from 36–80, 73–117 and 121–165 — but 36,
  // and there the screw sat 2 mm from the steel corner's pilot (Ø3, 16 mm above the bottom board:
  // y = 34): holes_too_close. Now it takes the nearest free millimetre, 117 (3 mm above the 89 mm
  // shelf's top at 107 plus the head's 7 mm), 99 mm along the side standing on the bottom at 18.
  it("puts the connecting screws where the board is free, clear of the corner's screws", () => {
    const json = {
      schemaVersion: 1,
      name: 'short cube with shelves',
      settings: { backs: false, connectorSystem: 'camLock' },
      elements: [
        cube('a', 0, 0, 200, 400, 300),
        cube('b', 200, 0, 200, 200, 300),
        { id: 's0', kind: 'shelf', cubes: ['a'], height: 137 },
        { id: 's1', kind: 'shelf', cubes: ['b'], height: 52 },
        { id: 's2', kind: 'shelf', cubes: ['b'], height: 89 },
        { id: 'k', kind: 'connector', at: { x: 200, y: 0, z: 150 }, type: 'steelCorner' },
      ],
    };
    const v = validateDesign(json, builtInCatalogue);
    if (!v.ok) throw new Error(JSON.stringify(v.findings));
    const side = panelHoles(v.model).get('V|b|l')!;
    // The corner's pilots 16 mm up the side, 10 mm either side of its sets at z = 50 and 250.
    expect(side.filter((h) => h.use === 'screw').map((h) => [h.x, h.y])).toEqual([
      [16, 40],
      [16, 60],
      [16, 240],
      [16, 260],
    ]);
    // The connecting screws 60 mm in from the front and back, at y = 117.
    expect(
      side
        .filter((h) => h.use === 'connector')
        .map((h) => [h.x, h.y])
        .sort((p, q) => p[1]! - q[1]!),
    ).toEqual([
      [99, 60],
      [99, 240],
    ]);
    expect(() => checkWorkshop(v.model)).not.toThrow();
  });
});
