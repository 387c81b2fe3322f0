// The front view: every board's front face, back to front, in its colour, with dimension chains as
// a workshop drawing has them: below, the widths between the cubes' sides, then the overall width;
// on the right, the heights between the cubes' bottoms and tops, then the overall height. Each
// chain's parts add up to the overall size under it (they are measured between the same planes).
// The drawing is laid out in the units it is printed in (points on an A4 page), so its text has
// the size asked for (8 pt by default, never below 7) however tall or wide the furniture is.
import type { Box } from '../geometry/mm.ts';
import type { Panel } from '../parts/panel.ts';
import type { Drawing, Shape } from './drawing.ts';

const roleFill: Record<Panel['role'], string> = {
  vertical: '#e2cca0',
  horizontal: '#e2cca0',
  back: '#f4f4f4',
  shelf: '#d9c08c',
  door: '#c8d6e5',
  drawerFront: '#d6c7a8',
  drawerBox: '#efe4cc',
};

export interface FrontViewOptions {
  /** The room the drawing may take, in final units (points in the PDF). */
  width: number;
  height: number;
  /** Dimension text size in final units: at least 7. */
  textSize: number;
  /** A board's fill colour (#rrggbb); by its role when absent. */
  fill?: (panel: Panel) => string;
}

export const MIN_TEXT = 7;

/** Dimension marks along one axis: every plane a cube starts or ends at. */
export function chainMarks(boxes: readonly Box[], axis: 'x' | 'y'): number[] {
  const marks = new Set<number>();
  for (const b of boxes) {
    if (axis === 'x') marks.add(b.x).add(b.x + b.width);
    else marks.add(b.y).add(b.y + b.height);
  }
  return [...marks].sort((a, b) => a - b);
}

/** Approximate width of a label in DejaVu Sans at `size` (digits are 0.64 em). */
function labelWidth(text: string, size: number): number {
  return text.length * size * 0.64;
}

export function frontViewDrawing(
  panels: readonly Panel[],
  cubes: readonly Box[],
  options: Partial<FrontViewOptions> = {},
): Drawing {
  const o: FrontViewOptions = { width: 600, height: 600, textSize: 8, ...options };
  const size = Math.max(MIN_TEXT, o.textSize);
  if (panels.length === 0 && cubes.length === 0) return { width: o.width, height: o.width / 2, shapes: [] };
  let x0 = Infinity,
    x1 = -Infinity,
    y0 = Infinity,
    y1 = -Infinity;
  for (const b of [...panels.map((p) => p.box), ...cubes]) {
    x0 = Math.min(x0, b.x);
    x1 = Math.max(x1, b.x + b.width);
    y0 = Math.min(y0, b.y);
    y1 = Math.max(y1, b.y + b.height);
  }
  const xs = chainMarks(cubes, 'x'),
    ys = chainMarks(cubes, 'y');
  const gap = size * 2.4;
  const margin = 4;
  const heightLabel = Math.max(
    ...[y1 - y0, ...ys.slice(1).map((y, i) => y - ys[i]!)].map((v) => labelWidth(String(Math.round(v)), size)),
  );
  const right = 2 * gap + heightLabel + size;
  const bottom = 2 * gap + size;
  const k = Math.max(
    1e-6,
    Math.min(
      (o.width - 2 * margin - right) / Math.max(1, x1 - x0),
      (o.height - 2 * margin - bottom) / Math.max(1, y1 - y0),
    ),
  );
  const tx = (x: number) => margin + (x - x0) * k;
  const ty = (y: number) => margin + (y1 - y) * k;

  const shapes: Shape[] = [];
  const strokeWidth = panels.length > 2000 ? 0.2 : 0.4;
  for (const p of [...panels].sort((a, b) => a.box.z + a.box.depth - (b.box.z + b.box.depth))) {
    const { x, y, width: w, height: h } = p.box;
    shapes.push({
      kind: 'polygon',
      points: [
        [tx(x), ty(y)],
        [tx(x + w), ty(y)],
        [tx(x + w), ty(y + h)],
        [tx(x), ty(y + h)],
      ],
      fill: o.fill?.(p) ?? roleFill[p.role],
      stroke: '#3d3326',
      strokeWidth,
    });
  }
  const base = ty(y0);
  const side = tx(x1);
  const widthChain = xs.length > 2 ? fittedChain(xs, k, size) : undefined;
  if (widthChain) chain(shapes, widthChain, xs, base + gap, size, 'x', tx, ty);
  chain(shapes, [String(x1 - x0)], [x0, x1], base + gap * (widthChain ? 2 : 1), size, 'x', tx, ty);
  const heightChain = ys.length > 2 ? fittedChain(ys, k, size, true) : undefined;
  if (heightChain) chain(shapes, heightChain, ys, side + gap, size, 'y', tx, ty);
  chain(
    shapes,
    [String(y1 - y0)],
    [y0, y1],
    side + gap * (heightChain ? 2 : 1) + (heightChain ? heightLabel : 0),
    size,
    'y',
    tx,
    ty,
  );
  return { width: o.width, height: Math.min(o.height, base + bottom + margin), shapes };
}

/**
 * The labels of a chain, or undefined when they cannot be read at this scale: each part must be
 * at least as long as its label (across the chain for heights: the text's height).
 */
function fittedChain(marks: readonly number[], k: number, size: number, vertical = false): string[] | undefined {
  const labels = marks.slice(1).map((m, i) => String(Math.round(m - marks[i]!)));
  const fits = labels.every(
    (label, i) => (marks[i + 1]! - marks[i]!) * k >= (vertical ? size * 1.1 : labelWidth(label, size) + 2),
  );
  return fits ? labels : undefined;
}

/** A chain of dimensions between consecutive marks, drawn `at` (a y for widths, an x for heights). */
function chain(
  shapes: Shape[],
  labels: readonly string[],
  marks: readonly number[],
  at: number,
  size: number,
  axis: 'x' | 'y',
  tx: (x: number) => number,
  ty: (y: number) => number,
): void {
  const line = (a: number, b: number, c: number, d: number): Shape => ({
    kind: 'line',
    x1: a,
    y1: b,
    x2: c,
    y2: d,
    stroke: '#333',
    strokeWidth: 0.5,
  });
  const tick = size / 2;
  for (let i = 0; i + 1 < marks.length; i++) {
    const label = labels[i]!;
    if (axis === 'x') {
      const a = tx(marks[i]!),
        b = tx(marks[i + 1]!);
      shapes.push(line(a, at, b, at), line(a, at - tick, a, at + tick), line(b, at - tick, b, at + tick));
      shapes.push({ kind: 'text', x: (a + b) / 2, y: at - size * 0.35, text: label, size, anchor: 'middle' });
    } else {
      const a = ty(marks[i]!),
        b = ty(marks[i + 1]!);
      shapes.push(line(at, a, at, b), line(at - tick, a, at + tick, a), line(at - tick, b, at + tick, b));
      shapes.push({
        kind: 'text',
        x: at + size * 0.5,
        y: (a + b) / 2 + size * 0.35,
        text: label,
        size,
        anchor: 'start',
      });
    }
  }
}
