import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Box } from './mm.ts';
import { SpatialHash } from './spatial-hash.ts';

const box = fc.record({
  x: fc.integer({ min: -3000, max: 3000 }),
  y: fc.integer({ min: 0, max: 3000 }),
  z: fc.integer({ min: -1000, max: 1000 }),
  width: fc.integer({ min: 1, max: 1200 }),
  height: fc.integer({ min: 1, max: 1200 }),
  depth: fc.integer({ min: 1, max: 800 }),
}) as fc.Arbitrary<Box>;

function touches(a: Box, b: Box): boolean {
  return (
    a.x <= b.x + b.width &&
    b.x <= a.x + a.width &&
    a.y <= b.y + b.height &&
    b.y <= a.y + a.height &&
    a.z <= b.z + b.depth &&
    b.z <= a.z + a.depth
  );
}

describe('SpatialHash', () => {
  it('after any adds and removes, near() finds every box touching the query and no removed one', () => {
    const step = fc.oneof(fc.record({ add: box }), fc.record({ remove: fc.nat() }));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 300 }), box, (steps, query) => {
        const space = new SpatialHash<{ box: Box; n: number }>();
        const live: { box: Box; n: number }[] = [];
        steps.forEach((s, n) => {
          if ('add' in s) {
            const item = { box: s.add, n };
            space.add(item);
            live.push(item);
          } else if (live.length > 0) {
            space.remove(live.splice(s.remove % live.length, 1)[0]!);
          }
        });
        const found = new Set(space.near(query));
        for (const item of live) if (touches(item.box, query)) expect(found.has(item)).toBe(true);
        for (const item of found) expect(live).toContain(item);
      }),
      { numRuns: 300 },
    );
  });
});
