import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { WORK_UNITS_PER_MS } from '@kubik/design/nesting/types';
import { nestCommand } from './nest.ts';

const dir = mkdtempSync(join(tmpdir(), 'kubik-nest-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const items = file('items.csv', 'ID,WIDTH,HEIGHT,COPIES\n0,50,50,4\n1,100,50,1\n');
const bins = file('bins.csv', 'ID,WIDTH,HEIGHT\n0,100,100\n');

async function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await nestCommand(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

describe('nestCommand', () => {
  it('prints a short summary', async () => {
    const { code, stdout } = await run([items, bins, '--kerf', '0', '--trim', '0']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^2 sheet\(s\) of 100 × 100 mm \(kerf 0, trim 0\), utilisation 75\.0 %, lower bound 2/);
  });

  it('prints the plan as JSON', async () => {
    const { code, stdout } = await run([items, bins, '--kerf', '0', '--trim', '0', '--format', 'json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as { sheets: number; utilisation: number; sheetPlans: { placements: unknown[] }[] };
    expect(out.sheets).toBe(2);
    expect(out.utilisation).toBe(0.75);
    expect(out.sheetPlans.flatMap((s) => s.placements)).toHaveLength(5);
  });

  it('takes a time and a work budget, the catalogue giving the time by default, and says why it stopped', async () => {
    const json = async (...extra: string[]) => {
      const { code, stdout } = await run([items, bins, '--kerf', '0', '--trim', '0', '--format', 'json', ...extra]);
      expect(code).toBe(0);
      return JSON.parse(stdout) as {
        options: { timeBudgetMs: number };
        search: { stoppedBy: string; workBudget: number };
      };
    };
    const byDefault = await json();
    expect(byDefault.options.timeBudgetMs).toBe(defaultCatalogue.nesting.timeBudgetMs);
    expect(byDefault.search).toMatchObject({
      stoppedBy: 'lowerBound',
      workBudget: defaultCatalogue.nesting.timeBudgetMs * WORK_UNITS_PER_MS,
    });
    const set = await json('--time-ms', '1500', '--work', '5000');
    expect(set.options.timeBudgetMs).toBe(1500);
    expect(set.search.workBudget).toBe(5000);
    const { stdout } = await run([items, bins, '--kerf', '0', '--trim', '0', '--work', '5000']);
    expect(stdout).toMatch(/\nsearch: \d+ ms CPU of \d+, \d+ work units of 5000, reached the lower bound\n/);
  });

  it('exits 1 on bad input and on parts that fit no sheet', async () => {
    expect((await run([file('bad.csv', 'ID,WIDTH,HEIGHT\n0,-1,3\n'), bins])).code).toBe(1);
    expect((await run([join(dir, 'missing.csv'), bins])).code).toBe(1);
    const big = await run([file('big.csv', 'ID,WIDTH,HEIGHT\n0,200,10\n'), bins]);
    expect(big.code).toBe(1);
    expect(big.stdout).toContain('not placed: 0 copy 0');
  });

  it('exits 2 on usage errors', async () => {
    expect((await run([items])).code).toBe(2);
    expect((await run([items, bins, '--kerf'])).code).toBe(2);
    expect((await run([items, bins, '--frobnicate'])).code).toBe(2);
    expect((await run([items, bins, '--work', '-5'])).code).toBe(2);
    expect((await run([items, bins, '--time-ms', 'soon'])).code).toBe(2);
  });
});
