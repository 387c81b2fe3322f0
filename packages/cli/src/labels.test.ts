// `kubik labels`: a PDF with a label per piece, and nothing for a design with errors.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './main.ts';

const example = (name: string) => join(import.meta.dirname, '..', '..', '..', 'examples', name);

function run(args: string[]) {
  let stdout = '', stderr = '';
  return main(args, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) }).then((code) => ({ code, stdout, stderr }));
}

describe('kubik labels', () => {
  it('writes a label per piece of the design', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'kubik-labels-')), 'labels.pdf');
    const r = await run(['labels', example('grid-2x2.json'), '--out', out, '--locale', 'en', '--base-url', 'https://shop.test']);
    expect(r.code).toBe(0);
    // grid-2x2: 6 verticals, 3 horizontals, 1 back.
    expect(r.stdout).toContain('10 labels');
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('writes nothing for a design with errors, exit 1; a bad layout is a usage error', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'kubik-labels-')), 'labels.pdf');
    expect((await run(['labels', example('invalid-floating-cube.json'), '--out', out])).code).toBe(1);
    expect(existsSync(out)).toBe(false);
    expect((await run(['labels', example('grid-2x2.json'), '--out', out, '--layout', 'a5'])).code).toBe(2);
  });
});
