// Every DXF is read back by dxf-parser (a reader the workshop's tools resemble): outlines closed,
// circles where the holes are, the part number present, layers as the templates say.
import { workshopErrors } from '../workshop-guard.ts';
import DxfParser from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default.ts';
import { checkWorkshop } from '../testing/workshop.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { cncPackage } from './cnc-files.ts';
import { cutParts } from './cut-parts.ts';
import { defaultDrilling } from './drilling.ts';
import { panelHoles } from './holes.ts';
import { defaultLayerTemplates, drillLayer, panelDxf } from './panel-dxf.ts';
import { sheetDxf } from './cutting-plan.ts';

type Entity = {
  type: string;
  layer: string;
  shape?: boolean;
  vertices?: { x: number; y: number }[];
  center?: { x: number; y: number };
  radius?: number;
  text?: string;
  startPoint?: { x: number; y: number };
};

function read(text: string): { entities: Entity[]; layers: string[] } {
  const dxf = new DxfParser().parseSync(text) as unknown as {
    entities: Entity[];
    tables: { layer: { layers: Record<string, unknown> } };
  };
  return { entities: dxf.entities, layers: Object.keys(dxf.tables.layer.layers) };
}

function modelOf(json: unknown) {
  const v = validateDesign(json, builtInCatalogue);
  if (!v.ok) throw new Error('not a design');
  return v.model;
}

const cube = (id: string, x: number, y: number, size = 400) => ({
  id,
  kind: 'cube',
  position: { x, y, z: 0 },
  size: { width: size, height: size, depth: 400 },
});
const twoByTwo = {
  schemaVersion: 1,
  name: 'Dnevna soba čšž',
  settings: {},
  elements: [cube('a', 0, 0), cube('b', 400, 0), cube('c', 0, 400), cube('d', 400, 400)],
};
// Two rows of two cubes, a sliding door on each: the board between the rows carries the lower
// door's top track underneath and the upper door's bottom track on top.
// 600 mm cubes: a 1,164 mm opening takes two leaves of 597 mm (400 mm cubes are too narrow: issue 21);
// the upper row's bottoms span 573 mm, past chipboard's 541 mm (a sag error), so they are birch plywood.
const birch = { material: 'plywood-birch-18', colour: 'natural' };
const doored = {
  ...twoByTwo,
  elements: [
    cube('a', 0, 0, 600),
    cube('b', 600, 0, 600),
    { ...cube('c', 0, 600, 600), ...birch },
    { ...cube('d', 600, 600, 600), ...birch },
    { id: 'lower', kind: 'slidingDoor', cubes: ['a', 'b'] },
    { id: 'upper', kind: 'slidingDoor', cubes: ['c', 'd'] },
  ],
};
const lShape = {
  schemaVersion: 1,
  name: 'L',
  settings: {},
  elements: [cube('a', 0, 0), cube('b', 400, 0), cube('c', 0, 400)],
};
const withShelf = {
  schemaVersion: 1,
  name: 'Polica',
  settings: { backs: true },
  elements: [cube('a', 0, 0), { id: 's', kind: 'shelf', cubes: ['a'], height: 200 }],
};

