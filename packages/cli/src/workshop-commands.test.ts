// The workshop commands: cnc writes its folder, instructions prints or draws its steps, pdf writes
// a PDF that pdftotext reads back in the chosen language.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInCatalogue, validateDesign } from '@kubik/design/validate';
import { zipEntry } from '@kubik/documents/cnc-zip';
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
    const result = await run(
      'cnc',
      join(examples, 'bookshelf-5-wide.json'),
      '--out',
      out,
      '--dxf',
      'r12',
      '--sheet',
      '2440x1220',
      '--kerf',
      '3',
    );
    expect(result.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual([
      'README.txt',
      'cut-list.csv',
      'cutting-plan',
      'labels',
      'optimiser',
      'panels',
    ]);
    // The PTX's board is the stock sheet asked for.
    expect(readFileSync(join(out, 'optimiser', 'parts.ptx'), 'utf8')).toMatch(/\r\nBOARDS,1,1,[^,]+,1,2440,1220,999,/);
    expect(readFileSync(join(out, 'panels', 'V001.dxf'), 'utf8')).toContain('AC1009');
    expect(readFileSync(join(out, 'README.txt'), 'utf8')).toContain('2440 × 1220');
    expect((await run('cnc', join(examples, 'one-cube.json'))).code).toBe(2);
    expect((await run('cnc', join(examples, 'one-cube.json'), '--out', out, '--dxf', 'r14')).code).toBe(2);
  });

  it("cnc puts the pieces' labels in its folder and its ZIP (both layouts, --locale's words, a label per piece), README naming them", async () => {
    const design = join(examples, 'grid-2x2.json');
    const v = validateDesign(JSON.parse(readFileSync(design, 'utf8')), builtInCatalogue);
    if (!v.ok) throw new Error('grid-2x2 should be a design');
    const pieces = v.model.panels().length;
    const pages = (pdf: Uint8Array) =>
      (
        Buffer.from(pdf)
          .toString('latin1')
          .match(/\/Type \/Page\b/g) ?? []
      ).length;
    const text = (pdf: Uint8Array) => {
      const path = join(dir, 'labels-check.pdf');
      writeFileSync(path, pdf);
      return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
    };
    const check = (file: (name: string) => Uint8Array | undefined) => {
      const files = Object.fromEntries(
        [
          'labels/labels-a4.pdf',
          'labels/labels-100x50.pdf',
          'README.txt',
          'panels/V001.dxf',
          'optimiser/parts.ptx',
        ].map((name) => [name, file(name)]),
      );
      expect(files['panels/V001.dxf']).toBeDefined();
      expect(files['optimiser/parts.ptx']).toBeDefined();
      expect(pages(files['labels/labels-100x50.pdf']!)).toBe(pieces);
      expect(pages(files['labels/labels-a4.pdf']!)).toBe(Math.ceil(pieces / 24));
      // Every piece's label once, each headed by its part number and piece (V001  3/6), in English.
      for (const layout of ['labels/labels-a4.pdf', 'labels/labels-100x50.pdf']) {
        const words = text(files[layout]!);
        expect(words.match(/\b[A-Z]\d{3}(-\d+)? +\d+\/\d+\b/g)?.length).toBe(pieces);
        expect(words).toContain('Finished');
      }
      const readme = Buffer.from(files['README.txt']!).toString('utf8');
      expect(readme).toContain('labels/labels-a4.pdf');
      expect(readme).toContain('labels/labels-100x50.pdf');
    };
    const out = join(dir, 'cnc-labels');
    const folder = await run('cnc', design, '--out', out, '--locale', 'en');
    expect(folder.code).toBe(0);
    expect(folder.stdout).toContain(`${pieces} labels`);
    expect(readdirSync(join(out, 'labels')).sort()).toEqual(['labels-100x50.pdf', 'labels-a4.pdf']);
    check((name) => readFileSync(join(out, ...name.split('/'))));
    const zipPath = join(dir, 'cnc-labels.zip');
    expect((await run('cnc', design, '--out', zipPath, '--locale', 'en')).code).toBe(0);
    const zip = readFileSync(zipPath);
    check((name) => zipEntry(zip, name));
  }, 60_000);

  it('cnc --layers names the layers after a preset, writes face B apart, and --locale words the saw diagrams', async () => {
    const out = join(dir, 'cnc-magicut');
    const result = await run(
      'cnc',
      join(examples, 'bookshelf-5-wide.json'),
      '--out',
      out,
      '--layers',
      'magicut',
      '--locale',
      'es',
    );
    expect(result.code).toBe(0);
    const panels = readdirSync(join(out, 'panels'));
    expect(panels.some((f) => f.endsWith('_B.dxf'))).toBe(true);
    // The audit's D-G: face B's cam housings no longer sit in the face-A file.
    for (const file of panels) {
      const dxf = readFileSync(join(out, 'panels', file), 'utf8');
      expect(dxf).not.toContain('DRILL_D');
      if (dxf.includes('HBORE_')) expect(dxf).toMatch(/HBORE_DIA\$8\$_DEP\$(34|25)\$_ZST\$9\$/);
    }
    const sheet = readdirSync(join(out, 'cutting-plan')).find((f) => f.endsWith('.svg'))!;
    expect(readFileSync(join(out, 'cutting-plan', sheet), 'utf8')).toContain('Cortes: ');
    // The presets are the catalogue's: an unknown one is refused with the ones there are.
    const unknown = await run(
      'cnc',
      join(examples, 'one-cube.json'),
      '--out',
      join(dir, 'cnc-bpp9'),
      '--layers',
      'bpp9',
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      '--layers: unknown layer preset "bpp9"; the catalogue has kubik, ecabinet, magicut, woodwop\n',
    );
    expect(existsSync(join(dir, 'cnc-bpp9'))).toBe(false);
    expect((await run('cnc', join(examples, 'one-cube.json'), '--out', out, '--locale', 'de')).code).toBe(2);
  });

  it("cnc --layers woodwop names the layers as woodWOP's DXF import reads them", async () => {
    const out = join(dir, 'cnc-woodwop');
    expect((await run('cnc', join(examples, 'bookshelf-5-wide.json'), '--out', out, '--layers', 'woodwop')).code).toBe(
      0,
    );
    const layers = new Set<string>();
    for (const file of readdirSync(join(out, 'panels'))) {
      const dxf = readFileSync(join(out, 'panels', file), 'utf8');
      // The LAYER table's names: group code 2 after each `0 LAYER`.
      for (const m of dxf.matchAll(/\r?\n\s*0\r?\nLAYER\r?\n(?:.*\r?\n)*?\s*2\r?\n(.+?)\r?\n/g)) layers.add(m[1]!);
    }
    expect(layers).toContain('PROCPART_18');
    expect([...layers].some((l) => /^V_DRILLSF_\d+(_\d+)?$/.test(l))).toBe(true);
    expect([...layers].some((l) => /^H_DRILL_9$/.test(l))).toBe(true);
    expect([...layers].filter((l) => l.startsWith('DRILL_') || l.includes('.'))).toEqual([]);
  });

  it("cnc's cutting plans take --time-ms and --work (the catalogue's time by default)", async () => {
    const options = workshopOptions(
      new Map([
        ['time-ms', '900'],
        ['work', '50000'],
      ]),
    );
    expect(typeof options !== 'string' && options.stock).toMatchObject({ timeBudgetMs: 900, workBudget: 50_000 });
    const byDefault = workshopOptions(new Map());
    expect(typeof byDefault !== 'string' && byDefault.stock?.timeBudgetMs).toBeUndefined();
    expect(workshopOptions(new Map([['time-ms', '0']]))).toBe('--time-ms must be a whole number ≥ 1');
    expect(workshopOptions(new Map([['work', '1e3x']]))).toBe('--work must be a whole number ≥ 1');
    const out = join(dir, 'cnc-budget');
    expect(
      (await run('cnc', join(examples, 'one-cube.json'), '--out', out, '--time-ms', '50', '--work', '20000')).code,
    ).toBe(0);
    expect((await run('cnc', join(examples, 'one-cube.json'), '--out', out, '--time-ms', 'x')).code).toBe(2);
  });

  it('instructions prints JSON steps and writes an SVG per step', async () => {
    const json = await run('instructions', join(examples, 'wardrobe-sliding-doors.json'));
    expect(json.code).toBe(0);
    const { steps } = JSON.parse(json.stdout) as { steps: { number: number; kind: string; text: { sl: string } }[] };
    // The 2,000 mm wardrobe is built lying down first and tilted up (issue 21, D-D).
    expect(steps.slice(0, 2).map((s) => s.kind)).toEqual(['lieDown', 'base']);
    expect(steps.map((s) => s.kind)).toContain('tiltUp');
    expect(steps.at(-1)!.kind).toBe('doors');
    const out = join(dir, 'steps');
    expect(
      (await run('instructions', join(examples, 'wardrobe-sliding-doors.json'), '--format', 'svg-dir', '--out', out))
        .code,
    ).toBe(0);
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
  });

  it('a design with errors gets no workshop output: exit 1, its findings, nothing written (issue 21, D-B)', async () => {
    const invalid = join(examples, 'invalid-floating-cube.json');
    const pdf = join(dir, 'invalid.pdf');
    const byPdf = await run('pdf', invalid, '--out', pdf, '--locale', 'en');
    expect(byPdf.code).toBe(1);
    expect(byPdf.stderr).toContain('error floating [floater]: floater floats');
    expect(byPdf.stdout).toBe('');
    expect(existsSync(pdf)).toBe(false);
    const out = join(dir, 'invalid-cnc');
    const byCnc = await run('cnc', invalid, '--out', out);
    expect(byCnc.code).toBe(1);
    expect(byCnc.stderr).toContain('floating');
    expect(existsSync(out)).toBe(false);
    // A shelf that sags past its limit is an error too (D-F): the same refusal.
    const sagging = join(dir, 'sagging.json');
    writeFileSync(
      sagging,
      JSON.stringify({
        schemaVersion: 1,
        name: 'sag',
        settings: {},
        elements: [
          { id: 'w', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 800, height: 400, depth: 400 } },
          { id: 's', kind: 'shelf', cubes: ['w'], height: 200 },
        ],
      }),
    );
    const sagged = await run('cnc', sagging, '--out', join(dir, 'sagging-cnc'));
    expect(sagged.code).toBe(1);
    expect(sagged.stderr).toContain('at most 541 mm');
    expect(existsSync(join(dir, 'sagging-cnc'))).toBe(false);
    expect((await run('check', sagging)).code).toBe(1);
  });
});
