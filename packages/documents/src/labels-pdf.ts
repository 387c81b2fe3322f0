// The workshop's piece labels as a PDF (issue 21): one label per physical piece, each with a QR code
// (the `qrcode` package's matrix, drawn as squares with its 4-module quiet zone) whose text is the
// piece's link, and beside it, in the order's language: part number and piece (3/4), what it is,
// material and colour, cut and finished size, the edges drawn as a small rectangle (banded sides
// thick, the front marked ▲, L1/L2 along the length, W1/W2 across as in the cut list), the cabinet
// and cube it goes to, and the cutting-plan sheet it is cut from. Two layouts: `a4`, sheets of 3 × 8
// adhesive labels of 70 × 37 mm (the common 24-up A4 sheet, no gaps), and `roll`, one 100 × 50 mm
// label a page for a label printer.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PieceLabel } from '@kubik/design/cnc/labels';
import type { Lang } from '@kubik/design/i18n/lang';
import type { DesignModel } from '@kubik/design/model';
import { labelWords, type LabelWord } from './labels-words.ts';
import { namesOf, pdfBytes, useFonts, type Names } from './pdf.ts';
import { number } from './pdf-labels.ts';

export type LabelLayout = 'a4' | 'roll';
export const labelLayouts: readonly LabelLayout[] = ['a4', 'roll'];

const MM = 72 / 25.4;
/** One dot of a 300 dpi printer, pt. */
const DOT = 72 / 300;

interface Geometry {
  page: [number, number];
  label: [number, number];
  columns: number;
  rows: number;
  origin: [number, number];
}

export const layoutGeometry: Record<LabelLayout, Geometry> = {
  // 3 × 70 = 210 mm across, 8 × 37 = 296 mm down an A4 page: half a millimetre above and below.
  a4: { page: [210 * MM, 297 * MM], label: [70 * MM, 37 * MM], columns: 3, rows: 8, origin: [0, 0.5 * MM] },
  roll: { page: [100 * MM, 50 * MM], label: [100 * MM, 50 * MM], columns: 1, rows: 1, origin: [0, 0] },
};

/** The labels of one design (an order item, or a design on its own), and the model they name. */
export interface LabelSet {
  labels: readonly PieceLabel[];
  model: DesignModel;
}

export interface LabelsPdfOptions {
  lang: Lang;
  layout: LabelLayout;
  title: string;
}

export async function labelsPdf(sets: readonly LabelSet[], options: LabelsPdfOptions): Promise<Buffer> {
  const g = layoutGeometry[options.layout];
  const doc = new PDFDocument({ size: g.page, margin: 0, autoFirstPage: false, info: { Title: options.title, Creator: 'Kubik' }, lang: options.lang });
  const done = pdfBytes(doc);
  useFonts(doc);
  const perPage = g.columns * g.rows;
  let n = 0;
  for (const set of sets) {
    const names = namesOf(set.model, options.lang);
    for (const label of set.labels) {
      if (n % perPage === 0) doc.addPage({ size: g.page, margin: 0 });
      const slot = n % perPage;
      const x = g.origin[0] + (slot % g.columns) * g.label[0];
      const y = g.origin[1] + Math.floor(slot / g.columns) * g.label[1];
      drawLabel(doc, label, names, options.lang, x, y, g.label[0], g.label[1]);
      n++;
    }
  }
  if (n === 0) doc.addPage({ size: g.page, margin: 0 });
  doc.end();
  return done;
}

/** The QR code of a text, drawn with its top-left corner (quiet zone included) at x, y, `size` wide. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  // Modules a whole number of 300-dpi dots wide, on that dot grid: crisp on 300 and 600 dpi printers
  // (and at 300 dpi on screen), where a module of 8.5 dots prints grey edges a reader may stumble on.
  const snap = (v: number) => Math.floor(v / DOT) * DOT;
  const cell = Math.max(DOT, snap(size / (modules.size + 2 * quiet)));
  const ox = snap(x + (size - cell * (modules.size + 2 * quiet)) / 2 + quiet * cell + DOT / 2);
  const oy = snap(y + (size - cell * (modules.size + 2 * quiet)) / 2 + quiet * cell + DOT / 2);
  // One content string in whole dots (a 300 dpi dot per unit under a scale), each run of dark
  // modules in a row one rectangle: pdfkit's rect() per module made 2,960 labels take 20 s.
  const k = Math.round(cell / DOT);
  const ops: string[] = [`q ${DOT} 0 0 ${DOT} ${ox.toFixed(2)} ${oy.toFixed(2)} cm 0 g`];
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) {
      if (!modules.get(r, c)) continue;
      const start = c;
      while (c + 1 < modules.size && modules.get(r, c + 1)) c++;
      ops.push(`${start * k} ${r * k} ${(c - start + 1) * k} ${k} re`);
    }
  }
  ops.push('f Q');
  doc.addContent(ops.join('\n'));
}

/** The text cut to `width` with an ellipsis; results kept per font, size and width (labels repeat their texts). */
const fitted = new Map<string, string>();
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const state = doc as unknown as { _font?: { name?: string }; _fontSize?: number };
  const key = `${state._font?.name ?? ''}|${state._fontSize ?? 0}|${width.toFixed(1)}|${text}`;
  let out = fitted.get(key);
  if (out === undefined) {
    out = text;
    if (doc.widthOfString(text) > width) {
      // The longest prefix that fits with its ellipsis, by halving.
      let lo = 0, hi = text.length;
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (doc.widthOfString(`${text.slice(0, mid).trimEnd()}…`) <= width) lo = mid;
        else hi = mid - 1;
      }
      out = `${text.slice(0, Math.max(1, lo)).trimEnd()}…`;
    }
    if (fitted.size > 5000) fitted.clear();
    fitted.set(key, out);
  }
  return out;
}

