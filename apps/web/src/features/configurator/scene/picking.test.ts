import { describe, expect, it } from 'vitest';
import { dimensionDrawnAt, distanceToSegment, faceOf, rayEntersBox, rayHitsWall } from './picking.ts';

const min = { x: 0, y: 0, z: 0 };
const max = { x: 1, y: 1, z: 1 };

describe('rayEntersBox', () => {
  it('finds the face a ray enters through', () => {
    expect(rayEntersBox({ x: 0.5, y: 0.5, z: 5 }, { x: 0, y: 0, z: -1 }, min, max)).toEqual({ t: 4, face: 'front' });
    expect(rayEntersBox({ x: -2, y: 0.5, z: 0.5 }, { x: 1, y: 0, z: 0 }, min, max)).toEqual({ t: 2, face: 'left' });
    expect(rayEntersBox({ x: 0.5, y: 3, z: 0.5 }, { x: 0, y: -1, z: 0 }, min, max)).toEqual({ t: 2, face: 'top' });
  });

  it('enters through the face crossed last on a slanted ray', () => {
    const dir = { x: -0.6, y: -0.3, z: -0.74 };
    const hit = rayEntersBox({ x: 2, y: 1.2, z: 3 }, dir, min, max);
    expect(hit?.face).toBe('front');
  });

  it('misses boxes beside or behind the ray', () => {
    expect(rayEntersBox({ x: 2, y: 0.5, z: 5 }, { x: 0, y: 0, z: -1 }, min, max)).toBeNull();
    expect(rayEntersBox({ x: 0.5, y: 0.5, z: 5 }, { x: 0, y: 0, z: 1 }, min, max)).toBeNull();
  });
});

describe('faceOf', () => {
  it('names the face a normal points out of', () => {
    expect(faceOf({ x: 0, y: 0, z: 1 })).toBe('front');
    expect(faceOf({ x: -1, y: 0, z: 0 })).toBe('left');
    expect(faceOf({ x: 0, y: 1, z: 0 })).toBe('top');
  });
});

describe('walls and lines', () => {
  it('a ray meets a wall along x from the front, and one along z from the side', () => {
    const alongX = { start: { x: 0, z: 0 }, end: { x: 1000, z: 0 }, height: 2500, thickness: 100 };
    // From 5 m in front, straight back at x = 500, y = 1000: enters the front face at z = 50.
    expect(rayHitsWall({ x: 500, y: 1000, z: 5000 }, { x: 0, y: 0, z: -1 }, alongX)).toBeCloseTo(4950);
    expect(rayHitsWall({ x: 1500, y: 1000, z: 5000 }, { x: 0, y: 0, z: -1 }, alongX)).toBeNull();
    expect(rayHitsWall({ x: 500, y: 2600, z: 5000 }, { x: 0, y: 0, z: -1 }, alongX)).toBeNull();
    const alongZ = { start: { x: 0, z: 0 }, end: { x: 0, z: 1000 }, height: 2500, thickness: 100 };
    expect(rayHitsWall({ x: 3000, y: 500, z: 500 }, { x: -1, y: 0, z: 0 }, alongZ)).toBeCloseTo(2950);
    expect(rayHitsWall({ x: 500, y: 1000, z: 5000 }, { x: 0, y: 0, z: -1 }, alongZ)).toBeNull();
  });

  it('measures a point against a segment on the page, and places dimension lines at their offset', () => {
    expect(distanceToSegment({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(distanceToSegment({ x: 14, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
    expect(dimensionDrawnAt({ start: { x: 0, y: 400, z: 400 }, end: { x: 800, y: 400, z: 400 }, offset: 150 })).toEqual(
      [
        { x: 0, y: 550, z: 400 },
        { x: 800, y: 550, z: 400 },
      ],
    );
    expect(dimensionDrawnAt({ start: { x: 0, y: 0, z: 400 }, end: { x: 0, y: 800, z: 400 }, offset: 100 })[0]).toEqual({
      x: 0,
      y: 0,
      z: 500,
    });
  });
});
