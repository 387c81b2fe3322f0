import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import tower from '../../../../examples/tower.json' with { type: 'json' };
import wardrobe from '../../../../examples/wardrobe-sliding-doors.json' with { type: 'json' };
import { buildBom } from '../bom/bom.ts';
import { toSvg } from '../drawing/drawing.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { stepDrawing } from './step-drawing.ts';
import { assemblySteps } from './steps.ts';

function modelOf(json: unknown) {
  const v = validateDesign(json, builtInCatalogue);
  if (!v.ok) throw new Error('not a design');
  return v.model;
}

const cube = (id: string, x: number, y: number) => ({
  id,
  kind: 'cube',
  position: { x, y, z: 0 },
  size: { width: 400, height: 400, depth: 400 },
});

/** Columns of stacked 400 mm cubes, with shelves, a door over the bottom row and backs at random. */
const designs = fc
  .record({
    heights: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 4 }),
    backs: fc.boolean(),
    steel: fc.boolean(),
    shelf: fc.boolean(),
    door: fc.boolean(),
  })
  .map(({ heights, backs, steel, shelf, door }) => {
    const elements: object[] = [];
    heights.forEach((h, col) => {
      for (let row = 0; row < h; row++) elements.push(cube(`c${col}-${row}`, col * 400, row * 400));
    });
    if (shelf) elements.push({ id: 's', kind: 'shelf', cubes: ['c0-0'], height: 180 });
    if (door && heights.length >= 2)
      elements.push({ id: 'd', kind: 'slidingDoor', cubes: heights.map((_, col) => `c${col}-0`) });
    return {
      schemaVersion: 1,
      name: 'gen',
      settings: { backs, connectorSystem: steel ? 'steelCorner' : 'camLock' },
      elements,
    };
  });

