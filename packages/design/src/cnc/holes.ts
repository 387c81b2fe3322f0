// Where every hole of every panel is: cam locks, dowels and bolts (or steel-corner screws) at every
// joint, the connecting screws between carcasses, shelf-pin holes under each shelf, the screws of a
// hanging rail's supports, of a sliding door's tracks and of its runners. Positions are the panel's
// own drawing coordinates (see `PanelFrame`), so the DXF, the cut list and the drawings read the
// same numbers; `holeInSpace` gives a hole back in furniture space.
//
// Joints are drilled where the joinery puts them (parts/carcass.ts). Holes with some freedom — a
// shelf pin, a rail support's screws, a track screw, a connecting screw — are placed after them, at
// the wanted place or, where that would break a drilling rule (drill-rules.ts), moved along their
// line to the nearest place that keeps every rule. Their number never changes: it is what the BOM
// counts and the machining charge is for.
import type { Axis } from '../geometry/mm.ts';
import type { DesignModel } from '../model.ts';
import { carcassJunctions, type CarcassParts } from '../parts/carcass.ts';
import type { Cell } from '../parts/cell.ts';
import { drawerConflicts, drawerLayout, RUNNER_HEIGHT_MM, RUNNER_LINE_MM } from '../parts/drawers.ts';
import { doorLeaves, trackScrews } from '../parts/extras.ts';
import type { Drawers, SlidingDoor } from '../schema/elements.ts';
import { dowelZ, type Junction } from '../parts/junction.ts';
import type { Panel } from '../parts/panel.ts';
import { hostRow } from '../parts/row.ts';
import type { SeamPair } from '../parts/seams.ts';
import { sizeAlong } from '../parts/sizes.ts';
import { fits, type BoardSize } from './drill-rules.ts';
import { defaultDrilling, type DrillSpec, type Drilling } from './drilling.ts';

/**
 * Which side a hole is drilled from. `A` is the face seen in the panel's drawing, `B` the face
 * behind it, `T` a hole drilled through from face A; `EL`, `ER`, `EB`, `ET` are the left, right,
 * bottom and top edges of the drawing.
 */
export type HoleFace = 'A' | 'B' | 'T' | 'EL' | 'ER' | 'EB' | 'ET';
export type HoleUse =
  | 'cam'
  | 'bolt'
  | 'dowel'
  | 'screw'
  | 'shelfPin'
  | 'track'
  | 'runner'
  | 'rail'
  | 'connector'
  | 'confirmat'
  | 'frontScrew';

export interface Hole {
  /** Centre in the panel drawing, mm from its bottom-left corner (for an edge hole: where it enters). */
  x: number;
  y: number;
  diameter: number;
  depth: number;
  face: HoleFace;
  use: HoleUse;
  /** The fitting set a joint's hole belongs to (its cam and its bolt's bore are meant to meet). */
  set?: string;
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
  return {
    lengthAxis: panel.lengthAxis,
    widthAxis: panel.widthAxis,
    thicknessAxis,
    faceASign: cross[panel.lengthAxis + panel.widthAxis]!,
  };
}

function low(panel: Panel, axis: Axis): number {
  return panel.box[axis];
}

export function boardSize(panel: Panel): BoardSize {
  return { length: panel.length, width: panel.width, thickness: panel.thickness };
}

/** A hole drilled into a face (side = ±1: the face's outward normal along the thickness axis) at a point in furniture space. */
function faceHole(panel: Panel, point: Vec, side: number, spec: DrillSpec, use: HoleUse, set?: string): Hole {
  const f = panelFrame(panel);
  const hole: Hole = {
    x: point[f.lengthAxis] - low(panel, f.lengthAxis),
    y: point[f.widthAxis] - low(panel, f.widthAxis),
    diameter: spec.diameter,
    depth: spec.depth,
    face: side === f.faceASign ? 'A' : 'B',
    use,
  };
  if (set !== undefined) hole.set = set;
  return hole;
}

/** A hole drilled through the board, from face A. */
function throughHole(panel: Panel, point: Vec, diameter: number, use: HoleUse): Hole {
  const f = panelFrame(panel);
  return {
    x: point[f.lengthAxis] - low(panel, f.lengthAxis),
    y: point[f.widthAxis] - low(panel, f.widthAxis),
    diameter,
    depth: panel.thickness,
    face: 'T',
    use,
  };
}

