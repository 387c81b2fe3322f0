// The front view: every board's front face, back to front, with the overall width and height and
// the widths of the cube columns dimensioned below, in mm, as a workshop drawing shows them.
import type { Panel } from '../parts/panel.ts';
import { fitDrawing, type Drawing, type Shape } from './drawing.ts';

const fill: Record<Panel['role'], string> = { vertical: '#e2cca0', horizontal: '#e2cca0', back: '#f4f4f4', shelf: '#d9c08c', door: '#c8d6e5' };

export function frontViewDrawing(panels: readonly Panel[], width = 600): Drawing {
  if (panels.length === 0) return { width, height: width / 2, shapes: [] };
  let x0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const p of panels) {
    x0 = Math.min(x0, p.box.x);
    x1 = Math.max(x1, p.box.x + p.box.width);
    y1 = Math.max(y1, p.box.y + p.box.height);
  }
  const y0 = Math.min(...panels.map((p) => p.box.y));
  const span = Math.max(x1 - x0, y1 - y0);
  // Text and offsets in mm of the furniture, so the drawing keeps its look at any scale.
  const text = span / 45;
  const gap = text * 2.2;
  const shapes: Shape[] = [];
  const sorted = [...panels].sort((a, b) => a.box.z - b.box.z);
  for (const p of sorted) {
    const { x, y, width: w, height: h } = p.box;
    shapes.push({ kind: 'polygon', points: [[x, -y], [x + w, -y], [x + w, -y - h], [x, -y - h]], fill: fill[p.role], stroke: '#5b4a2e', strokeWidth: 0.4 });
  }
  const columns = [...new Set(panels.filter((p) => p.role === 'vertical').flatMap((p) => [p.box.x, p.box.x + p.box.width]))].sort((a, b) => a - b);
  // Column widths measured between the outer faces of the sides: what a cube's size says.
  const breaks = columns.filter((x, i) => i === 0 || x - columns[i - 1]! > 40);
  if (breaks.length > 2 && breaks.length <= 40) dimension(shapes, breaks, -y0 + gap, text, 'x');
  dimension(shapes, [x0, x1], -y0 + gap * (breaks.length > 2 && breaks.length <= 40 ? 2 : 1), text, 'x');
  dimension(shapes, [y0, y1], x1 + gap, text, 'y');
  return fitDrawing(shapes, width, 20);
}

/** A chain of dimensions between consecutive marks, drawn `at` (y for x-dimensions, x for y). */
function dimension(shapes: Shape[], marks: number[], at: number, size: number, axis: 'x' | 'y'): void {
  const line = (a: number, b: number, c: number, d: number): Shape => ({ kind: 'line', x1: a, y1: b, x2: c, y2: d, stroke: '#333', strokeWidth: 0.5 });
  for (let i = 0; i + 1 < marks.length; i++) {
    const a = marks[i]!, b = marks[i + 1]!;
    const label = String(Math.round(b - a));
    if (axis === 'x') {
      shapes.push(line(a, at, b, at), line(a, at - size / 2, a, at + size / 2), line(b, at - size / 2, b, at + size / 2));
      shapes.push({ kind: 'text', x: (a + b) / 2, y: at + size * 1.2, text: label, size: 8, anchor: 'middle' });
    } else {
      shapes.push(line(at, -a, at, -b), line(at - size / 2, -a, at + size / 2, -a), line(at - size / 2, -b, at + size / 2, -b));
      shapes.push({ kind: 'text', x: at + size * 0.6, y: -(a + b) / 2, text: label, size: 8, anchor: 'start' });
    }
  }
}
