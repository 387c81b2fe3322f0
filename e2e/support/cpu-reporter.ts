// A Playwright reporter that says what each browser test cost in CPU: the CPU seconds of the test
// runner's whole process tree (its worker, the browser and its renderers, the shard's server) while
// the test ran, read from Linux's /proc. Processes that ended are counted through their parent's
// children's times, so a renderer closed with its context is in. Shards side by side do not mix:
// each counts its own tree. On with KUBIK_E2E_CPU=<file>: a TSV line per test, and the 15 dearest
// tests printed at the end (`KUBIK_E2E_CPU=cpu.tsv npx playwright test`).
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const ticksPerSecond = 100;

/** CPU seconds used by `root` and every process below it, living or ended. */
export function treeCpuSeconds(root: number): number {
  const parentOf = new Map<number, number>();
  const ticksOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended while we looked
    }
    // Fields after the command's closing parenthesis: state, ppid, …; utime is field 14 of the whole line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parentOf.set(Number(name), Number(fields[1]));
    ticksOf.set(Number(name), Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
  }
  let ticks = 0;
  for (const [pid, own] of ticksOf) {
    for (let at: number | undefined = pid; at !== undefined && at > 0; at = parentOf.get(at)) {
      if (at === root) {
        ticks += own;
        break;
      }
    }
  }
  return ticks / ticksPerSecond;
}

export default class CpuReporter implements Reporter {
  private readonly file = process.env.KUBIK_E2E_CPU;
  private readonly started = new Map<string, { cpu: number; at: number }>();
  private readonly rows: { cpu: number; wall: number; title: string }[] = [];

  onTestBegin(test: TestCase): void {
    if (this.file) this.started.set(test.id, { cpu: treeCpuSeconds(process.pid), at: Date.now() });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const start = this.started.get(test.id);
    if (!this.file || !start) return;
    const row = {
      cpu: treeCpuSeconds(process.pid) - start.cpu,
      wall: (Date.now() - start.at) / 1000,
      title: `${test.location.file.split('/').pop()}:${test.location.line} › ${test.title}`,
    };
    this.rows.push(row);
    appendFileSync(this.file, `${row.cpu.toFixed(1)}\t${row.wall.toFixed(1)}\t${result.status}\t${row.title}\n`);
  }

  onEnd(): void {
    if (!this.file || this.rows.length === 0) return;
    const total = this.rows.reduce((sum, row) => sum + row.cpu, 0);
    const lines = [...this.rows]
      .sort((a, b) => b.cpu - a.cpu)
      .slice(0, 15)
      .map((row) => `${row.cpu.toFixed(1).padStart(7)} CPU s ${row.wall.toFixed(1).padStart(6)} s  ${row.title}`);
    process.stdout.write(
      `\nCPU of ${this.rows.length} tests: ${total.toFixed(0)} s; the dearest:\n${lines.join('\n')}\n(all: ${this.file})\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
