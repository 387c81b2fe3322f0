import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { menuPlace } from './menuPlace.ts';

const size = { width: 230, height: 290 };
const covers = (place: ReturnType<typeof menuPlace>, p: { x: number; y: number }) => {
  const height = Math.min(size.height, place.maxHeight ?? size.height);
  return p.x >= place.x && p.x <= place.x + size.width && p.y >= place.y && p.y <= place.y + height;
};

describe('menuPlace', () => {
  it('opens right of the point on a desktop stage, a third of its height above it', () => {
    expect(menuPlace({ x: 300, y: 400 }, { width: 1000, height: 700 })).toEqual({ x: 316, y: 400 - 290 / 3 });
  });

  it('on the phone stage where the menu once covered the finger (366 × 448, tap at 183, 238), it opens above, capped, and scrolls', () => {
    // Below: 448 − 8 − 254 = 186 px; above: 238 − 16 − 8 = 214 px; the menu is 290 px tall.
    expect(menuPlace({ x: 183, y: 238 }, { width: 366, height: 448 })).toEqual({ x: 68, y: 8, maxHeight: 214 });
  });

  it('below the point when it fits there, above it when only that fits', () => {
    expect(menuPlace({ x: 183, y: 100 }, { width: 366, height: 700 })).toEqual({ x: 68, y: 116 });
    expect(menuPlace({ x: 183, y: 600 }, { width: 366, height: 700 })).toEqual({ x: 68, y: 294 });
  });

  it('never covers the point that opened it, and stays inside the stage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 240, max: 1600 }),
        fc.integer({ min: 200, max: 1000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (width, height, fx, fy) => {
          const p = { x: fx * width, y: fy * height };
          const place = menuPlace(p, { width, height }, size);
          expect(covers(place, p)).toBe(false);
          expect(place.x).toBeGreaterThanOrEqual(0);
          expect(place.y).toBeGreaterThanOrEqual(0);
          expect(place.y + Math.min(size.height, place.maxHeight ?? size.height)).toBeLessThanOrEqual(height);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
