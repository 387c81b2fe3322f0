// What the job pack's files must agree on, for the tests (issue 21): the labels (one per physical
// piece, each id once), the PTX parts file, the optimiser CSV and the cut list give every part
// number the BOM's count, cut size and finished size, and every file names the edges alike.
import { expect } from 'vitest';
import type { CncPackage } from '../cnc/cnc-files.ts';
import { cutListColumns } from '../cnc/cut-list.ts';
import { edgeBandText, frontEdge } from '../cnc/edges.ts';
import { pieceLabels } from '../cnc/labels.ts';
import { optimiserColumns } from '../cnc/optimiser-csv.ts';

type Sizes = Record<string, { count: number; cut: string; finished?: string }>;

function add(into: Sizes, part: string, count: number, cut: string, finished?: string): void {
  const had = into[part];
  if (had) {
    expect(had.cut, part).toBe(cut);
    if (finished !== undefined) expect(had.finished, part).toBe(finished);
    had.count += count;
  } else into[part] = finished === undefined ? { count, cut } : { count, cut, finished };
}

const rows = (content: string) =>
  content
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
const base = (code: string) => code.replace(/-\d+$/, '');

export function checkJobFiles(pkg: CncPackage): void {
  const { workshop, plans, files } = pkg;
  const file = (name: string) => files.find((f) => f.name === name)!.content;
  const bom: Sizes = {};
  for (const p of workshop.bom.parts)
    add(bom, p.partNumber, p.quantity, `${p.cutLength}x${p.cutWidth}`, `${p.length}x${p.width}`);

  // Labels: one per placed board, each id and link once, numbered 1/n … n/n per part number.
  const labels = pieceLabels(workshop, plans, { job: 'job', baseUrl: 'https://kubik.test' });
  expect(labels).toHaveLength(workshop.bom.totals.panelCount);
  expect(new Set(labels.map((l) => l.url)).size).toBe(labels.length);
  const fromLabels: Sizes = {};
  for (const l of labels) {
    add(fromLabels, l.partNumber, 1, `${l.cutLength}x${l.cutWidth}`, `${l.length}x${l.width}`);
    expect(l.index >= 1 && l.index <= l.count && l.count === bom[l.partNumber]!.count).toBe(true);
    expect(l.sheet, l.id).not.toBeNull();
  }
  expect(fromLabels).toEqual(bom);

  // The cut list, with its edges named as edges.ts names them.
  const [head, ...cut] = rows(file('cut-list.csv'));
  expect(head).toEqual([...cutListColumns]);
  const col = (name: (typeof cutListColumns)[number]) => cutListColumns.indexOf(name);
  const fromCutList: Sizes = {};
  for (const r of cut)
    add(
      fromCutList,
      r[col('part')]!,
      Number(r[col('quantity')]),
      `${r[col('cut_length')]}x${r[col('cut_width')]}`,
      `${r[col('finished_length')]}x${r[col('finished_width')]}`,
    );
  expect(fromCutList).toEqual(bom);

  // PTX: PARTS_REQ at the cut size, PARTS_INF with the finished size and EDGE1–4 = L1, L2, W1, W2.
  const ptx = rows(file('optimiser/parts.ptx'));
  const fromPtx: Sizes = {};
  const req = ptx.filter((r) => r[0] === 'PARTS_REQ');
  const inf = new Map(ptx.filter((r) => r[0] === 'PARTS_INF').map((r) => [r[2]!, r]));
  expect(req).toHaveLength(workshop.parts.length);
  req.forEach((r, i) => {
    const info = inf.get(r[2]!)!;
    add(fromPtx, base(r[3]!), Number(r[7]), `${r[5]}x${r[6]}`, `${info[5]}x${info[6]}`);
    expect(info.slice(8, 12)).toEqual(workshop.parts[i]!.edges.map((e) => e.band ?? ''));
  });
  expect(fromPtx).toEqual(bom);

  // The optimiser CSV: cut sizes, counts, bands per edge and the front as the cut list has them.
  const [oHead, ...opt] = rows(file('optimiser/parts.csv'));
  expect(oHead).toEqual([...optimiserColumns]);
  const fromCsv: Sizes = {};
  opt.forEach((r, i) => {
    add(fromCsv, base(r[0]!), Number(r[5]), `${r[3]}x${r[4]}`);
    const part = workshop.parts[i]!;
    expect(r.slice(7, 12)).toEqual([...part.edges.map(edgeBandText), frontEdge(part.edges)]);
    expect(cut[i]!.slice(col('edge_L1'), col('front_edge') + 1)).toEqual(r.slice(7, 12));
  });
  expect(fromCsv).toEqual(Object.fromEntries(Object.entries(bom).map(([k, v]) => [k, { count: v.count, cut: v.cut }])));
}
