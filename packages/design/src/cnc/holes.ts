// Where every hole of every panel is: cam locks, dowels and bolts (or steel-corner screws) along
// the junctions, shelf-pin holes under each shelf, and the screws of a sliding door's tracks and
// runners. Positions are the panel's own drawing
// coordinates (see `PanelFrame`), so the DXF, the cut list and the drawings read the same numbers.
import type { Axis } from '../geometry/mm.ts';
import type { DesignModel } from '../model.ts';
import type { Junction } from '../parts/junction.ts';
import { hostRow } from '../parts/row.ts';
import type { Panel } from '../parts/panel.ts';
import { defaultDrilling, type DrillSpec, type Drilling } from './drilling.ts';

/**
 * Which side a hole is drilled from. `A` is the face seen in the panel's drawing, `B` the face
 * behind it; `EL`, `ER`, `EB`, `ET` are the left, right, bottom and top edges of the drawing.
 */
export type HoleFace = 'A' | 'B' | 'EL' | 'ER' | 'EB' | 'ET';
export type HoleUse = 'cam' | 'bolt' | 'dowel' | 'screw' | 'shelfPin' | 'track' | 'runner';

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
  for (const element of model.elementList()) {
    if (element.kind === 'slidingDoor') doorHoles(model, element.id, element.cubes, panels, drilling, holes);
  }
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

/**
 * A sliding door: its top track's screws in the underside of the row's top boards and its bottom
 * track's in the top face of the bottom boards, on lines behind their front edge; and
 * each leaf's four runner screws in its back face. One screw per started `pitch` of track, spread
 * evenly from `fromEnd` in from each end; a screw that would fall where no board is (at a
 * partition) or near a board's end moves along the track to the nearest place that has one.
 */
function doorHoles(model: DesignModel, doorId: string, cubes: readonly string[], panels: readonly Panel[], drilling: Drilling, out: Map<string, Hole[]>): void {
  const row = hostRow(model.carcass.cells, cubes);
  const first = row.cells[0];
  const last = row.cells[row.cells.length - 1];
  if (!first || !last) return;
  const track = drilling.track;
  const x0 = first.x0, span = last.x1 - first.x0;
  const count = Math.ceil(span / track.pitch);
  const xs = count <= 1 ? [x0 + span / 2] : Array.from({ length: count }, (_, i) => x0 + track.fromEnd + Math.round((i * (span - 2 * track.fromEnd)) / (count - 1)));
  const inners = row.cells.map((cell) => model.carcass.inner(cell));
  const horizontals = panels.filter((p) => p.role === 'horizontal');
  for (const side of [-1, 1] as const) {
    const z = first.z1 - (side < 0 ? track.topFromFront : track.bottomFromFront);
    // side −1: the top boards (underside at the cubes' inside top); +1: the bottom boards.
    const boards = horizontals.filter((p) => {
      const face = side < 0 ? p.box.y : p.box.y + p.box.height;
      return inners.some((inner) => Math.abs(face - (side < 0 ? inner.y1 : inner.y0)) <= 1 && p.box.x < inner.x1 && inner.x0 < p.box.x + p.box.width)
        && p.box.z < z && z < p.box.z + p.box.depth;
    });
    if (boards.length === 0) continue;
    for (const wanted of xs) {
      const place = nearestOnBoards(boards, wanted, track.clearOfBoardEnd);
      if (!place) continue;
      const y = side < 0 ? place.board.box.y : place.board.box.y + place.board.box.height;
      add(out, place.board, faceHole(place.board, { x: place.x, y, z }, side, track.pilot, 'track'));
    }
  }
  const runner = drilling.runner;
  for (const leaf of panels) {
    if (leaf.role !== 'door' || leaf.element !== doorId) continue;
    const { x, y, width, height } = leaf.box;
    for (const px of [x + runner.fromSide, x + width - runner.fromSide]) {
      for (const py of [y + runner.fromEdge, y + height - runner.fromEdge]) {
        // The back face: toward the cubes (−z), where the runners sit.
        add(out, leaf, faceHole(leaf, { x: px, y: py, z: leaf.box.z }, -1, runner.pilot, 'runner'));
      }
    }
  }
}

/** The board and the x nearest to `x` at least `clear` in from one of the boards' ends. */
function nearestOnBoards(boards: readonly Panel[], x: number, clear: number): { board: Panel; x: number } | undefined {
  let best: { board: Panel; x: number } | undefined;
  for (const board of boards) {
    const lo = board.box.x + clear, hi = board.box.x + board.box.width - clear;
    if (lo > hi) continue;
    const at = Math.min(hi, Math.max(lo, x));
    if (!best || Math.abs(at - x) < Math.abs(best.x - x) || (Math.abs(at - x) === Math.abs(best.x - x) && board.id < best.board.id)) best = { board, x: at };
  }
  return best;
}
