// The front view's dimension chains add up to the overall sizes under them, heights included, and
// its text keeps the size asked for whatever the furniture's size (audit D10).
import { describe, expect, it } from 'vitest';
import grid2x2 from '../../../../examples/grid-2x2.json' with { type: 'json' };
import lShape from '../../../../examples/l-shape.json' with { type: 'json' };
import mixed from '../../../../examples/mixed-grid.json' with { type: 'json' };
import tower from '../../../../examples/tower.json' with { type: 'json' };
import type { Shape } from './drawing.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { frontViewDrawing, MIN_TEXT } from './front-view.ts';

function view(json: unknown, width = 511, height = 700) {
  const v = validateDesign(json, builtInCatalogue);
  if (!v.ok) throw new Error('not a design');
  return frontViewDrawing(
    v.model.panels(),
    [...v.model.cells.values()].map((c) => c.box),
    { width, height, textSize: 8 },
  );
}

type Text = Extract<Shape, { kind: 'text' }>;

/** The dimension labels: rows of widths (centred, by their y) and columns of heights (by their x), as numbers. */
function chains(shapes: readonly Shape[]) {
  const texts = shapes.filter((s): s is Text => s.kind === 'text');
  const group = (list: Text[], key: (t: Text) => number, order: (t: Text) => number) => {
    const by = new Map<number, Text[]>();
    for (const t of list) by.set(Math.round(key(t)), [...(by.get(Math.round(key(t))) ?? []), t]);
    return [...by.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([, ts]) => ts.sort((a, b) => order(a) - order(b)).map((t) => Number(t.text)));
  };
  return {
    widths: group(
      texts.filter((t) => t.anchor === 'middle'),
      (t) => t.y,
      (t) => t.x,
    ),
    heights: group(
      texts.filter((t) => t.anchor === 'start'),
      (t) => t.x,
      (t) => -t.y,
    ),
  };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('front view', () => {
  it('dimensions a 2 × 2 grid of 400 mm cubes 400 | 400 under 800, and 400 | 400 beside 800', () => {
    expect(chains(view(grid2x2).shapes)).toEqual({ widths: [[400, 400], [800]], heights: [[400, 400], [800]] });
  });

  it('dimensions an L-shape and a mixed grid with chains that add up to the overall size', () => {
    expect(chains(view(lShape).shapes)).toEqual({ widths: [[400, 400], [800]], heights: [[400, 400], [800]] });
    const { widths, heights } = chains(view(mixed).shapes);
    // Cube widths 300, 400, 600, 400 (and the 600 mm cube on top ending at 600): 300 | 300 | 100 | 600 | 400.
    expect(widths).toEqual([[300, 300, 100, 600, 400], [1700]]);
    expect(heights).toEqual([[300, 400, 300, 400], [1400]]);
    for (const [parts, [overall]] of [
      [widths[0]!, widths[1]!],
      [heights[0]!, heights[1]!],
    ] as const)
      expect(sum(parts)).toBe(overall);
  });

  it('keeps its text at the size asked for (never under 7 pt) on a tall tower drawn into an A4 page', () => {
    const drawing = view(tower);
    const texts = drawing.shapes.filter((s): s is Text => s.kind === 'text');
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t.size).toBeGreaterThanOrEqual(MIN_TEXT);
    expect(chains(drawing.shapes).heights).toEqual([[400, 400, 400, 400, 400], [2000]]);
    // Everything lies inside the room it was given.
    for (const s of drawing.shapes)
      if (s.kind === 'polygon')
        for (const [x, y] of s.points) expect(x >= 0 && x <= 511 && y >= 0 && y <= 700).toBe(true);
  });
});