/** A hole drilled into an edge: the point lies on the edge, the drill goes into the board. */
function edgeHole(panel: Panel, point: Vec, spec: DrillSpec, use: HoleUse, set?: string): Hole {
  const f = panelFrame(panel);
  const x = point[f.lengthAxis] - low(panel, f.lengthAxis);
  const y = point[f.widthAxis] - low(panel, f.widthAxis);
  const distances: [HoleFace, number][] = [
    ['EL', x],
    ['ER', panel.length - x],
    ['EB', y],
    ['ET', panel.width - y],
  ];
  const face = distances.sort((a, b) => a[1] - b[1])[0]![0];
  const hole: Hole = { x, y, diameter: spec.diameter, depth: spec.depth, face, use };
  if (set !== undefined) hole.set = set;
  return hole;
}

/** A hole in furniture space: where it enters the board, the way the drill goes, and its size. */
export interface SpaceHole {
  at: Vec;
  direction: Vec;
  diameter: number;
  depth: number;
  face: HoleFace;
  use: HoleUse;
}

export function holeInSpace(panel: Panel, hole: Hole): SpaceHole {
  const f = panelFrame(panel);
  const at: Vec = { x: 0, y: 0, z: 0 };
  const direction: Vec = { x: 0, y: 0, z: 0 };
  const thickness = sizeAlong(panel.box, f.thicknessAxis);
  at[f.lengthAxis] = low(panel, f.lengthAxis) + hole.x;
  at[f.widthAxis] = low(panel, f.widthAxis) + hole.y;
  if (hole.face === 'A' || hole.face === 'B' || hole.face === 'T') {
    // Face A looks along faceASign: it is the high side when faceASign is +1.
    const fromA = hole.face !== 'B';
    const outward = fromA ? f.faceASign : -f.faceASign;
    at[f.thicknessAxis] = low(panel, f.thicknessAxis) + (outward > 0 ? thickness : 0);
    direction[f.thicknessAxis] = -outward;
  } else {
    at[f.thicknessAxis] = low(panel, f.thicknessAxis) + thickness / 2;
    if (hole.face === 'EL') direction[f.lengthAxis] = 1;
    else if (hole.face === 'ER') direction[f.lengthAxis] = -1;
    else if (hole.face === 'EB') direction[f.widthAxis] = 1;
    else direction[f.widthAxis] = -1;
  }
  return { at, direction, diameter: hole.diameter, depth: hole.depth, face: hole.face, use: hole.use };
}

/** Holes as they are laid, board by board, with the rules' check for holes that may move. */
class Holes {
  readonly byPanel = new Map<string, Hole[]>();

  add(panel: Panel, hole: Hole): void {
    const list = this.byPanel.get(panel.id);
    if (list) list.push(hole);
    else this.byPanel.set(panel.id, [hole]);
  }

  fits(panel: Panel, hole: Hole): boolean {
    return fits(hole, this.byPanel.get(panel.id) ?? [], boardSize(panel));
  }

  /**
   * Lays a group of holes (e.g. a connecting screw's two) at the first of `offsets` where every
   * one of them keeps the rules, or at the first offset when none does (the check then says so).
   */
  place(offsets: readonly number[], make: (offset: number) => [Panel, Hole][] | undefined): void {
    let fallback: [Panel, Hole][] | undefined;
    for (const offset of offsets) {
      const group = make(offset);
      if (!group) continue;
      fallback ??= group;
      if (
        group.every(
          ([panel, hole], i) =>
            this.fits(panel, hole) &&
            group.slice(0, i).every(([p, h]) => p !== panel || fits(hole, [h], boardSize(panel))),
        )
      ) {
        for (const [panel, hole] of group) this.add(panel, hole);
        return;
      }
    }
    if (fallback) for (const [panel, hole] of fallback) this.add(panel, hole);
  }
}

/** 0, −s, +s, −2s, +2s, … up to `reach` either way. */
function steps(step: number, reach: number): number[] {
  const out = [0];
  for (let k = 1; k * step <= reach; k++) out.push(-k * step, k * step);
  return out;
}