describe('panel DXF', () => {
  for (const version of ['R2000', 'R12'] as const) {
    it(`reads back in ${version}: closed outline, a circle per face or through hole, the part number, template layers`, () => {
      // The 2 × 2 grid, and an L-shape whose two carcasses are screwed together (through holes).
      const parts = [...cutParts(modelOf(twoByTwo)).parts, ...cutParts(modelOf(lShape)).parts];
      expect(parts.some((p) => p.holes.some((h) => h.face === 'T'))).toBe(true);
      for (const part of parts) {
        const templates = {
          outline: 'OUTLINE_Z{thickness}',
          drill: 'DRILL_D{diameter}_Z{depth}_{face}',
          label: 'LABEL',
        };
        const board = { thickness: part.bom.thickness };
        const { entities, layers } = read(
          panelDxf(part.panels[0]!, part.partNumber, part.holes, { version, layers: templates }),
        );
        const outline = entities.filter((e) => e.type === (version === 'R12' ? 'POLYLINE' : 'LWPOLYLINE'));
        expect(outline).toHaveLength(1);
        expect(outline[0]!.shape).toBe(true);
        expect(outline[0]!.layer).toBe(`OUTLINE_Z${part.bom.thickness}`);
        const xs = outline[0]!.vertices!.map((p) => p.x);
        expect(Math.max(...xs)).toBe(part.bom.length);
        expect(Math.max(...outline[0]!.vertices!.map((p) => p.y))).toBe(part.bom.width);
        const circles = entities.filter((e) => e.type === 'CIRCLE');
        // Face-B holes are in a program of their own (cnc-programs.test.ts).
        const faceHoles = part.holes.filter((h) => h.face === 'A' || h.face === 'T');
        expect(circles).toHaveLength(faceHoles.length);
        for (const hole of faceHoles) {
          const layer = drillLayer(hole, templates, board);
          const expected = version === 'R12' ? layer.replace('.', 'P') : layer;
          expect(
            circles.some(
              (c) =>
                c.layer === expected &&
                c.center!.x === hole.x &&
                c.center!.y === hole.y &&
                c.radius === hole.diameter / 2,
            ),
          ).toBe(true);
          expect(layers).toContain(expected);
        }
        // Edge holes: a LINE from the edge into the board, depth long, on the hole's layer.
        const lines = entities.filter((e) => e.type === 'LINE' && e.layer.startsWith('DRILL')) as unknown as {
          layer: string;
          vertices: { x: number; y: number }[];
        }[];
        const edgeHoles = part.holes.filter((h) => h.face !== 'A' && h.face !== 'B' && h.face !== 'T');
        expect(lines).toHaveLength(edgeHoles.length);
        for (const hole of edgeHoles) {
          const layer =
            version === 'R12'
              ? drillLayer(hole, templates, board).replace('.', 'P')
              : drillLayer(hole, templates, board);
          expect(
            lines.some(
              (l) =>
                l.layer === layer &&
                l.vertices[0]!.x === hole.x &&
                l.vertices[0]!.y === hole.y &&
                Math.hypot(l.vertices[1]!.x - hole.x, l.vertices[1]!.y - hole.y) === hole.depth,
            ),
          ).toBe(true);
        }
        expect(entities.find((e) => e.type === 'TEXT')?.text).toBe(part.partNumber);
      }
    });
  }

  it('marks the front edge and every banded edge on layers of their own', () => {
    const { parts } = cutParts(modelOf({ schemaVersion: 1, name: 'one', settings: {}, elements: [cube('a', 0, 0)] }));
    const edges = (partNumber: string) => {
      const part = parts.find((p) => p.partNumber === partNumber)!;
      const { entities } = read(
        panelDxf(part.panels[0]!, part.partNumber, part.holes, { version: 'R2000', layers: defaultLayerTemplates }),
      );
      return (
        entities.filter((e) => e.type === 'LINE' && !e.layer.startsWith('DRILL')) as unknown as {
          layer: string;
          vertices: { x: number; y: number }[];
        }[]
      )
        .map((l) => `${l.layer} ${l.vertices.map((v) => `${v.x},${v.y}`).join('–')}`)
        .sort();
    };
    // A horizontal (400 × 400, drawn x along its width x, y along its depth z): the front is the
    // drawing's top edge, its banded ends the left and right edges.
    expect(edges('H001')).toEqual([
      'BAND_FRONT 0,400–400,400',
      'BAND_LEFT 0,0–0,400',
      'BAND_RIGHT 400,0–400,400',
      'EDGE_FRONT 0,400–400,400',
    ]);
    // A side (364 long up y, 400 deep along z): the front only.
    expect(edges('V001')).toEqual(['BAND_FRONT 0,400–364,400', 'EDGE_FRONT 0,400–364,400']);
  });

  it('drills cam locks on the Minifix dimensions: Ø15 × 12.5 housing 34 mm from the end, dowels and bolts in the horizontals', () => {
    const { parts } = cutParts(modelOf({ schemaVersion: 1, name: 'one', settings: {}, elements: [cube('a', 0, 0)] }));
    const side = parts.find((p) => p.partNumber.startsWith('V'))!;
    const cams = side.holes.filter((h) => h.use === 'cam');
    // A lone cube: each side joins the bottom and the top, two sets per joint.
    expect(cams).toHaveLength(4);
    for (const cam of cams) {
      expect(cam).toMatchObject({ diameter: 15, depth: 12.5 });
      expect([defaultDrilling.cam.fromEnd, side.bom.length - defaultDrilling.cam.fromEnd]).toContain(cam.x);
    }
    const bottom = parts.find((p) => p.partNumber.startsWith('H'))!;
    expect(bottom.holes.filter((h) => h.use === 'dowel' && h.diameter === 8)).toHaveLength(4);
    expect(bottom.holes.filter((h) => h.use === 'bolt' && h.diameter === 5)).toHaveLength(4);
  });

  it('drills steel corners with screw pilot holes and shelf pins on the 32 mm grid', () => {
    const steel = cutParts(modelOf({ ...withShelf, settings: { connectorSystem: 'steelCorner' } }));
    const side = steel.parts.find((p) => p.partNumber.startsWith('V'))!;
    expect(side.holes.filter((h) => h.use === 'screw').every((h) => h.diameter === 3)).toBe(true);
    const pins = side.holes.filter((h) => h.use === 'shelfPin');
    expect(pins).toHaveLength(2);
    expect(Math.abs(pins[0]!.y - pins[1]!.y) % 32).toBe(0);
  });
  for (const connectorSystem of ['camLock', 'steelCorner'] as const) {
    it(`never drills through a board from both faces (${connectorSystem}, partitions and door tracks included)`, () => {
      const { parts } = cutParts(modelOf({ ...doored, settings: { connectorSystem } }));
      expect(parts.some((p) => p.holes.some((h) => h.use === 'track'))).toBe(true);
      for (const part of parts) {
        const a = part.holes.filter((h) => h.face === 'A');
        const b = part.holes.filter((h) => h.face === 'B');
        for (const p of a) {
          for (const q of b) {
            const apart = Math.hypot(p.x - q.x, p.y - q.y) >= (p.diameter + q.diameter) / 2;
            expect(apart || p.depth + q.depth < part.bom.thickness).toBe(true);
          }
        }
      }
    });
  }
});

