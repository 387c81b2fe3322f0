// Workshop documents of the 2,000-cube example (examples/stress-2000-cubes.json), from the JSON
// as a request brings it: validate, derive, then the file. Targets: PDF ≤ 3 s, CNC ZIP ≤ 2 s.
// Also the parts of the work (holes and drawings, nesting), so a regression shows where it is.
// The machine is shared and its load is printed: on a busy box take the min over the median.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { cncZip } from '../packages/documents/src/cnc-zip.ts';
import { designPdf } from '../packages/documents/src/pdf.ts';
import { buildBom } from '../packages/design/src/bom/bom.ts';
import { cuttingPlans, jobStock } from '../packages/design/src/cnc/cutting-plan.ts';
import { cutParts } from '../packages/design/src/cnc/cut-parts.ts';
import { builtInCatalogue, validateDesign } from '../packages/design/src/validate.ts';

const path = new URL('../examples/stress-2000-cubes.json', import.meta.url);

async function measure(runs: number, fn: () => Promise<unknown> | unknown): Promise<{ median: number; min: number }> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, min: times[0]! };
}

function model(json: unknown) {
  const v = validateDesign(json, builtInCatalogue);
  if (!v.ok) throw new Error('the stress example should be a design');
  return v.model;
}

export default async function workshopBench(): Promise<void> {
  const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const m = model(json);
  const bytes = { zip: 0, pdf: 0 };
  const rows: [string, { median: number; min: number }, number | undefined][] = [
    ['drawings: holes, part groups (cutParts)', await measure(3, () => cutParts(model(json))), undefined],
    ['cutting plans, ZIP search (per material, the catalogue time budget)', await measure(3, () => cuttingPlans(buildBom(m), jobStock(m.catalogue))), undefined],
    ['CNC ZIP (validate → zip)', await measure(3, () => (bytes.zip = cncZip(model(json)).length)), 2000],
    ['PDF (validate → pdf)', await measure(3, async () => (bytes.pdf = (await designPdf(model(json), { lang: 'sl' })).length)), 3000],
  ];
  const load = loadavg()[0]!.toFixed(1);
  process.stdout.write(`load average ${load} on ${availableParallelism()} cores; ZIP ${(bytes.zip / 1e6).toFixed(2)} MB, PDF ${(bytes.pdf / 1e6).toFixed(2)} MB\n`);
  process.stdout.write('what                                             median ms   min ms   target   median/target\n');
  for (const [what, f, target] of rows) {
    const ratio = target ? `${(f.median / target).toFixed(2)}${f.median <= target ? ' ok' : ' OVER'}` : '';
    process.stdout.write(`${what.padEnd(48)} ${f.median.toFixed(0).padStart(9)} ${f.min.toFixed(0).padStart(8)} ${target ? String(target).padStart(8) : '        '}   ${ratio}\n`);
  }
}
