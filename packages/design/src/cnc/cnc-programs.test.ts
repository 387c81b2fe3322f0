// The drilling programs a machine runs as they are: face-B holes in a program of their own (the
// board turned over, drawn mirrored), edge bores at their start height Z, through holes drilled
// past the board's thickness, layer names from a preset. Read back with dxf-parser.
import DxfParser from 'dxf-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import bookshelf from '../../../../examples/bookshelf-5-wide.json' with { type: 'json' };
import steel from '../../../../examples/grid-2x2-steel.json' with { type: 'json' };
import lShape from '../../../../examples/l-shape.json' with { type: 'json' };
import mixed from '../../../../examples/mixed-grid.json' with { type: 'json' };
import tower from '../../../../examples/tower.json' with { type: 'json' };
import wardrobe from '../../../../examples/wardrobe-sliding-doors.json' with { type: 'json' };
import type { DesignModel } from '../model.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { cncPackage, partPrograms } from './cnc-files.ts';
import { isEdgeHole } from './panel-dxf.ts';

type Entity = {
  type: string;
  layer: string;
  center?: { x: number; y: number; z?: number };
  radius?: number;
  vertices?: { x: number; y: number; z?: number }[];
  text?: string;
};

const read = (text: string) => (new DxfParser().parseSync(text) as unknown as { entities: Entity[] }).entities;

function modelOf(json: unknown): DesignModel {
  const v = validateDesign(json, builtInCatalogue);
  if (!v.ok) throw new Error('not a design');
  return v.model;
}

const cube = { id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } };
const withShelf = {
  schemaVersion: 1,
  name: 'one',
  settings: {},
  elements: [cube, { id: 's', kind: 'shelf', cubes: ['a'], height: 200 }],
};

/** Every program's drill entities match the part's holes one to one: A's (and T, edges) in the A program, B's mirrored in the B program. */
function checkPrograms(model: DesignModel): void {
  const pkg = cncPackage(model);
  for (const part of pkg.workshop.parts) {
    const l = part.panels[0]!.length;
    let drawn = 0;
    for (const program of partPrograms(part)) {
      const entities = read(pkg.files.find((f) => f.name === program.file)!.content).filter((e) =>
        e.layer.startsWith('DRILL'),
      );
      drawn += entities.length;
      for (const hole of part.holes.filter((h) => (h.face === 'B') === (program.side === 'B'))) {
        const x = program.side === 'B' ? l - hole.x : hole.x;
        const found = isEdgeHole(hole)
          ? entities.some(
              (e) =>
                e.type === 'LINE' &&
                e.vertices![0]!.x === x &&
                e.vertices![0]!.y === hole.y &&
                e.vertices![0]!.z === part.bom.thickness / 2,
            )
          : entities.some(
              (e) =>
                e.type === 'CIRCLE' &&
                Math.abs(e.center!.x - x) < 1e-9 &&
                e.center!.y === hole.y &&
                e.radius === hole.diameter / 2,
            );
        expect(found, `${program.file} ${JSON.stringify(hole)}`).toBe(true);
      }
    }
    expect(drawn).toBe(part.holes.length);
  }
}

