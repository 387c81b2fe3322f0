// How the carcasses hold together and stand (carpenter's review, defect e):
//
// - `contact_not_joined` (warning): two carcasses touch side by side or one on the other, but over
//   less than the 100 × 100 mm the connecting screws need (parts/seams.ts), so nothing joins them:
//   the customer would see one piece of furniture where the workshop delivers two loose ones.
//   Carcasses back to back are never screwed (their backs are between them) and are not reported.
// - `unit_tips` (error): a rigid body — carcasses screwed together — with everything resting on it
//   has its centre of mass outside what holds it up (the floor under its cubes standing on it, or
//   the tops of the cubes it rests on), across or in depth: it tips over. Masses are the cubes'
//   boards: a cube of w × h × d counts 2 (w d + h d), its horizontals and sides.
import { restsOn } from '../geometry/contact.ts';
import type { DesignModel } from '../model.ts';
import type { Cell } from '../parts/cell.ts';
import type { Carcass } from '../parts/layout.ts';
import { finding, type Finding } from '../findings/finding.ts';

/** A tolerance for rounding, mm: a centre of mass exactly over an edge stands. */
const EDGE_MM = 0.5;

export function supportFindings(model: DesignModel): Finding[] {
  const findings: Finding[] = [];
  const carcasses = [...model.layout.carcasses.values()];
  const n = carcasses.length;
  const index = new Map<Carcass, number>();
  carcasses.forEach((k, i) => index.set(k, i));
  // Bodies: carcasses screwed together (union–find on their indexes).
  const parent = carcasses.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  // Per carcass: mass and moments of its cubes, the floor under it, and its contacts with others.
  const mass = new Float64Array(n),
    mx = new Float64Array(n),
    mz = new Float64Array(n);
  const cross: { k: number; q: number; cell: Cell; other: Cell }[] = [];
  const reported = new Set<string>();
  carcasses.forEach((k, i) => {
    let sm = 0,
      sx = 0,
      sz = 0;
    for (const piece of k.pieces) {
      for (const c of piece.cells) {
        const w = c.x1 - c.x0,
          h = c.y1 - c.y0,
          d = c.z1 - c.z0;
        const m = 2 * (w * d + h * d);
        sm += m;
        sx += (m * (c.x0 + c.x1)) / 2;
        sz += (m * (c.z0 + c.z1)) / 2;
        for (const other of c.contacts) {
          // A carcass is a full rectangle of its cubes: a contact inside its bounds is its own.
          if (
            other.x0 >= k.x0 &&
            other.x1 <= k.x1 &&
            other.y0 >= k.y0 &&
            other.y1 <= k.y1 &&
            other.z0 >= k.z0 &&
            other.z1 <= k.z1
          )
            continue;
          const q = model.layout.carcassOf(other);
          const j = q === undefined ? undefined : index.get(q);
          if (j === undefined || j === i) continue;
          cross.push({ k: i, q: j, cell: c, other });
        }
      }
    }
    mass[i] = sm;
    mx[i] = sx;
    mz[i] = sz;
  });
  for (const { k, q, cell, other } of cross) {
    if (k > q || besideOrOn(cell, other) === 'behind') continue;
    if (model.joined(carcasses[k]!, carcasses[q]!)) parent[root(k)] = root(q);
    else if (!reported.has(`${k}+${q}`)) {
      reported.add(`${k}+${q}`);
      findings.push(finding('contact_not_joined', 'warning', [cell.id, other.id], { a: cell.id, b: other.id }));
    }
  }

  // Bodies: their mass, what holds each up, and which rest on which.
  const body = carcasses.map((_, i) => root(i));
  const bm = new Float64Array(n),
    bx = new Float64Array(n),
    bz = new Float64Array(n);
  const hold = Array.from({ length: n }, () => [Infinity, -Infinity, Infinity, -Infinity]);
  const held = (b: number, x0: number, x1: number, z0: number, z1: number) => {
    const r = hold[b]!;
    r[0] = Math.min(r[0]!, x0);
    r[1] = Math.max(r[1]!, x1);
    r[2] = Math.min(r[2]!, z0);
    r[3] = Math.max(r[3]!, z1);
  };
  carcasses.forEach((k, i) => {
    const b = body[i]!;
    bm[b] = bm[b]! + mass[i]!;
    bx[b] = bx[b]! + mx[i]!;
    bz[b] = bz[b]! + mz[i]!;
    if (k.y0 === 0) for (const c of k.pieces[0]!.cells) held(b, c.x0, c.x1, c.z0, c.z1);
  });
  const above: Set<number>[] = Array.from({ length: n }, () => new Set());
  for (const { k, q, cell, other } of cross) {
    const up = body[k]!,
      down = body[q]!;
    if (up === down || !restsOn(cell.box, other.box)) continue;
    held(
      up,
      Math.max(cell.x0, other.x0),
      Math.min(cell.x1, other.x1),
      Math.max(cell.z0, other.z0),
      Math.min(cell.z1, other.z1),
    );
    above[down]!.add(up);
  }

  for (let b = 0; b < n; b++) {
    if (body[b] !== b) continue;
    const [x0, x1, z0, z1] = hold[b]!;
    if (x0! > x1!) continue; // floating: the placement rules say so
    // The load: the body and everything resting on it, however high.
    const load = new Set([b]);
    for (const l of load) for (const up of above[l]!) load.add(up);
    let m = 0,
      sx = 0,
      sz = 0;
    for (const l of load) {
      m += bm[l]!;
      sx += bx[l]!;
      sz += bz[l]!;
    }
    const cx = sx / m,
      cz = sz / m;
    if (cx < x0! - EDGE_MM || cx > x1! + EDGE_MM || cz < z0! - EDGE_MM || cz > z1! + EDGE_MM) {
      const cubes = carcasses
        .flatMap((k, i) => (body[i] === b ? k.pieces.flatMap((p) => p.cells.map((c) => c.id)) : []))
        .sort();
      findings.push(finding('unit_tips', 'error', cubes, { id: cubes[0]! }));
    }
  }
  return findings;
}

/** How two touching cells meet: side by side (x), one on the other (y), or back to back (z). */
function besideOrOn(a: Cell, b: Cell): 'beside' | 'on' | 'behind' {
  if (a.x1 === b.x0 || b.x1 === a.x0) return 'beside';
  if (a.y1 === b.y0 || b.y1 === a.y0) return 'on';
  return 'behind';
}
