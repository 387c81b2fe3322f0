// The drilling rules on holes laid by hand, among them the audit's defects as they were drilled
// before the joinery changed (manufacturing-audit.md D1, D2, D4, D5).
import { describe, expect, it } from 'vitest';
import { fits, holeFault, pairFault } from './drill-rules.ts';
import type { Hole } from './holes.ts';

// A 400 × 400 × 18 board (a horizontal drawn x along its length, y along its depth).
const board = { length: 400, width: 400, thickness: 18 };
const hole = (
  x: number,
  y: number,
  diameter: number,
  depth: number,
  face: Hole['face'],
  use: Hole['use'] = 'dowel',
  set?: string,
): Hole => (set === undefined ? { x, y, diameter, depth, face, use } : { x, y, diameter, depth, face, use, set });

describe('drilling rules', () => {
  it('D1: a Ø8 dowel hole 4.5 mm from the board end leaves a 0.5 mm wall: too near the edge', () => {
    expect(holeFault(hole(4.5, 50, 8, 12, 'B'), board)).toBe('hole_near_edge');
    // Centred under an 18 mm side, 9 mm in: a 5 mm wall, which is enough.
    expect(holeFault(hole(9, 50, 8, 12, 'B'), board)).toBeUndefined();
    // The rim exactly 3 mm from the edge is allowed; 2.9 is not.
    expect(holeFault(hole(7, 50, 8, 12, 'B'), board)).toBeUndefined();
    expect(holeFault(hole(6.9, 50, 8, 12, 'B'), board)).toBe('hole_near_edge');
  });

  it('D2: a screw pilot centred on the front edge lies half outside the board', () => {
    expect(holeFault(hole(34, 400, 3, 10, 'A', 'screw'), board)).toBe('hole_near_edge');
    expect(holeFault(hole(34, 401, 3, 10, 'A', 'screw'), board)).toBe('hole_outside');
  });

  it('D4: two Ø8 dowel holes 8 mm apart on one face touch (0 mm of web); 11 mm apart leave 3 mm', () => {
    expect(pairFault(hole(9, 146, 8, 12, 'A'), hole(9, 154, 8, 12, 'A'), board)).toBe('holes_too_close');
    expect(pairFault(hole(9, 146, 8, 12, 'A'), hole(9, 157, 8, 12, 'A'), board)).toBeUndefined();
  });

  it('D5: shelf pins from both faces at one point meet (12 + 12 > 18); half a pitch apart they do not', () => {
    const pin = (y: number, face: Hole['face']) => hole(263, y, 5, 12, face, 'shelfPin');
    expect(pairFault(pin(71, 'A'), pin(71, 'B'), board)).toBe('holes_meet');
    expect(pairFault(pin(71, 'A'), pin(87, 'B'), board)).toBeUndefined();
    // Shallow enough to leave 3 mm between their bottoms, they may share a place: 7 + 8 = 15 = 18 − 3.
    expect(pairFault(hole(100, 100, 5, 7, 'A'), hole(100, 100, 5, 8, 'B'), board)).toBeUndefined();
  });

  it('a blind hole leaves 3 mm under it; a through hole (a connecting screw) goes through and keeps clear of both faces', () => {
    expect(holeFault(hole(100, 100, 5, 16, 'A'), board)).toBe('hole_through');
    expect(holeFault(hole(100, 100, 5, 15, 'A'), board)).toBeUndefined();
    expect(holeFault(hole(100, 100, 5, 18, 'T', 'connector'), board)).toBeUndefined();
    expect(holeFault(hole(100, 100, 5, 12, 'T', 'connector'), board)).toBe('hole_through');
    expect(pairFault(hole(100, 100, 5, 18, 'T', 'connector'), hole(105, 100, 5, 5, 'B'), board)).toBe(
      'holes_too_close',
    );
  });

  it('edge bores: centred with 3 mm of wall, clear of the ends of their edge, and of face holes except their own cam', () => {
    expect(holeFault(hole(0, 50, 8, 34, 'EL', 'bolt'), board)).toBeUndefined();
    expect(holeFault(hole(0, 50, 15, 34, 'EL', 'bolt'), board)).toBe('edge_bore_wall');
    expect(holeFault(hole(0, 4, 8, 34, 'EL', 'bolt'), board)).toBe('hole_near_edge');
    expect(holeFault(hole(1, 50, 8, 34, 'EL', 'bolt'), board)).toBe('hole_outside');
    // The bolt's bore reaches its cam housing 34 mm in: meant to meet. Another set's cam must not.
    const bore = hole(0, 50, 8, 34, 'EL', 'bolt', 'j#0');
    expect(pairFault(bore, hole(34, 50, 15, 12.5, 'A', 'cam', 'j#0'), board)).toBeUndefined();
    expect(pairFault(bore, hole(34, 50, 15, 12.5, 'A', 'cam', 'j#1'), board)).toBe('holes_meet');
    // A dowel bore and a shelf pin 3 mm of material apart in the plane are fine.
    expect(pairFault(hole(0, 82, 8, 25, 'EL'), hole(30.5, 82, 5, 12, 'A', 'shelfPin'), board)).toBeUndefined();
    expect(pairFault(hole(0, 82, 8, 25, 'EL'), hole(29, 82, 5, 12, 'A', 'shelfPin'), board)).toBe('holes_meet');
    // Two bores in one edge keep 3 mm between them.
    expect(pairFault(hole(0, 50, 8, 34, 'EL'), hole(0, 60, 8, 25, 'EL'), board)).toBe('holes_too_close');
    expect(pairFault(hole(0, 50, 8, 34, 'EL'), hole(0, 82, 8, 25, 'EL'), board)).toBeUndefined();
  });

  it('a hole fits a board when it breaks no rule on its own or with any hole there', () => {
    const there = [hole(9, 50, 5, 13, 'A', 'bolt'), hole(9, 82, 8, 12, 'A')];
    expect(fits(hole(9, 66, 5, 13, 'B', 'bolt'), there, board)).toBe(true);
    expect(fits(hole(9, 55, 5, 13, 'B', 'bolt'), there, board)).toBe(false);
  });
});
