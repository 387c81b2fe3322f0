// Isometric drawings of boards, seen from front, right and above: each board a box with its top,
// front and right faces shaded. Boxes are painted far to near: a box entirely behind, left of or
// below another goes first; otherwise the one whose centre is farther (smaller x + y + z).
import type { Box } from '../geometry/mm.ts';
import type { Drawing, Shape } from './drawing.ts';

const COS = Math.cos(Math.PI / 6);
const SIN = 0.5;

/** Screen position (y down) of a point in furniture space. */
export function isoPoint(x: number, y: number, z: number): [number, number] {
  return [(x - z) * COS, -y + (x + z) * SIN];
}

/** Colours of a box's top, front and right faces and its edges. */
export interface BoxStyle {
  top: string;
  front: string;
  right: string;
  edge: string;
}

export const newPartStyle: BoxStyle = { top: '#f6b26b', front: '#e69138', right: '#b45f06', edge: '#4a2500' };
export const earlierPartStyle: BoxStyle = { top: '#eeeeee', front: '#d9d9d9', right: '#bdbdbd', edge: '#8a8a8a' };
export const woodStyle: BoxStyle = { top: '#f3e5c8', front: '#e2cca0', right: '#c9ad78', edge: '#5b4a2e' };

/** A box in a colour (#rrggbb): the front in it, the top lighter, the right side darker, the edges darker still. */
export function colourStyle(hex: string): BoxStyle {
  return { top: shade(hex, 0.25), front: hex, right: shade(hex, -0.18), edge: shade(hex, -0.55) };
}

/** Toward white (amount > 0) or black (< 0). */
export function shade(hex: string, amount: number): string {
  const value = /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : 0x999999;
  const channel = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map(channel) as [number, number, number];
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

export function boxShapes(b: Box, style: BoxStyle, strokeWidth: number, at: (x: number, y: number, z: number) => readonly [number, number] = isoPoint): Shape[] {
  const x0 = b.x, y0 = b.y, z0 = b.z, x1 = b.x + b.width, y1 = b.y + b.height, z1 = b.z + b.depth;
  const p = at;
  return [
    { kind: 'polygon', points: [p(x0, y1, z0), p(x1, y1, z0), p(x1, y1, z1), p(x0, y1, z1)], fill: style.top, stroke: style.edge, strokeWidth },
    { kind: 'polygon', points: [p(x0, y0, z1), p(x1, y0, z1), p(x1, y1, z1), p(x0, y1, z1)], fill: style.front, stroke: style.edge, strokeWidth },
    { kind: 'polygon', points: [p(x1, y0, z0), p(x1, y0, z1), p(x1, y1, z1), p(x1, y1, z0)], fill: style.right, stroke: style.edge, strokeWidth },
  ];
}

/**
 * A box hidden behind others, drawn the way technical drawings show hidden edges: its nine visible
 * edges dashed, no faces (a hanging rail inside its cube, behind the top board in this view).
 */
export function hiddenBoxShapes(b: Box, style: BoxStyle, strokeWidth: number, at: (x: number, y: number, z: number) => readonly [number, number] = isoPoint): Shape[] {
  const x0 = b.x, y0 = b.y, z0 = b.z, x1 = b.x + b.width, y1 = b.y + b.height, z1 = b.z + b.depth;
  const corners: [number, number, number][][] = [
    [[x0, y1, z0], [x1, y1, z0]], [[x1, y1, z0], [x1, y1, z1]], [[x1, y1, z1], [x0, y1, z1]], [[x0, y1, z1], [x0, y1, z0]],
    [[x0, y0, z1], [x1, y0, z1]], [[x0, y0, z1], [x0, y1, z1]], [[x1, y0, z1], [x1, y1, z1]],
    [[x1, y0, z0], [x1, y0, z1]], [[x1, y0, z0], [x1, y1, z0]],
  ];
  return corners.map(([p, q]) => {
    const [ax, ay] = at(...p!), [bx, by] = at(...q!);
    return { kind: 'line', x1: ax, y1: ay, x2: bx, y2: by, stroke: style.edge, strokeWidth: 2 * strokeWidth, dash: 3 };
  });
}

export interface StyledBox {
  box: Box;
  style: BoxStyle;
}

/**
 * An isometric drawing of the boxes, `width` units wide: what fitDrawing would make of their
 * shapes, computed straight in the drawing's units (the extreme points of the picture are box
 * corners, so the bounds come from the boxes). A 2,000-cube unit has 20,000 faces; copying them
 * all once more cost as much as making them. `overlay` boxes are hidden behind the boards (a
 * hanging rail inside a cube, behind its top board): drawn after all the others with dashed edges,
 * as hidden edges are drawn, so they neither vanish nor seem to lie on top of the boards.
 */
export function isometricDrawing(boxes: readonly StyledBox[], width = 600, overlay: readonly StyledBox[] = []): Drawing {
  // Stroke widths are in the final drawing's units.
  const stroke = boxes.length > 2000 ? 0.2 : 0.5;
  const margin = 10;
  if (boxes.length + overlay.length === 0) return { width, height: width / 2, shapes: [] };
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
  for (const { box: b } of [...boxes, ...overlay]) {
    const x1 = b.x + b.width, y1 = b.y + b.height, z1 = b.z + b.depth;
    left = Math.min(left, isoPoint(b.x, b.y, z1)[0]);
    right = Math.max(right, isoPoint(x1, b.y, b.z)[0]);
    top = Math.min(top, isoPoint(b.x, y1, b.z)[1]);
    bottom = Math.max(bottom, isoPoint(x1, b.y, z1)[1]);
  }
  const k = (width - 2 * margin) / Math.max(1, right - left);
  const at = (x: number, y: number, z: number): readonly [number, number] => {
    const [sx, sy] = isoPoint(x, y, z);
    return [margin + (sx - left) * k, margin + (sy - top) * k];
  };
  const sorted = [...boxes].sort((a, b) => paintOrder(a.box, b.box));
  const shapes: Shape[] = [];
  for (const { box, style } of sorted) shapes.push(...boxShapes(box, style, stroke, at));
  for (const { box, style } of overlay) shapes.push(...hiddenBoxShapes(box, style, stroke, at));
  return { width, height: 2 * margin + (bottom - top) * k, shapes };
}

/** Far before near, for the view from front, right and above. */
function paintOrder(a: Box, b: Box): number {
  if (a.x + a.width <= b.x || a.y + a.height <= b.y || a.z + a.depth <= b.z) return -1;
  if (b.x + b.width <= a.x || b.y + b.height <= a.y || b.z + b.depth <= a.z) return 1;
  return a.x + a.width / 2 + a.y + a.height / 2 + a.z + a.depth / 2 - (b.x + b.width / 2 + b.y + b.height / 2 + b.z + b.depth / 2);
}
