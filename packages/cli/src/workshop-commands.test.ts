// The workshop commands: cnc writes its folder, instructions prints or draws its steps, pdf writes
// a PDF that pdftotext reads back in the chosen language.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workshopOptions } from './cnc.ts';
import { main } from './main.ts';

const examples = join(import.meta.dirname, '../../../examples');
const dir = mkdtempSync(join(tmpdir(), 'kubik-cli-workshop-'));

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

describe('kubik cnc, instructions, pdf', () => {
  it('cnc writes the panel DXFs, the cut list, the cutting plans and the README (R12 on request)', async () => {
    const out = join(dir, 'cnc');
    const result = await run('cnc', join(examples, 'bookshelf-5-wide.json'), '--out', out, '--dxf', 'r12', '--sheet', '2440x1220', '--kerf', '3');
    expect(result.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['README.txt', 'cut-list.csv', 'cutting-plan', 'panels']);
    expect(readFileSync(join(out, 'panels', 'V001.dxf'), 'utf8')).toContain('AC1009');
    expect(readFileSync(join(out, 'README.txt'), 'utf8')).toContain('2440 × 1220');
    expect((await run('cnc', join(examples, 'one-cube.json'))).code).toBe(2);
    expect((await run('cnc', join(examples, 'one-cube.json'), '--out', out, '--dxf', 'r14')).code).toBe(2);
  });

  it("cnc's cutting plans take --time-ms and --work (the catalogue's time by default)", async () => {
    const options = workshopOptions(new Map([['time-ms', '900'], ['work', '50000']]));
    expect(typeof options !== 'string' && options.stock).toMatchObject({ timeBudgetMs: 900, workBudget: 50_000 });
    const byDefault = workshopOptions(new Map());
    expect(typeof byDefault !== 'string' && byDefault.stock?.timeBudgetMs).toBeUndefined();
    expect(workshopOptions(new Map([['time-ms', '0']]))).toBe('--time-ms must be a whole number ≥ 1');
    expect(workshopOptions(new Map([['work', '1e3x']]))).toBe('--work must be a whole number ≥ 1');
    const out = join(dir, 'cnc-budget');
    expect((await run('cnc', join(examples, 'one-cube.json'), '--out', out, '--time-ms', '50', '--work', '20000')).code).toBe(0);
    expect((await run('cnc', join(examples, 'one-cube.json'), '--out', out, '--time-ms', 'x')).code).toBe(2);
  });

  it('instructions prints JSON steps and writes an SVG per step', async () => {
    const json = await run('instructions', join(examples, 'wardrobe-sliding-doors.json'));
    expect(json.code).toBe(0);
    const { steps } = JSON.parse(json.stdout) as { steps: { number: number; kind: string; text: { sl: string } }[] };
    expect(steps[0]!.kind).toBe('base');
    expect(steps.at(-1)!.kind).toBe('doors');
    const out = join(dir, 'steps');
    expect((await run('instructions', join(examples, 'wardrobe-sliding-doors.json'), '--format', 'svg-dir', '--out', out)).code).toBe(0);
    expect(readdirSync(out).filter((f) => f.endsWith('.svg'))).toHaveLength(steps.length);
    expect(readFileSync(join(out, 'step-01.svg'), 'utf8')).toMatch(/^<svg /);
    expect((await run('instructions', join(examples, 'one-cube.json'), '--format', 'svg-dir')).code).toBe(2);
  });

  it('pdf writes a PDF in the chosen language', async () => {
    const file = join(dir, 'grid.pdf');
    expect((await run('pdf', join(examples, 'grid-2x2.json'), '--out', file, '--locale', 'sl')).code).toBe(0);
    expect(existsSync(file)).toBe(true);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Načrt razreza');
    expect((await run('pdf', join(examples, 'grid-2x2.json'), '--out', file, '--locale', 'de')).code).toBe(2);
    expect((await run('pdf', join(examples, 'invalid-floating-cube.json'), '--out', file)).code).toBe(0);
  });
});
