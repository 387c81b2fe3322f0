// Drawers (issue 22): the worked example of one cube with three drawers, checked by hand; the
// rules that refuse what cannot be built; and a property over every cube size the catalogue allows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default.ts';
import { checkDrilling } from '../cnc/drill-check.ts';
import { panelHoles } from '../cnc/holes.ts';
import { boxesOverlap } from '../geometry/mm.ts';
import type { DesignModel } from '../model.ts';
import { quote } from '../quote.ts';
import type { ElementInput } from '../schema/document.ts';
import { design } from '../testing/build.ts';
import { checkWorkshop } from '../testing/workshop.ts';
import { builtInCatalogue, validateDesign, type CatalogueInForce } from '../validate.ts';
import { addDrawers, bottomNails, mostDrawers } from './drawers.ts';
import { messageOf } from '../i18n/findings.ts';

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

function modelOf(input: unknown, catalogue: CatalogueInForce = builtInCatalogue): DesignModel {
  const v = validateDesign(input, catalogue);
  if (!v.ok) throw new Error(JSON.stringify(v.findings));
  return v.model;
}

function errors(
  input: unknown,
  catalogue: CatalogueInForce = builtInCatalogue,
): { code: string; params?: Record<string, string | number> }[] {
  return validateDesign(input, catalogue)
    .findings.filter((f) => f.severity === 'error')
    .map((f) => (f.params ? { code: f.code, params: f.params } : { code: f.code }));
}

const drawerParts = (model: DesignModel) =>
  model.panels().filter((p) => p.role === 'drawerFront' || p.role === 'drawerBox');

