import { strFromU8, unzipSync } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCuttingPlan } from '@kubik/design/nesting/checkCuttingPlan';
import { design, grid as gridOf } from '@kubik/design/testing/build';
import { defaultStock } from '@kubik/design/cnc/cutting-plan';
import { cuttingRun, cuttingRunZip, runPieceId, type RunOrder } from './cutting-run.ts';
import { zipFiles } from './cnc-zip.ts';
import { parseCsvLine } from './order-cnc.ts';
import { example, modelOf, oneCube } from './test-models.ts';

const cube = oneCube();
const grid = modelOf(example('grid-2x2.json'));
const tower = modelOf(example('tower.json'));

const orders: RunOrder[] = [
  {
    number: 'K-2026-00007',
    items: [
      { seq: 1, name: 'Regal', quantity: 2, model: grid },
      { seq: 2, name: 'Kocka', quantity: 1, model: cube },
    ],
  },
  {
    number: 'K-2026-00009',
    items: [
      { seq: 1, name: 'Stolp, "visok"', quantity: 1, model: tower },
      { seq: 2, name: 'Kocka', quantity: 3, model: cube },
    ],
  },
];

describe('a cutting run of several orders', () => {
  const run = cuttingRun(orders);
  const placements = run.plans.materials.flatMap((m) => m.plan.sheets.flatMap((s) => s.placements));

  it('places every piece of every order exactly once, named by its order, item and part', () => {
    expect(run.plans.materials.every((m) => m.plan.unplaceable.length === 0)).toBe(true);
    const expected = new Map<string, number>();
    for (const order of orders) {
      for (const item of order.items) {
        for (const panel of item.model.parts()) {
          const id = runPieceId(order.number, item.seq, panel.partNumber);
          expected.set(id, (expected.get(id) ?? 0) + panel.panels.length * item.quantity);
        }
      }
    }
    const placed = new Map<string, number>();
    for (const p of placements) placed.set(p.itemId, (placed.get(p.itemId) ?? 0) + 1);
    expect(placed).toEqual(expected);
    // Each copy of a piece once: no (piece, copy) twice.
    expect(new Set(placements.map((p) => `${p.itemId}#${p.copy}`)).size).toBe(placements.length);
    // By hand: grid-2x2 ×2, one cube ×1 and ×3, and the tower, board for board.
    const boards = 2 * grid.panels().length + 4 * cube.panels().length + tower.panels().length;
    expect(placements).toHaveLength(boards);
    expect(run.bom.totals.panelCount).toBe(boards);
  });

  it('nests boards of the same material and colour from different orders onto the same sheets', () => {
    const shared = run.plans.materials
      .flatMap((m) => m.plan.sheets)
      .filter((s) => new Set(s.placements.map((p) => p.itemId.split('/')[0])).size === 2);
    expect(shared.length).toBeGreaterThan(0);
    // Fewer sheets than cutting each order on its own.
    const apart = orders.map((o) => cuttingRun([o]).plans.sheetCount).reduce((a, b) => a + b, 0);
    expect(run.plans.sheetCount).toBeLessThanOrEqual(apart);
  });

  it("writes plans, a cut list naming each row's order with counts for the whole order, and a README", () => {
    const files = unzipSync(cuttingRunZip(orders));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'cut-list.csv',
        'cutting-plan/chipboard-18_white_sheet-01.dxf',
        'cutting-plan/chipboard-18_white_sheet-01.svg',
      ]),
    );
    const lines = strFromU8(files['cut-list.csv']!).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'piece,order,item,item_name,part,variant,material,colour,cut_length,cut_width,thickness,finished_length,finished_width,grain,edge_L1,edge_L2,edge_W1,edge_W2,front_edge,holes,quantity,file,role',
    );
    // The single cube of the second order, three pieces: each of its two drillings of V001, 3 each.
    expect(lines).toContain(
      'K-2026-00009/2/V001,K-2026-00009,2,Kocka,V001,1,chipboard-18,white,364,399,18,364,400,no,,abs-22x1 1mm,,,L2,12,3,02-kocka/panels/V001.dxf,vertical',
    );
    expect(lines).toContain(
      'K-2026-00007/2/V001,K-2026-00007,2,Kocka,V001,2,chipboard-18,white,364,399,18,364,400,no,,abs-22x1 1mm,,,L2,12,1,02-kocka/panels/V001-2.dxf,vertical',
    );
    expect(lines.some((l) => l.startsWith('K-2026-00009/1/') && l.includes(',"Stolp, ""visok""",'))).toBe(true);
    // The cut list counts what the plans place, piece for piece.
    const rows = lines.slice(1).map(parseCsvLine);
    const counted = new Map<string, number>();
    for (const r of rows) counted.set(r[0]!, (counted.get(r[0]!) ?? 0) + Number(r.at(-3)));
    const placed = new Map<string, number>();
    for (const p of placements) placed.set(p.itemId, (placed.get(p.itemId) ?? 0) + 1);
    expect(counted).toEqual(placed);
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('Kubik cutting run: K-2026-00007, K-2026-00009');
    expect(readme).toContain(`Sheets: ${run.plans.sheetCount},`);
  });

  it('for any orders: each plan passes the nesting checker, every piece of every order placed once, the cut list counts the same', () => {
    const materials = ['chipboard-18', 'chipboard-oak-18', 'plywood-birch-18'];
    const item = fc.record({
      columns: fc.integer({ min: 1, max: 3 }),
      rows: fc.integer({ min: 1, max: 2 }),
      size: fc.constantFrom(300, 400, 500),
      material: fc.constantFrom(...materials),
      quantity: fc.integer({ min: 1, max: 3 }),
    });
    const ordersArb = fc.array(fc.array(item, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(ordersArb, (generated) => {
        const runOrders: RunOrder[] = generated.map((items, o) => ({
          number: `K-2026-${String(o + 1).padStart(5, '0')}`,
          items: items.map((it, i) => ({
            seq: i + 1,
            name: `Item ${i + 1}`,
            quantity: it.quantity,
            model: modelOf(design(gridOf(it.columns, it.rows, it.size, { material: it.material }))),
          })),
        }));
        const result = cuttingRun(runOrders, { ...defaultStock, timeBudgetMs: 20, workBudget: 5_000 });
        const placed = new Map<string, number>();
        for (const m of result.plans.materials) {
          expect(checkCuttingPlan(m.items, m.plan)).toEqual([]);
          expect(m.plan.unplaceable).toEqual([]);
          for (const s of m.plan.sheets)
            for (const p of s.placements) placed.set(p.itemId, (placed.get(p.itemId) ?? 0) + 1);
        }
        const expected = new Map<string, number>();
        for (const order of runOrders)
          for (const it of order.items)
            for (const part of it.model.parts())
              expected.set(runPieceId(order.number, it.seq, part.partNumber), part.panels.length * it.quantity);
        expect(placed).toEqual(expected);
        const rows = strFromU8(unzipSync(zipFiles(result.files))['cut-list.csv']!)
          .trimEnd()
          .split('\r\n')
          .slice(1)
          .map(parseCsvLine);
        const counted = new Map<string, number>();
        for (const r of rows) {
          expect(r[0]!.startsWith(`${r[1]}/${r[2]}/`)).toBe(true);
          counted.set(r[0]!, (counted.get(r[0]!) ?? 0) + Number(r.at(-3)));
        }
        expect(counted).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });
});
