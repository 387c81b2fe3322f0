// `kubik cnc <design.json> --out <dir|file.zip> [--dxf r2000|r12] [--layers <preset>] [--locale sl|en|es]
// [--sheet 2800x2070] [--kerf 4] [--trim 10] [--time-ms N] [--work N] [--base-url URL] [--project ID]`: writes the workshop files (the
// drilling programs per drawing, face A and face B apart, cut-list.csv, the cut list for panel-saw
// optimisers as optimiser/parts.ptx and parts.csv, cutting plans as DXF and SVG saw diagrams per
// sheet, the pieces' labels as labels/labels-a4.pdf and labels/labels-100x50.pdf, README.txt) into a
// folder, or into a ZIP when `--out` ends in .zip. `--layers` picks one of the catalogue's layer-name
// presets (`cnc.layerPresets`: kubik, the default, ecabinet, magicut, woodwop), `--locale` the language
// of the saw diagrams' and the labels' words, `--time-ms`/`--work` the cutting plans' search budget,
// `--project`/`--base-url` what the labels' QR codes hold (as `kubik labels`: label-job.ts).
// Exit 1 when the design is not a design or has errors (then nothing is written, only its
// findings printed: workshop-guard.ts), 2 usage.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CncOptions } from '@kubik/design/cnc/cnc-files';
import { defaultStock, type StockOptions } from '@kubik/design/cnc/cutting-plan';
import { layerPreset, layerPresetNames } from '@kubik/design/cnc/layer-presets';
import { defaultDxfOptions } from '@kubik/design/cnc/panel-dxf';
import { langs, type Lang } from '@kubik/design/i18n/lang';
import { builtInCatalogue } from '@kubik/design/validate';
import { workshopPackage, zipFiles } from '@kubik/documents/cnc-zip';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, parseOptions, type Io } from './command.ts';
import { readDesign, workshopOutput, writeFindings } from './design-file.ts';
import { labelJob } from './label-job.ts';
import { cpuClock } from './nest.ts';

const usage =
  `usage: kubik cnc <design.json> --out <dir|file.zip> [--dxf r2000|r12] [--layers ${layerPresetNames(builtInCatalogue.catalogue).join('|')}] [--locale sl|en|es] [--sheet 2800x2070] [--kerf 4] [--trim 10] [--time-ms N] [--work N] [--base-url URL] [--project ID]\n` +
  "  --time-ms: CPU time the cutting plan's search may take per material (default: the catalogue's); --work: a fixed work budget (the same plan on every run)\n" +
  "  --project: the saved project this design is — its labels' QR codes link to its piece pages (without it they hold the piece's id)\n";

/** Workshop options shared by `cnc` and `pdf`: DXF dialect, layer preset, stock sheet, language of the saw diagrams. */
export function workshopOptions(options: Map<string, string>): Partial<CncOptions> | string {
  const dxf = (options.get('dxf') ?? 'r2000').toLowerCase();
  if (dxf !== 'r2000' && dxf !== 'r12') return '--dxf must be r2000 or r12';
  const stock: StockOptions = { ...defaultStock, clock: cpuClock };
  const sheet = options.get('sheet');
  if (sheet !== undefined) {
    const match = /^(\d{2,5})x(\d{2,5})$/i.exec(sheet);
    if (!match) return '--sheet must be WIDTHxHEIGHT in mm, e.g. 2800x2070';
    stock.sheetWidth = Number(match[1]);
    stock.sheetHeight = Number(match[2]);
  }
  for (const key of ['kerf', 'trim'] as const) {
    const value = options.get(key);
    if (value === undefined) continue;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0 || n > 100) return `--${key} must be a number of mm between 0 and 100`;
    stock[key] = n;
  }
  for (const [key, field] of [
    ['time-ms', 'timeBudgetMs'],
    ['work', 'workBudget'],
  ] as const) {
    const value = options.get(key);
    if (value === undefined) continue;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) return `--${key} must be a whole number ≥ 1`;
    stock[field] = n;
  }
  // The command line's catalogue is the one built into the code (design-file.ts), so are its presets.
  const layers = layerPreset(builtInCatalogue.catalogue, options.get('layers'));
  if (!layers.ok) return `--layers: ${layers.error}`;
  const lang = options.get('locale') ?? 'sl';
  if (!(langs as readonly string[]).includes(lang)) return '--locale must be sl, en or es';
  return {
    dxf: { ...defaultDxfOptions, version: dxf === 'r12' ? 'R12' : 'R2000', layers: layers.layers },
    stock,
    lang: lang as Lang,
  };
}

export async function cncCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseOptions(args, [
    'out',
    'dxf',
    'layers',
    'locale',
    'sheet',
    'kerf',
    'trim',
    'time-ms',
    'work',
    'base-url',
    'project',
  ]);
  if (typeof parsed === 'string' || parsed.positional.length !== 1 || !parsed.options.get('out')) {
    io.stderr(`${typeof parsed === 'string' ? `${parsed}\n` : ''}${usage}`);
    return EXIT_USAGE;
  }
  const options = workshopOptions(parsed.options);
  const job = labelJob(parsed.options);
  if (typeof options === 'string' || typeof job === 'string') {
    io.stderr(`${typeof options === 'string' ? options : job}\n${usage}`);
    return EXIT_USAGE;
  }
  const result = await readDesign(parsed.positional[0]!, io);
  if (!result) return EXIT_INVALID;
  if (!result.ok) {
    writeFindings(
      result.findings.filter((f) => f.severity === 'error'),
      'en',
      io,
    );
    return EXIT_INVALID;
  }
  const { model } = result;
  const out = parsed.options.get('out')!;
  return workshopOutput(
    async () => {
      // Every file is made before the first is written: a refused design leaves no folder behind.
      const {
        files,
        pkg,
        labels: pieces,
      } = await workshopPackage(model, options, { lang: options.lang ?? 'sl', ...job(model.design().name) });
      if (out.toLowerCase().endsWith('.zip')) {
        await mkdir(dirname(out), { recursive: true });
        await writeFile(out, zipFiles(files));
      } else {
        for (const file of files) {
          const path = join(out, ...file.name.split('/'));
          await mkdir(dirname(path), { recursive: true });
          await writeFile(path, file.content);
        }
      }
      const programs = files.filter((f) => f.name.startsWith('panels/')).length;
      io.stdout(
        `${files.length} files in ${out}: ${pkg.workshop.parts.length} panel drawings (${programs} drilling programs, face B apart), ${pkg.plans.sheetCount} sheet(s), utilisation ${(pkg.plans.utilisation * 100).toFixed(1)} %, ${pieces.length} labels\n`,
      );
      return EXIT_OK;
    },
    'en',
    io,
  );
}
