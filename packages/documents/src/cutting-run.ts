// A cutting run: the boards of several orders nested together, so the saw cuts one set of sheets for
// all of them (boards of the same material and colour share sheets, whichever order they are for).
// Each piece on a plan is named `<order number>/<item>/<part>` (K-2026-00042/1/V001), and the run's
// cut list has one row per drawing of every order's items with its order number first. The plans
// come from the design core's cuttingPlans (the same nesting as one design's), over a BOM of the
// whole run: every order item's parts, counts × the pieces ordered.
import type { Finding } from '@kubik/design/findings/finding';
import { WorkshopRefused, workshopErrors } from '@kubik/design/workshop-guard';
import type { Bom, BomPart, BomTotals } from '@kubik/design/bom/bom';
import { cuttingPlanFiles, defaultCncOptions, type CncFile } from '@kubik/design/cnc/cnc-files';
import { cutListColumns, cutListCsv } from '@kubik/design/cnc/cut-list';
import { cutParts, type Workshop } from '@kubik/design/cnc/cut-parts';
import { cuttingPlans, type CuttingPlans, type StockOptions } from '@kubik/design/cnc/cutting-plan';
import { zipFiles } from './cnc-zip.ts';
import { csvCell, itemFolder, orderCutListCsv, parseCsvLine, type OrderWorkshopItem } from './order-cnc.ts';

export interface RunOrder {
  number: string;
  items: readonly OrderWorkshopItem[];
}

/** The name of an order item's part on the run's plans and in its cut list. */
export const runPieceId = (order: string, seq: number, partNumber: string) => `${order}/${seq}/${partNumber}`;

const totalKeys = [
  'panelCount',
  'areaM2',
  'edgeBandingM',
  'hardwareCount',
  'holes',
  'weightKg',
  'boardVolumeM3',
] as const satisfies readonly (keyof BomTotals)[];

/** The run's BOM: every item's parts renamed by order and item, counts × the pieces ordered; totals summed alike. */
export function runBom(entries: readonly { order: string; item: OrderWorkshopItem; bom: Bom }[]): Bom {
  const parts: BomPart[] = [];
  const totals: BomTotals = {
    panelCount: 0,
    partNumbers: 0,
    areaM2: 0,
    edgeBandingM: 0,
    hardwareCount: 0,
    holes: 0,
    weightKg: 0,
    boardVolumeM3: 0,
  };
  const hardware: Bom['hardware'] = [];
  for (const { order, item, bom } of entries) {
    const id = (partNumber: string) => runPieceId(order, item.seq, partNumber);
    for (const part of bom.parts)
      parts.push({
        ...part,
        partNumber: id(part.partNumber),
        quantity: part.quantity * item.quantity,
        panels: part.panels.map(id),
      });
    for (const h of bom.hardware) hardware.push({ ...h, quantity: h.quantity * item.quantity });
    for (const key of totalKeys) totals[key] += bom.totals[key] * item.quantity;
  }
  totals.partNumbers = parts.length;
  return { parts, hardware, totals };
}

const runColumns = ['piece', 'order', 'item', 'item_name', ...cutListColumns] as const;
const partColumn = 2 + cutListColumns.indexOf('part');

/** The run's cut list: each order's cut list (quantities for the whole order) with the piece's name on the plans and its order number first. */
export function runCutListCsv(
  orders: readonly RunOrder[],
  csvOf: (order: RunOrder, item: OrderWorkshopItem) => string,
): string {
  const rows = [runColumns.join(',')];
  for (const order of orders) {
    const [, ...body] = orderCutListCsv(order.items, (item) => csvOf(order, item))
      .trimEnd()
      .split('\r\n');
    for (const line of body) {
      const cells = parseCsvLine(line);
      rows.push(
        [runPieceId(order.number, Number(cells[0]), cells[partColumn] ?? ''), order.number, ...cells]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

export interface CuttingRun {
  files: CncFile[];
  plans: CuttingPlans;
  bom: Bom;
}

/** A cutting run refused because a design of `order` has errors: no sheet is cut for a design the workshop may not build. */
export class RunRefused extends WorkshopRefused {
  constructor(
    readonly order: string,
    findings: readonly Finding[],
  ) {
    super(findings);
  }
}

/** The run's files: the cutting plans (DXF and SVG per sheet), the cut list and a README; `stock`: the sheets and the nesting's budget (the workshop files' by default). */
export function cuttingRun(orders: readonly RunOrder[], stock: StockOptions = defaultCncOptions.stock): CuttingRun {
  const { dxf } = defaultCncOptions;
  const workshops = new Map<string, Workshop>();
  const workshopOf = (order: RunOrder, item: OrderWorkshopItem) => workshops.get(`${order.number}/${item.seq}`)!;
  for (const order of orders) {
    for (const item of order.items) {
      const workshop = cutParts(item.model, defaultCncOptions.drilling);
      // A design with errors gets no workshop files (workshop-guard.ts), in a run neither: the run names its order.
      const errors = workshopErrors(item.model, workshop.holes);
      if (errors.length > 0) throw new RunRefused(order.number, errors);
      workshops.set(`${order.number}/${item.seq}`, workshop);
    }
  }
  const bom = runBom(
    orders.flatMap((order) =>
      order.items.map((item) => ({ order: order.number, item, bom: workshopOf(order, item).bom })),
    ),
  );
  const plans = cuttingPlans(bom, stock);
  const files = [
    ...cuttingPlanFiles(plans, stock, dxf.version, defaultCncOptions.lang),
    {
      name: 'cut-list.csv',
      content: runCutListCsv(orders, (order, item) => cutListCsv(workshopOf(order, item).parts)),
    },
    { name: 'README.txt', content: readme(orders, plans, stock) },
  ];
  return { files, plans, bom };
}

export function cuttingRunZip(orders: readonly RunOrder[]): Uint8Array {
  return zipFiles(cuttingRun(orders).files);
}

function readme(orders: readonly RunOrder[], plans: CuttingPlans, stock: StockOptions): string {
  const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
  return [
    `Kubik cutting run: ${orders.map((o) => o.number).join(', ')}`,
    '',
    'The boards of these orders nested together: boards of the same material and colour share sheets.',
    'Each piece on a plan is named <order number>/<item>/<part>, e.g. K-2026-00042/1/V001.',
    '',
    "cut-list.csv           piece (its name on the plans), order, item, item name, then the design's cut list columns;",
    "                       quantities are for the whole order; `file` is the drawing inside that order's job pack.",
    `cutting-plan/          per material and colour, each stock sheet as DXF and SVG: sheets ${stock.sheetWidth} × ${stock.sheetHeight} mm,`,
    `                       kerf ${stock.kerf} mm, trim ${stock.trim} mm, three-stage guillotine cuts; grained boards never turned, "R" marks a turned part.`,
    '',
    `Sheets: ${plans.sheetCount}, utilisation ${percent(plans.utilisation)} overall.`,
    ...plans.materials.map(
      (m) =>
        `  ${m.material} ${m.colour}: ${m.plan.sheets.length} sheet(s), ${percent(m.plan.utilisation)}${m.plan.unplaceable.length > 0 ? `; NOT PLACED: ${m.plan.unplaceable.map((u) => u.itemId).join(', ')}` : ''}`,
    ),
    '',
    'Orders:',
    ...orders.flatMap((o) => [
      `  ${o.number}`,
      ...o.items.map((item) => `    ${itemFolder(item)}/  ${item.name} × ${item.quantity}`),
    ]),
    '',
  ].join('\r\n');
}