function drawLabel(doc: PDFKit.PDFDocument, label: PieceLabel, names: Names, lang: Lang, x: number, y: number, w: number, h: number): void {
  const t = (key: LabelWord) => labelWords[key][lang];
  const qr = Math.min(h, w * 0.42);
  drawQr(doc, label.url, x, y + (h - qr) / 2, qr);
  const pad = 1.5 * MM;
  const tx = x + qr, tw = w - qr - pad;
  const small = h < 40 * MM ? 6.5 : 8;
  const line = small * 1.18;
  let ty = y + pad;
  doc.fillColor('#000000').font('Sans-Bold').fontSize(small + 2.5);
  doc.text(fit(doc, `${label.code}  ${label.index}/${label.count}`, tw), tx, ty, { lineBreak: false });
  ty += (small + 2.5) * 1.2;
  doc.font('Sans').fontSize(small);
  const mm = (a: number, b: number) => `${number(a, lang)} × ${number(b, lang)}`;
  const rows = [
    `${labelWords[label.role][lang]}${label.item ? ` · ${label.item.seq}. ${label.item.name}` : ''}`,
    names.material(label.material),
    names.colour(label.colour),
    `${t('cut')} ${mm(label.cutLength, label.cutWidth)} mm`,
    `${t('finished')} ${mm(label.length, label.width)} mm`,
    `${t('cabinet')} ${label.cabinet}/${label.cabinets}${label.places.some((p) => p[lang]) ? ` · ${label.places.map((p) => p[lang]).filter(Boolean).join(' / ')}` : ''}`,
    label.sheet ? `${t('sheet')} ${label.sheet.number}/${label.sheet.of}` : t('notPlaced'),
  ];
  for (const row of rows) {
    doc.text(fit(doc, row, tw), tx, ty, { lineBreak: false });
    ty += line;
  }
  const box: [number, number] = [Math.min(tw * 0.4, 20 * MM), Math.max(5 * MM, Math.min(y + h - pad - ty - 2.5 * MM, 10 * MM))];
  const bx = tx + 2.5 * MM, by = ty + 1.6 * MM;
  drawEdges(doc, label, bx, by, box[0], box[1], small);
  const lx = bx + box[0] + 3.5 * MM, lw = x + w - pad - lx;
  const front = label.edges.find((e) => e.front);
  doc.fontSize(small - 0.5);
  doc.text(fit(doc, `▬ ${t('banded')}`, lw), lx, by, { lineBreak: false });
  if (front) doc.text(fit(doc, `▲ ${t('front')}: ${front.name}`, lw), lx, by + small * 1.15, { lineBreak: false });
  doc.fontSize(small - 1.5).text(fit(doc, label.id, lw), lx, by + small * 2.4, { lineBreak: false });
}

/** The board as a small rectangle (length across, as in the drawing): banded sides thick, the front marked ▲. */
function drawEdges(doc: PDFKit.PDFDocument, label: PieceLabel, x: number, y: number, w: number, h: number, size: number): void {
  doc.save().lineWidth(0.4).strokeColor('#777777').rect(x, y, w, h).stroke().restore();
  // The drawing's y runs up, the page's down: L1 (y = 0) is the bottom side. Names inside, marks outside.
  const sides = { L1: [[x, y + h], [x + w, y + h]], L2: [[x, y], [x + w, y]], W1: [[x, y], [x, y + h]], W2: [[x + w, y], [x + w, y + h]] } as const;
  const out = { L1: [0, 1], L2: [0, -1], W1: [-1, 0], W2: [1, 0] } as const;
  const fs = Math.max(4.5, size - 2);
  doc.fontSize(fs);
  for (const edge of label.edges) {
    const [[x1, y1], [x2, y2]] = sides[edge.name];
    if (edge.band !== null) doc.save().lineWidth(2).strokeColor('#000000').moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
    const [dx, dy] = out[edge.name];
    const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
    const tw = doc.widthOfString(edge.name);
    doc.text(edge.name, mx - tw / 2 - dx * (tw / 2 + 2), my - fs / 2 - dy * (fs / 2 + 1.8), { lineBreak: false });
    if (edge.front) {
      // A small triangle outside the side, pointing out.
      const d = 2.2, ox = mx + dx * 1.6, oy = my + dy * 1.6;
      doc.save().fillColor('#000000').polygon([ox - dy * d, oy + dx * d], [ox + dy * d, oy - dx * d], [ox + dx * d * 1.5, oy + dy * d * 1.5]).fill().restore();
    }
  }
}
