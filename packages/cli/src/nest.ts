// `kubik nest <items.csv> <bins.csv> [--kerf N] [--trim N] [--rotate] [--time-ms N] [--work N] [--seed N]
// [--format json]`: nests the parts of a PackingSolver-style CSV onto the first stock sheet of the
// bins CSV. Exit codes: 0 plan made, 1 invalid input (unreadable file, bad CSV, or parts that fit
// no sheet — the plan is still printed), 2 usage error.
import { readFile } from 'node:fs/promises';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { parseBinsCsv, parseItemsCsv } from '@kubik/design/nesting/csv';
import { nest } from '@kubik/design/nesting/nest';
import type { CuttingPlan, NestingOptions } from '@kubik/design/nesting/types';

interface Io {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
}

const usage =
  'usage: kubik nest <items.csv> <bins.csv> [--kerf N] [--trim N] [--rotate] [--time-ms N] [--work N] [--seed N] [--format json]\n' +
  '  items.csv: ID,WIDTH,HEIGHT[,COPIES]   bins.csv: ID,WIDTH,HEIGHT (the first row is the stock sheet)\n' +
  `  defaults: kerf 4 mm, trim 10 mm, no rotation, ${defaultCatalogue.nesting.timeBudgetMs} ms of CPU time to search (the catalogue's),\n` +
  '  a work budget to match (--work N fixes it: the same plan on every run and machine)\n';

/** This process's CPU time in ms: the budget is not eaten by other processes on a busy machine. */
export function cpuClock(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

interface Parsed {
  files: string[];
  options: Partial<NestingOptions>;
  json: boolean;
}

function parseArgs(args: string[]): Parsed | string {
  const files: string[] = [];
  const options: Partial<NestingOptions> = { timeBudgetMs: defaultCatalogue.nesting.timeBudgetMs, clock: cpuClock };
  let json = false;
  const numbers: Record<string, keyof NestingOptions> = {
    '--kerf': 'kerf',
    '--trim': 'trim',
    '--time-ms': 'timeBudgetMs',
    '--work': 'workBudget',
    '--seed': 'seed',
  };
  for (let k = 0; k < args.length; k++) {
    const arg = args[k]!;
    const key = numbers[arg];
    if (key) {
      const value = Number(args[++k]);
      if (args[k] === undefined || !Number.isFinite(value) || value < 0) return `${arg} needs a number ≥ 0`;
      (options as Record<string, number>)[key] = value;
    } else if (arg === '--rotate') options.allowRotation = true;
    else if (arg === '--format') {
      const format = args[++k];
      if (format !== 'json' && format !== 'text') return '--format must be json or text';
      json = format === 'json';
    } else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else files.push(arg);
  }
  if (files.length !== 2) return 'give an items CSV and a bins CSV';
  return { files, options, json };
}

export async function nestCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    io.stderr(`${parsed}\n${usage}`);
    return 2;
  }
  const [itemsPath, binsPath] = parsed.files as [string, string];
  let itemsText: string;
  let binsText: string;
  try {
    [itemsText, binsText] = await Promise.all([readFile(itemsPath, 'utf8'), readFile(binsPath, 'utf8')]);
  } catch (error) {
    io.stderr(`cannot read input: ${(error as Error).message}\n`);
    return 1;
  }
  const items = parseItemsCsv(itemsText);
  if (!items.ok) {
    io.stderr(`${itemsPath}: ${items.error}\n`);
    return 1;
  }
  const bins = parseBinsCsv(binsText);
  if (!bins.ok) {
    io.stderr(`${binsPath}: ${bins.error}\n`);
    return 1;
  }
  const stock = bins.value[0]!;
  if (bins.value.length > 1) io.stderr(`note: only the first stock sheet (${stock.id}) is used\n`);
  const plan = nest(items.value, { ...parsed.options, sheetWidth: stock.width, sheetHeight: stock.height });
  io.stdout(parsed.json ? `${JSON.stringify(toJson(plan))}\n` : summary(plan));
  return plan.unplaceable.length > 0 ? 1 : 0;
}

function toJson(plan: CuttingPlan) {
  return {
    sheets: plan.sheets.length,
    utilisation: plan.utilisation,
    lowerBound: plan.lowerBound,
    unplaceable: plan.unplaceable,
    options: plan.options,
    search: plan.search,
    sheetPlans: plan.sheets,
  };
}

const stopped = {
  lowerBound: 'reached the lower bound',
  work: 'work budget spent',
  time: 'time budget spent',
} as const;

function summary(plan: CuttingPlan): string {
  const { sheetWidth, sheetHeight, kerf, trim } = plan.options;
  const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
  const lines = [
    `${plan.sheets.length} sheet(s) of ${sheetWidth} × ${sheetHeight} mm (kerf ${kerf}, trim ${trim}), utilisation ${percent(plan.utilisation)}, lower bound ${plan.lowerBound}`,
    `search: ${plan.search.ms.toFixed(0)} ms CPU of ${plan.options.timeBudgetMs}, ${plan.search.workUnits} work units of ${plan.search.workBudget}, ${stopped[plan.search.stoppedBy]}`,
    ...plan.sheets.map(
      (s, i) =>
        `  sheet ${i + 1}: ${s.placements.length} part(s), ${s.strips.length} strip(s), ${s.cuts.length} cut(s), ${percent(s.utilisation)}`,
    ),
    ...plan.unplaceable.map(
      (u) => `  not placed: ${u.itemId} copy ${u.copy} (${u.width} × ${u.height} mm): ${u.reason}`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
