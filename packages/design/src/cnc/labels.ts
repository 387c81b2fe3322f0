// The workshop's labels, as data: one per physical piece (a part of quantity 4 gives pieces 1/4 …
// 4/4), each with a unique id — the job (order number and item, or the design's name), the part
// number and the piece index — and a link that opens the piece, plus what the label prints beside
// its code: part number and drilling, material and colour, cut and finished size, the edges (L1,
// L2, W1, W2 as edges.ts names them, the front marked), the cabinet and the cube(s) it goes to, and
// the cutting-plan sheet it is cut from. Pure; `@kubik/documents/labels-pdf` draws them.
import type { Localized } from '../i18n/lang.ts';
import { ElementNames } from '../i18n/positions.ts';
import type { PanelRole } from '../parts/panel.ts';
import type { Workshop } from './cut-parts.ts';
import type { CuttingPlans } from './cutting-plan.ts';
import type { PanelEdge } from './edges.ts';
import { partCode } from './ptx.ts';

export interface PieceLabel {
  /** Unique across jobs: "<job>/<item>-<part>-<index>" in an order, "<job>/<part>-<index>" for a design. */
  id: string;
  /** The QR code's text: the link to the piece's page (the base URL and the piece's path), or — a
   * design outside an order and a saved project, which no page shows — the piece's id. */
  url: string;
  partNumber: string;
  /** The placed board's id (parts/panel.ts): which board of the design this piece is. */
  panel: string;
  /** The drilling variant and its code, as the cut list and the DXF name it (V001-2). */
  variant: number;
  code: string;
  /** This piece's number among the part number's pieces (1-based) and how many there are. */
  index: number;
  count: number;
  role: PanelRole;
  material: string;
  colour: string;
  thickness: number;
  cutLength: number;
  cutWidth: number;
  length: number;
  width: number;
  edges: PanelEdge[];
  /** The carcass it belongs to (1-based, in the model's order) and how many there are. */
  cabinet: number;
  cabinets: number;
  /** The places of the cube(s) it belongs to, in words ('' for a lone cube). */
  places: Localized[];
  /** The cutting-plan sheet it is cut from (1-based within its material and colour), when placed. */
  sheet: { material: string; colour: string; number: number; of: number } | null;
  /** The order item, when the labels are an order's. */
  item?: { seq: number; name: string };
}

export interface LabelJob {
  /** The job's id in the piece ids and links: the order number, or the design's name made URL-safe. */
  job: string;
  /** The link's base: PUBLIC_URL or a given one (no trailing slash needed). */
  baseUrl: string;
  /** The link's path before the piece: `/dashboard/admin/orders/<job>/pieces` by default
   * (`projectPiecePath` for a saved project's); null when no page shows the pieces (the QR code holds the id). */
  path?: ((job: string) => string) | null;
  /** In an order: the item, and how many of it were ordered (every part × that). */
  item?: { seq: number; name: string; quantity: number };
}

/** A URL-safe job id from a design's name: "Nočna omarica" → "nocna-omarica". */
export function jobSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 40)
      .replace(/-+$/, '') || 'design'
  );
}

/** The piece's id within its job: "<item>-<part>-<index>" in an order, "<part>-<index>" otherwise. */
export function pieceKey(partNumber: string, index: number, itemSeq?: number): string {
  return `${itemSeq === undefined ? '' : `${itemSeq}-`}${partNumber}-${index}`;
}

/** The admin's piece page of an order (apps/web: /dashboard/admin/orders/<order number>/pieces/<piece>). */
export const defaultPiecePath = (job: string): string => `/dashboard/admin/orders/${encodeURIComponent(job)}/pieces`;

/** A saved project's piece page (apps/web: /dashboard/projects/<project id>/pieces/<piece>): its package's labels link there. */
export const projectPiecePath = (job: string): string => `/dashboard/projects/${encodeURIComponent(job)}/pieces`;

/** Which sheet each copy of each part number is placed on, by `<part>#<copy>`. */
function sheetsOf(plans: CuttingPlans): Map<string, PieceLabel['sheet']> {
  const at = new Map<string, PieceLabel['sheet']>();
  for (const m of plans.materials) {
    m.plan.sheets.forEach((sheet, i) => {
      for (const p of sheet.placements)
        at.set(`${p.itemId}#${p.copy}`, {
          material: m.material,
          colour: m.colour,
          number: i + 1,
          of: m.plan.sheets.length,
        });
    });
  }
  return at;
}

/** Every piece's label: part numbers in the cut list's order, pieces by drilling variant, then board. */
export function pieceLabels(workshop: Workshop, plans: CuttingPlans, job: LabelJob): PieceLabel[] {
  const { model } = workshop;
  const names = new ElementNames([...model.elementList()]);
  const carcasses = model.carcasses();
  const cabinetOfCube = new Map<string, number>();
  carcasses.forEach((c, i) => {
    for (const p of c.panels) for (const cube of p.cubes) if (!cabinetOfCube.has(cube)) cabinetOfCube.set(cube, i + 1);
  });
  const sheets = sheetsOf(plans);
  const copies = job.item?.quantity ?? 1;
  const counts = new Map<string, number>();
  for (const part of workshop.parts)
    counts.set(part.partNumber, (counts.get(part.partNumber) ?? 0) + part.panels.length);
  const path = job.path === undefined ? defaultPiecePath : job.path;
  const base = path && job.baseUrl.replace(/\/+$/, '') + path(job.job);
  const labels: PieceLabel[] = [];
  for (let copy = 0; copy < copies; copy++) {
    const seen = new Map<string, number>();
    for (const part of workshop.parts) {
      const perDesign = counts.get(part.partNumber)!;
      for (const panel of part.panels) {
        const k = seen.get(part.partNumber) ?? 0;
        seen.set(part.partNumber, k + 1);
        const index = copy * perDesign + k + 1;
        const key = pieceKey(part.partNumber, index, job.item?.seq);
        const b = part.bom;
        const label: PieceLabel = {
          id: `${job.job}/${key}`,
          url: base ? `${base}/${encodeURIComponent(key)}` : `${job.job}/${key}`,
          partNumber: part.partNumber,
          panel: panel.id,
          variant: part.variant,
          code: partCode(part),
          index,
          count: perDesign * copies,
          role: b.role,
          material: b.material,
          colour: b.colour,
          thickness: b.thickness,
          cutLength: b.cutLength,
          cutWidth: b.cutWidth,
          length: b.length,
          width: b.width,
          edges: part.edges,
          cabinet: cabinetOfCube.get(panel.cubes[0] ?? '') ?? 1,
          cabinets: Math.max(1, carcasses.length),
          places: panel.cubes.map((c) => names.place(c) ?? { sl: '', en: '', es: '' }),
          sheet: sheets.get(`${part.partNumber}#${k}`) ?? null,
        };
        if (job.item) label.item = { seq: job.item.seq, name: job.item.name };
        labels.push(label);
      }
    }
  }
  return labels;
}
