// Boards are drawn in their colours: the front face in the colour, the top lighter, the side darker.
import { describe, expect, it } from 'vitest';
import type { Box } from '../geometry/mm.ts';
import { colourStyle, isometricDrawing, shade } from './isometric.ts';

describe('isometric drawing in colour', () => {
  it('shades a colour toward white and black', () => {
    // Sage #9bab92: a quarter of the way to white is 0x9b + (0xff − 0x9b) / 4 = 0xb4, …
    expect(shade('#9bab92', 0.25)).toBe('#b4c0ad');
    expect(shade('#9bab92', -0.5)).toBe('#4e5649');
    expect(colourStyle('#9bab92')).toEqual({ top: '#b4c0ad', front: '#9bab92', right: shade('#9bab92', -0.18), edge: shade('#9bab92', -0.55) });
  });

  it('fills the faces of each box from its style', () => {
    const box = { x: 0, y: 0, z: 0, width: 400, height: 18, depth: 400 } as Box;
    const drawing = isometricDrawing([{ box, style: colourStyle('#c0704f') }]);
    expect(drawing.shapes.map((s) => (s.kind === 'polygon' ? s.fill : ''))).toEqual([shade('#c0704f', 0.25), '#c0704f', shade('#c0704f', -0.18)]);
  });
});