describe('worked example: a cube 600 × 600 × 500 (w × h × d) with three drawers', () => {
  // The cube alone is one carcass of 18 mm chipboard, no back (the default): bottom and top run
  // through (y 0–18 and 582–600), the sides stand between them (x 0–18 and 582–600). Inside:
  // x 18–582 (564), y 18–582 (564), z 0–500.
  const json = design([cube('c', 0, 0, 600, 600, 500), { id: 'd', kind: 'drawers', cube: 'c', count: 3 }]);
  const model = modelOf(json);
  const byId = new Map(model.panels().map((p) => [p.id, p]));
  const part = (id: string) => byId.get(id)!;

  it('sizes the fronts: inset, 3 mm gaps, equal heights', () => {
    // Fronts: (564 − 4 gaps × 3) / 3 = 184 high, 564 − 2 × 3 = 558 wide, 18 thick, flush with the
    // cube's front (z 482–500). Bottoms at 18 + 3 = 21, 21 + 184 + 3 = 208, 208 + 187 = 395; the
    // top front ends at 579, 3 mm under the top board (582). Banded all round with the 1 mm ABS
    // band: cut 556 × 182.
    for (const [i, y] of [
      [1, 21],
      [2, 208],
      [3, 395],
    ] as const) {
      const f = part(`F|d|${i}`);
      expect(f.box).toEqual({ x: 21, y, z: 482, width: 558, height: 184, depth: 18 });
      expect([f.length, f.width, f.thickness, f.cutLength, f.cutWidth]).toEqual([558, 184, 18, 556, 182]);
      expect([f.material, f.colour, Object.keys(f.edgeBanding).sort()]).toEqual([
        'chipboard-18',
        'white',
        ['bottom', 'left', 'right', 'top'],
      ]);
    }
  });

  it('sizes each box: the runner 450 mm (the longest ≤ 500 − 18 − 10 = 472), 13 mm side space', () => {
    // Box between the runners: x 18 + 13 = 31 to 582 − 13 = 569 (538 wide); from the front's back
    // face (z 482) back 450 mm to z 32. Bottom (HDF 3) 10 mm above the front's lower edge:
    // y 31–34 under drawer 1; sides from 34 up to 30 mm under the front's top (205 − 30 = 175):
    // 141 high, top edge banded, cut 450 × 140. Box front and back between the sides: x 49–551
    // (502), cut 502 × 140; the front's at z 464–482, the back's at z 32–50.
    expect(part('KD|d|1').box).toEqual({ x: 31, y: 31, z: 32, width: 538, height: 3, depth: 450 });
    expect(part('KL|d|1').box).toEqual({ x: 31, y: 34, z: 32, width: 18, height: 141, depth: 450 });
    expect(part('KR|d|1').box).toEqual({ x: 551, y: 34, z: 32, width: 18, height: 141, depth: 450 });
    expect(part('KF|d|1').box).toEqual({ x: 49, y: 34, z: 464, width: 502, height: 141, depth: 18 });
    expect(part('KB|d|1').box).toEqual({ x: 49, y: 34, z: 32, width: 502, height: 141, depth: 18 });
    expect([
      part('KL|d|1').cutLength,
      part('KL|d|1').cutWidth,
      part('KF|d|1').cutLength,
      part('KF|d|1').cutWidth,
    ]).toEqual([450, 140, 502, 140]);
    expect([part('KD|d|1').material, part('KD|d|1').cutLength, part('KD|d|1').cutWidth]).toEqual(['hdf-3', 538, 450]);
    // The other two drawers are the same, 187 mm higher each.
    expect(part('KL|d|2').box.y).toBe(221);
    expect(part('KL|d|3').box.y).toBe(408);
    // One number per kind of board: 3 fronts, 6 box fronts and backs, 6 sides, 3 bottoms.
    const numbers = model
      .parts()
      .filter((p) => p.partNumber.startsWith('F') || p.partNumber.startsWith('K'))
      .map((p) => [p.partNumber, p.panels.length]);
    expect(numbers).toEqual([
      ['F001', 3],
      ['K001', 6],
      ['K002', 6],
      ['K003', 3],
    ]);
    // No board shares volume with another.
    const panels = model.panels();
    for (let i = 0; i < panels.length; i++)
      for (let j = i + 1; j < panels.length; j++)
        expect(boxesOverlap(panels[i]!.box, panels[j]!.box), `${panels[i]!.id} / ${panels[j]!.id}`).toBe(false);
  });

  it('drills every runner hole where the hand calculation puts it', () => {
    const holes = panelHoles(model);
    const of = (id: string, use: string) =>
      (holes.get(id) ?? []).filter((h) => h.use === use).map((h) => [h.x, h.y, h.diameter, h.depth, h.face]);
    // Runner centre lines 23 mm above the box sides' lower edge: y 57, 244, 431. In the cube's sides
    // (drawing x = y − 18: 39, 226, 413), three Ø3 × 10 pilots each on the System 32 line 37 mm
    // behind the front edge and 32 mm steps: the last step that stays 20 mm inside the runner's
    // reach (450 + 18 − 37 − 20 = 411 → 12 steps), and the middle one (6): z 463, 271, 79. The
    // left side's inner face is its face A, the right side's its face B. The nearest cam (Ø15 at
    // 34, 450) stays 13.9 − 7.5 − 1.5 = 4.9 mm clear of the pilot at (39, 463).
    const cabinet = (face: string) => [39, 226, 413].flatMap((x) => [463, 271, 79].map((y) => [x, y, 3, 10, face]));
    expect(of('V|c|l', 'runner')).toEqual(cabinet('A'));
    expect(of('V|c|r', 'runner')).toEqual(cabinet('B'));
    // In the box's sides (drawing x = z − 32), from 35 mm behind the box's front face, 32 mm steps,
    // the last 35 mm short of the back (450 − 70 = 380 → 11 steps), the middle round(5.5) = 6:
    // z 482 − 35 = 447, 482 − 227 = 255, 482 − 387 = 95 → x 415, 223, 63; y 57 − 34 = 23. On the
    // sides' outer faces: a box side's drawing runs along z and y, z × y = −x, so face A looks −x:
    // the left side's outer face is A, the right side's is B.
    for (const i of [1, 2, 3]) {
      expect(of(`KL|d|${i}`, 'runner')).toEqual([
        [415, 23, 3, 10, 'A'],
        [223, 23, 3, 10, 'A'],
        [63, 23, 3, 10, 'A'],
      ]);
      expect(of(`KR|d|${i}`, 'runner')).toEqual([
        [415, 23, 3, 10, 'B'],
        [223, 23, 3, 10, 'B'],
        [63, 23, 3, 10, 'B'],
      ]);
    }
  });

  it('drills the box joints and the front fixing', () => {
    const holes = panelHoles(model);
    const of = (id: string, use: string) =>
      (holes.get(id) ?? []).filter((h) => h.use === use).map((h) => [h.x, h.y, h.diameter, h.depth, h.face]);
    // Confirmats: Ø7 through each side at the middle of the box's front (z 473 → x 441) and back
    // (z 41 → x 9), 20 mm from the sides' lower and upper edges (y 20, 121); Ø5 × 40 into the ends
    // of the box's front and back at the same heights.
    expect(of('KL|d|1', 'confirmat')).toEqual([
      [441, 20, 7, 18, 'T'],
      [441, 121, 7, 18, 'T'],
      [9, 20, 7, 18, 'T'],
      [9, 121, 7, 18, 'T'],
    ]);
    expect(of('KB|d|1', 'confirmat')).toEqual([
      [0, 20, 5, 40, 'EL'],
      [0, 121, 5, 40, 'EL'],
      [502, 20, 5, 40, 'ER'],
      [502, 121, 5, 40, 'ER'],
    ]);
    // Front screws 4 × 30: Ø5 through the box's front 64 mm in from its ends (x 113 and 487 → 64,
    // 438), at y 54 and 155 (→ 20, 121); Ø3 × 10 pilots in the drawer front's back face (B) at the
    // same places (x 113 − 21 = 92, 466; y 54 − 21 = 33, 134).
    expect(of('KF|d|1', 'frontScrew')).toEqual([
      [64, 20, 5, 18, 'T'],
      [64, 121, 5, 18, 'T'],
      [438, 20, 5, 18, 'T'],
      [438, 121, 5, 18, 'T'],
    ]);
    expect(of('F|d|1', 'frontScrew')).toEqual([
      [92, 33, 3, 10, 'B'],
      [92, 134, 3, 10, 'B'],
      [466, 33, 3, 10, 'B'],
      [466, 134, 3, 10, 'B'],
    ]);
    expect(checkDrilling(model)).toEqual([]);
    checkWorkshop(model);
  });

  it('puts the runners, screws and nails in the BOM and the price', () => {
    const q = quote(json, builtInCatalogue);
    expect(q.ok && q.orderable).toBe(true);
    const hw = Object.fromEntries(q.bom!.hardware.map((h) => [h.code, h.quantity]));
    // Per drawer: a pair of 450 mm runners, 3 screws in each of the 4 runner members (12), two
    // confirmats at each of 4 corners (8), 4 front screws, and the bottom's nails: along its 538
    // and 450 mm edges one per started 150 mm and one more, corners shared:
    // 2 × (4 + 1) + 2 × (3 + 1) − 4 = 14.
    expect(bottomNails(538, 450, 150)).toBe(14);
    expect(hw).toMatchObject({
      'drawer-runner-450': 3,
      'screw-4x16': 36,
      'confirmat-7x50': 24,
      'screw-4x30': 12,
      'back-nail': 42,
    });
    // Holes: the carcass's 4 joints × 2 cam-lock sets × 5 = 40, and 36 per drawer (12 runner
    // pilots, 16 for the confirmats, 8 for the front screws): 40 + 108 = 148.
    expect(q.bom!.totals.holes).toBe(148);
    expect(q.bom!.totals.panelCount).toBe(4 + 3 * 6);
    // The runners at the catalogue's price: 3 pairs × 13.00 €.
    expect(q.price!.lines.find((l) => l.code === 'drawer-runner-450')).toMatchObject({ quantity: 3, cents: 3900 });
  });

  it('is one step of the instructions, with its hardware', async () => {
    const { assemblySteps } = await import('../assembly/steps.ts');
    const step = assemblySteps(model).steps.find((s) => s.kind === 'drawers')!;
    expect(step.parts).toEqual([
      { partNumber: 'F001', quantity: 3 },
      { partNumber: 'K001', quantity: 6 },
      { partNumber: 'K002', quantity: 6 },
      { partNumber: 'K003', quantity: 3 },
    ]);
    expect(Object.fromEntries(step.hardware.map((h) => [h.code, h.quantity]))).toEqual({
      'drawer-runner-450': 3,
      'screw-4x16': 36,
      'confirmat-7x50': 24,
      'screw-4x30': 12,
      'back-nail': 42,
    });
  });
});

