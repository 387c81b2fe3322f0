// The guided start's shelf: three cubes wide, two high, 400 mm each — the shape most people build
// first (the review's "3 × 2 took six clicks"), as one click.
import type { Design } from '@kubik/design/schema/document';
import { makeCube } from '../editor/commands.ts';

export function starterShelf(name: string): Design {
  const elements = [];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) {
      elements.push(
        makeCube(`cube-${row * 3 + col + 1}`, {
          position: { x: col * 400, y: row * 400, z: 0 },
          size: { width: 400, height: 400, depth: 400 },
        }),
      );
    }
  }
  return { schemaVersion: 1, name, settings: {}, elements };
}
