// The drawing of lying down and tilting up (issue 21, D-D), a side view in mm: the unit lying on
// its back on the floor (solid), the arc its far corner sweeps about the bottom edge it turns on,
// the unit standing (dashed), the diagonal √(H² + D²) it needs, and the ceiling — red when the
// diagonal does not clear it. Words are in the step's text; the drawing carries numbers only.
import { fitDrawing, type Drawing, type Shape } from '../drawing/drawing.ts';
import type { StepTilt } from './steps.ts';

const ink = '#222',
  unit = '#d9c6a5',
  warn = '#c0392b',
  faint = '#777';

export function tiltDrawing(tilt: StepTilt, width = 480): Drawing {
  const { height: H, depth: D, diagonal, ceiling } = tilt;
  // Paper coordinates: x along the floor, y down (the floor at 0). Lying: the top end at x 0, the
  // bottom end at x H; it turns on its bottom back edge (H, 0) and stands in x H … H + D.
  const shapes: Shape[] = [];
  shapes.push({ kind: 'line', x1: -150, y1: 0, x2: H + D + 400, y2: 0, stroke: ink, strokeWidth: 1.5 });
  const clears = diagonal <= ceiling;
  shapes.push({
    kind: 'line',
    x1: -150,
    y1: -ceiling,
    x2: H + D + 400,
    y2: -ceiling,
    stroke: clears ? faint : warn,
    strokeWidth: 1.2,
    dash: 4,
  });
  shapes.push({ kind: 'text', x: -140, y: -ceiling - 40, text: `${ceiling} mm`, size: 9, fill: clears ? faint : warn });
  shapes.push({
    kind: 'polygon',
    points: [
      [0, -D],
      [H, -D],
      [H, 0],
      [0, 0],
    ],
    fill: unit,
    stroke: ink,
  });
  shapes.push({ kind: 'text', x: H / 2, y: -D / 2 + 30, text: `${H} × ${D} mm`, size: 9, anchor: 'middle' });
  shapes.push({
    kind: 'polygon',
    points: [
      [H, -H],
      [H + D, -H],
      [H + D, 0],
      [H, 0],
    ],
    fill: 'none',
    stroke: ink,
    strokeWidth: 1,
  });
  // The arc of the far corner (the lying top-front corner, at angle π − atan(D/H) from the pivot) up to straight above the pivot.
  const from = Math.PI - Math.atan2(D, H),
    to = Math.PI / 2,
    steps = 24;
  for (let i = 0; i < steps; i++) {
    const a = from + ((to - from) * i) / steps,
      b = from + ((to - from) * (i + 1)) / steps;
    shapes.push({
      kind: 'line',
      x1: H + diagonal * Math.cos(a),
      y1: -diagonal * Math.sin(a),
      x2: H + diagonal * Math.cos(b),
      y2: -diagonal * Math.sin(b),
      stroke: clears ? faint : warn,
      strokeWidth: 1,
      dash: 3,
    });
  }
  shapes.push({ kind: 'line', x1: H, y1: 0, x2: H, y2: -diagonal, stroke: clears ? ink : warn, strokeWidth: 1.2 });
  shapes.push({
    kind: 'text',
    x: H - 30,
    y: -diagonal + 160,
    text: `√(H² + D²) = ${diagonal} mm`,
    size: 9,
    anchor: 'end',
    fill: clears ? ink : warn,
  });
  return fitDrawing(shapes, width, 12);
}