describe('assembly steps', () => {
  it('use every board exactly once, with the BOM part numbers, and every fitting of the BOM', () => {
    fc.assert(
      fc.property(designs, (design) => {
        const model = modelOf(design);
        const { steps } = assemblySteps(model);
        const ids = steps.flatMap((s) => s.panelIds);
        const panels = model.panels().map((p) => p.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect([...ids].sort()).toEqual([...panels].sort());
        const bom = buildBom(model);
        const perPart = new Map<string, number>();
        for (const s of steps)
          for (const p of s.parts) perPart.set(p.partNumber, (perPart.get(p.partNumber) ?? 0) + p.quantity);
        expect(Object.fromEntries(perPart)).toEqual(
          Object.fromEntries(bom.parts.map((p) => [p.partNumber, p.quantity])),
        );
        const hardware = new Map<string, number>();
        for (const s of steps)
          for (const h of s.hardware) hardware.set(h.code, (hardware.get(h.code) ?? 0) + h.quantity);
        const bomHardware = new Map<string, number>();
        for (const h of bom.hardware) bomHardware.set(h.code, (bomHardware.get(h.code) ?? 0) + h.quantity);
        expect(Object.fromEntries(hardware)).toEqual(Object.fromEntries(bomHardware));
        expect(steps.map((s) => s.number)).toEqual(steps.map((_, i) => i + 1));
        expect(steps[0]!.kind).toBe('base');
        if (steps.some((s) => s.kind === 'doors')) expect(steps.at(-1)!.kind).toBe('doors');
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('builds bottom up: a 1 × 2 stack with backs', () => {
    const model = modelOf({
      schemaVersion: 1,
      name: 'stack',
      settings: { backs: true },
      elements: [cube('a', 0, 0), cube('b', 0, 400)],
    });
    const { steps } = assemblySteps(model);
    // The two cubes share one back (parts/backs.ts), nailed once the top board lies in place.
    expect(steps.map((s) => s.kind)).toEqual(['base', 'level', 'tops', 'backs']);
    expect(steps[0]!.parts).toEqual([
      { partNumber: 'H001', quantity: 1 },
      { partNumber: 'V001', quantity: 2 },
    ]);
    expect(steps[0]!.hardware.find((h) => h.code === 'cam-lock-15')?.quantity).toBe(4);
    expect(steps[0]!.text.sl).toContain('Podnožje');
    expect(steps[1]!.text.es).toContain('Fila 2');
    // One 396 × 796 back, nailed to every board behind it, 25 mm from the ends of each stretch and at
    // most 150 apart: 4 sides of 373 (4 nails each) and 3 horizontals of 396 (4 each) = 28.
    expect(steps[3]!.hardware).toEqual([expect.objectContaining({ code: 'back-nail', quantity: 28 })]);
    expect(steps[2]!.text.en).toBe(
      'Closing row 2: lay the boards at 782 mm on the sides of row 2 and join them with the fittings.',
    );
  });

  it('numbers rows 1, 2 in an L-shape, whose lower row is closed before the cube on it stands on its own bottom', () => {
    const model = modelOf({
      schemaVersion: 1,
      name: 'L',
      settings: {},
      elements: [cube('a', 0, 0), cube('b', 400, 0), cube('c', 0, 400)],
    });
    const { steps } = assemblySteps(model);
    expect(steps.map((s) => s.text.en.split(':')[0])).toEqual(['Base', 'Closing row 1', 'Row 2', 'Closing row 2']);
    // The connecting screws between the two carcasses go in with the upper carcass's bottom.
    expect(steps[2]!.hardware.find((h) => h.code === 'cabinet-connector')?.quantity).toBe(2);
  });

  it("draws a step's bars as hidden edges: a rail inside its cube is behind the top board", () => {
    const model = modelOf({
      schemaVersion: 1,
      name: 'rail',
      settings: {},
      elements: [cube('a', 0, 0), { id: 'r', kind: 'bar', cube: 'a' }],
    });
    const instructions = assemblySteps(model);
    const step = instructions.steps.find((s) => s.kind === 'bars')!;
    expect(step.barIds).toEqual(['R|r']);
    const shapes = stepDrawing(instructions, step.number).shapes;
    // The bar's nine visible edges come last, dashed in the new parts' edge colour, over the boards'
    // faces; no face of it is filled (it would seem to lie on the top board).
    expect(shapes.slice(-9).every((s) => s.kind === 'line' && s.dash !== undefined && s.stroke === '#4a2500')).toBe(
      true,
    );
    expect(shapes).toHaveLength(3 * instructions.panels.length + 9);
    expect(shapes.filter((s) => s.kind === 'polygon')).toHaveLength(3 * instructions.panels.length);
  });

  it('draws each step with the new boards in colour and the earlier ones grey', () => {
    const model = modelOf({
      schemaVersion: 1,
      name: 'stack',
      settings: {},
      elements: [cube('a', 0, 0), cube('b', 0, 400)],
    });
    const instructions = assemblySteps(model);
    const svg = toSvg(stepDrawing(instructions, 2));
    expect(svg).toContain('#f6b26b');
    expect(svg).toContain('#eeeeee');
    expect(svg.match(/<polygon/g)!.length).toBe(
      3 * (instructions.steps[0]!.panelIds.length + instructions.steps[1]!.panelIds.length),
    );
  });
});

describe('tall units: lying down, tilted up (issue 21, D-D)', () => {
  it('the wardrobe (2,000 × 600 mm) is built lying down and tilted up after its back, needing √(2000² + 600²) = 2,089 mm', () => {
    const { steps } = assemblySteps(modelOf(wardrobe));
    const kinds = steps.map((s) => s.kind);
    expect(kinds[0]).toBe('lieDown');
    // Tilted up once the carcass is closed and backed, before shelves, bars and doors go in.
    expect(kinds.indexOf('tiltUp')).toBe(kinds.lastIndexOf('backs') + 1);
    expect(kinds.indexOf('tiltUp')).toBeLessThan(kinds.indexOf('shelves'));
    const up = steps.find((s) => s.kind === 'tiltUp')!;
    expect(up.tilt).toEqual({ height: 2000, depth: 600, diagonal: 2089, ceiling: 2500 });
    expect(up.text.en).toContain('2089 mm of clear height');
    expect(up.text.sl).toContain('2089 mm');
    expect(up.text.es).toContain('2089 mm');
    expect(steps[0]!.text.en).toContain('lying on its back');
    expect(steps[0]!.text.sl).toContain('leže');
    expect(steps[0]!.text.es).toContain('tumbado');
    // The drawing of the tilt: the lying unit, the standing one and the diagonal, numbers in mm.
    const svg = toSvg(stepDrawing({ ...assemblySteps(modelOf(wardrobe)) }, up.number));
    expect(svg).toContain('√(H² + D²) = 2089 mm');
    expect(svg).toContain('2000 × 600 mm');
    expect(svg).toContain('2500 mm');
  });

  it("the tower (2,000 × 300 mm) lies down too; the ceiling is the room's", () => {
    const steps = assemblySteps(modelOf(tower)).steps;
    expect(steps[0]!.kind).toBe('lieDown');
    const room = { id: 'room', kind: 'room', width: 5000, depth: 5000, height: 2200 };
    expect(
      assemblySteps(modelOf({ ...tower, elements: [...tower.elements, room] })).steps.find((s) => s.kind === 'tiltUp')!
        .tilt,
    ).toEqual({ height: 2000, depth: 300, diagonal: 2023, ceiling: 2200 });
  });

  it('a unit of 1,500 mm or less is built standing: no lying down, no tilt', () => {
    const low = {
      schemaVersion: 1,
      name: 'low',
      settings: {},
      elements: [0, 1, 2].map((r) => cube(`c${r}`, 0, r * 400)),
    };
    expect(assemblySteps(modelOf(low)).steps.map((s) => s.kind)).not.toContain('lieDown');
    expect(assemblySteps(modelOf(low)).steps.map((s) => s.kind)).not.toContain('tiltUp');
  });
});
