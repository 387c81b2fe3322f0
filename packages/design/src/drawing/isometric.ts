// Isometric drawings of boards, seen from front, right and above: each board a box with its top,
// front and right faces shaded. Boxes are painted far to near (`paintSequence`): of two boxes whose
// pictures overlap, one entirely behind, left of or below the other goes first; boxes that share
// volume, the one whose centre is farther (smaller x + y + z). A sort with that rule as its
// comparison is not enough: it is not transitive, and with drawers (a box behind each front, in a
// box) a sort never compared a front with the board it must cover (issue 22).
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

export function boxShapes(
  b: Box,
  style: BoxStyle,
  strokeWidth: number,
  at: (x: number, y: number, z: number) => readonly [number, number] = isoPoint,
): Shape[] {
  const x0 = b.x,
    y0 = b.y,
    z0 = b.z,
    x1 = b.x + b.width,
    y1 = b.y + b.height,
    z1 = b.z + b.depth;
  const p = at;
  return [
    {
      kind: 'polygon',
      points: [p(x0, y1, z0), p(x1, y1, z0), p(x1, y1, z1), p(x0, y1, z1)],
      fill: style.top,
      stroke: style.edge,
      strokeWidth,
    },
    {
      kind: 'polygon',
      points: [p(x0, y0, z1), p(x1, y0, z1), p(x1, y1, z1), p(x0, y1, z1)],
      fill: style.front,
      stroke: style.edge,
      strokeWidth,
    },
    {
      kind: 'polygon',
      points: [p(x1, y0, z0), p(x1, y0, z1), p(x1, y1, z1), p(x1, y1, z0)],
      fill: style.right,
      stroke: style.edge,
      strokeWidth,
    },
  ];
}

/**
 * A box hidden behind others, drawn the way technical drawings show hidden edges: its nine visible
 * edges dashed, no faces (a hanging rail inside its cube, behind the top board in this view).
 */
