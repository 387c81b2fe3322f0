import { readFileSync } from 'node:fs';
import { parseBinsCsv, parseItemsCsv } from '../packages/design/src/nesting/csv.ts';
import { nest } from '../packages/design/src/nesting/nest.ts';
const root = '/work/shared/bench/nesting';
const best = new Map(readFileSync(`${root}/best-known-3nho.csv`, 'utf8').trim().split('\n').slice(1).map((l) => l.split(',')).map(([p, v]) => [p!.replace(/^.*\//, ''), Number(v)]));
const ms = Number(process.env.MS ?? 1000);
const names = process.argv.slice(2);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let tot = 0, totBest = 0, totWork = 0, totCpu = 0;
const out: string[] = [];
for (const name of names) {
  const dir = `${root}/berkey1987`;
  const items = parseItemsCsv(readFileSync(`${dir}/${name}_items.csv`, 'utf8'));
  const bins = parseBinsCsv(readFileSync(`${dir}/${name}_bins.csv`, 'utf8'));
  if (!items.ok || !bins.ok) throw new Error(name);
  const c0 = cpu();
  const plan = nest(items.value, { sheetWidth: bins.value[0]!.width, sheetHeight: bins.value[0]!.height, kerf: 0, trim: 0, timeBudgetMs: ms, clock: cpu, ...(process.env.WORK ? { workBudget: Number(process.env.WORK) } : {}) });
  const c = cpu() - c0;
  tot += plan.sheets.length; totBest += best.get(name)!; totWork += plan.search.workUnits; totCpu += c;
  out.push(`${name.replace('.2bp', '')} ${plan.sheets.length}/${best.get(name)} lb ${plan.lowerBound} ${plan.search.stoppedBy} ${Math.round(plan.search.workUnits / c)}u/ms`);
}
console.log(out.join('\n'));
console.log(`total ${tot} best ${totBest} (+${tot - totBest}) rate ${Math.round(totWork / totCpu)} u/ms cpu ${(totCpu / 1000).toFixed(1)} s`);