describe('sliding door hardware', () => {
  const track = defaultDrilling.track;
  const holesOf = (design: unknown) =>
    [...panelHoles(modelOf(design))].flatMap(([panel, holes]) => holes.map((h) => ({ panel, ...h })));

  it('screws each track on, one screw per started 300 mm, from 50 mm in at each end, and four runners per leaf', () => {
    const model = modelOf(doored);
    expect(workshopErrors(model)).toEqual([]);
    const holes = [...panelHoles(model)];
    const tracks = holes.flatMap(([, hs]) => hs.filter((h) => h.use === 'track'));
    // Two rows of two cubes, each door with one top and one bottom track across its whole opening
    // (1,164 mm between the outer sides) of ceil(1,164 / 300) = 4 screws each: 2 doors × 2 tracks × 4.
    expect(tracks).toHaveLength(2 * 2 * 4);
    // The count the price's machining charge uses is the count drilled: 2 leaves × 4 runner screws.
    const doorHoles = holes.flatMap(([, hs]) => hs.filter((h) => h.use === 'track' || h.use === 'runner')).length;
    expect(doorHoles).toBe(2 * (2 * 4 + 2 * Math.ceil(1164 / 300)));
    const panels = new Map(model.panels().map((p) => [p.id, p]));
    for (const [id, hs] of holes) {
      const panel = panels.get(id)!;
      for (const h of hs.filter((h) => h.use === 'track')) {
        expect(panel.role).toBe('horizontal');
        expect(h).toMatchObject({ diameter: track.pilot.diameter, depth: track.pilot.depth });
        // In the drawing, y runs along the board's depth from its back: the screw lines lie 15 mm
        // (top track) and 25 mm (bottom track) behind the front edge.
        expect([panel.box.depth - track.topFromFront, panel.box.depth - track.bottomFromFront]).toContain(h.y);
        expect(h.x).toBeGreaterThanOrEqual(track.clearOfBoardEnd);
        expect(h.x).toBeLessThanOrEqual(panel.box.width - track.clearOfBoardEnd);
      }
      for (const h of hs.filter((h) => h.use === 'runner')) {
        expect(panel.role).toBe('door');
        // Leaves are drawn standing: x up the leaf, y across it.
        expect([defaultDrilling.runner.fromEdge, panel.length - defaultDrilling.runner.fromEdge]).toContain(h.x);
        expect([defaultDrilling.runner.fromSide, panel.width - defaultDrilling.runner.fromSide]).toContain(h.y);
      }
    }
    // Each track runs between the outer sides (x 18–1,182), its screws 50 mm in from each end and
    // evenly between: 68 + round(i × 1,064 / 3). The partition (591–609) stands back behind it.
    const topScrews = holes.flatMap(([id, hs]) =>
      hs.filter((h) => h.use === 'track' && h.y === 400 - track.topFromFront).map((h) => panels.get(id)!.box.x + h.x),
    );
    expect(topScrews.sort((a, b) => a - b)).toEqual([68, 68, 423, 423, 777, 777, 1132, 1132]);
  });

  it('drills as many runner screws as the catalogue counts, odd or none', () => {
    for (const runnerScrewsPerLeaf of [0, 3]) {
      const catalogue = { ...defaultCatalogue, doors: { ...defaultCatalogue.doors, runnerScrewsPerLeaf } };
      const v = validateDesign(doored, { version: 0, catalogue });
      if (!v.ok) throw new Error('not a design');
      checkWorkshop(v.model);
      expect([...panelHoles(v.model).values()].flat().filter((h) => h.use === 'runner')).toHaveLength(
        4 * runnerScrewsPerLeaf,
      );
    }
  });

  it('drills nothing for doors where there are none', () => {
    expect(holesOf(twoByTwo).filter((h) => h.use === 'track' || h.use === 'runner')).toEqual([]);
  });

  it('writes the track screws into the panel DXF on their own layer', () => {
    const { parts } = cutParts(modelOf(doored));
    const part = parts.find((p) => p.holes.some((h) => h.use === 'track'))!;
    const { entities } = read(
      panelDxf(part.panels[0]!, part.partNumber, part.holes, {
        version: 'R2000',
        layers: { outline: 'OUTLINE', drill: 'DRILL_{use}_D{diameter}_Z{depth}_{face}', label: 'LABEL' },
      }),
    );
    // DXF layer names are written in capitals.
    const screws = entities.filter((e) => e.type === 'CIRCLE' && e.layer.startsWith('DRILL_TRACK_D3_Z10_'));
    expect(screws).toHaveLength(part.holes.filter((h) => h.use === 'track').length);
    for (const c of screws) expect(c.radius).toBeCloseTo(1.5);
  });
});