describe('drilling programs', () => {
  it('puts face B in a program of its own, the board turned over about its width axis: worked by hand on a cube with a shelf', () => {
    const pkg = cncPackage(modelOf(withShelf));
    const names = pkg.files.map((f) => f.name).filter((n) => n.startsWith('panels/'));
    // The right side (V001-2) has its cams and the shelf's pins on face B; the bottom (H001-2) its bolts and dowels.
    expect(names).toEqual([
      'panels/V001.dxf',
      'panels/V001-2.dxf',
      'panels/V001-2_B.dxf',
      'panels/H001.dxf',
      'panels/H001-2.dxf',
      'panels/H001-2_B.dxf',
      'panels/S001.dxf',
    ]);
    const a = read(pkg.files.find((f) => f.name === 'panels/V001-2.dxf')!.content);
    const b = read(pkg.files.find((f) => f.name === 'panels/V001-2_B.dxf')!.content);
    expect(a.filter((e) => e.type === 'CIRCLE')).toEqual([]);
    // The side is 364 long; the shelf's underside 200 − 18 = 182 up it, the pins 3.5 below (178.5),
    // 37 mm from the front (y 363) and nine 32 mm pitches behind (y 75). Turned over: x = 364 − x.
    const circles = b.filter((e) => e.type === 'CIRCLE').map((e) => [e.layer, e.center!.x, e.center!.y]);
    expect(circles).toEqual([
      ['DRILL_D15_Z12.5_B', 330, 50],
      ['DRILL_D15_Z12.5_B', 330, 350],
      ['DRILL_D15_Z12.5_B', 34, 50],
      ['DRILL_D15_Z12.5_B', 34, 350],
      ['DRILL_D5_Z12_B', 185.5, 363],
      ['DRILL_D5_Z12_B', 185.5, 75],
    ]);
    // The front edge (y 400) stays the top edge; the label names the program.
    expect(b.filter((e) => e.layer === 'EDGE_FRONT').map((e) => e.vertices!.map((v) => [v.x, v.y]))).toEqual([
      [
        [364, 400],
        [0, 400],
      ],
    ]);
    expect(b.find((e) => e.type === 'TEXT')?.text).toBe('V001-2_B');
    expect(b.filter((e) => e.type === 'LINE' && e.layer.startsWith('DRILL'))).toEqual([]);
  });

  it('drills edge bores at their start height (Z 9 in an 18 mm board) and through holes 0.5 mm past the thickness', () => {
    const pkg = cncPackage(modelOf(withShelf));
    const side = read(pkg.files.find((f) => f.name === 'panels/V001.dxf')!.content);
    const bores = side.filter((e) => e.type === 'LINE' && e.layer.startsWith('DRILL'));
    expect(bores).toHaveLength(8);
    for (const bore of bores) {
      expect(bore.vertices!.map((v) => v.z)).toEqual([9, 9]);
      expect(bore.layer).toMatch(/^DRILL_D8_Z(34|25)_E[LR]_ZS9$/);
    }
    // The L-shape's carcasses are screwed together through two 18 mm boards.
    const l = cncPackage(modelOf(lShape));
    const through = l.files
      .filter((f) => f.name.startsWith('panels/'))
      .flatMap((f) => read(f.content))
      .filter((e) => e.layer.endsWith('_T'));
    expect(through.length).toBeGreaterThan(0);
    for (const e of through) expect(e.layer).toBe('DRILL_D5_Z18.5_T');
  });

  it("names layers after the catalogue's presets: eCabinet Systems, Magi-Cut and woodWOP DXF-Import", () => {
    const layersOf = (pkg: ReturnType<typeof cncPackage>) =>
      new Set(
        pkg.files
          .filter((f) => f.name.startsWith('panels/'))
          .flatMap((f) => read(f.content))
          .map((e) => e.layer),
      );
    const holes = (preset: string) =>
      layersOf(
        cncPackage(modelOf(lShape), {
          dxf: { version: 'R2000', layers: builtInCatalogue.catalogue.cnc.layerPresets[preset]! },
        }),
      );
    const ecabinet = holes('ecabinet');
    for (const layer of ['OUTLINE Z18', 'DRILL Z12P5', 'DRILL Z18P5', 'DRILL Z13', 'HBORE Z9', 'TEXT'])
      expect(ecabinet).toContain(layer);
    const magicut = holes('magicut');
    for (const layer of [
      'BORDER',
      'VBORE_DIA$15$_DEP$12_5$',
      'VBORE_DIA$5$_DEP$18_5$',
      'HBORE_DIA$8$_DEP$34$_ZST$9$',
      'TEXT',
    ])
      expect(magicut).toContain(layer);
    // woodWOP: the workpiece, blind holes to their depth (SF), through holes (SFS, no depth), edge bores at their Z; `_` for the point.
    const woodwop = holes('woodwop');
    for (const layer of [
      'PROCPART_18',
      'V_DRILLSF_12_5',
      'V_DRILLSF_13',
      'V_DRILLSFS',
      'H_DRILL_9',
      'LABEL',
      'EDGE_FRONT',
    ])
      expect(woodwop).toContain(layer);
    expect([...woodwop].filter((l) => /\d\.\d/.test(l))).toEqual([]);
    // Without a preset asked for, the catalogue's default: a catalogue whose default is woodwop gets woodWOP's names.
    const catalogue = builtInCatalogue.catalogue;
    const shop = validateDesign(lShape, {
      version: 7,
      catalogue: { ...catalogue, cnc: { ...catalogue.cnc, layerPreset: 'woodwop' } },
    });
    if (!shop.ok) throw new Error('not a design');
    expect(layersOf(cncPackage(shop.model))).toEqual(woodwop);
    expect(layersOf(cncPackage(modelOf(lShape)))).toContain('OUTLINE_Z18');
  });

  it("writes woodWOP's edge bores as H_Drill blocks (§3.3.13), in R2000 and R12: worked by hand on the cube's left side", () => {
    type Insert = {
      type: string;
      layer: string;
      name: string;
      position: { x: number; y: number; z: number };
      xScale?: number;
      yScale?: number;
      rotation?: number;
    };
    type Parsed = {
      entities: Insert[];
      blocks: Record<string, { name: string; entities: { type: string; vertices: { x: number; y: number }[] }[] }>;
    };
    const woodwop = builtInCatalogue.catalogue.cnc.layerPresets.woodwop!;
    for (const version of ['R2000', 'R12'] as const) {
      const pkg = cncPackage(modelOf(withShelf), { dxf: { version, layers: woodwop } });
      const parsed = new DxfParser().parseSync(
        pkg.files.find((f) => f.name === 'panels/V001.dxf')!.content,
      ) as unknown as Parsed;
      // The block once: a unit line from (0, 0) to (1, 0), so scaled by the depth it is the drill's path.
      expect(Object.keys(parsed.blocks)).toEqual(['H_Drill']);
      expect(parsed.blocks.H_Drill!.entities.map((e) => [e.type, e.vertices.map((v) => [v.x, v.y])])).toEqual([
        [
          'LINE',
          [
            [0, 0],
            [1, 0],
          ],
        ],
      ]);
      // The left side, 364 long (x) × 400 wide (y), 18 thick: a Minifix bolt bore (Ø8 × 34) 50 mm from
      // each long edge and a dowel (Ø8 × 25) 32 mm further in, at both ends. Those in the left end
      // (x 0) point along +x (0°), those in the right end (x 364) along −x (180°); Z 9, half the thickness.
      const inserts = parsed.entities.filter((e) => e.type === 'INSERT');
      expect(parsed.entities.filter((e) => e.type === 'LINE' && e.layer.startsWith('H_DRILL'))).toEqual([]);
      const seen = inserts.map((e) => [
        e.name,
        e.layer,
        e.position.x,
        e.position.y,
        e.position.z,
        e.xScale,
        e.yScale,
        e.rotation ?? 0,
      ]);
      expect(seen).toEqual([
        ['H_Drill', 'H_DRILL_9', 0, 50, 9, 34, 8, 0],
        ['H_Drill', 'H_DRILL_9', 0, 82, 9, 25, 8, 0],
        ['H_Drill', 'H_DRILL_9', 0, 350, 9, 34, 8, 0],
        ['H_Drill', 'H_DRILL_9', 0, 318, 9, 25, 8, 0],
        ['H_Drill', 'H_DRILL_9', 364, 50, 9, 34, 8, 180],
        ['H_Drill', 'H_DRILL_9', 364, 82, 9, 25, 8, 180],
        ['H_Drill', 'H_DRILL_9', 364, 350, 9, 34, 8, 180],
        ['H_Drill', 'H_DRILL_9', 364, 318, 9, 25, 8, 180],
      ]);
    }
    // On every board of the L-shape: as many INSERTs as the board has edge bores, each ending inside
    // the board, and none where the program has no edge bore; other presets keep their LINEs.
    const pkg = cncPackage(modelOf(lShape), { dxf: { version: 'R2000', layers: woodwop } });
    let total = 0;
    for (const part of pkg.workshop.parts) {
      const { length: l, width: w } = part.panels[0]!;
      for (const program of partPrograms(part)) {
        const parsed = new DxfParser().parseSync(
          pkg.files.find((f) => f.name === program.file)!.content,
        ) as unknown as Parsed;
        const inserts = parsed.entities.filter((e) => e.type === 'INSERT');
        const bores = program.side === 'A' ? part.holes.filter(isEdgeHole) : [];
        expect(inserts).toHaveLength(bores.length);
        expect(Object.keys(parsed.blocks ?? {})).toEqual(['H_Drill']);
        for (const e of inserts) {
          const turn = ((e.rotation ?? 0) * Math.PI) / 180;
          const [x, y] = [e.position.x + Math.cos(turn) * e.xScale!, e.position.y + Math.sin(turn) * e.xScale!];
          expect(x).toBeGreaterThanOrEqual(-1e-9);
          expect(x).toBeLessThanOrEqual(l + 1e-9);
          expect(y).toBeGreaterThanOrEqual(-1e-9);
          expect(y).toBeLessThanOrEqual(w + 1e-9);
        }
        total += inserts.length;
      }
    }
    expect(total).toBe(pkg.workshop.parts.reduce((sum, p) => sum + p.holes.filter(isEdgeHole).length, 0));
    // The job pack's README says how the bores are drawn.
    expect(pkg.files.find((f) => f.name === 'README.txt')!.content).toContain('an INSERT of block H_Drill');
    expect(total).toBeGreaterThan(0);
    const magicut = cncPackage(modelOf(withShelf), {
      dxf: { version: 'R2000', layers: builtInCatalogue.catalogue.cnc.layerPresets.magicut! },
    });
    const side = magicut.files.find((f) => f.name === 'panels/V001.dxf')!.content;
    expect(read(side).filter((e) => e.type === 'INSERT')).toEqual([]);
    expect(read(side).filter((e) => e.type === 'LINE' && e.layer.startsWith('HBORE'))).toHaveLength(8);
    expect(side).not.toContain('BLOCKS');
  });

  for (const [name, json] of Object.entries({ bookshelf, steel, lShape, mixed, tower, wardrobe })) {
    it(`${name}: the A and B programs together drill every hole of every board once, B mirrored`, () =>
      checkPrograms(modelOf(json)));
  }

  it('generated designs: the A and B programs together drill every hole once', () => {
    // Widths a chipboard shelf spans without sagging past its limit (600 and wider are refused: shelf_sag).
    const sizes = [200, 300, 400, 500] as const;
    const designs = fc
      .record({
        widths: fc.array(fc.constantFrom(...sizes), { minLength: 1, maxLength: 4 }),
        rows: fc.integer({ min: 1, max: 3 }),
        backs: fc.boolean(),
        steel: fc.boolean(),
        shelf: fc.option(fc.double({ min: 0.2, max: 0.8, noNaN: true }), { nil: undefined }),
      })
      .map(({ widths, rows, backs, steel: steelCorners, shelf }) => {
        const elements: object[] = [];
        for (let r = 0; r < rows; r++) {
          let x = 0;
          widths.forEach((w, i) => {
            elements.push({
              id: `c${r}-${i}`,
              kind: 'cube',
              position: { x, y: r * 400, z: 0 },
              size: { width: w, height: 400, depth: 400 },
            });
            x += w;
          });
        }
        if (shelf !== undefined)
          elements.push({ id: 's', kind: 'shelf', cubes: ['c0-0'], height: Math.round(shelf * 400) });
        return {
          schemaVersion: 1,
          name: 'gen',
          settings: { backs, connectorSystem: steelCorners ? 'steelCorner' : 'camLock' },
          elements,
        };
      });
    fc.assert(
      fc.property(designs, (json) => {
        const v = validateDesign(json, builtInCatalogue);
        expect(v.ok).toBe(true);
        if (v.ok) checkPrograms(v.model);
      }),
      { numRuns: 25 },
    );
  });
});
