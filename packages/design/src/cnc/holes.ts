// Where every hole of every panel is: cam locks, dowels and bolts (or steel-corner screws) along
// the junctions, and shelf-pin holes under each shelf. Positions are the panel's own drawing
// coordinates (see `PanelFrame`), so the DXF, the cut list and the drawings read the same numbers.
import type { Axis } from '../geometry/mm.ts';
import type { DesignModel } from '../model.ts';
import type { Junction } from '../parts/junction.ts';
import type { Panel } from '../parts/panel.ts';
import { defaultDrilling, type DrillSpec, type Drilling } from './drilling.ts';

/**
 * Which side a hole is drilled from. `A` is the face seen in the panel's drawing, `B` the face
 * behind it; `EL`, `ER`, `EB`, `ET` are the left, right, bottom and top edges of the drawing.
 */
export type HoleFace = 'A' | 'B' | 'EL' | 'ER' | 'EB' | 'ET';
export type HoleUse = 'cam' | 'bolt' | 'dowel' | 'screw' | 'shelfPin';

export interface Hole {
  /** Centre in the panel drawing, mm from its bottom-left corner (for an edge hole: where it enters). */
  x: number;
  y: number;
  diameter: number;
  depth: number;
  face: HoleFace;
  use: HoleUse;
}

type Vec = Record<Axis, number>;

/**
 * A panel's drawing frame: x along its length (the grain), y along its width, face A toward the
 * viewer. A is the side on which (length axis, width axis, normal) is right-handed, so the drawing
 * is never a mirror image of the board.
 */
export interface PanelFrame {
  lengthAxis: Axis;
  widthAxis: Axis;
  thicknessAxis: Axis;
  /** +1 when face A looks along +thicknessAxis, −1 when along −thicknessAxis. */
  faceASign: 1 | -1;
}

const cross: Record<string, 1 | -1> = { xy: 1, yz: 1, zx: 1, yx: -1, zy: -1, xz: -1 };

export function panelFrame(panel: Panel): PanelFrame {
  const thicknessAxis = (['x', 'y', 'z'] as const).find((a) => a !== panel.lengthAxis && a !== panel.widthAxis)!;
  return { lengthAxis: panel.lengthAxis, widthAxis: panel.widthAxis, thicknessAxis, faceASign: cross[panel.lengthAxis + panel.widthAxis]! };
}

function low(panel: Panel, axis: Axis): number {
  return panel.box[axis];
}
function size(panel: Panel, axis: Axis): number {
  return axis === 'x' ? panel.box.width : axis === 'y' ? panel.box.height : panel.box.depth;
}
function centre(panel: Panel, axis: Axis): number {
  return low(panel, axis) + size(panel, axis) / 2;
}

/** A hole drilled into a face (side = ±1 along the thickness axis) at a point in furniture space. */
function faceHole(panel: Panel, point: Vec, side: number, spec: DrillSpec, use: HoleUse): Hole {
  const f = panelFrame(panel);
  return {
    x: point[f.lengthAxis] - low(panel, f.lengthAxis),
    y: point[f.widthAxis] - low(panel, f.widthAxis),
    diameter: spec.diameter, depth: spec.depth,
    face: side === f.faceASign ? 'A' : 'B', use,
  };
}

/** A hole drilled into an edge: the point lies on the edge, the drill goes into the board. */
function edgeHole(panel: Panel, point: Vec, spec: DrillSpec, use: HoleUse): Hole {
  const f = panelFrame(panel);
  const x = point[f.lengthAxis] - low(panel, f.lengthAxis);
  const y = point[f.widthAxis] - low(panel, f.widthAxis);
  const length = size(panel, f.lengthAxis);
  const width = size(panel, f.widthAxis);
  const distances: [HoleFace, number][] = [['EL', x], ['ER', length - x], ['EB', y], ['ET', width - y]];
  const face = distances.sort((a, b) => a[1] - b[1])[0]![0];
  return { x, y, diameter: spec.diameter, depth: spec.depth, face, use };
}

function add(map: Map<string, Hole[]>, panel: Panel, hole: Hole): void {
  const list = map.get(panel.id);
  if (list) list.push(hole);
  else map.set(panel.id, [hole]);
}

/** Holes of every panel of the model, by panel id (panels without holes are absent). */
export function panelHoles(model: DesignModel, drilling: Drilling = defaultDrilling, panels: readonly Panel[] = model.panels()): Map<string, Hole[]> {
  const byId = new Map<string, Panel>();
  for (const p of panels) byId.set(p.id, p);
  const holes = new Map<string, Hole[]>();
  for (const junction of model.junctions()) junctionHoles(junction, byId, drilling, holes);
  shelfPinHoles(panels, drilling, holes);
  return holes;
}

