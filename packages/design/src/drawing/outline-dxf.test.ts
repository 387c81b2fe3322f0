// The architect's DXF: outlines in three views and dimension chains, read back with dxf-parser
// and checked against sizes worked out by hand.
import DxfParser from 'dxf-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import grid2x2 from '../../../../examples/grid-2x2.json' with { type: 'json' };
import wardrobe from '../../../../examples/wardrobe-sliding-doors.json' with { type: 'json' };
import type { DesignModel } from '../model.ts';
import { generatedDesigns } from '../testing/generated-designs.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { outlineDxf, outlineLayers } from './outline-dxf.ts';

type Entity = { type: string; layer: string; vertices?: { x: number; y: number }[]; text?: string; rotation?: number };
type Parsed = { header: Record<string, unknown>; entities: Entity[] };

const read = (text: string) => new DxfParser().parseSync(text) as unknown as Parsed;

function modelOf(json: unknown): DesignModel {
  const v = validateDesign(json, builtInCatalogue);
  if (!v.ok) throw new Error('not a design');
  return v.model;
}

/** An outline's size as [width, height]. */
function size(e: Entity): [number, number] {
  const xs = e.vertices!.map((v) => v.x),
    ys = e.vertices!.map((v) => v.y);
  return [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
}

const figures = (entities: Entity[], rotated: boolean) =>
  entities
    .filter((e) => e.type === 'TEXT' && e.layer === outlineLayers.dimensions && Boolean(e.rotation) === rotated)
    .map((e) => e.text)
    .sort();

describe('the architect’s DXF outlines', () => {
  it('draws a 2 × 2 grid of 400 mm cubes in front, plan and side view with its dimension chains (worked by hand)', () => {
    const dxf = read(outlineDxf(modelOf(grid2x2), { lang: 'en' }));
    expect(dxf.header.$INSUNITS).toBe(4);
    const layer = (name: string) => dxf.entities.filter((e) => e.layer === name && e.type === 'LWPOLYLINE');
    // Front: four 400 × 400 cubes. Plan: the two columns' footprints (the upper cubes stand on the same ones), 400 deep.
    expect(layer(outlineLayers.front).map(size)).toEqual([
      [400, 400],
      [400, 400],
      [400, 400],
      [400, 400],
    ]);
    expect(layer(outlineLayers.plan).map(size)).toEqual([
      [400, 400],
      [400, 400],
    ]);
    // Side: the two rows, 400 deep and 400 high each.
    expect(layer(outlineLayers.side).map(size)).toEqual([
      [400, 400],
      [400, 400],
    ]);
    expect(layer(outlineLayers.fronts)).toHaveLength(0);
    // Widths 400 + 400 over 800 below the front; the side's depth 400 below it.
    expect(figures(dxf.entities, false)).toEqual(['400', '400', '400', '800']);
    // Heights 400 + 400 beside 800; the plan's depth chain: one plane pair, 400.
    expect(figures(dxf.entities, true)).toEqual(['400', '400', '400', '800']);
    const titles = dxf.entities.filter((e) => e.layer === outlineLayers.titles).map((e) => e.text);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Front elevation',
        'Plan',
        'Side elevation (from the left)',
        '2 \\U+00D7 2 grid with backs \\U+2014 Dimensions in mm',
      ]),
    );
  });

  it('draws doors in front of their cubes, in every view, on a layer of their own', () => {
    const model = modelOf(wardrobe);
    const doors = model.panels().filter((p) => p.role === 'door' || p.role === 'drawerFront');
    expect(doors.length).toBeGreaterThan(0);
    const dxf = read(outlineDxf(model, { lang: 'sl' }));
    const fronts = dxf.entities.filter((e) => e.layer === outlineLayers.fronts);
    // Each front once in elevation; in plan and side view, fronts of one depth and place may coincide.
    expect(fronts.length).toBeGreaterThanOrEqual(doors.length);
    expect(dxf.entities.some((e) => e.text === 'Tloris')).toBe(true);
  });

  it('of any design: the views do not overlap, and the overall width, height and depth are dimensioned', () => {
    fc.assert(
      fc.property(generatedDesigns, (json) => {
        const v = validateDesign(json, builtInCatalogue);
        if (!v.ok) return;
        const model = v.model;
        const boxes = [...model.cells.values()].map((c) => c.box);
        const front = model
          .panels()
          .filter((p) => p.role === 'door' || p.role === 'drawerFront')
          .map((p) => p.box);
        const all = [...boxes, ...front];
        const w = Math.max(...all.map((b) => b.x + b.width)) - Math.min(...all.map((b) => b.x));
        const h = Math.max(...all.map((b) => b.y + b.height)) - Math.min(...all.map((b) => b.y));
        const d = Math.max(...all.map((b) => b.z + b.depth)) - Math.min(...all.map((b) => b.z));
        const dxf = read(outlineDxf(model, { lang: 'en', version: 'R12' }));
        const box = (layers: string[]) => {
          const points = dxf.entities.filter((e) => layers.includes(e.layer) && e.vertices).flatMap((e) => e.vertices!);
          return {
            x0: Math.min(...points.map((p) => p.x)),
            x1: Math.max(...points.map((p) => p.x)),
            y0: Math.min(...points.map((p) => p.y)),
            y1: Math.max(...points.map((p) => p.y)),
          };
        };
        const f = box([outlineLayers.front]),
          p = box([outlineLayers.plan]),
          s = box([outlineLayers.side]);
        expect(p.y1).toBeLessThan(f.y0);
        expect(s.x0).toBeGreaterThan(f.x1);
        expect(figures(dxf.entities, false)).toEqual(expect.arrayContaining([String(w), String(d)]));
        expect(figures(dxf.entities, true)).toEqual(expect.arrayContaining([String(h), String(d)]));
      }),
      { numRuns: 40, seed: 23 },
    );
  });
});
