// Boards are drawn in their colours: the front face in the colour, the top lighter, the side darker.
import { describe, expect, it } from 'vitest';
import type { Box } from '../geometry/mm.ts';
import { colourStyle, isometricDrawing, isoPoint, paintOrder, paintSequence, shade } from './isometric.ts';

describe('isometric drawing in colour', () => {
  it('shades a colour toward white and black', () => {
    // Sage #9bab92: a quarter of the way to white is 0x9b + (0xff − 0x9b) / 4 = 0xb4, …
    expect(shade('#9bab92', 0.25)).toBe('#b4c0ad');
    expect(shade('#9bab92', -0.5)).toBe('#4e5649');
    expect(colourStyle('#9bab92')).toEqual({
      top: '#b4c0ad',
      front: '#9bab92',
      right: shade('#9bab92', -0.18),
      edge: shade('#9bab92', -0.55),
    });
  });

  it('fills the faces of each box from its style', () => {
    const box = { x: 0, y: 0, z: 0, width: 400, height: 18, depth: 400 } as Box;
    const drawing = isometricDrawing([{ box, style: colourStyle('#c0704f') }]);
    expect(drawing.shapes.map((s) => (s.kind === 'polygon' ? s.fill : ''))).toEqual([
      shade('#c0704f', 0.25),
      '#c0704f',
      shade('#c0704f', -0.18),
    ]);
  });
});

describe('painting far to near (issue 22)', () => {
  // A chest with drawers in two cubes and a cube beside it: fronts in front of boxes in front of
  // boards. Every two boards whose pictures overlap, one apart from the other along an axis, are
  // painted far one first; sorting with the pairwise rule did not hold it (a drawer front was
  // painted under a board of the cube behind it).
  it('paints every overlapping pair far one first', async () => {
    const { readFileSync } = await import('node:fs');
    const { validateDesign, builtInCatalogue } = await import('../validate.ts');
    const v = validateDesign(
      JSON.parse(readFileSync(new URL('../../../../examples/chest-of-drawers.json', import.meta.url), 'utf8')),
      builtInCatalogue,
    );
    if (!v.ok) throw new Error('chest');
    const boxes = v.model.panels().map((p) => p.box);
    const at = new Map(paintSequence(boxes).map((i, k) => [i, k]));
    expect(at.size).toBe(boxes.length);
    const rect = (b: Box) =>
      [
        isoPoint(b.x, b.y, b.z + b.depth)[0],
        isoPoint(b.x, b.y + b.height, b.z)[1],
        isoPoint(b.x + b.width, b.y, b.z)[0],
        isoPoint(b.x + b.width, b.y, b.z + b.depth)[1],
      ] as const;
    let checked = 0;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const r = rect(boxes[i]!),
          q = rect(boxes[j]!);
        if (r[2] <= q[0] || q[2] <= r[0] || r[3] <= q[1] || q[3] <= r[1]) continue;
        const order = paintOrder(boxes[i]!, boxes[j]!);
        if (order === 0) continue;
        checked++;
        expect(order < 0 ? at.get(i)! < at.get(j)! : at.get(j)! < at.get(i)!, `${i} / ${j}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('two boxes apart below and behind: no line of sight meets both, either goes first', () => {
    const low = { x: 0, y: 0, z: 100, width: 100, height: 10, depth: 10 } as Box;
    const high = { x: 0, y: 50, z: 0, width: 100, height: 10, depth: 10 } as Box;
    expect(paintOrder(low, high)).toBe(0);
    expect(paintOrder(low, { ...high, z: 200 } as Box)).toBe(-1);
  });
});