function junctionHoles(junction: Junction, byId: Map<string, Panel>, drilling: Drilling, out: Map<string, Hole[]>): void {
  for (const [vId, hId] of junction.joints) {
    const v = byId.get(vId);
    const h = byId.get(hId);
    if (!v || !h) continue;
    const vTop = v.box.y + v.box.height;
    const hTop = h.box.y + h.box.height;
    // +1: the vertical stands on the horizontal; −1: the horizontal lies on the vertical.
    const dir = Math.abs(v.box.y - hTop) <= 1 ? 1 : Math.abs(vTop - h.box.y) <= 1 ? -1 : 0;
    if (dir === 0) continue;
    const endY = dir > 0 ? v.box.y : vTop;
    const hFaceY = dir > 0 ? hTop : h.box.y;
    // Fittings go on the side of the vertical where the horizontal board lies (inside the cube).
    const side = centre(h, 'x') >= centre(v, 'x') ? 1 : -1;
    const vFaceX = side > 0 ? v.box.x + v.box.width : v.box.x;
    // Where the vertical's end rests on this horizontal (half of it when a partition stands on two).
    const vMidX = (Math.max(v.box.x, h.box.x) + Math.min(v.box.x + v.box.width, h.box.x + h.box.width)) / 2;
    const zMin = v.box.z;
    const zMax = v.box.z + v.box.depth;
    // Where boards meet from opposite sides (a partition between two horizontals, a horizontal
    // between the row below and the row above), one of the two joints takes the other positions,
    // so holes drilled from the two faces of a board never meet inside it.
    const swap = side * dir < 0;
    for (const z of junction.setPositions) {
      if (z < zMin || z > zMax) continue;
      if (junction.system === 'camLock') {
        const c = drilling.cam;
        // The dowel one pitch toward the middle of the joint, so it stays on the board; a swapped
        // joint moves its cam and dowel two pitches further in (64 mm on the 32 mm grid).
        const dz = z + c.dowelOffset <= zMax - c.dowelOffset ? c.dowelOffset : -c.dowelOffset;
        const camZ = swap ? z + 2 * dz : z;
        const dowelZ = camZ + dz;
        add(out, v, faceHole(v, { x: vFaceX, y: endY + dir * c.fromEnd, z: camZ }, side, c.housing, 'cam'));
        add(out, v, edgeHole(v, { x: vMidX, y: endY, z: camZ }, c.edgeBore, 'bolt'));
        add(out, h, faceHole(h, { x: vMidX, y: hFaceY, z: camZ }, dir, c.bolt, 'bolt'));
        add(out, v, edgeHole(v, { x: vMidX, y: endY, z: dowelZ }, c.dowelEdge, 'dowel'));
        add(out, h, faceHole(h, { x: vMidX, y: hFaceY, z: dowelZ }, dir, c.dowelFace, 'dowel'));
      } else {
        const s = drilling.steelCorner;
        // Swapped joints' corners sit two screw spacings along, clear of the other side's screws.
        const shift = !swap ? 0 : z + 2.5 * s.spacing <= zMax ? 2 * s.spacing : -2 * s.spacing;
        for (const dz of [shift - s.spacing / 2, shift + s.spacing / 2]) {
          add(out, v, faceHole(v, { x: vFaceX, y: endY + dir * s.fromCorner, z: z + dz }, side, s.pilot, 'screw'));
          add(out, h, faceHole(h, { x: vFaceX + side * s.fromCorner, y: hFaceY, z: z + dz }, dir, s.pilot, 'screw'));
        }
      }
    }
  }
}

/** Two rows of shelf-pin holes in each side board under every shelf, on the System 32 grid from the front. */
function shelfPinHoles(panels: readonly Panel[], drilling: Drilling, out: Map<string, Hole[]>): void {
  const shelves = panels.filter((p) => p.role === 'shelf');
  if (shelves.length === 0) return;
  const byFace = new Map<number, Panel[]>();
  for (const p of panels) {
    if (p.role !== 'vertical') continue;
    for (const x of [p.box.x, p.box.x + p.box.width]) byFace.set(x, [...(byFace.get(x) ?? []), p]);
  }
  const pin = drilling.shelfPin;
  for (const shelf of shelves) {
    const y = shelf.box.y - pin.hole.diameter / 2 - 1; // the pin's top carries the shelf's underside
    for (const [x, side] of [[shelf.box.x, 1], [shelf.box.x + shelf.box.width, -1]] as const) {
      const v = (byFace.get(x) ?? []).find((p) => p.box.y < y && y < p.box.y + p.box.height && p.box.z < shelf.box.z + shelf.box.depth && shelf.box.z < p.box.z + p.box.depth);
      if (!v) continue;
      const front = v.box.z + v.box.depth - pin.fromFront;
      const rows = Math.max(1, Math.floor((shelf.box.depth - 2 * pin.fromFront) / pin.pitch));
      const back = front - rows * pin.pitch;
      for (const z of back > v.box.z ? [front, back] : [front]) add(out, v, faceHole(v, { x, y, z }, side, pin.hole, 'shelfPin'));
    }
  }
}