describe('CNC package', () => {
  it('holds a DXF per drawing, the cut list, a DXF and SVG per sheet, and a README', () => {
    const pkg = cncPackage(modelOf(withShelf));
    const names = pkg.files.map((f) => f.name);
    expect(names).toContain('cut-list.csv');
    expect(names).toContain('README.txt');
    for (const part of pkg.workshop.parts) expect(names).toContain(part.file);
    const sheets = pkg.plans.materials.reduce((n, m) => n + m.plan.sheets.length, 0);
    expect(names.filter((n) => n.startsWith('cutting-plan/') && n.endsWith('.dxf'))).toHaveLength(sheets);
    expect(names.filter((n) => n.startsWith('cutting-plan/') && n.endsWith('.svg'))).toHaveLength(sheets);
    const csv = pkg.files
      .find((f) => f.name === 'cut-list.csv')!
      .content.trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'part,variant,material,colour,cut_length,cut_width,thickness,finished_length,finished_width,grain,edge_L1,edge_L2,edge_W1,edge_W2,front_edge,holes,quantity,file,role',
    );
    const quantities = csv.slice(1).map((row) => Number(row.split(',')[16]));
    expect(quantities.reduce((a, b) => a + b, 0)).toBe(pkg.workshop.bom.totals.panelCount);
    for (const file of pkg.files.filter((f) => f.name.endsWith('.dxf')))
      expect(read(file.content).entities.length).toBeGreaterThan(0);
    // A panel drawing's label names its part number and drilling variant, as its file name does.
    for (const part of pkg.workshop.parts) {
      const text = read(pkg.files.find((f) => f.name === part.file)!.content).entities.find(
        (e) => e.type === 'TEXT',
      )?.text;
      expect(text).toBe(part.variant > 1 ? `${part.partNumber}-${part.variant}` : part.partNumber);
    }
  });

  it('writes every sheet with parts as closed outlines inside the trim', () => {
    const pkg = cncPackage(modelOf(twoByTwo));
    for (const m of pkg.plans.materials) {
      for (const sheet of m.plan.sheets) {
        const { entities } = read(sheetDxf(sheet, { trim: 10, kerf: 4, items: m.items, lang: 'en' }));
        const parts = entities.filter((e) => e.layer === 'PARTS');
        expect(parts).toHaveLength(sheet.placements.length);
        for (const p of parts) {
          expect(p.shape).toBe(true);
          for (const v of p.vertices!) expect(v.x >= 10 && v.y >= 10 && v.x <= 2790 && v.y <= 2060).toBe(true);
        }
      }
    }
  });
});