/** Holes of every panel of the model, by panel id (panels without holes are absent). */
export function panelHoles(model: DesignModel, drilling: Drilling = defaultDrilling): Map<string, Hole[]> {
  const panels = model.panels();
  const byId = new Map<string, Panel>();
  for (const p of panels) byId.set(p.id, p);
  const holes = new Holes();
  const carcasses = model.carcasses();
  for (const parts of carcasses) {
    for (const junction of carcassJunctions(parts, model.options)) junctionHoles(junction, byId, drilling, holes);
  }
  for (const p of panels) if (p.role === 'shelf') shelfPinHoles(model, p, drilling, holes);
  for (const bar of model.bars()) {
    if (bar.cube === undefined) continue;
    const cell = model.cells.get(bar.cube);
    const sides = cell && sidesOf(model, cell);
    if (!sides) continue;
    const { start, end } = bar;
    railSupportHoles(sides[0].panel, +1, start.y, start.z, model.catalogue.rails.screwsPerSupport, drilling, holes);
    railSupportHoles(sides[1].panel, -1, end.y, end.z, model.catalogue.rails.screwsPerSupport, drilling, holes);
  }
  for (const element of model.elementList()) {
    if (element.kind === 'slidingDoor') doorHoles(model, element, panels, drilling, holes);
  }
  const refused = drawerConflicts(model.elementList());
  for (const element of model.elementList()) {
    if (element.kind === 'drawers' && !refused.has(element.id)) drawerHoles(model, element, byId, drilling, holes);
  }
  const shelves = panels.filter((p) => p.role === 'shelf');
  const boxSides = panels.filter(isBoxSide);
  for (const seam of model.seams())
    for (const pair of seam.pairs)
      connectorHoles(pair, shelves, drilling, holes, boxSides, model.catalogue.drawers.runnerSideClearanceMm);
  return holes.byPanel;
}

function junctionHoles(j: Junction, byId: Map<string, Panel>, drilling: Drilling, out: Holes): void {
  const [vId, hId] = j.joints[0]!;
  const v = byId.get(vId),
    h = byId.get(hId);
  if (!v || !h) return;
  const { dir, side } = j;
  const endY = dir > 0 ? v.box.y : v.box.y + v.box.height;
  const vFaceX = side > 0 ? v.box.x + v.box.width : v.box.x;
  j.setPositions.forEach((z, k) => {
    const set = `${j.id}#${k}`;
    if (j.system === 'camLock') {
      const c = drilling.cam;
      // The dowel one pitch toward the middle of the joint.
      const dowel = dowelZ(z, j.z0, j.z1, c.dowelOffset);
      out.add(v, faceHole(v, { x: vFaceX, y: endY + dir * c.fromEnd, z }, side, c.housing, 'cam', set));
      out.add(v, edgeHole(v, { x: j.x, y: endY, z }, c.edgeBore, 'bolt', set));
      out.add(h, faceHole(h, { x: j.x, y: j.y, z }, dir, c.bolt, 'bolt', set));
      out.add(v, edgeHole(v, { x: j.x, y: endY, z: dowel }, c.dowelEdge, 'dowel', set));
      out.add(h, faceHole(h, { x: j.x, y: j.y, z: dowel }, dir, c.dowelFace, 'dowel', set));
    } else {
      const s = drilling.steelCorner;
      for (const dz of [-s.spacing / 2, s.spacing / 2]) {
        out.add(v, faceHole(v, { x: vFaceX, y: endY + dir * s.fromCorner, z: z + dz }, side, s.pilot, 'screw', set));
        out.add(h, faceHole(h, { x: vFaceX + side * s.fromCorner, y: j.y, z: z + dz }, dir, s.pilot, 'screw', set));
      }
    }
  });
}

/** The verticals left and right of a cell: its carcass's boards in the cell's row. */
function sidesOf(
  model: DesignModel,
  cell: Cell,
): [CarcassParts['verticals'][number], CarcassParts['verticals'][number]] | undefined {
  const parts = model.partsOf(cell);
  const piece = model.layout.pieceOf(cell);
  if (!parts || !piece) return undefined;
  const row = parts.carcass.pieces.indexOf(piece);
  const j = piece.cells.indexOf(cell);
  const rowVerticals = parts.verticals.filter((v) => v.row === row);
  const left = rowVerticals[j],
    right = rowVerticals[j + 1];
  return left && right ? [left, right] : undefined;
}

