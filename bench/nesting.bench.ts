// Sheet nesting on the Berkey and Wang (1987) instances, classes 1–6 (kerf 0, trim 0, no rotation):
// sheets used by Kubik's three-stage guillotine nesting and by maxrects-packer (free-form, not
// guillotine) against the best known three-stage values (3NHO). Targets: total within 1 % of the
// best known, every instance within 1 s.
import { readFileSync, readdirSync } from 'node:fs';
import type * as MaxRects from 'maxrects-packer';
import { parseBinsCsv, parseItemsCsv } from '../packages/design/src/nesting/csv.ts';
import { nest } from '../packages/design/src/nesting/nest.ts';
import type { NestingItem } from '../packages/design/src/nesting/types.ts';

const root = process.env.KUBIK_NESTING_DATA ?? '/work/shared/bench/nesting';
// The clock caps each instance; the work budget is off unless KUBIK_NESTING_WORK is set, which
// makes the run repeatable (same sheets on every machine) at the price of uneven run times.
// Other work on a shared machine steals wall-clock time, so the budget runs on this process's CPU
// time; the table shows both (on an idle machine they agree).
const budgetMs = Number(process.env.KUBIK_NESTING_MS ?? 850);
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const workBudget = Number(process.env.KUBIK_NESTING_WORK ?? Number.MAX_SAFE_INTEGER);

interface Instance {
  name: string;
  group: string;
  items: NestingItem[];
  width: number;
  height: number;
  bestKnown: number;
}

function loadInstances(): Instance[] {
  const best = new Map(
    readFileSync(`${root}/best-known-3nho.csv`, 'utf8').trim().split('\n').slice(1)
      .map((line) => line.split(',') as [string, string])
      .map(([path, value]) => [path.replace(/^.*\//, ''), Number(value)]),
  );
  const dir = `${root}/berkey1987`;
  return readdirSync(dir).filter((f) => f.endsWith('_items.csv')).sort().map((file) => {
    const name = file.replace('_items.csv', '');
    const items = parseItemsCsv(readFileSync(`${dir}/${file}`, 'utf8'));
    const bins = parseBinsCsv(readFileSync(`${dir}/${name}_bins.csv`, 'utf8'));
    if (!items.ok || !bins.ok) throw new Error(`${name}: ${items.ok ? '' : items.error} ${bins.ok ? '' : bins.error}`);
    const bestKnown = best.get(name);
    if (bestKnown === undefined) throw new Error(`${name}: no best-known value`);
    return { name, group: name.slice(0, 8), items: items.value, width: bins.value[0]!.width, height: bins.value[0]!.height, bestKnown };
  });
}

interface Row {
  instances: number;
  bestKnown: number;
  lowerBound: number;
  kubik: number;
  kubikMs: number;
  kubikWorstMs: number;
  kubikCpuMs: number;
  kubikWorstCpuMs: number;
  worstName: string;
  maxrects: number;
  maxrectsMs: number;
  atBest: number;
}

// maxrects-packer 2.7 declares "type": "module" but its `main` is a UMD script, so Node's ESM
// loader finds no named exports there; its ES build is loaded by path, typed from the package.
const maxrectsBuild = 'maxrects-packer/dist/maxrects-packer.mjs';
const { MaxRectsPacker } = (await import(maxrectsBuild)) as typeof MaxRects;

function maxrectsSheets(instance: Instance): number {
  const packer = new MaxRectsPacker(instance.width, instance.height, 0, { smart: false, pot: false, square: false, allowRotation: false });
  packer.addArray(instance.items.flatMap((item) => Array.from({ length: item.copies ?? 1 }, () => ({ width: item.width, height: item.height }))) as never);
  return packer.bins.length;
}

export default async function nestingBench(): Promise<void> {
  const rows = new Map<string, Row>();
  const zero = (): Row => ({ instances: 0, bestKnown: 0, lowerBound: 0, kubik: 0, kubikMs: 0, kubikWorstMs: 0, kubikCpuMs: 0, kubikWorstCpuMs: 0, worstName: '', maxrects: 0, maxrectsMs: 0, atBest: 0 });
  const total = zero();
  for (const instance of loadInstances()) {
    const started = performance.now();
    const startedCpu = cpuMs();
    const plan = nest(instance.items, {
      sheetWidth: instance.width, sheetHeight: instance.height, kerf: 0, trim: 0, timeBudgetMs: budgetMs, workBudget, clock: cpuMs,
    });
    const ms = performance.now() - started;
    const cpu = cpuMs() - startedCpu;
    if (plan.unplaceable.length > 0) throw new Error(`${instance.name}: parts left unplaced`);
    const mrStarted = performance.now();
    const mr = maxrectsSheets(instance);
    const mrMs = performance.now() - mrStarted;
    for (const row of [rows.get(instance.group) ?? zero(), total]) {
      row.instances++;
      row.bestKnown += instance.bestKnown;
      row.lowerBound += plan.lowerBound;
      row.kubik += plan.sheets.length;
      row.kubikMs += ms;
      row.kubikCpuMs += cpu;
      row.kubikWorstCpuMs = Math.max(row.kubikWorstCpuMs, cpu);
      if (ms > row.kubikWorstMs) {
        row.kubikWorstMs = ms;
        row.worstName = instance.name;
      }
      row.maxrects += mr;
      row.maxrectsMs += mrMs;
      if (plan.sheets.length <= instance.bestKnown) row.atBest++;
      if (row !== total) rows.set(instance.group, row);
    }
  }
  const gap = (n: number, best: number) => `${(((n - best) / best) * 100).toFixed(2)} %`;
  const line = (name: string, r: Row) =>
    [name.padEnd(9), String(r.instances).padStart(4), String(r.lowerBound).padStart(6), String(r.bestKnown).padStart(6),
      String(r.kubik).padStart(6), gap(r.kubik, r.bestKnown).padStart(8), `${r.atBest}/${r.instances}`.padStart(8),
      r.kubikWorstCpuMs.toFixed(0).padStart(7), r.kubikWorstMs.toFixed(0).padStart(7), (r.kubikCpuMs / 1000).toFixed(1).padStart(7),
      (r.kubikMs / 1000).toFixed(1).padStart(7),
      String(r.maxrects).padStart(8), gap(r.maxrects, r.bestKnown).padStart(8), r.maxrectsMs.toFixed(0).padStart(7)].join(' ');
  const work = workBudget < Number.MAX_SAFE_INTEGER ? `, work budget ${workBudget}` : '';
  console.log(`Berkey–Wang classes 1–6, kerf 0, trim 0, no rotation, Kubik budget ${budgetMs} ms per instance${work}`);
  console.log(`${' '.repeat(54)}max ms cpu, wall  total s cpu, wall`);
  console.log(['class    ', '   n', '    LB', '  best', ' kubik', '     gap', ' at best', '    cpu', '   wall', '    cpu', '   wall', 'maxrects', '     gap', 'total ms'].join(' '));
  for (const [name, row] of [...rows.entries()].sort()) console.log(line(name, row));
  console.log(line('all', total));
  console.log(`slowest instance (wall clock): ${total.worstName} (${total.kubikWorstMs.toFixed(0)} ms); worst CPU time ${total.kubikWorstCpuMs.toFixed(0)} ms`);
  const target = total.kubik <= total.bestKnown * 1.01 && total.kubikWorstCpuMs <= 1000;
  console.log(`target (≤ best known + 1 %, every instance ≤ 1 s CPU): ${target ? 'met' : 'not met'} — ${total.kubik} sheets vs ${Math.floor(total.bestKnown * 1.01)} allowed`);
}
