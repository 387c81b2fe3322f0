// Draws a design-core Drawing (polygons, lines, text) into a pdfkit page, scaled into a box.
// Polygons and lines are written as PDF path operators in one content string per run of shapes
// rather than through pdfkit's moveTo/lineTo/fillColor: a 2,000-cube view has 20,000 polygons,
// and pdfkit turns every operator into its own buffer with six decimals, which made the PDF's
// drawings spend more time in allocation and compression than in drawing. Text still goes
// through pdfkit, which embeds the font subset.
import type { Drawing } from '@kubik/design/drawing/drawing';

/**
 * Paths are written in tenths of a point (a tenth is 35 µm on paper) under a 0.1 scale, so every
 * coordinate is a short integer: less to write and to compress than decimals.
 */
const SCALE = 10;
/** The smallest text printed, points (A4: about 2.5 mm, readable on a workshop printout). */
export const MIN_TEXT_PT = 7;
const n = (v: number): number => Math.round(v * SCALE);

/** `#rrggbb` (or `#rgb`) as the operands of a PDF rg/RG operator. */
const rgbCache = new Map<string, string>();
function rgb(colour: string): string {
  let out = rgbCache.get(colour);
  if (out === undefined) {
    const hex = colour.length === 4 ? colour.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : colour;
    const value = /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : 0;
    out = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((c) => Math.round((c / 255) * 1000) / 1000).join(' ');
    rgbCache.set(colour, out);
  }
  return out;
}

export function drawDrawing(
  doc: PDFKit.PDFDocument,
  drawing: Drawing,
  x: number,
  y: number,
  maxWidth: number,
  maxHeight: number,
): number {
  const k = Math.min(maxWidth / drawing.width, maxHeight / Math.max(1, drawing.height));
  const tx = (v: number) => n(x + v * k);
  const ty = (v: number) => n(y + v * k);
  doc.save();
  // Path runs sit in q … Q with the scale and round joins (1 j); colours and widths are written
  // only when they change, and again after text, which pdfkit draws outside the run.
  let out = '';
  let inRun = false;
  let fill = '',
    stroke = '',
    width = -1;
  const run = () => {
    if (inRun) return;
    out += `q ${1 / SCALE} 0 0 ${1 / SCALE} 0 0 cm 1 j\n`;
    inRun = true;
  };
  const pen = (f: string, s: string, w: number) => {
    run();
    if (f !== fill && f !== 'none') out += `${rgb((fill = f))} rg\n`;
    if (s !== stroke) out += `${rgb((stroke = s))} RG\n`;
    if (w !== width) out += `${Math.round((width = w) * SCALE * 100) / 100} w\n`;
  };
  const flush = () => {
    if (inRun) out += 'Q';
    if (out.length > 0) doc.addContent(out);
    out = '';
    inRun = false;
    fill = stroke = '';
    width = -1;
  };
  for (const s of drawing.shapes) {
    if (s.kind === 'polygon') {
      const [first, ...rest] = s.points;
      if (!first) continue;
      pen(s.fill, s.stroke, (s.strokeWidth ?? 1) * k);
      out += `${tx(first[0])} ${ty(first[1])} m`;
      for (const [px, py] of rest) out += ` ${tx(px)} ${ty(py)} l`;
      // s = close and stroke, b = close, fill and stroke.
      out += s.fill === 'none' ? ' s\n' : ' b\n';
    } else if (s.kind === 'line') {
      pen(fill || '#000', s.stroke, (s.strokeWidth ?? 1) * k);
      const dash = s.dash ? Math.max(1, n(s.dash * k)) : 0;
      if (dash) out += `[${dash} ${dash}] 0 d\n`;
      out += `${tx(s.x1)} ${ty(s.y1)} m ${tx(s.x2)} ${ty(s.y2)} l S\n`;
      if (dash) out += '[] 0 d\n';
    } else {
      flush();
      // Never below 7 pt on paper, whatever the drawing's scale.
      const size = Math.max(MIN_TEXT_PT, s.size * k);
      doc.fontSize(size).fillColor(s.fill ?? '#000');
      const w = doc.widthOfString(s.text);
      const left = s.anchor === 'middle' ? x + s.x * k - w / 2 : s.anchor === 'end' ? x + s.x * k - w : x + s.x * k;
      doc.text(s.text, left, y + s.y * k - size * 0.8, { lineBreak: false });
    }
    // Keep each write to pdfkit to a reasonable size.
    if (out.length > 1 << 16) {
      doc.addContent(out);
      out = '';
    }
  }
  flush();
  doc.restore();
  doc.fillColor('#000');
  return drawing.height * k;
}
