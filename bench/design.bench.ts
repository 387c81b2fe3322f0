// The design domain on the 2,000-cube example (examples/stress-2000-cubes.json). Targets:
// validate + parts + BOM + price ≤ 20 ms median; re-pricing after one cube changes ≤ 2 ms median
// (DesignModel.setCube + priceModel: only the carcasses the changed cube touches are derived again).
import { readFileSync } from 'node:fs';
import { buildBom } from '../packages/design/src/bom/bom.ts';
import { placedPanels } from '../packages/design/src/parts/placed.ts';
import { priceModel } from '../packages/design/src/quote.ts';
import type { Cube } from '../packages/design/src/schema/elements.ts';
import { builtInCatalogue, validateDesign } from '../packages/design/src/validate.ts';

const path = new URL('../examples/stress-2000-cubes.json', import.meta.url);

interface Figures {
  median: number;
  p95: number;
  min: number;
}

function measure(runs: number, warmup: number, fn: (i: number) => void): Figures {
  for (let i = 0; i < warmup; i++) fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)]!,
    p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!,
    min: times[0]!,
  };
}

export default async function designBench(): Promise<void> {
  const text = readFileSync(path, 'utf8');
  const json: unknown = JSON.parse(text);

  // The cold path, as a quote request runs it: every run validates the JSON document and builds a
  // fresh model, parts, BOM and price (nothing is cached between runs).
  const full = measure(40, 10, () => {
    const v = validateDesign(json, builtInCatalogue);
    if (!v.ok) throw new Error('the stress example should be a design');
    buildBom(v.model);
    priceModel(v.model);
  });

  const base = validateDesign(json, builtInCatalogue);
  if (!base.ok) throw new Error('the stress example should be a design');
  const model = base.model;
  const cubes = base.design.elements.filter((e): e is Cube => e.kind === 'cube');
  // Alternate one cube in the middle of a unit between two materials and, every other run, a top
  // cube between two heights, so every run is a real change.
  const middle = cubes[cubes.length / 2]!;
  const top = cubes.find((c) => c.position.y === 1600 && c.position.x === 400)!;
  const incremental = measure(400, 50, (i) => {
    if (i % 2 === 0) model.setCube({ ...middle, material: i % 4 === 0 ? 'plywood-birch-18' : 'chipboard-18' });
    else model.setCube({ ...top, size: { ...top.size, height: (i % 4 === 1 ? 800 : 400) as Cube['size']['height'] } });
    priceModel(model);
  });

  const boxes = measure(100, 20, () => model.panels());
  const scene = measure(40, 10, () => placedPanels(model));

  const rows: [string, Figures, number | undefined][] = [
    ['validate + parts + BOM + price, 2,000 cubes', full, 20],
    ['re-price after one cube changes', incremental, 2],
    ['boards for the 3D view (model.panels)', boxes, undefined],
    ['boards with part numbers (placedPanels)', scene, undefined],
  ];
  const panels = placedPanels(model).length;
  process.stdout.write(`2,000 cubes → ${panels} panels\n`);
  const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
  process.stdout.write(`(load average ${load}; timings are wall-clock and move with the machine's load)\n`);
  process.stdout.write(
    `${'measure'.padEnd(46)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'min ms'.padStart(8)} ${'target'.padStart(7)} ${'ratio'.padStart(6)}\n`,
  );
  for (const [name, m, target] of rows) {
    const ratio = target === undefined ? '' : (m.median / target).toFixed(2);
    process.stdout.write(
      `${name.padEnd(46)} ${m.median.toFixed(2).padStart(10)} ${m.p95.toFixed(2).padStart(8)} ${m.min.toFixed(2).padStart(8)} ${(target === undefined ? '—' : `${target} ms`).padStart(7)} ${ratio.padStart(6)}\n`,
    );
  }
}
