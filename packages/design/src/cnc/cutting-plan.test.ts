// No part overlaps another or the trim in any cutting plan, each part is placed once, grained
// parts are never turned: checked by the nesting engine's own independent checker.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import stress from '../../../../examples/stress-2000-cubes.json' with { type: 'json' };
import { buildBom } from '../bom/bom.ts';
import { checkCuttingPlan } from '../nesting/checkCuttingPlan.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { cuttingPlans, JOB_CLOCK_FACTOR, JOB_WORK_UNITS_PER_MS, jobStock } from './cutting-plan.ts';

const materials = ['chipboard-18', 'chipboard-oak-18', 'plywood-birch-18'];
const sizes = [200, 400, 600, 800, 1200];

const designs = fc
  .record({
    cubes: fc.array(
      fc.record({
        width: fc.constantFrom(...sizes),
        height: fc.constantFrom(...sizes),
        material: fc.constantFrom(...materials),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    backs: fc.boolean(),
  })
  .map(({ cubes, backs }) => {
    let x = 0;
    const elements = cubes.map((c, i) => {
      const cube = {
        id: `c${i}`,
        kind: 'cube',
        position: { x, y: 0, z: 0 },
        size: { width: c.width, height: c.height, depth: 400 },
        material: c.material,
      };
      x += c.width;
      return cube;
    });
    return { schemaVersion: 1, name: 'gen', settings: { backs }, elements };
  });

describe('cutting plans', () => {
  it('pass the nesting checker for every material: no overlap, inside the trim, each part once, grain kept', () => {
    fc.assert(
      fc.property(designs, fc.constantFrom(0, 4, 6), fc.constantFrom(5, 10, 20), (design, kerf, trim) => {
        const v = validateDesign(design, builtInCatalogue);
        if (!v.ok) throw new Error('not a design');
        const bom = buildBom(v.model);
        const plans = cuttingPlans(bom, { kerf, trim, timeBudgetMs: 20, workBudget: 5_000 });
        let placed = 0;
        for (const m of plans.materials) {
          expect(checkCuttingPlan(m.items, m.plan)).toEqual([]);
          expect(m.plan.unplaceable).toEqual([]);
          if (m.grain) for (const s of m.plan.sheets) expect(s.placements.every((p) => !p.rotated)).toBe(true);
          placed += m.plan.sheets.reduce((n, s) => n + s.placements.length, 0);
        }
        expect(placed).toBe(bom.totals.panelCount);
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('keeps materials and colours on their own sheets', () => {
    const v = validateDesign(
      {
        schemaVersion: 1,
        name: 'two',
        settings: {},
        elements: [
          {
            id: 'a',
            kind: 'cube',
            position: { x: 0, y: 0, z: 0 },
            size: { width: 400, height: 400, depth: 400 },
            material: 'chipboard-oak-18',
          },
          { id: 'b', kind: 'cube', position: { x: 400, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
        ],
      },
      builtInCatalogue,
    );
    if (!v.ok) throw new Error('not a design');
    const plans = cuttingPlans(buildBom(v.model));
    expect(plans.materials.map((m) => `${m.material}/${m.colour}`)).toEqual([
      'chipboard-18/white',
      'chipboard-oak-18/natural-oak',
    ]);
    expect(plans.materials[1]!.grain).toBe(true);
  });
});

describe('jobStock: the job pack searches on a work budget made from its time budget', () => {
  it('takes the catalogue time or the one given, as work, with the clock only as a cap', () => {
    const catalogue = builtInCatalogue.catalogue;
    const ms = catalogue.nesting.timeBudgetMs;
    expect(jobStock(catalogue)).toEqual({
      timeBudgetMs: ms * JOB_CLOCK_FACTOR,
      workBudget: ms * JOB_WORK_UNITS_PER_MS,
    });
    expect(jobStock(catalogue, { timeBudgetMs: 50, kerf: 3 })).toEqual({
      timeBudgetMs: 250,
      workBudget: 1_000_000,
      kerf: 3,
    });
    expect(jobStock(catalogue, { timeBudgetMs: 50, workBudget: 7 })).toEqual({ timeBudgetMs: 250, workBudget: 7 });
  });

  it('gives the same plan every time it is made (the PDF and the ZIP make it apart)', () => {
    // The 2,000-cube example: its chipboard plan stays above the lower bound (138 sheets against
    // 132), so the search runs until its budget ends: the work budget, not the clock.
    const v = validateDesign(stress, builtInCatalogue);
    if (!v.ok) throw new Error('not a design');
    const bom = buildBom(v.model);
    const make = () =>
      cuttingPlans(bom, jobStock(v.model.catalogue, { timeBudgetMs: 5 })).materials.map((m) => ({
        ...m.plan,
        search: { ...m.plan.search, ms: 0 },
      }));
    const first = make();
    expect(first.map((p) => p.search.stoppedBy)).toEqual(['work', 'lowerBound']);
    expect(make()).toEqual(first);
  }, 60_000);
});
