// The workshop's piece labels as a PDF (issue 21): one label per physical piece, each with a QR code
// (the `qrcode` package's symbol, its mask chosen faster: qr-matrix.ts; a 4-module quiet zone)
// whose text is the piece's link (or, for a design file's labels, its id: cnc/labels.ts), and
// beside it, in the order's language: part number and piece (3/4), what it is, material and colour,
// cut and finished size, the edges drawn as a small rectangle (banded sides thick, the front marked
// ▲, L1/L2 along the length, W1/W2 across as in the cut list), the cabinet and cube it goes to, and
// the cutting-plan sheet it is cut from. Two layouts: `a4`, sheets of 3 × 8 adhesive labels of
// 70 × 37 mm (the common 24-up A4 sheet, no gaps), and `roll`, one 100 × 50 mm label a page for a
// label printer.
//
// Speed (issue 21: the 2,000-cube CNC package, both label PDFs in it, within 2 s): each piece's QR
// code is made once for every layout (`labelsPdfs`) as a 1-bit image mask, one sample a module
// (about 170 bytes where a path of its modules took some 3 kB to write and compress), its mask
// chosen by qr-matrix.ts; a label's content is written as PDF operators in
// one piece, its text shown with the embedded fonts' glyphs encoded once per character per document
// (no kerning or ligatures: short label lines read the same without them), not through pdfkit's
// text layout, which made 2,960 labels take seconds.
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { PieceLabel } from '@kubik/design/cnc/labels';
import type { Lang } from '@kubik/design/i18n/lang';
import type { DesignModel } from '@kubik/design/model';
import { labelWords, type LabelWord } from './labels-words.ts';
import { namesOf, pdfBytes, useFonts, type Names } from './pdf.ts';
import { number } from './pdf-labels.ts';
import { qrMatrix } from './qr-matrix.ts';

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

/** A QR code as a 1-bit image: its width in modules (quiet zone not counted) and its rows, hex (a 0 bit is a dark module; rows padded to whole bytes). */
export interface QrImage {
  size: number;
  hex: string;
}

const hexByte = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** The QR code of a text (error correction M) as the rows of an image mask: one bit a module. */
export function qrImage(text: string): QrImage {
  const { size: n, data: dark } = qrMatrix(text);
  let hex = '';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c += 8) {
      let byte = 0;
      for (let b = 0; b < 8; b++) byte = (byte << 1) | (c + b < n && dark[r * n + c + b] ? 0 : 1);
      hex += hexByte[byte];
    }
  }
  return { size: n, hex };
}

/** One PDF of the labels (`labelsPdfs` makes several layouts from the same QR codes). */
export async function labelsPdf(sets: readonly LabelSet[], options: LabelsPdfOptions): Promise<Buffer> {
  return (await labelsPdfs(sets, { lang: options.lang, title: options.title }, [options.layout]))[options.layout]!;
}

/** The labels in each of the layouts asked for; every piece's QR code is made once for all of them. */
export async function labelsPdfs(
  sets: readonly LabelSet[],
  options: Omit<LabelsPdfOptions, 'layout'>,
  layouts: readonly LabelLayout[] = labelLayouts,
): Promise<Partial<Record<LabelLayout, Buffer>>> {
  const codes = new Map<PieceLabel, QrImage>();
  for (const set of sets) for (const label of set.labels) codes.set(label, qrImage(label.url));
  const out: Partial<Record<LabelLayout, Buffer>> = {};
  for (const layout of layouts) out[layout] = await drawLabels(sets, codes, { ...options, layout });
  return out;
}

