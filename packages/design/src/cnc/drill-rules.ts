// The drilling rules a board must keep, hole by hole and pair by pair (README.md, "Drilling rules").
// Board coordinates are the panel drawing's: x along the length (0…L), y along the width (0…W),
// and depth into the board from face A (0) to face B (T).
//
// 1. Every hole lies inside its board, its rim at least 3 mm from every edge. An edge bore is
//    centred in the thickness with at least 3 mm of wall to each face, its rim 3 mm from the ends
//    of its edge, and stops 3 mm short of the opposite edge.
// 2. At least 3 mm of material between any two holes on a face or an edge.
// 3. Holes from face A and face B never meet: where their circles come within 3 mm of each other,
//    3 mm of material stays between their bottoms.
// 4. A face hole never goes through (3 mm stay under its bottom), unless it is a through hole on
//    purpose (face `T`, the connecting screw between carcasses), which keeps 3 mm from every hole
//    of either face.
// 5. An edge bore meets no face hole, except the cam housing of its own fitting set: that is how a
//    cam lock works (the bolt's head reaches the cam through the bore).
import type { Hole } from './holes.ts';

export const MIN_WEB_MM = 3;

export interface BoardSize {
  length: number;
  width: number;
  thickness: number;
}

export type RuleCode =
  'hole_outside' | 'hole_near_edge' | 'edge_bore_wall' | 'hole_through' | 'holes_too_close' | 'holes_meet';

const isEdge = (h: Hole) => h.face !== 'A' && h.face !== 'B' && h.face !== 'T';

/** The depth a hole takes in the board's thickness, from face A. */
function depthRange(h: Hole, t: number): [number, number] {
  if (h.face === 'A') return [0, h.depth];
  if (h.face === 'B') return [t - h.depth, t];
  if (h.face === 'T') return [0, t];
  return [t / 2 - h.diameter / 2, t / 2 + h.diameter / 2];
}

/** An edge bore's footprint in the board's plane: x0, x1, y0, y1. */
function footprint(h: Hole, b: BoardSize): [number, number, number, number] {
  const r = h.diameter / 2;
  switch (h.face) {
    case 'EL':
      return [0, h.depth, h.y - r, h.y + r];
    case 'ER':
      return [b.length - h.depth, b.length, h.y - r, h.y + r];
    case 'EB':
      return [h.x - r, h.x + r, 0, h.depth];
    default:
      return [h.x - r, h.x + r, b.width - h.depth, b.width];
  }
}

function rectGap(a: [number, number, number, number], b: [number, number, number, number]): number {
  const dx = Math.max(0, b[0] - a[1], a[0] - b[1]);
  const dy = Math.max(0, b[2] - a[3], a[2] - b[3]);
  return Math.hypot(dx, dy);
}

/** What is wrong with one hole on its own, or undefined. */
export function holeFault(h: Hole, b: BoardSize): RuleCode | undefined {
  const r = h.diameter / 2;
  if (!isEdge(h)) {
    if (h.x < 0 || h.x > b.length || h.y < 0 || h.y > b.width) return 'hole_outside';
    if (
      h.x - r < MIN_WEB_MM ||
      b.length - h.x - r < MIN_WEB_MM ||
      h.y - r < MIN_WEB_MM ||
      b.width - h.y - r < MIN_WEB_MM
    )
      return 'hole_near_edge';
    if (h.face === 'T' ? h.depth !== b.thickness : h.depth > b.thickness - MIN_WEB_MM) return 'hole_through';
    return undefined;
  }
  const along = h.face === 'EL' || h.face === 'ER' ? h.y : h.x;
  const edge = h.face === 'EL' || h.face === 'ER' ? b.width : b.length;
  const inward = h.face === 'EL' || h.face === 'ER' ? b.length : b.width;
  const onEdge =
    h.face === 'EL' ? h.x === 0 : h.face === 'ER' ? h.x === b.length : h.face === 'EB' ? h.y === 0 : h.y === b.width;
  if (!onEdge || along < 0 || along > edge) return 'hole_outside';
  if ((b.thickness - h.diameter) / 2 < MIN_WEB_MM) return 'edge_bore_wall';
  if (along - r < MIN_WEB_MM || edge - along - r < MIN_WEB_MM || h.depth > inward - MIN_WEB_MM) return 'hole_near_edge';
  return undefined;
}

/** What is wrong with two holes of one board together, or undefined. */
export function pairFault(p: Hole, q: Hole, b: BoardSize): RuleCode | undefined {
  const pe = isEdge(p),
    qe = isEdge(q);
  const [p0, p1] = depthRange(p, b.thickness),
    [q0, q1] = depthRange(q, b.thickness);
  const depthGap = Math.max(q0 - p1, p0 - q1);
  if (!pe && !qe) {
    const plane = Math.hypot(p.x - q.x, p.y - q.y) - p.diameter / 2 - q.diameter / 2;
    if (plane >= MIN_WEB_MM) return undefined;
    if (depthGap >= MIN_WEB_MM) return undefined;
    // On one face (or a through hole against anything) they stand too close; from the two faces they meet.
    return p.face === q.face || p.face === 'T' || q.face === 'T' ? 'holes_too_close' : 'holes_meet';
  }
  if (pe && qe) return rectGap(footprint(p, b), footprint(q, b)) >= MIN_WEB_MM ? undefined : 'holes_too_close';
  const [edge, face] = pe ? [p, q] : [q, p];
  if (edge.set !== undefined && edge.set === face.set && edge.use === 'bolt' && face.use === 'cam') return undefined;
  const [x0, x1, y0, y1] = footprint(edge, b);
  const plane =
    Math.hypot(Math.max(0, x0 - face.x, face.x - x1), Math.max(0, y0 - face.y, face.y - y1)) - face.diameter / 2;
  if (plane >= MIN_WEB_MM || depthGap >= MIN_WEB_MM) return undefined;
  return 'holes_meet';
}

/** Whether a hole can join a board's holes without breaking a rule. */
export function fits(h: Hole, holes: readonly Hole[], b: BoardSize): boolean {
  if (holeFault(h, b)) return false;
  for (const other of holes) if (pairFault(h, other, b)) return false;
  return true;
}
