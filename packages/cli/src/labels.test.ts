// `kubik labels`: a PDF with a label per piece, and nothing for a design with errors.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './main.ts';

const example = (name: string) => join(import.meta.dirname, '..', '..', '..', 'examples', name);

function run(args: string[]) {
  let stdout = '',
    stderr = '';
  return main(args, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) }).then((code) => ({
    code,
    stdout,
    stderr,
  }));
}

describe('kubik labels', () => {
  it('writes a label per piece of the design', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'kubik-labels-')), 'labels.pdf');
    const r = await run([
      'labels',
      example('grid-2x2.json'),
      '--out',
      out,
      '--locale',
      'en',
      '--base-url',
      'https://shop.test',
    ]);
    expect(r.code).toBe(0);
    // grid-2x2: 6 verticals, 3 horizontals, 1 back.
    expect(r.stdout).toContain('10 labels');
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
  });

  // The first label's QR code, read off the 100 × 50 PDF with zbar as a phone would.
  const firstCode = async (...extra: string[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'kubik-labels-'));
    expect(
      (
        await run([
          'labels',
          example('grid-2x2.json'),
          '--out',
          join(dir, 'labels.pdf'),
          '--layout',
          'roll',
          '--base-url',
          'https://shop.test',
          ...extra,
        ])
      ).code,
    ).toBe(0);
    execFileSync('pdftoppm', ['-r', '300', '-f', '1', '-l', '1', '-png', join(dir, 'labels.pdf'), join(dir, 'page')]);
    return execFileSync('zbarimg', ['-q', '--raw', join(dir, 'page-01.png')], { encoding: 'utf8' }).trim();
  };

  it("holds the piece's id in the QR code (a design file has no page), or with --project the link to the project's piece page", async () => {
    expect(await firstCode()).toMatch(/^2-2-grid-with-backs\/[A-Z]\d{3}-1$/);
    const project = '0b8e3c1a-5d2f-4a6b-9c7d-1e2f3a4b5c6d';
    expect(await firstCode('--project', project)).toMatch(
      new RegExp(`^https://shop\\.test/dashboard/projects/${project}/pieces/[A-Z]\\d{3}-1$`),
    );
    expect(
      (await run(['labels', example('grid-2x2.json'), '--out', join(tmpdir(), 'x.pdf'), '--project', 'grid-2x2'])).code,
    ).toBe(2);
  });

  it('writes nothing for a design with errors, exit 1; a bad layout is a usage error', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'kubik-labels-')), 'labels.pdf');
    expect((await run(['labels', example('invalid-floating-cube.json'), '--out', out])).code).toBe(1);
    expect(existsSync(out)).toBe(false);
    expect((await run(['labels', example('grid-2x2.json'), '--out', out, '--layout', 'a5'])).code).toBe(2);
  });
});
