// Workshop documents of the 2,000-cube example (examples/stress-2000-cubes.json), from the JSON
// as a request brings it: validate, derive, then the file. Targets: PDF ≤ 3 s, CNC ZIP ≤ 2 s — the
// whole package the workshop gets: drawings, cut list, optimiser PTX and CSV, cutting plans, and
// both label PDFs (A4 3 × 8 and 100 × 50 mm, 2,960 labels with QR codes each), zipped; the 3D
// files for AR (issue 23): GLB ≤ 5 s and ≤ 10 MB, and the USDZ.
// Also the parts of the work (holes and drawings, nesting, labels), so a regression shows where it is.
// The machine is shared and its load is printed: on a busy box take the min over the median, and
// the CPU time (this process's, user + system), which another's load moves least.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { cncZip } from '../packages/documents/src/cnc-zip.ts';
import { labelsPdfs } from '../packages/documents/src/labels-pdf.ts';
import { cncPackage } from '../packages/design/src/cnc/cnc-files.ts';
import { pieceLabels } from '../packages/design/src/cnc/labels.ts';
import { designPdf } from '../packages/documents/src/pdf.ts';
import { designGlb } from '../packages/documents/src/model3d/glb.ts';
import { designUsdz } from '../packages/documents/src/model3d/usdz.ts';
import { buildBom } from '../packages/design/src/bom/bom.ts';
import { cuttingPlans, jobStock } from '../packages/design/src/cnc/cutting-plan.ts';
import { cutParts } from '../packages/design/src/cnc/cut-parts.ts';
import { builtInCatalogue, validateDesign } from '../packages/design/src/validate.ts';

const path = new URL('../examples/stress-2000-cubes.json', import.meta.url);

interface Figures {
  median: number;
  min: number;
  cpu: number;
}

async function measure(runs: number, fn: () => Promise<unknown> | unknown): Promise<Figures> {
  await fn();
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    await fn();
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { median: median(times), min: times[0]!, cpu: median(cpus) };
}

function model(json: unknown) {
  const v = validateDesign(json, builtInCatalogue);
  if (!v.ok) throw new Error('the stress example should be a design');
  return v.model;
}

export default async function workshopBench(): Promise<void> {
  const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const m = model(json);
  const bytes = { zip: 0, pdf: 0, labels: 0, glb: 0, usdz: 0 };
  const pkg = cncPackage(m);
  const labels = pieceLabels(pkg.workshop, pkg.plans, {
    job: 'stress-2000-cubes',
    baseUrl: 'https://kubik.example',
    path: (job) => `/designs/${job}/pieces`,
  });
  const pieces = {
    job: 'stress-2000-cubes',
    baseUrl: 'https://kubik.example',
    path: (job: string) => `/designs/${job}/pieces`,
    lang: 'sl' as const,
  };
  const rows: [string, Figures, number | undefined][] = [
    ['drawings: holes, part groups (cutParts)', await measure(3, () => cutParts(model(json))), undefined],
    [
      'cutting plans, ZIP search (per material, the catalogue time budget)',
      await measure(3, () => cuttingPlans(buildBom(m), jobStock(m.catalogue))),
      undefined,
    ],
    ['CNC files without labels (validate → files)', await measure(3, () => cncPackage(model(json))), undefined],
    [
      `labels: ${labels.length} QR codes, A4 and 100×50 PDFs`,
      await measure(3, async () => {
        const pdfs = await labelsPdfs([{ labels, model: m }], { lang: 'sl', title: 'stress' });
        bytes.labels = pdfs.a4!.length + pdfs.roll!.length;
      }),
      undefined,
    ],
    [
      'CNC ZIP with labels, PTX (validate → zip)',
      await measure(3, async () => (bytes.zip = (await cncZip(model(json), {}, pieces)).length)),
      2000,
    ],
    [
      'PDF (validate → pdf)',
      await measure(3, async () => (bytes.pdf = (await designPdf(model(json), { lang: 'sl' })).length)),
      3000,
    ],
    [
      '2,000-cube GLB (validate → glb)',
      await measure(3, async () => (bytes.glb = (await designGlb(model(json))).length)),
      5000,
    ],
    [
      '2,000-cube USDZ (validate → usdz)',
      await measure(3, async () => (bytes.usdz = (await designUsdz(model(json))).length)),
      5000,
    ],
  ];
  const load = loadavg()[0]!.toFixed(1);
  process.stdout.write(
    `load average ${load} on ${availableParallelism()} cores; ZIP ${(bytes.zip / 1e6).toFixed(2)} MB (labels ${(bytes.labels / 1e6).toFixed(2)} MB), PDF ${(bytes.pdf / 1e6).toFixed(2)} MB, USDZ ${(bytes.usdz / 1e6).toFixed(2)} MB\n`,
  );
  const glb = rows.find(([what]) => what.startsWith('2,000-cube GLB'))![1];
  process.stdout.write(
    `2,000-cube GLB: ${glb.median.toFixed(0)} ms, ${(bytes.glb / 1e6).toFixed(2)} MB (targets ≤ 5,000 ms, ≤ 10 MB)\n`,
  );
  process.stdout.write(
    'what                                             median ms   min ms   CPU ms   target   median/target   CPU/target\n',
  );
  for (const [what, f, target] of rows) {
    const ratio = (x: number) => (target ? `${(x / target).toFixed(2)}${x <= target ? ' ok' : ' OVER'}` : '');
    process.stdout.write(
      `${what.padEnd(48)} ${f.median.toFixed(0).padStart(9)} ${f.min.toFixed(0).padStart(8)} ${f.cpu.toFixed(0).padStart(8)} ${target ? String(target).padStart(8) : '        '}   ${ratio(f.median).padEnd(13)}   ${ratio(f.cpu)}\n`,
    );
  }
}