/**
 * Shelf pins: half of the shelf's pins in each side board, the pin's top carrying the shelf's
 * underside, rows 32 mm apart from the front row (37 mm behind the front edge) to the
 * last one that fits under the shelf. A pin that would come too close to another hole (a joint's
 * cam, or the pin of a shelf on the board's other face at the same height) moves half a pitch.
 */
function shelfPinHoles(model: DesignModel, shelf: Panel, drilling: Drilling, out: Holes): void {
  const cell = model.cells.get(shelf.cubes[0]!);
  const sides = cell && sidesOf(model, cell);
  if (!sides) return;
  const pin = drilling.shelfPin;
  const r = pin.hole.diameter / 2;
  const y = shelf.box.y - r - 1;
  const perSide = model.catalogue.shelves.pinsPerShelf / 2;
  const zMin = shelf.box.z + r + 3,
    zMax = shelf.box.z + shelf.box.depth - r - 3;
  // The front row on the 32 mm grid from the sides' front edge, the first row under the shelf
  // (a shelf behind sliding doors stands further back); the back row as far back as `fromBack`.
  let front = sides[0].panel.box.z + sides[0].panel.box.depth - pin.fromFront;
  while (front > zMax && front - pin.pitch >= zMin) front -= pin.pitch;
  const reach = Math.max(0, Math.floor((front - shelf.box.z - pin.fromBack) / pin.pitch));
  const rows =
    perSide <= 1
      ? [front]
      : Array.from({ length: perSide }, (_, i) => front - Math.round((i * reach) / (perSide - 1)) * pin.pitch);
  for (const [v, side] of [
    [sides[0].panel, 1],
    [sides[1].panel, -1],
  ] as const) {
    const x = side > 0 ? v.box.x + v.box.width : v.box.x;
    for (const z of rows) {
      out.place(steps(drilling.step, 4 * drilling.step), (dz) => {
        const at = Math.min(zMax, Math.max(zMin, z + dz));
        return dz !== 0 && at !== z + dz ? undefined : [[v, faceHole(v, { x, y, z: at }, side, pin.hole, 'shelfPin')]];
      });
    }
  }
}

/** A hanging rail's support on a side's inner face: its screws on a circle round the rail, turned until they fit. */
function railSupportHoles(
  v: Panel,
  side: 1 | -1,
  y: number,
  z: number,
  screws: number,
  drilling: Drilling,
  out: Holes,
): void {
  if (screws <= 0) return;
  const { pilot, radius } = drilling.railSupport;
  const x = side > 0 ? v.box.x + v.box.width : v.box.x;
  out.place([0, 30, 60, 90, 120, 150], (turn) => {
    const group: [Panel, Hole][] = [];
    for (let k = 0; k < screws; k++) {
      const angle = ((90 + turn + (k * 360) / screws) * Math.PI) / 180;
      group.push([
        v,
        faceHole(
          v,
          { x, y: y + Math.round(radius * Math.sin(angle)), z: z + Math.round(radius * Math.cos(angle)) },
          side,
          pilot,
          'rail',
        ),
      ]);
    }
    return group;
  });
}

/**
 * A sliding door: across its whole opening (parts/extras.ts `doorLeaves`), its top track's screws in
 * the underside of the board over it and its bottom track's in the top face of the board under it,
 * on lines behind their front edge (the partitions inside stand back, behind the tracks); and each
 * leaf's runner screws in its back face. One screw per started `trackScrewSpacingMm` of the
 * opening's width, spread evenly from `fromEnd` in from each end of the track (the outer sides'
 * faces); a screw that would break a drilling rule moves along the track, never nearer than
 * `clearOfBoardEnd` to a side. A door over cubes of more than one carcass is refused by a rule.
 */