async function drawLabels(
  sets: readonly LabelSet[],
  codes: ReadonlyMap<PieceLabel, QrImage>,
  options: LabelsPdfOptions,
): Promise<Buffer> {
  const g = layoutGeometry[options.layout];
  const doc = new PDFDocument({
    size: g.page,
    margin: 0,
    autoFirstPage: false,
    info: { Title: options.title, Creator: 'Kubik' },
    lang: options.lang,
  });
  const done = pdfBytes(doc);
  useFonts(doc);
  const text = new Glyphs(doc);
  const page = new PageContent(doc);
  const perPage = g.columns * g.rows;
  let n = 0;
  for (const set of sets) {
    const names = namesOf(set.model, options.lang);
    for (const label of set.labels) {
      if (n % perPage === 0) {
        page.seal();
        doc.addPage({ size: g.page, margin: 0 });
        text.onPage();
      }
      const slot = n % perPage;
      const x = g.origin[0] + (slot % g.columns) * g.label[0];
      const y = g.origin[1] + Math.floor(slot / g.columns) * g.label[1];
      page.add(
        labelContent(
          text,
          label,
          codes.get(label) ?? qrImage(label.url),
          names,
          options.lang,
          x,
          y,
          g.label[0],
          g.label[1],
        ),
      );
      n++;
    }
  }
  page.seal();
  if (n === 0) doc.addPage({ size: g.page, margin: 0 });
  doc.end();
  return done;
}

/** pdfkit's content stream of a page, as far as it is used here (its PDFReference). */
interface ContentRef {
  buffer: Uint8Array[];
  compress: boolean;
  data: { Filter?: string };
}

/**
 * A page's content, written at once: the labels' operators gathered, then added to what pdfkit put
 * in the page's stream (its top-down transform) and deflated here at level 1 — pdfkit deflates each
 * stream at zlib's default level with a full-size window, which on the 2,960 small pages of the
 * roll took longer than drawing them; ASCII operators, so Latin-1 bytes are pdfkit's own.
 */
class PageContent {
  private ops: string[] = [];

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  add(content: string): void {
    this.ops.push(content);
  }

  /** Writes the gathered operators into the current page's stream, deflated (before the page ends). */
  seal(): void {
    if (this.ops.length === 0) return;
    const ref = (this.doc.page as unknown as { content: ContentRef }).content;
    const bytes = Buffer.concat([...ref.buffer, Buffer.from(`${this.ops.join('\n')}\n`, 'latin1')]);
    ref.buffer = [deflateSync(bytes, DEFLATE)];
    ref.compress = false;
    ref.data.Filter = 'FlateDecode';
    this.ops = [];
  }
}

const DEFLATE = { level: 1 };

/** A number for the content stream: two decimals at most. */
const f = (v: number) => String(Math.round(v * 100) / 100);

/** pdfkit's embedded font, as far as it is used here: its resource name, its subset's encoding, its ascender (per 1,000). */
interface EmbeddedFont {
  id: string;
  ascender: number;
  encode(text: string): [string[], { xAdvance: number }[]];
  ref(): unknown;
}

/**
 * Text as content-stream operators in the page's top-down space (pdfkit's), with the document's two
 * embedded fonts: each character's glyph (hex, in the font's subset) and advance, found once.
 */
class Glyphs {
  private readonly fonts: Record<'regular' | 'bold', EmbeddedFont>;
  private readonly chars = { regular: new Map<string, [string, number]>(), bold: new Map<string, [string, number]>() };
  private readonly fitted = new Map<string, string>();
  private readonly shown = { regular: new Map<string, string>(), bold: new Map<string, string>() };

  constructor(private readonly doc: PDFKit.PDFDocument) {
    const font = (name: string) => (doc.font(name) as unknown as { _font: EmbeddedFont })._font;
    this.fonts = { bold: font('Sans-Bold'), regular: font('Sans') };
  }

  /** Names both fonts in the new page's resources. */
  onPage(): void {
    const page = this.doc.page as unknown as { fonts: Record<string, unknown> };
    for (const font of Object.values(this.fonts)) page.fonts[font.id] = font.ref();
  }

  private glyph(weight: 'regular' | 'bold', ch: string): [string, number] {
    let g = this.chars[weight].get(ch);
    if (!g) {
      const [hex, positions] = this.fonts[weight].encode(ch);
      g = [hex.join(''), positions.reduce((s, p) => s + p.xAdvance, 0)];
      this.chars[weight].set(ch, g);
    }
    return g;
  }

  width(weight: 'regular' | 'bold', size: number, text: string): number {
    let w = 0;
    for (const ch of text) w += this.glyph(weight, ch)[1];
    return (w * size) / 1000;
  }

