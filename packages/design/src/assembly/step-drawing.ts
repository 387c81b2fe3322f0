// The drawing of one assembly step: an isometric view of everything built so far, the boards and
// bars of this step in colour and the earlier ones grey. The step's bars hang inside their cubes,
// behind the top boards in this view: they are drawn last as hidden edges (dashed), so the rail is
// seen where it hangs, not lying on the top board (carpenter's review, f).
import type { Box } from '../geometry/mm.ts';
import type { Drawing } from '../drawing/drawing.ts';
import { earlierPartStyle, isometricDrawing, newPartStyle, type StyledBox } from '../drawing/isometric.ts';
import type { BarPart } from '../parts/extras.ts';
import type { Instructions } from './steps.ts';
import { tiltDrawing } from './tilt-drawing.ts';

/** A bar as a thin box along its axis-aligned extent (bars run along x in practice). */
export function barBox(bar: BarPart): Box {
  const r = bar.diameter / 2;
  const x0 = Math.min(bar.start.x, bar.end.x),
    x1 = Math.max(bar.start.x, bar.end.x);
  const y0 = Math.min(bar.start.y, bar.end.y),
    y1 = Math.max(bar.start.y, bar.end.y);
  const z0 = Math.min(bar.start.z, bar.end.z),
    z1 = Math.max(bar.start.z, bar.end.z);
  return {
    x: x0 - (x1 - x0 < 1 ? r : 0),
    y: y0 - r,
    z: z0 - r,
    width: Math.max(x1 - x0, 2 * r),
    height: Math.max(y1 - y0, 2 * r),
    depth: Math.max(z1 - z0, 2 * r),
  } as Box;
}

/** Boards and bars by id, per instructions: a document draws every step of the same ones. */
const indexes = new WeakMap<readonly unknown[], Map<string, { id: string }>>();
function byId<T extends { id: string }>(list: readonly T[]): Map<string, T> {
  let index = indexes.get(list) as Map<string, T> | undefined;
  if (!index) indexes.set(list, (index = new Map(list.map((item) => [item.id, item]))));
  return index;
}

export function stepDrawing(instructions: Instructions, stepNumber: number, width = 480): Drawing {
  // Lying down and tilting up: the side view of the tilt (tilt-drawing.ts).
  const tilted = instructions.steps.find((s) => s.number === stepNumber)?.tilt;
  if (tilted) return tiltDrawing(tilted, width);
  const panels = byId(instructions.panels);
  const bars = byId(instructions.bars);
  const boxes: StyledBox[] = [];
  const overlay: StyledBox[] = [];
  for (const step of instructions.steps) {
    if (step.number > stepNumber) break;
    const style = step.number === stepNumber ? newPartStyle : earlierPartStyle;
    for (const id of step.panelIds) {
      const panel = panels.get(id)!;
      // A drawer's box stands behind its front (the drawers are drawn closed): not drawn.
      if (panel.role !== 'drawerBox') boxes.push({ box: panel.box, style });
    }
    for (const id of step.barIds)
      (step.number === stepNumber ? overlay : boxes).push({ box: barBox(bars.get(id)!), style });
  }
  return isometricDrawing(boxes, width, overlay);
}
