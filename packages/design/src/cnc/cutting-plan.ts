// Cutting plans: the BOM's boards, at their cut size, nested per material and colour (each is its own stock) onto
// sheets with the nesting engine. Grained boards are never turned: `length` runs along the grain
// and is laid along the sheet's long side, which is the grain direction of decor boards.
import type { Bom } from '../bom/bom.ts';
import type { Catalogue } from '../catalogue/schema.ts';
import { nest } from '../nesting/nest.ts';
import {
  defaultNestingOptions,
  type CuttingPlan,
  type NestingItem,
  type NestingOptions,
  type SheetPlan,
} from '../nesting/types.ts';
import type { Lang } from '../i18n/lang.ts';
import { writeDxf, type DxfEntity, type DxfVersion } from './dxf.ts';
import { sawPlan } from './saw-cuts.ts';
import { namedOffcuts, pieceLabels, pieceSizeText, sheetSummary, sizeText } from './saw-labels.ts';

export interface StockOptions {
  sheetWidth: number;
  sheetHeight: number;
  kerf: number;
  trim: number;
  /**
   * The nesting search's budgets per material (see nesting/README.md): left out, the time is the
   * catalogue's (`nesting.timeBudgetMs`, set by cncPackage) or the engine's default, and the work
   * budget goes with the time.
   */
  timeBudgetMs?: number;
  workBudget?: number;
  /** The search's clock (ms); default performance.now. The CLI passes its CPU time. */
  clock?: () => number;
}

export const defaultStock: StockOptions = {
  sheetWidth: defaultNestingOptions.sheetWidth,
  sheetHeight: defaultNestingOptions.sheetHeight,
  kerf: defaultNestingOptions.kerf,
  trim: defaultNestingOptions.trim,
};

export interface MaterialPlan {
  material: string;
  colour: string;
  thickness: number;
  grain: boolean;
  items: NestingItem[];
  plan: CuttingPlan;
}

export interface CuttingPlans {
  materials: MaterialPlan[];
  sheetCount: number;
  /** Part area over the area of all sheets used, 0..1. */
  utilisation: number;
}

/**
 * Work units a ms of the job pack's time budget buys: about what one core of the development
 * machine does (10,000–50,000 a CPU ms). The job pack turns its time budget into this work budget
 * so that its plan is the same every time it is made — the PDF's saw diagrams and the ZIP's
 * cutting plans are made apart and must show the same plan; the clock, at `JOB_CLOCK_FACTOR` times
 * the budget, only caps a slow or busy machine.
 */
export const JOB_WORK_UNITS_PER_MS = 20_000;
export const JOB_CLOCK_FACTOR = 5;

/** The job pack's search budgets: the time given or the catalogue's, as a work budget (above) unless one is given. */
export function jobStock(catalogue: Catalogue, stock: Partial<StockOptions> = {}): Partial<StockOptions> {
  const ms = stock.timeBudgetMs ?? catalogue.nesting.timeBudgetMs;
  return { ...stock, timeBudgetMs: ms * JOB_CLOCK_FACTOR, workBudget: stock.workBudget ?? ms * JOB_WORK_UNITS_PER_MS };
}

export function cuttingPlans(bom: Bom, stock: Partial<StockOptions> = {}): CuttingPlans {
  const s = { ...defaultStock, ...stock };
  const groups = new Map<string, Omit<MaterialPlan, 'plan'>>();
  for (const part of bom.parts) {
    const key = `${part.material}|${part.colour}`;
    let group = groups.get(key);
    if (!group)
      groups.set(
        key,
        (group = {
          material: part.material,
          colour: part.colour,
          thickness: part.thickness,
          grain: part.grain,
          items: [],
        }),
      );
    group.items.push({
      id: part.partNumber,
      width: part.cutLength,
      height: part.cutWidth,
      copies: part.quantity,
      canRotate: !part.grain,
    });
  }
  const materials: MaterialPlan[] = [...groups.values()]
    .sort((a, b) => (a.material < b.material ? -1 : a.material > b.material ? 1 : a.colour < b.colour ? -1 : 1))
    .map((m) => ({ ...m, plan: nest(m.items, { ...s, allowRotation: !m.grain } satisfies Partial<NestingOptions>) }));
  let partArea = 0,
    sheetArea = 0,
    sheetCount = 0;
  for (const m of materials) {
    sheetCount += m.plan.sheets.length;
    for (const sheet of m.plan.sheets) {
      partArea += sheet.partArea;
      sheetArea += sheet.width * sheet.height;
    }
  }
  return { materials, sheetCount, utilisation: sheetArea > 0 ? partArea / sheetArea : 0 };
}

