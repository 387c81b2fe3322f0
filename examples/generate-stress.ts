// Writes examples/stress-2000-cubes.json: 40 units of 10 × 5 cubes (2,000 cubes), 8 units along x
// and 5 rows along z, each unit 4 m wide and 2 m tall, with backs. Run: npx tsx examples/generate-stress.ts
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const elements: unknown[] = [];
for (let unitZ = 0; unitZ < 5; unitZ++) {
  for (let unitX = 0; unitX < 8; unitX++) {
    for (let row = 0; row < 5; row++) {
      for (let column = 0; column < 10; column++) {
        elements.push({
          id: `u${unitX}-${unitZ}-c${column}-${row}`,
          kind: 'cube',
          position: { x: unitX * 4400 + column * 400, y: row * 400, z: unitZ * 1000 },
          size: { width: 400, height: 400, depth: 400 },
        });
      }
    }
  }
}
const design = { schemaVersion: 1, name: 'Stress: 2,000 cubes', settings: { backs: true }, elements };
const out = join(dirname(fileURLToPath(import.meta.url)), 'stress-2000-cubes.json');
writeFileSync(out, `${JSON.stringify(design)}\n`);
process.stdout.write(`wrote ${elements.length} cubes to ${out}\n`);