function doorHoles(
  model: DesignModel,
  door: SlidingDoor,
  panels: readonly Panel[],
  drilling: Drilling,
  out: Holes,
): void {
  const track = drilling.track;
  const first = hostRow(model.cells, door.cubes).cells[0];
  const opening = doorLeaves(door, model, model.index);
  const parts = first && model.partsOf(first);
  const piece = first && model.layout.pieceOf(first);
  if (opening && parts && piece) {
    const span = opening.x1 - opening.x0;
    const count = trackScrews(span, model.catalogue.doors.trackScrewSpacingMm);
    const xs =
      count <= 1
        ? [opening.x0 + Math.round(span / 2)]
        : Array.from(
            { length: count },
            (_, i) => opening.x0 + track.fromEnd + Math.round((i * (span - 2 * track.fromEnd)) / (count - 1)),
          );
    const level = parts.carcass.pieces.indexOf(piece);
    for (const side of [-1, 1] as const) {
      // side −1: the board over the opening (its underside); +1: the board under it.
      const board = parts.horizontals[level + (side < 0 ? 1 : 0)]!;
      const z = board.box.z + board.box.depth - (side < 0 ? track.topFromFront : track.bottomFromFront);
      const y = side < 0 ? board.box.y : board.box.y + board.box.height;
      for (const wanted of xs) {
        out.place(steps(drilling.step, span), (dx) => {
          const x = wanted + dx;
          if (x < opening.x0 + track.clearOfBoardEnd || x > opening.x1 - track.clearOfBoardEnd) return undefined;
          return [[board, faceHole(board, { x, y, z }, side, track.pilot, 'track')]];
        });
      }
    }
  }
  const doorId = door.id;
  const runner = drilling.runner;
  const screws = model.catalogue.doors.runnerScrewsPerLeaf;
  for (const leaf of panels) {
    if (leaf.role !== 'door' || leaf.element !== doorId) continue;
    const { x, y, width, height } = leaf.box;
    // Half the leaf's runner screws at each side edge (the first side takes an odd one), from the
    // bottom edge to the top edge: four make a top guide and a bottom roller at each side.
    [x + runner.fromSide, x + width - runner.fromSide].forEach((px, side) => {
      const count = side === 0 ? Math.ceil(screws / 2) : Math.floor(screws / 2);
      for (let k = 0; k < count; k++) {
        const py =
          count === 1
            ? y + runner.fromEdge
            : y + runner.fromEdge + Math.round((k * (height - 2 * runner.fromEdge)) / (count - 1));
        // The back face: toward the cubes (−z), where the runners sit.
        out.add(leaf, faceHole(leaf, { x: px, y: py, z: leaf.box.z }, -1, runner.pilot, 'runner'));
      }
    });
  }
}

/**
 * A cube's drawers (parts/drawers.ts `drawerLayout`, the one sizing): per drawer and side, the
 * runner's `screwsPerMember` screws in the cube's side — on the runner's centre line, the first on
 * the 37 mm line behind the side's front edge, the last near the runner's back end, one between —
 * each moved along the runner in 32 mm steps where it would break a rule (a cam's housing, a
 * neighbour's runner screw from the partition's other face); as many in the box's side, from
 * `boxFromFront` behind the box's front face; two confirmats at each corner of the box (through
 * the side, into the end of the box's front or back) and `frontScrews` screws through the box's
 * front into the back face of the drawer front.
 */
