// A cutting-plan sheet as a saw diagram: the stock board and its trim, each piece with its label
// number (`V001 1/4`) and size, the offcuts with their sizes, the saw cuts numbered in the order
// they are made, and a line of totals (cuts, cut length, offcuts). Everything shown comes from
// `sawPlan` and `saw-labels`, as the sheet DXF does. Sheet coordinates have y up; the drawing flips them.
import { namedOffcuts, pieceLabels, pieceSizeText, sheetSummary, sizeText } from '../cnc/saw-labels.ts';
import { sawPlan } from '../cnc/saw-cuts.ts';
import type { Lang } from '../i18n/lang.ts';
import type { NestingItem, SheetPlan } from '../nesting/types.ts';
import { fitDrawing, type Drawing, type Shape } from './drawing.ts';

export interface SheetDrawingOptions {
  trim: number;
  kerf: number;
  title: string;
  lang: Lang;
  /** The nested items (for each part's quantity in its label number). */
  items: readonly NestingItem[];
  /** Drawing width in its units (≈ points on a page). */
  width?: number;
}

const CUT = '#c0392b';

export function sheetDrawing(sheet: SheetPlan, options: SheetDrawingOptions): Drawing {
  const { width: w, height: h } = sheet;
  const t = options.trim;
  const width = options.width ?? 700;
  const margin = 16;
  const k = (width - 2 * margin) / w;
  const saw = sawPlan(sheet, options);
  const rect = (
    x: number,
    y: number,
    rw: number,
    rh: number,
    fill: string,
    stroke: string,
    strokeWidth: number,
  ): Shape => ({
    kind: 'polygon',
    points: [
      [x, h - y],
      [x + rw, h - y],
      [x + rw, h - y - rh],
      [x, h - y - rh],
    ],
    fill,
    stroke,
    strokeWidth,
  });
  const shapes: Shape[] = [
    rect(0, 0, w, h, '#fafafa', '#333', 1),
    rect(t, t, w - 2 * t, h - 2 * t, 'none', '#999', 0.5),
  ];
  // Text sizes are in drawing units (the drawing is `width` wide); positions in sheet mm.
  const fits = (rw: number, rh: number, size: number, text: string, lines = 1) =>
    rw * k >= text.length * size * 0.55 && rh * k >= size * 1.2 * lines;
  for (const o of namedOffcuts(saw)) {
    shapes.push(rect(o.x, o.y, o.width, o.height, '#dcdcdc', '#9a9a9a', 0.4));
    const text = sizeText(o);
    const size = Math.max(6, Math.min(10, Math.min(o.width, o.height) * k * 0.3));
    if (fits(o.width, o.height, size, text))
      shapes.push({
        kind: 'text',
        x: o.x + o.width / 2,
        y: h - o.y - o.height / 2 + size / 3,
        text,
        size,
        fill: '#555',
        anchor: 'middle',
      });
  }
  const labels = pieceLabels(sheet, options.items);
  for (const piece of saw.pieces) {
    const p = sheet.placements[piece.placement]!;
    shapes.push(rect(p.x, p.y, p.width, p.height, '#e2cca0', '#5b4a2e', 0.6));
    const size = Math.max(6, Math.min(11, Math.min(p.width, p.height) * k * 0.3));
    const label = labels[piece.placement]!;
    const sizeLine = pieceSizeText(sheet, piece.placement, options.lang);
    const cx = p.x + p.width / 2;
    const cy = h - p.y - p.height / 2;
    const two = fits(p.width, p.height, size, label.length > sizeLine.length ? label : sizeLine, 2);
    shapes.push({
      kind: 'text',
      x: cx,
      y: two ? cy - (size * 0.15) / k : cy + size / 3 / k,
      text: label,
      size,
      anchor: 'middle',
    });
    if (two)
      shapes.push({
        kind: 'text',
        x: cx,
        y: cy + (size * 1.05) / k,
        text: sizeLine,
        size: size * 0.9,
        fill: '#333',
        anchor: 'middle',
      });
  }
  for (const c of saw.cuts) {
    const mid = c.position + options.kerf / 2;
    const along = (c.from + c.to) / 2;
    if (c.orientation === 'horizontal') {
      shapes.push({
        kind: 'line',
        x1: c.from,
        y1: h - mid,
        x2: c.to,
        y2: h - mid,
        stroke: CUT,
        strokeWidth: 0.5,
        dash: 2,
      });
      shapes.push({
        kind: 'text',
        x: Math.min(c.to - 14 / k, Math.max(c.from + 14 / k, along)),
        y: h - mid - 2 / k,
        text: String(c.number),
        size: 7,
        fill: CUT,
        anchor: 'middle',
      });
    } else {
      shapes.push({
        kind: 'line',
        x1: mid,
        y1: h - c.from,
        x2: mid,
        y2: h - c.to,
        stroke: CUT,
        strokeWidth: 0.5,
        dash: 2,
      });
      shapes.push({
        kind: 'text',
        x: mid + 2 / k,
        y: h - along + 3 / k,
        text: String(c.number),
        size: 7,
        fill: CUT,
        anchor: 'start',
      });
    }
  }
  shapes.push({ kind: 'text', x: 0, y: -34 / k, text: options.title, size: 12 });
  shapes.push({ kind: 'text', x: 0, y: -14 / k, text: sheetSummary(saw, sheet, options.lang), size: 10, fill: '#333' });
  return fitDrawing(shapes, width, margin);
}
