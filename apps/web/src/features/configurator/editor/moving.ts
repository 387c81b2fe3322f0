// Moving elements other than cubes by a drag: which kinds move and how, the point of each that
// snaps (a wall's start on the floor grid, a connector onto a cube's edge, …) and the element
// moved by a whole-millimetre offset. Pure; scene/drag.ts turns pointer rays into offsets.
import { mm } from '@kubik/design/geometry/mm';
import type { Cube, Element } from '@kubik/design/schema/elements';
import { snapDistanceMm } from './snapping.ts';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}
export type Axis = 'x' | 'y' | 'z';

/** The grid each kind snaps to while dragged, mm. Walls sit on the floor plan's 100 mm grid. */
export const dragGridMm = { wall: 100, line: 50, text: 50, connector: 50, bar: 50, shelf: 10 } as const;
export type DraggedKind = keyof typeof dragGridMm;

/** Whether a drag moves this element (cubes have their own drag with neighbour snapping). */
export function isDraggable(el: Element): el is Extract<Element, { kind: DraggedKind }> {
  if (el.kind === 'bar') return el.start !== undefined && el.end !== undefined;
  return el.kind in dragGridMm;
}

/** The axes a drag of this element never changes: walls stay on the floor, shelves only rise and fall. */
export function fixedAxes(el: Element): Axis[] {
  if (el.kind === 'wall') return ['y'];
  if (el.kind === 'shelf') return ['x', 'z'];
  return [];
}

/** The point of the element that snaps: a wall's or line's or bar's start, a label's position, … */
export function anchorOf(el: Element): Vec3 | null {
  switch (el.kind) {
    case 'wall':
      return { x: el.start.x, y: 0, z: el.start.z };
    case 'line':
      return el.start;
    case 'text':
      return el.position;
    case 'connector':
      return el.at;
    case 'bar':
      return el.start ?? null;
    case 'shelf':
      return { x: 0, y: el.height, z: 0 };
    case 'cube':
      return el.position;
    default:
      return null;
  }
}

const add = (p: Vec3, d: Vec3) => ({ x: mm(p.x + d.x), y: mm(p.y + d.y), z: mm(p.z + d.z) });

/** The element moved by `d` mm (a shelf only up or down, within 1 mm of its cube's floor at least). */
export function translate(el: Element, d: Vec3): Element {
  switch (el.kind) {
    case 'cube':
      return { ...el, position: add(el.position, d) };
    case 'wall':
      return {
        ...el,
        start: { x: mm(el.start.x + d.x), z: mm(el.start.z + d.z) },
        end: { x: mm(el.end.x + d.x), z: mm(el.end.z + d.z) },
      };
    case 'line':
      return { ...el, start: add(el.start, d), end: add(el.end, d) };
    case 'text':
      return { ...el, position: add(el.position, d) };
    case 'connector':
      return { ...el, at: add(el.at, d) };
    case 'bar':
      return el.start && el.end ? { ...el, start: add(el.start, d), end: add(el.end, d) } : el;
    case 'shelf':
      return { ...el, height: mm(Math.max(1, el.height + d.y)) };
    default:
      return el;
  }
}

/**
 * The offset a drag applies: the grabbed element's anchor moved by `raw`, then snapped — to the
 * kind's grid, or, for connectors and frame bars, to a cube's edge or corner when one is within
 * reach (connectors sit on junctions, where boards meet). Fixed and `locked` axes (the one the
 * drag plane faces) do not move.
 */
export function snapOffset(el: Element, raw: Vec3, cubes: readonly Cube[] = [], locked: readonly Axis[] = []): Vec3 {
  const anchor = anchorOf(el);
  if (!anchor || !isDraggable(el)) return { x: 0, y: 0, z: 0 };
  const grid = dragGridMm[el.kind];
  const fixed = [...fixedAxes(el), ...locked];
  const edges = el.kind === 'connector' || el.kind === 'bar' ? cubeEdges(cubes) : null;
  const out: Vec3 = { x: 0, y: 0, z: 0 };
  for (const axis of ['x', 'y', 'z'] as const) {
    if (fixed.includes(axis)) continue;
    const wanted = anchor[axis] + raw[axis];
    let best = Math.round(wanted / grid) * grid;
    let bestDistance = snapDistanceMm;
    for (const edge of edges?.[axis] ?? []) {
      const d = Math.abs(edge - wanted);
      if (d < bestDistance) {
        bestDistance = d;
        best = edge;
      }
    }
    out[axis] = Math.round(best - anchor[axis]);
  }
  // Nothing goes below the floor: a label or line may touch it, no more.
  if (el.kind !== 'shelf' && el.kind !== 'wall') {
    const lowest = lowestY(el);
    if (lowest + out.y < 0) out.y = -lowest;
  }
  return out;
}

function lowestY(el: Element): number {
  if (el.kind === 'line') return Math.min(el.start.y, el.end.y);
  if (el.kind === 'bar' && el.start && el.end) return Math.min(el.start.y, el.end.y);
  return anchorOf(el)?.y ?? 0;
}

/** The planes of every cube's faces, per axis: where junctions and bar ends line up. */
function cubeEdges(cubes: readonly Cube[]): Record<Axis, number[]> {
  const out: Record<Axis, number[]> = { x: [], y: [], z: [] };
  for (const c of cubes) {
    out.x.push(c.position.x, c.position.x + c.size.width);
    out.y.push(c.position.y, c.position.y + c.size.height);
    out.z.push(c.position.z, c.position.z + c.size.depth);
  }
  return out;
}
