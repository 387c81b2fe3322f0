import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cubeElement } from './elements.ts';
import { fastCube } from './fast-cube.ts';

describe('fastCube', { timeout: 60_000 }, () => {
  it('accepts a plain cube and returns what the schema returns', () => {
    const cube = {
      id: 'a',
      kind: 'cube',
      position: { x: 0, y: 0, z: 0 },
      size: { width: 400, height: 400, depth: 400 },
      back: true,
      material: 'plywood-birch-18',
    };
    expect(fastCube(cube)).toEqual(cubeElement.parse(cube));
  });

  it('never accepts what the schema refuses, and agrees with it when it accepts', () => {
    const number = fc.oneof(fc.integer({ min: -200_000, max: 200_000 }), fc.double(), fc.constant(0.5), fc.string());
    const triple = (a: string, b: string, c: string) =>
      fc.oneof(
        fc.record({ [a]: number, [b]: number, [c]: number }),
        fc.record({ [a]: number, [b]: number, [c]: number, extra: number }),
        fc.jsonValue({ maxDepth: 1 }),
      );
    const cube = fc.record(
      {
        id: fc.oneof(fc.stringMatching(/^[a-z0-9-]{0,70}$/), fc.string(), fc.integer()),
        kind: fc.constantFrom('cube', 'shelf', 1),
        position: triple('x', 'y', 'z'),
        size: triple('width', 'height', 'depth'),
        back: fc.oneof(fc.boolean(), fc.constant('yes')),
        material: fc.oneof(fc.string({ maxLength: 70 }), fc.integer()),
        colour: fc.oneof(fc.string({ maxLength: 50 }), fc.integer()),
        extra: fc.string(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(cube, (value) => {
        const fast = fastCube(value);
        const schema = cubeElement.safeParse(value);
        if (fast !== undefined) {
          expect(schema.success).toBe(true);
          expect(fast).toEqual(schema.data);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