/**
 * One sheet as a saw diagram in DXF: the stock outline (`SHEET`), the trim line (`TRIM`), each piece
 * as a closed outline (`PARTS`) with its label number and size (`LABELS`), the offcuts with their
 * sizes (`OFFCUTS`), the saw cuts along the kerf's middle (`CUT_STAGE0…4`) numbered in the saw's
 * order (`CUT_NUMBERS`), and the sheet's totals under it (`INFO`). Same numbers as the SVG and PDF (`sawPlan`).
 */
export function sheetDxf(
  sheet: SheetPlan,
  options: { trim: number; kerf: number; items: readonly NestingItem[]; lang: Lang },
  version: DxfVersion = 'R2000',
): string {
  const { width: w, height: h } = sheet;
  const t = options.trim;
  const saw = sawPlan(sheet, options);
  const box = (layer: string, r: { x: number; y: number; width: number; height: number }): DxfEntity => ({
    type: 'outline',
    layer,
    points: [
      [r.x, r.y],
      [r.x + r.width, r.y],
      [r.x + r.width, r.y + r.height],
      [r.x, r.y + r.height],
    ],
  });
  const textSize = (r: { width: number; height: number }) =>
    Math.max(8, Math.min(60, Math.round(Math.min(r.width, r.height) / 6)));
  const entities: DxfEntity[] = [
    box('SHEET', { x: 0, y: 0, width: w, height: h }),
    box('TRIM', { x: t, y: t, width: w - 2 * t, height: h - 2 * t }),
  ];
  const labels = pieceLabels(sheet, options.items);
  for (const piece of saw.pieces) {
    const p = sheet.placements[piece.placement]!;
    const size = textSize(p);
    entities.push(box('PARTS', p));
    entities.push({
      type: 'text',
      layer: 'LABELS',
      x: p.x + size / 2,
      y: p.y + p.height - 1.5 * size,
      height: size,
      text: labels[piece.placement]!,
    });
    entities.push({
      type: 'text',
      layer: 'LABELS',
      x: p.x + size / 2,
      y: p.y + p.height - 3 * size,
      height: size * 0.8,
      text: pieceSizeText(sheet, piece.placement, options.lang),
    });
  }
  for (const o of namedOffcuts(saw)) {
    entities.push(box('OFFCUTS', o));
    entities.push({
      type: 'text',
      layer: 'OFFCUTS',
      x: o.x + 4,
      y: o.y + 4,
      height: Math.min(textSize(o), 30),
      text: sizeText(o),
    });
  }
  for (const c of saw.cuts) {
    const mid = c.position + options.kerf / 2;
    const along = (c.from + c.to) / 2;
    entities.push(
      c.orientation === 'horizontal'
        ? { type: 'line', layer: `CUT_STAGE${c.stage}`, x1: c.from, y1: mid, x2: c.to, y2: mid }
        : { type: 'line', layer: `CUT_STAGE${c.stage}`, x1: mid, y1: c.from, x2: mid, y2: c.to },
    );
    entities.push({
      type: 'text',
      layer: 'CUT_NUMBERS',
      x: c.orientation === 'horizontal' ? along : mid + 6,
      y: c.orientation === 'horizontal' ? mid + 6 : along,
      height: 24,
      text: String(c.number),
    });
  }
  entities.push({
    type: 'text',
    layer: 'INFO',
    x: 0,
    y: -60,
    height: 40,
    text: sheetSummary(saw, sheet, options.lang),
  });
  return writeDxf(entities, version);
}
