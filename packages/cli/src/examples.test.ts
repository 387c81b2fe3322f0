// Every example design, through the CLI a workshop would use (`kubik check`: exit 0, no finding) and
// through the workshop outputs' own agreement (testing/workshop.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cncPackage } from '@kubik/design/cnc/cnc-files';
import { checkWorkshop } from '@kubik/design/testing/workshop';
import { WorkshopRefused } from '@kubik/design/workshop-guard';
import { builtInCatalogue, validateDesign } from '@kubik/design/validate';
import { main } from './main.ts';

const examples = join(import.meta.dirname, '../../../examples');
const names = readdirSync(examples).filter((f) => f.endsWith('.json'));

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

describe('every example', { timeout: 60_000 }, () => {
  it('there are examples of each kind the joinery handles', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'grid-2x2.json',
        'l-shape.json',
        'tower.json',
        'mixed-grid.json',
        'grid-2x2-steel.json',
        'stress-2000-cubes.json',
      ]),
    );
  });

  for (const name of names) {
    it(`${name}: kubik check passes the drilling rules; hole counts and part numbers agree`, async () => {
      const result = await run('check', join(examples, name), '--format', 'json');
      const out = JSON.parse(result.stdout) as { ok: boolean; drilling: unknown[] };
      expect(out.drilling).toEqual([]);
      // The floating cube is refused as a design with errors, not for its drilling.
      expect(result.code).toBe(name.startsWith('invalid') ? 1 : 0);
      if (name.startsWith('stress')) return;
      const v = validateDesign(JSON.parse(readFileSync(join(examples, name), 'utf8')), builtInCatalogue);
      if (!v.ok) throw new Error(name);
      // A design with errors gets no workshop files at all (issue 21, D-B).
      if (name.startsWith('invalid')) expect(() => cncPackage(v.model)).toThrow(WorkshopRefused);
      else checkWorkshop(v.model);
    });
  }

  it('check exits 1 and names the rule when a design cannot be built, 2 on usage errors', async () => {
    expect((await run('check')).code).toBe(2);
    expect((await run('check', join(examples, 'one-cube.json'), '--format', 'xml')).code).toBe(2);
    const floating = await run('check', join(examples, 'invalid-floating-cube.json'));
    expect(floating.code).toBe(1);
    expect(floating.stderr).toContain('floating');
  });

  it('parts prints every board with its box and its holes in furniture space', async () => {
    const result = await run('parts', join(examples, 'one-cube.json'));
    expect(result.code).toBe(0);
    const { boards } = JSON.parse(result.stdout) as {
      boards: {
        partNumber: string;
        id: string;
        box: Record<string, number>;
        holes: { at: Record<string, number>; direction: Record<string, number>; diameter: number; use: string }[];
      }[];
    };
    expect(boards.map((b) => b.partNumber)).toEqual(['H001', 'H001', 'V001', 'V001']);
    const left = boards.find((b) => b.id === 'V|a|l')!;
    expect(left.box).toEqual({ x0: 0, y0: 18, z0: 0, x1: 18, y1: 382, z1: 400 });
    // Its bottom joint's cam: on its inner face (x = 18), 34 mm above its end (y 52), drilled toward −x.
    expect(left.holes).toContainEqual({
      at: { x: 18, y: 52, z: 50 },
      direction: { x: -1, y: 0, z: 0 },
      diameter: 15,
      depth: 12.5,
      face: 'A',
      use: 'cam',
    });
    // And the bolt's bore into its end (y 18), on its centre line (x 9), going up.
    expect(left.holes).toContainEqual({
      at: { x: 9, y: 18, z: 50 },
      direction: { x: 0, y: 1, z: 0 },
      diameter: 8,
      depth: 34,
      face: 'EL',
      use: 'bolt',
    });
    // Which meets the bolt's hole in the bottom board's top face at the same place.
    const bottom = boards.find((b) => b.id === 'H|a|0')!;
    expect(bottom.holes).toContainEqual({
      at: { x: 9, y: 18, z: 50 },
      direction: { x: 0, y: -1, z: 0 },
      diameter: 5,
      depth: 13,
      face: 'B',
      use: 'bolt',
    });
  });
});