  /** The text cut to `width` with an ellipsis (the longest prefix that fits, by halving); kept, as labels repeat their texts. */
  fit(weight: 'regular' | 'bold', size: number, text: string, width: number): string {
    const key = `${weight}|${size}|${f(width)}|${text}`;
    let out = this.fitted.get(key);
    if (out === undefined) {
      out = text;
      if (this.width(weight, size, text) > width) {
        let lo = 0,
          hi = text.length;
        while (lo < hi) {
          const mid = Math.ceil((lo + hi) / 2);
          if (this.width(weight, size, `${text.slice(0, mid).trimEnd()}…`) <= width) lo = mid;
          else hi = mid - 1;
        }
        out = `${text.slice(0, Math.max(1, lo)).trimEnd()}…`;
      }
      if (this.fitted.size > 5000) this.fitted.clear();
      this.fitted.set(key, out);
    }
    return out;
  }

  /** The text's glyphs, hex; kept, as labels repeat their texts. */
  private hex(weight: 'regular' | 'bold', text: string): string {
    const shown = this.shown[weight];
    let hex = shown.get(text);
    if (hex === undefined) {
      hex = '';
      for (const ch of text) hex += this.glyph(weight, ch)[0];
      if (shown.size > 5000) shown.clear();
      shown.set(text, hex);
    }
    return hex;
  }

  /** The text with its top-left corner at x, y (as pdfkit's `text()` puts it), black. */
  show(weight: 'regular' | 'bold', size: number, text: string, x: number, y: number): string {
    const font = this.fonts[weight];
    return `BT /${font.id} ${f(size)} Tf 1 0 0 -1 ${f(x)} ${f(y + (font.ascender / 1000) * size)} Tm <${this.hex(weight, text)}> Tj ET`;
  }
}

/**
 * The QR code drawn with its top-left corner (quiet zone included) at x, y, `size` wide: an inline
 * image mask (ISO 32000-1 §8.9.7, §8.6.5.2), one sample a module, not interpolated, so each module
 * is filled as a square whole dots wide; the quiet zone is the label's white.
 */
function qrContent(code: QrImage, x: number, y: number, size: number): string {
  const quiet = 4;
  const span = code.size + 2 * quiet;
  // Modules a whole number of 300-dpi dots wide, on that dot grid: crisp on 300 and 600 dpi printers
  // (and at 300 dpi on screen), where a module of 8.5 dots prints grey edges a reader may stumble on.
  const snap = (v: number) => Math.floor(v / DOT) * DOT;
  const k = Math.max(1, Math.floor(size / span / DOT));
  const side = k * DOT * code.size;
  const ox = snap(x + (size - k * DOT * span) / 2 + quiet * k * DOT + DOT / 2);
  const oy = snap(y + (size - k * DOT * span) / 2 + quiet * k * DOT + DOT / 2);
  // The page runs down (pdfkit's), an image's rows too once its unit square is turned over.
  return `q 0 g ${side.toFixed(4)} 0 0 ${(-side).toFixed(4)} ${ox.toFixed(4)} ${(oy + side).toFixed(4)} cm BI /W ${code.size} /H ${code.size} /IM true /BPC 1 /F /AHx ID ${code.hex}> EI Q`;
}

