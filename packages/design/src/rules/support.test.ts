// Contacts too small to join, and units that tip (carpenter's review, defect e).
import { describe, expect, it } from 'vitest';
import lShape from '../../../../examples/l-shape.json' with { type: 'json' };
import mixed from '../../../../examples/mixed-grid.json' with { type: 'json' };
import type { ElementInput } from '../schema/document.ts';
import { cube, design, grid } from '../testing/build.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';

function support(input: unknown) {
  const v = validateDesign(input, builtInCatalogue);
  return {
    orderable: v.orderable,
    findings: v.findings
      .filter((f) => f.code === 'unit_tips' || f.code === 'contact_not_joined')
      .map((f) => ({ code: f.code, severity: f.severity, ids: f.elementIds })),
  };
}

const box = (id: string, x: number, y: number, width: number, depth = 400): ElementInput =>
  cube(id, x, y, 0, width, { size: { width, height: 400, depth } });

describe('support', () => {
  it('an 800 mm cube on a 400 mm one, overhanging 600 mm to the right, tips', () => {
    // Masses (boards, 2 (w d + h d)): a 640,000, b 960,000; centres x 200 and 600: the centre of
    // mass at 440, beyond the floor under a (x 0–400). Screwed together (200 × 400 of contact), they tip as one.
    const tipping = design([box('a', 0, 0, 400), box('b', 200, 400, 800)]);
    expect(support(tipping)).toEqual({
      orderable: false,
      findings: [{ code: 'unit_tips', severity: 'error', ids: ['a', 'b'] }],
    });
    // Over the middle (x −200…600: centre 200), it stands.
    expect(support(design([box('a', 0, 0, 400), box('b', -200, 400, 800)])).findings).toEqual([]);
  });

  it('a cube resting on a carcass by a 50 mm strip is not joined to it: a warning', () => {
    // a (400 deep) and c (300 deep) are separate carcasses, screwed together side by side; b (300
    // deep) rests 350 mm on c (screwed) and 50 mm on a: too little for connecting screws.
    const strip = design([box('a', 0, 0, 400), box('c', 400, 0, 400, 300), box('b', 350, 400, 400, 300)]);
    expect(support(strip)).toEqual({
      orderable: true,
      findings: [{ code: 'contact_not_joined', severity: 'warning', ids: ['a', 'b'] }],
    });
  });

  it('says nothing of the L-shape, the mixed grid or a grid', () => {
    for (const d of [lShape, mixed, design(grid(3, 2))]) expect(support(d).findings).toEqual([]);
  });
});
