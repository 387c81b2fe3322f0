import { describe, expect, it } from 'vitest';
import { benchSamples } from './benchSamples.ts';
import { checkCuttingPlan } from './checkCuttingPlan.ts';
import { parseItemsCsv } from './csv.ts';
import { nest } from './nest.ts';

// A taste of the benchmark (bench/nesting.bench.ts runs all 300): with a small, deterministic
// work budget the plans stay sound and within one sheet of the best known on each instance.
describe('nest on Berkey–Wang samples', () => {
  for (const sample of benchSamples) {
    it(`${sample.name}: at most best known (${sample.bestKnown}) + 1 sheets`, () => {
      const csv = `ID,WIDTH,HEIGHT\n${sample.parts
        .split(';')
        .map((p, i) => `${i},${p}`)
        .join('\n')}\n`;
      const items = parseItemsCsv(csv);
      if (!items.ok) throw new Error(items.error);
      const plan = nest(items.value, {
        sheetWidth: sample.sheet,
        sheetHeight: sample.sheet,
        kerf: 0,
        trim: 0,
        workBudget: 200_000,
        timeBudgetMs: 60_000,
      });
      expect(checkCuttingPlan(items.value, plan)).toEqual([]);
      expect(plan.unplaceable).toEqual([]);
      expect(plan.sheets.length).toBeLessThanOrEqual(sample.bestKnown + 1);
      expect(plan.lowerBound).toBeLessThanOrEqual(sample.bestKnown);
    });
  }
});