function drawerHoles(
  model: DesignModel,
  drawers: Drawers,
  byId: Map<string, Panel>,
  drilling: Drilling,
  out: Holes,
): void {
  const cell = model.cells.get(drawers.cube);
  const sides = cell && sidesOf(model, cell);
  if (!cell || !sides) return;
  const layout = drawerLayout(drawers, cell, model.inner(cell), model.index);
  const runner = layout.runner;
  if (layout.problem || !runner) return;
  const d = drilling.drawer;
  const { screwsPerMember, frontScrews } = model.catalogue.drawers;
  const along = (length: number, fromFront: number, margin: number): number[] => {
    const last = Math.max(0, Math.floor((length - fromFront - margin) / d.pitch));
    const ks =
      screwsPerMember === 1
        ? [0]
        : Array.from({ length: screwsPerMember }, (_, i) => Math.round((i * last) / (screwsPerMember - 1)));
    return ks.map((k) => fromFront + k * d.pitch);
  };
  const front = sides[0].panel.box.z + sides[0].panel.box.depth;
  layout.drawers.forEach((p, i) => {
    const part = (name: string) => byId.get(`${name}|${drawers.id}|${i + 1}`);
    // The cube's sides: the cabinet members.
    for (const [v, side] of [
      [sides[0].panel, 1],
      [sides[1].panel, -1],
    ] as const) {
      const x = side > 0 ? v.box.x + v.box.width : v.box.x;
      for (const back of along(runner.lengthMm + (front - p.z1), d.fromFront, 20)) {
        out.place([0, -d.pitch, d.pitch, -2 * d.pitch, 2 * d.pitch], (dz) => {
          const z = front - back + dz;
          if (z > p.z1 - 10 || z < p.z0 + 10) return undefined;
          return [[v, faceHole(v, { x, y: p.runnerY, z }, side, d.pilot, 'runner')]];
        });
      }
    }
    const left = part('KL'),
      right = part('KR'),
      boxFront = part('KF'),
      boxBack = part('KB'),
      drawerFront = part('F');
    if (!left || !right || !boxFront || !boxBack || !drawerFront) return;
    const ys = [p.sideY0 + d.fromEdge, p.sideY1 - d.fromEdge];
    for (const [s, outward] of [
      [left, -1],
      [right, 1],
    ] as const) {
      // The drawer members on the sides' outer faces.
      const x = outward > 0 ? s.box.x + s.box.width : s.box.x;
      for (const back of along(runner.lengthMm, d.boxFromFront, 35))
        out.add(s, faceHole(s, { x, y: p.runnerY, z: p.z1 - back }, outward, d.pilot, 'runner'));
      // Confirmats: through the side at the middle of the box's front and back, into their ends.
      for (const end of [boxFront, boxBack]) {
        const z = end.box.z + end.box.depth / 2;
        const endX = outward > 0 ? end.box.x + end.box.width : end.box.x;
        for (const y of ys) {
          out.add(s, throughHole(s, { x, y, z }, d.confirmatThrough, 'confirmat'));
          out.add(end, edgeHole(end, { x: endX, y, z }, d.confirmatBore, 'confirmat'));
        }
      }
    }
    // Front screws: through the box's front, into the drawer front's back face.
    const bf = boxFront.box;
    const xs = [bf.x + d.frontScrewFromEnd, bf.x + bf.width - d.frontScrewFromEnd];
    const rows = frontScrews / 2;
    const fy =
      rows === 1
        ? [Math.round((p.sideY0 + p.sideY1) / 2)]
        : Array.from({ length: rows }, (_, k) => Math.round(ys[0]! + (k * (ys[1]! - ys[0]!)) / (rows - 1)));
    for (const x of xs) {
      for (const y of fy) {
        out.add(boxFront, throughHole(boxFront, { x, y, z: bf.z }, d.frontScrewThrough, 'frontScrew'));
        out.add(
          drawerFront,
          faceHole(drawerFront, { x, y, z: drawerFront.box.z }, -1, d.frontScrewPilot, 'frontScrew'),
        );
      }
    }
  });
}

/** A drawer box's side: its runner on its outer face, where a connecting screw's head would be in the way. */
function isBoxSide(p: Panel): boolean {
  return p.role === 'drawerBox' && p.lengthAxis === 'z';
}

/** Heights a connecting screw's head keeps clear of beside a drawer box's side: its runner, with 3 mm to spare. */
export function runnerZone(side: Panel, drilling: Drilling): [number, number] {
  const y = side.box.y + RUNNER_LINE_MM,
    half = drilling.carcassConnector.head / 2;
  return [y - RUNNER_HEIGHT_MM / 2 - half - 3, y + RUNNER_HEIGHT_MM / 2 + half + 3];
}

/** Whether a drawer box's side runs beside a vertical's face, `gap` (its runner's side space) from it. */
export function boxSideAgainst(side: Panel, v: Panel, gap: number): boolean {
  const s = side.box,
    b = v.box;
  const beside =
    (s.x + s.width <= b.x && b.x - (s.x + s.width) <= gap + 3) ||
    (s.x >= b.x + b.width && s.x - (b.x + b.width) <= gap + 3);
  return beside && s.y < b.y + b.height && b.y < s.y + s.height && s.z < b.z + b.depth && b.z < s.z + s.depth;
}