function labelContent(
  text: Glyphs,
  label: PieceLabel,
  code: QrImage,
  names: Names,
  lang: Lang,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const t = (key: LabelWord) => labelWords[key][lang];
  const ops: string[] = [];
  const qr = Math.min(h, w * 0.42);
  ops.push(qrContent(code, x, y + (h - qr) / 2, qr));
  const pad = 1.5 * MM;
  const tx = x + qr,
    tw = w - qr - pad;
  const small = h < 40 * MM ? 6.5 : 8;
  const line = small * 1.18;
  let ty = y + pad;
  ops.push('0 g');
  ops.push(
    text.show(
      'bold',
      small + 2.5,
      text.fit('bold', small + 2.5, `${label.code}  ${label.index}/${label.count}`, tw),
      tx,
      ty,
    ),
  );
  ty += (small + 2.5) * 1.2;
  const mm = (a: number, b: number) => `${number(a, lang)} × ${number(b, lang)}`;
  const rows = [
    `${labelWords[label.role][lang]}${label.item ? ` · ${label.item.seq}. ${label.item.name}` : ''}`,
    names.material(label.material),
    names.colour(label.colour),
    `${t('cut')} ${mm(label.cutLength, label.cutWidth)} mm`,
    `${t('finished')} ${mm(label.length, label.width)} mm`,
    `${t('cabinet')} ${label.cabinet}/${label.cabinets}${
      label.places.some((p) => p[lang])
        ? ` · ${label.places
            .map((p) => p[lang])
            .filter(Boolean)
            .join(' / ')}`
        : ''
    }`,
    label.sheet ? `${t('sheet')} ${label.sheet.number}/${label.sheet.of}` : t('notPlaced'),
  ];
  for (const row of rows) {
    ops.push(text.show('regular', small, text.fit('regular', small, row, tw), tx, ty));
    ty += line;
  }
  const box: [number, number] = [
    Math.min(tw * 0.4, 20 * MM),
    Math.max(5 * MM, Math.min(y + h - pad - ty - 2.5 * MM, 10 * MM)),
  ];
  const bx = tx + 2.5 * MM,
    by = ty + 1.6 * MM;
  ops.push(edgesContent(text, label, bx, by, box[0], box[1], small));
  const lx = bx + box[0] + 3.5 * MM,
    lw = x + w - pad - lx;
  const front = label.edges.find((e) => e.front);
  const legend = small - 0.5;
  ops.push(text.show('regular', legend, text.fit('regular', legend, `▬ ${t('banded')}`, lw), lx, by));
  if (front)
    ops.push(
      text.show(
        'regular',
        legend,
        text.fit('regular', legend, `▲ ${t('front')}: ${front.name}`, lw),
        lx,
        by + small * 1.15,
      ),
    );
  ops.push(text.show('regular', small - 1.5, text.fit('regular', small - 1.5, label.id, lw), lx, by + small * 2.4));
  return ops.join('\n');
}

/** The board as a small rectangle (length across, as in the drawing): banded sides thick, the front marked ▲. */
function edgesContent(
  text: Glyphs,
  label: PieceLabel,
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
): string {
  const ops = [`q 0.4 w 0.467 G ${f(x)} ${f(y)} ${f(w)} ${f(h)} re S Q`];
  // The drawing's y runs up, the page's down: L1 (y = 0) is the bottom side. Names inside, marks outside.
  const sides = {
    L1: [
      [x, y + h],
      [x + w, y + h],
    ],
    L2: [
      [x, y],
      [x + w, y],
    ],
    W1: [
      [x, y],
      [x, y + h],
    ],
    W2: [
      [x + w, y],
      [x + w, y + h],
    ],
  } as const;
  const out = { L1: [0, 1], L2: [0, -1], W1: [-1, 0], W2: [1, 0] } as const;
  const fs = Math.max(4.5, size - 2);
  for (const edge of label.edges) {
    const [[x1, y1], [x2, y2]] = sides[edge.name];
    if (edge.band !== null) ops.push(`q 2 w 0 G ${f(x1)} ${f(y1)} m ${f(x2)} ${f(y2)} l S Q`);
    const [dx, dy] = out[edge.name];
    const mx = (x1 + x2) / 2,
      my = (y1 + y2) / 2;
    const tw = text.width('regular', fs, edge.name);
    ops.push(text.show('regular', fs, edge.name, mx - tw / 2 - dx * (tw / 2 + 2), my - fs / 2 - dy * (fs / 2 + 1.8)));
    if (edge.front) {
      // A small triangle outside the side, pointing out.
      const d = 2.2,
        ox = mx + dx * 1.6,
        oy = my + dy * 1.6;
      ops.push(
        `${f(ox - dy * d)} ${f(oy + dx * d)} m ${f(ox + dy * d)} ${f(oy - dx * d)} l ${f(ox + dx * d * 1.5)} ${f(oy + dy * d * 1.5)} l h f`,
      );
    }
  }
  return ops.join('\n');
}
