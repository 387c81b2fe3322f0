import { describe, expect, it } from 'vitest';
import { nearestAllowed, snapPosition, stepAllowed } from './snapping.ts';

const size = { width: 400, height: 400, depth: 400 };
const neighbour = { x: 0, y: 0, z: 0, ...size };

describe('snapPosition', () => {
  it('snaps to the 100 mm grid when no neighbour is near', () => {
    expect(snapPosition(size, { x: 1234, y: 0, z: 2049 }, [])).toEqual({ x: 1200, y: 0, z: 2000 });
  });

  it('abuts a neighbour within 60 mm rather than the grid', () => {
    // 430 is nearer the grid line 400 anyway; 455 would round to 500 but the neighbour's face at 400 wins.
    expect(snapPosition(size, { x: 455, y: 0, z: 0 }, [neighbour]).x).toBe(400);
    expect(snapPosition(size, { x: -445, y: 0, z: 0 }, [neighbour]).x).toBe(-400);
  });

  it('stacks on top of a neighbour and never goes below the floor', () => {
    expect(snapPosition(size, { x: 10, y: 445, z: 0 }, [neighbour])).toEqual({ x: 0, y: 400, z: 0 });
    expect(snapPosition(size, { x: 0, y: -300, z: 0 }, [])).toEqual({ x: 0, y: 0, z: 0 });
  });

  it('lines up with an odd-sized neighbour off the grid', () => {
    const odd = { x: 30, y: 0, z: 0, width: 300, height: 300, depth: 300 };
    expect(snapPosition(size, { x: 310, y: 0, z: 0 }, [odd]).x).toBe(330);
  });

  it('ignores neighbours far away on another axis', () => {
    const far = { ...neighbour, z: 5000 };
    expect(snapPosition(size, { x: 455, y: 0, z: 0 }, [far]).x).toBe(500);
  });

  it('leaves locked axes alone', () => {
    expect(snapPosition(size, { x: 455, y: 0, z: 17 }, [], ['z'])).toEqual({ x: 500, y: 0, z: 17 });
  });
});

describe('allowed sizes', () => {
  const widths = [200, 300, 400, 500, 600, 800, 1000, 1200];
  it('picks the nearest, the larger on a tie', () => {
    expect(nearestAllowed(690, widths)).toBe(600);
    expect(nearestAllowed(700, widths)).toBe(800);
    expect(nearestAllowed(5000, widths)).toBe(1200);
  });
  it('steps up and down, staying put at the ends', () => {
    expect(stepAllowed(600, widths, 1)).toBe(800);
    expect(stepAllowed(600, widths, -1)).toBe(500);
    expect(stepAllowed(1200, widths, 1)).toBe(1200);
    expect(stepAllowed(200, widths, -1)).toBe(200);
  });
});
