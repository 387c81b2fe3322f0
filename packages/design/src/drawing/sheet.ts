// A cutting-plan sheet as a drawing: the stock board, its trim, each part with its number (and R
// when turned), and the saw cuts. Sheet coordinates have y up; the drawing flips them.
import type { SheetPlan } from '../nesting/types.ts';
import { fitDrawing, type Drawing, type Shape } from './drawing.ts';

export function sheetDrawing(sheet: SheetPlan, options: { trim: number; kerf: number }, title: string, width = 700): Drawing {
  const { width: w, height: h } = sheet;
  const t = options.trim;
  const rect = (x: number, y: number, rw: number, rh: number, fill: string, stroke: string, strokeWidth: number): Shape => ({
    kind: 'polygon', points: [[x, h - y], [x + rw, h - y], [x + rw, h - y - rh], [x, h - y - rh]], fill, stroke, strokeWidth,
  });
  const shapes: Shape[] = [rect(0, 0, w, h, '#fafafa', '#333', 1), rect(t, t, w - 2 * t, h - 2 * t, 'none', '#999', 0.5)];
  for (const p of sheet.placements) {
    shapes.push(rect(p.x, p.y, p.width, p.height, '#e2cca0', '#5b4a2e', 0.6));
    const size = Math.max(5, Math.min(11, (Math.min(p.width, p.height) / w) * width * 0.35));
    shapes.push({ kind: 'text', x: p.x + p.width / 2, y: h - p.y - p.height / 2 + size / 3, text: `${p.itemId}${p.rotated ? ' R' : ''}`, size, anchor: 'middle' });
  }
  for (const c of sheet.cuts) {
    const mid = c.position + options.kerf / 2;
    shapes.push(c.orientation === 'horizontal'
      ? { kind: 'line', x1: c.from, y1: h - mid, x2: c.to, y2: h - mid, stroke: '#c0392b', strokeWidth: 0.3, dash: 2 }
      : { kind: 'line', x1: mid, y1: h - c.from, x2: mid, y2: h - c.to, stroke: '#c0392b', strokeWidth: 0.3, dash: 2 });
  }
  shapes.push({ kind: 'text', x: 0, y: -20, text: title, size: 12 });
  return fitDrawing(shapes, width, 16);
}