/** Whether a shelf rests against a vertical's face (its end within 3 mm of it, beside it). */
export function shelfAgainst(shelf: Panel, v: Panel): boolean {
  const s = shelf.box,
    b = v.box;
  const beside =
    (s.x + s.width <= b.x && b.x - (s.x + s.width) <= 3) || (s.x >= b.x + b.width && s.x - (b.x + b.width) <= 3);
  return beside && s.y < b.y + b.height && b.y < s.y + s.height && s.z < b.z + b.depth && b.z < s.z + s.depth;
}

/** Heights (y) where a connecting screw's head would meet a shelf or the pins under it, with 3 mm to spare. */
export function shelfZone(shelf: Panel, drilling: Drilling): [number, number] {
  const half = drilling.carcassConnector.head / 2;
  // The pin's hole: centred 1 mm and a radius under the shelf (shelfPinHoles).
  return [shelf.box.y - drilling.shelfPin.hole.diameter - 1 - half - 3, shelf.box.y + shelf.box.height + half + 3];
}

/**
 * Connecting screws of a seam: rows along the seam, a column near the front and one near the back,
 * each drilled through both boards at one place, clear of the boards' other holes, (between
 * stacked carcasses) of the boards standing on or hanging under them, where the screw's head and
 * sleeve could not be reached, and (side by side) of the shelves resting on the two sides and
 * their pins, where the heads would be in the way.
 */
function connectorHoles(
  pair: SeamPair,
  shelves: readonly Panel[],
  drilling: Drilling,
  out: Holes,
  boxSides: readonly Panel[] = [],
  sideSpace = 13,
): void {
  const { a, b, axis, at, from, to, z0, z1, rows, columns } = pair;
  const c = drilling.carcassConnector;
  const r = c.diameter / 2;
  const zs = columns === 2 ? [z1 - c.fromEdge, z0 + c.fromEdge] : [Math.round((z0 + z1) / 2)];
  const blocked: [number, number][] = [];
  // Side by side: the heads on the two sides' inner faces keep clear of the shelves resting there
  // and of their pins (carpenter's review, defect c).
  if (axis === 'x')
    for (const s of shelves) if (shelfAgainst(s, a) || shelfAgainst(s, b)) blocked.push(shelfZone(s, drilling));
  // … and of the drawers' runners on those faces (issue 22).
  if (axis === 'x')
    for (const s of boxSides)
      if (boxSideAgainst(s, a, sideSpace) || boxSideAgainst(s, b, sideSpace)) blocked.push(runnerZone(s, drilling));
  if (axis === 'y') {
    // The lower carcass's top row hangs under `a`, the upper carcass's bottom row stands on `b`.
    const lower = pair.aParts,
      upper = pair.bParts;
    const hanging = lower.verticals.filter((v) => v.row === lower.carcass.pieces.length - 1);
    const standing = upper.verticals.filter((v) => v.row === 0);
    for (const v of [...hanging, ...standing]) {
      const box = v.panel.box;
      if (box.x < to && from < box.x + box.width) blocked.push([box.x - 10, box.x + box.width + 10]);
    }
  }
  for (let k = 0; k < rows; k++) {
    const wanted = Math.round(from + ((k + 0.5) * (to - from)) / rows);
    for (const z of zs) {
      // On the 16 mm steps first; where shelves, their pins and a steel corner's screws leave no
      // step free (a 200 mm cube with shelves beside a corner bracket), at the nearest free millimetre.
      out.place([...steps(drilling.step, to - from), ...steps(1, to - from)], (d) => {
        const s = wanted + d;
        if (s - r - 3 < from || s + r + 3 > to || blocked.some(([p, q]) => p < s && s < q)) return undefined;
        const point = axis === 'x' ? { x: at, y: s, z } : { x: s, y: at, z };
        return [
          [a, throughHole(a, point, c.diameter, 'connector')],
          [b, throughHole(b, point, c.diameter, 'connector')],
        ];
      });
    }
  }
}
