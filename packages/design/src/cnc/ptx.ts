// The cut list as a Pattern Exchange (PTX) parts file: the ASCII format Homag's Cut Rite, Magi-Cut
// and other panel-saw optimisers import (sources and field positions in README.md, "PTX"). One
// line per record, fields separated by commas, CRLF; each line starts with its record name and
// the job it belongs to. Written here: HEADER, JOBS, PARTS_REQ (a part per drawing at its cut
// size), PARTS_INF (its description, finished size and the band on each edge, EDGE1–4 = L1, L2,
// W1, W2 as edges.ts names them), MATERIALS (one per material and colour: thickness, kerf, trims,
// grain) and BOARDS (the stock sheet of each material). Millimetres, one decimal at most.
import type { CutPart } from './cut-parts.ts';
import { defaultStock, type StockOptions } from './cutting-plan.ts';
import { frontEdge } from './edges.ts';

/** The PTX version written in HEADER (the Interface Guide's Pattern Exchange revision). */
export const ptxVersion = '1.07';

/** A PTX text field: no commas, quotes or line breaks (the format has no quoting), ASCII. */
export function ptxText(value: string, max = 50): string {
  return value
    .normalize('NFKD')
    .replace(/[,"\r\n\t]/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

function mm(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** The material code of a part: material and colour (each its own stock). */
export function materialCode(part: Pick<CutPart['bom'], 'material' | 'colour'>): string {
  return ptxText(`${part.material}-${part.colour}`, 30);
}

/** A drawing's part code, as the cut list and the DXF name it: V001, V001-2. */
export function partCode(part: Pick<CutPart, 'partNumber' | 'variant'>): string {
  return part.variant > 1 ? `${part.partNumber}-${part.variant}` : part.partNumber;
}

export interface PtxJob {
  /** Job name: the order number or the design's name. */
  name: string;
  description?: string;
  customer?: string;
  /** Order date, YYYYMMDD (empty when not known). */
  date?: string;
}

export function ptxFile(parts: readonly CutPart[], job: PtxJob, stock: Partial<StockOptions> = {}): string {
  const s = { ...defaultStock, ...stock };
  const lines: string[] = [];
  const line = (...fields: (string | number)[]) => lines.push(fields.map(String).join(','));
  // HEADER: VERSION, TITLE, UNITS (0 = mm), ORIGIN (0 = bottom left), TRIM_TYPE (0).
  line('HEADER', ptxVersion, ptxText(job.name), 0, 0, 0);
  // JOBS: JOB_INDEX, NAME, DESC, ORD_DATE, CUT_DATE, CUSTOMER, STATUS (0 = not optimised).
  line(
    'JOBS',
    1,
    ptxText(job.name),
    ptxText(job.description ?? ''),
    job.date ?? '',
    '',
    ptxText(job.customer ?? ''),
    0,
  );
  const materials = new Map<string, { index: number; part: CutPart }>();
  for (const p of parts) {
    const code = materialCode(p.bom);
    if (!materials.has(code)) materials.set(code, { index: materials.size + 1, part: p });
  }
  parts.forEach((p, i) => {
    const b = p.bom;
    // PARTS_REQ: JOB_INDEX, PART_INDEX, CODE, MAT_INDEX, LENGTH, WIDTH, QTY_REQ, QTY_OVER, QTY_UNDER, GRAIN (1 = along the length), QTY_PROD.
    line(
      'PARTS_REQ',
      1,
      i + 1,
      partCode(p),
      materials.get(materialCode(b))!.index,
      mm(b.cutLength),
      mm(b.cutWidth),
      p.panels.length,
      0,
      0,
      b.grain ? 1 : 0,
      0,
    );
  });
  parts.forEach((p, i) => {
    const b = p.bom;
    const front = frontEdge(p.edges);
    const description = ptxText(`${partCode(p)} ${b.role}${front ? ` front ${front}` : ''}`);
    // PARTS_INF: JOB_INDEX, PART_INDEX, DESC, LABEL_QTY, FIN_LENGTH, FIN_WIDTH, ORDER, EDGE1, EDGE2, EDGE3, EDGE4.
    line(
      'PARTS_INF',
      1,
      i + 1,
      description,
      p.panels.length,
      mm(b.length),
      mm(b.width),
      i + 1,
      ...p.edges.map((e) => (e.band === null ? '' : ptxText(e.band, 20))),
    );
  });
  for (const [code, { index, part }] of materials) {
    const b = part.bom;
    // MATERIALS: JOB_INDEX, MAT_INDEX, CODE, DESC, THICK, BOOK, KERF_RIP, KERF_XCUT, TRIM_FRIP, TRIM_RRIP, TRIM_FXCT, TRIM_RXCT, TRIM_HEAD, TRIM_FRCT, TRIM_RRCT, RULE1–4, MAT_PARAM, GRAIN.
    line(
      'MATERIALS',
      1,
      index,
      code,
      ptxText(`${b.material} ${b.colour} ${b.thickness} mm`),
      mm(b.thickness),
      1,
      mm(s.kerf),
      mm(s.kerf),
      mm(s.trim),
      mm(s.trim),
      mm(s.trim),
      mm(s.trim),
      0,
      0,
      0,
      '',
      '',
      '',
      '',
      '',
      b.grain ? 1 : 0,
    );
  }
  for (const [code, { index, part }] of materials) {
    // BOARDS: JOB_INDEX, BRD_INDEX, CODE, MAT_INDEX, LENGTH, WIDTH, QTY_STOCK (999 = as many as needed), QTY_USED, COST, STK_FLAG, INFORMATION, MAT_PARAM, GRAIN, TYPE (0 = board).
    line(
      'BOARDS',
      1,
      index,
      ptxText(`${code}-${s.sheetWidth}x${s.sheetHeight}`, 30),
      index,
      mm(s.sheetWidth),
      mm(s.sheetHeight),
      999,
      0,
      0,
      0,
      '',
      '',
      part.bom.grain ? 1 : 0,
      0,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