describe('drawers the rules refuse', () => {
  it('too shallow: no runner fits between the front and the back', () => {
    // Runners from 300 mm only: a cube 300 deep has 300 − 18 − 10 = 272 mm for one.
    const catalogue = {
      version: 0,
      catalogue: {
        ...defaultCatalogue,
        drawers: {
          ...defaultCatalogue.drawers,
          runners: defaultCatalogue.drawers.runners.filter((r) => r.lengthMm >= 300),
        },
      },
    };
    const json = design([cube('c', 0, 0, 600, 600, 300), { id: 'd', kind: 'drawers', cube: 'c', count: 2 }]);
    expect(errors(json, catalogue)).toEqual([
      { code: 'drawers_too_shallow', params: { id: 'd', count: 2, depth: 300, min: 328 } },
    ]);
    expect(drawerParts(modelOf(json, catalogue))).toEqual([]);
  });

  it('too narrow: a cube 200 wide is 164 inside', () => {
    const json = design([cube('c', 0, 0, 200, 600, 400), { id: 'd', kind: 'drawers', cube: 'c', count: 1 }]);
    expect(errors(json)).toEqual([{ code: 'drawers_too_narrow', params: { id: 'd', count: 1, width: 164, min: 250 } }]);
  });

  it('too low for the count: three fronts of (264 − 12) / 3 = 84 mm in a cube 300 tall; two fit', () => {
    const json = design([cube('c', 0, 0, 600, 300, 400), { id: 'd', kind: 'drawers', cube: 'c', count: 3 }]);
    expect(errors(json)).toEqual([
      { code: 'drawers_too_low', params: { id: 'd', count: 3, height: 84, min: 100, most: 2 } },
    ]);
    expect(mostDrawers(264, 3, 100)).toBe(2);
    expect(errors(design([cube('c', 0, 0, 600, 300, 400), { id: 'd', kind: 'drawers', cube: 'c', count: 2 }]))).toEqual(
      [],
    );
  });

  it('behind a sliding door, with a shelf, with a rail, twice: refused and not derived', () => {
    const cubes = [cube('a', 0, 0, 600, 600, 500), cube('b', 600, 0, 600, 600, 500)];
    const cases: [ElementInput, string][] = [
      [{ id: 'x', kind: 'slidingDoor', cubes: ['a', 'b'] }, 'drawers_behind_door'],
      [{ id: 'x', kind: 'shelf', cubes: ['a'], height: 300 }, 'drawers_with_shelf'],
      [{ id: 'x', kind: 'bar', cube: 'a' }, 'drawers_with_rail'],
      [{ id: 'x', kind: 'drawers', cube: 'a', count: 2 }, 'drawers_twice'],
    ];
    for (const [other, code] of cases) {
      const json = design([...cubes, other, { id: 'd', kind: 'drawers', cube: 'a', count: 2 }]);
      expect(errors(json)).toContainEqual({ code, params: { id: 'd', b: 'x' } });
      const model = modelOf(json);
      expect(drawerParts(model).filter((p) => p.element === 'd')).toEqual([]);
      expect(validateDesign(json, builtInCatalogue).orderable).toBe(false);
    }
  });

  it("steel corners: their brackets would be in the bottom runner's way", () => {
    const json = design([cube('c', 0, 0, 600, 600, 500), { id: 'd', kind: 'drawers', cube: 'c', count: 3 }], {
      connectorSystem: 'steelCorner',
    });
    expect(errors(json)).toEqual([{ code: 'drawers_hit_corner', params: { id: 'd', leg: 40 } }]);
  });

  it('names the drawers and their neighbours in the messages, in three languages', () => {
    const v = validateDesign(
      design([cube('c', 0, 0, 200, 600, 400), { id: 'd', kind: 'drawers', cube: 'c', count: 1 }]),
      builtInCatalogue,
    );
    const f = v.findings.find((x) => x.code === 'drawers_too_narrow')!;
    expect(messageOf(f).en).toBe(
      'd: the cube is only 164 mm wide inside, and drawers need at least 250 mm. Choose a wider cube.',
    );
    expect(messageOf(f).sl).toContain('164 mm');
    expect(messageOf(f).es).toContain('164 mm');
  });

  it('a drawers element naming no cube is refused by the document check', () => {
    const v = validateDesign(
      design([cube('c', 0, 0, 600, 600, 500), { id: 'd', kind: 'drawers', cube: 'nope', count: 1 }]),
      builtInCatalogue,
    );
    expect(v.findings.map((f) => f.code)).toContain('unknown_reference');
  });
});