export function hiddenBoxShapes(
  b: Box,
  style: BoxStyle,
  strokeWidth: number,
  at: (x: number, y: number, z: number) => readonly [number, number] = isoPoint,
): Shape[] {
  const x0 = b.x,
    y0 = b.y,
    z0 = b.z,
    x1 = b.x + b.width,
    y1 = b.y + b.height,
    z1 = b.z + b.depth;
  const corners: [number, number, number][][] = [
    [
      [x0, y1, z0],
      [x1, y1, z0],
    ],
    [
      [x1, y1, z0],
      [x1, y1, z1],
    ],
    [
      [x1, y1, z1],
      [x0, y1, z1],
    ],
    [
      [x0, y1, z1],
      [x0, y1, z0],
    ],
    [
      [x0, y0, z1],
      [x1, y0, z1],
    ],
    [
      [x0, y0, z1],
      [x0, y1, z1],
    ],
    [
      [x1, y0, z1],
      [x1, y1, z1],
    ],
    [
      [x1, y0, z0],
      [x1, y0, z1],
    ],
    [
      [x1, y0, z0],
      [x1, y1, z0],
    ],
  ];
  return corners.map(([p, q]) => {
    const [ax, ay] = at(...p!),
      [bx, by] = at(...q!);
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
export function isometricDrawing(
  boxes: readonly StyledBox[],
  width = 600,
  overlay: readonly StyledBox[] = [],
): Drawing {
  // Stroke widths are in the final drawing's units.
  const stroke = boxes.length > 2000 ? 0.2 : 0.5;
  const margin = 10;
  if (boxes.length + overlay.length === 0) return { width, height: width / 2, shapes: [] };
  let left = Infinity,
    top = Infinity,
    right = -Infinity,
    bottom = -Infinity;
  for (const { box: b } of [...boxes, ...overlay]) {
    const x1 = b.x + b.width,
      y1 = b.y + b.height,
      z1 = b.z + b.depth;
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
  const shapes: Shape[] = [];
  for (const i of paintSequence(boxes.map((b) => b.box)))
    shapes.push(...boxShapes(boxes[i]!.box, boxes[i]!.style, stroke, at));
  for (const { box, style } of overlay) shapes.push(...hiddenBoxShapes(box, style, stroke, at));
  return { width, height: 2 * margin + (bottom - top) * k, shapes };
}

/**
 * Which of two boxes must be painted first, for the view from front, right and above (along
 * (−1, −1, −1)): −1 `a`, 1 `b`, 0 either (their pictures cannot overlap). Boxes apart along an axis:
 * the one on the low side is farther. Apart along two axes in opposite senses (one lower, the other
 * behind), no line of sight meets both, so neither goes first.
 */
export function paintOrder(a: Box, b: Box): number {
  let before = false,
    after = false;
  for (const [a0, a1, b0, b1] of [
    [a.x, a.x + a.width, b.x, b.x + b.width],
    [a.y, a.y + a.height, b.y, b.y + b.height],
    [a.z, a.z + a.depth, b.z, b.z + b.depth],
  ] as const) {
    if (a1 <= b0) before = true;
    else if (b1 <= a0) after = true;
  }
  if (before !== after) return before ? -1 : 1;
  if (before) return 0;
  return Math.sign(centre(a) - centre(b));
}

function centre(b: Box): number {
  return b.x + b.width / 2 + b.y + b.height / 2 + b.z + b.depth / 2;
}

/**
 * The order to paint boxes in (indices): a topological order of `paintOrder` over the pairs whose
 * pictures' bounding rectangles overlap (found through a grid of the picture, so thousands of
 * boards stay fast), the farther centre first where nothing decides. A cycle (boxes sharing
 * volume) is broken at the farthest box left.
 */
export function paintSequence(boxes: readonly Box[]): number[] {
  const n = boxes.length;
  const rects = boxes.map((b) => {
    const x1 = b.x + b.width,
      y1 = b.y + b.height,
      z1 = b.z + b.depth;
    const [left] = isoPoint(b.x, b.y, z1),
      [right] = isoPoint(x1, b.y, b.z);
    const top = isoPoint(b.x, y1, b.z)[1],
      bottom = isoPoint(x1, b.y, z1)[1];
    return [left, top, right, bottom] as const;
  });
  const keys = boxes.map(centre);
  const after: number[][] = boxes.map(() => []);
  const waiting = new Array<number>(n).fill(0);
  // A grid of cells about as large as a typical picture, each listing the boxes over it.
  let w = 0;
  for (const r of rects) w += Math.max(r[2] - r[0], r[3] - r[1]);
  const cell = Math.max(1, w / Math.max(1, n));
  const grid = new Map<string, number[]>();
  const seen = new Set<number>();
  rects.forEach((r, i) => {
    for (let gx = Math.floor(r[0] / cell); gx <= Math.floor(r[2] / cell); gx++) {
      for (let gy = Math.floor(r[1] / cell); gy <= Math.floor(r[3] / cell); gy++) {
        const key = `${gx},${gy}`;
        const list = grid.get(key);
        if (!list) {
          grid.set(key, [i]);
          continue;
        }
        for (const j of list) {
          if (seen.has(j)) continue;
          seen.add(j);
          const q = rects[j]!;
          if (r[2] <= q[0] || q[2] <= r[0] || r[3] <= q[1] || q[3] <= r[1]) continue;
          const order = paintOrder(boxes[j]!, boxes[i]!);
          if (order < 0) {
            after[j]!.push(i);
            waiting[i]!++;
          } else if (order > 0) {
            after[i]!.push(j);
            waiting[j]!++;
          }
        }
        list.push(i);
      }
    }
    seen.clear();
  });
  // Kahn's algorithm, the farthest ready box first (a binary heap on the centre).
  const heap: number[] = [];
  const less = (p: number, q: number) => keys[p]! < keys[q]! || (keys[p] === keys[q] && p < q);
  const push = (i: number) => {
    heap.push(i);
    for (let k = heap.length - 1; k > 0;) {
      const up = (k - 1) >> 1;
      if (!less(heap[k]!, heap[up]!)) break;
      [heap[k], heap[up]] = [heap[up]!, heap[k]!];
      k = up;
    }
  };
  const pop = (): number => {
    const top = heap[0]!,
      last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let k = 0; ;) {
        const l = 2 * k + 1,
          r = l + 1;
        let m = k;
        if (l < heap.length && less(heap[l]!, heap[m]!)) m = l;
        if (r < heap.length && less(heap[r]!, heap[m]!)) m = r;
        if (m === k) break;
        [heap[k], heap[m]] = [heap[m]!, heap[k]!];
        k = m;
      }
    }
    return top;
  };
  for (let i = 0; i < n; i++) if (waiting[i] === 0) push(i);
  const done = new Array<boolean>(n).fill(false);
  const out: number[] = [];
  while (out.length < n) {
    if (heap.length === 0) {
      // A cycle: release the farthest box not yet painted.
      let best = -1;
      for (let i = 0; i < n; i++) if (!done[i] && (best < 0 || less(i, best))) best = i;
      waiting[best] = 0;
      push(best);
    }
    const i = pop();
    if (done[i]) continue;
    done[i] = true;
    out.push(i);
    for (const j of after[i]!) if (--waiting[j]! === 0 && !done[j]) push(j);
  }
  return out;
}