describe("addDrawers (the configurator's per-cell command)", () => {
  it("makes a new drawers element under a free id, or replaces the count of the cube's drawers", () => {
    const elements = [
      { id: 'c', kind: 'cube' },
      { id: 'drawers-1', kind: 'drawers', cube: 'x' },
    ];
    expect(addDrawers(elements, 'c', 3)).toEqual({ id: 'drawers-2', kind: 'drawers', cube: 'c', count: 3 });
    expect(addDrawers(elements, 'x', 9)).toEqual({ id: 'drawers-1', kind: 'drawers', cube: 'x', count: 4 });
    expect(addDrawers(elements, 'x', 0).count).toBe(1);
  });
});

describe('drawers in every cube size the catalogue allows', () => {
  const { width, height, depth } = defaultCatalogue.allowedSizes;
  it('are refused by a rule, or fit their cube with 3 mm gaps and are drilled by the rules', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...width),
        fc.constantFrom(...height.filter((h) => h <= 1200)),
        fc.constantFrom(...depth),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        (w, h, d, count, backs) => {
          const json = design([
            cube('c', 0, 0, w, h, d, { back: backs }),
            { id: 'd', kind: 'drawers', cube: 'c', count },
          ]);
          const model = modelOf(json);
          const found = errors(json).filter((e) => e.code.startsWith('drawers_'));
          const fronts = model
            .panels()
            .filter((p) => p.role === 'drawerFront')
            .sort((a, b) => a.box.y - b.box.y);
          if (found.length > 0) {
            expect(found).toHaveLength(1);
            expect(fronts).toEqual([]);
            return;
          }
          const inner = model.inner(model.cells.get('c')!);
          expect(fronts).toHaveLength(count);
          expect(fronts[0]!.box.y - inner.y0).toBe(3);
          for (let i = 1; i < count; i++)
            expect(fronts[i]!.box.y - (fronts[i - 1]!.box.y + fronts[i - 1]!.box.height)).toBe(3);
          const top = inner.y1 - (fronts.at(-1)!.box.y + fronts.at(-1)!.box.height);
          expect(top).toBeGreaterThanOrEqual(3);
          expect(top).toBeLessThan(3 + count);
          for (const p of drawerParts(model)) {
            const b = p.box;
            expect(
              b.x >= inner.x0 &&
                b.x + b.width <= inner.x1 &&
                b.y >= inner.y0 &&
                b.y + b.height <= inner.y1 &&
                b.z >= inner.z0 &&
                b.z + b.depth <= inner.z1,
              p.id,
            ).toBe(true);
          }
          // The runner: the longest catalogue length that leaves 10 mm behind it.
          const side = model.panels().find((p) => p.id === 'KL|d|1')!;
          const room = inner.z1 - 18 - 10 - inner.z0;
          expect(side.box.depth).toBe(
            Math.max(...defaultCatalogue.drawers.runners.map((r) => r.lengthMm).filter((l) => l <= room)),
          );
          expect(checkDrilling(model)).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
