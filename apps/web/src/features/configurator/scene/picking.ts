// What a pointer hit means: the face of a box a normal points out of, or a ray enters through.
import type { Face } from '../editor/commands.ts';

/** The face of an axis-aligned box a (local, unscaled) normal points out of. */
export function faceOf(normal: { x: number; y: number; z: number }): Face {
  const ax = Math.abs(normal.x),
    ay = Math.abs(normal.y),
    az = Math.abs(normal.z);
  if (ax >= ay && ax >= az) return normal.x > 0 ? 'right' : 'left';
  if (ay >= az) return normal.y > 0 ? 'top' : 'bottom';
  return normal.z > 0 ? 'front' : 'back';
}

/**
 * Where a ray enters an axis-aligned box (slab method): the distance and the face it crosses, or
 * null when it misses. A ray starting inside enters at distance 0 through no face.
 */
export function rayEntersBox(
  origin: { x: number; y: number; z: number },
  dir: { x: number; y: number; z: number },
  min: { x: number; y: number; z: number },
  max: { x: number; y: number; z: number },
): { t: number; face: Face | null } | null {
  let tNear = -Infinity,
    tFar = Infinity;
  let face: Face | null = null;
  for (const axis of ['x', 'y', 'z'] as const) {
    const o = origin[axis],
      d = dir[axis];
    if (Math.abs(d) < 1e-12) {
      if (o < min[axis] || o > max[axis]) return null;
      continue;
    }
    const t1 = (min[axis] - o) / d,
      t2 = (max[axis] - o) / d;
    const enter = Math.min(t1, t2),
      exit = Math.max(t1, t2);
    if (enter > tNear) {
      tNear = enter;
      face =
        axis === 'x'
          ? d > 0
            ? 'left'
            : 'right'
          : axis === 'y'
            ? d > 0
              ? 'bottom'
              : 'top'
            : d > 0
              ? 'back'
              : 'front';
    }
    tFar = Math.min(tFar, exit);
  }
  if (tNear > tFar || tFar < 0) return null;
  return tNear < 0 ? { t: 0, face: null } : { t: tNear, face };
}

type P3 = { x: number; y: number; z: number };

/**
 * Where a ray meets a free-standing wall (a box along start → end on the floor, `thickness` wide,
 * `height` tall, all in the ray's units): the distance, or null. The ray is turned into the wall's
 * own frame, where the wall is an axis-aligned box.
 */
export function rayHitsWall(
  origin: P3,
  dir: P3,
  wall: { start: { x: number; z: number }; end: { x: number; z: number }; height: number; thickness: number },
): number | null {
  const dx = wall.end.x - wall.start.x,
    dz = wall.end.z - wall.start.z;
  const length = Math.hypot(dx, dz);
  if (length === 0) return null;
  const ux = dx / length,
    uz = dz / length;
  // Along the wall (u), up (y) and across it (v = u turned a quarter).
  const local = (p: P3, point: boolean) => {
    const px = point ? p.x - wall.start.x : p.x,
      pz = point ? p.z - wall.start.z : p.z;
    return { x: px * ux + pz * uz, y: p.y, z: -px * uz + pz * ux };
  };
  const hit = rayEntersBox(
    local(origin, true),
    local(dir, false),
    { x: 0, y: 0, z: -wall.thickness / 2 },
    { x: length, y: wall.height, z: wall.thickness / 2 },
  );
  return hit ? hit.t : null;
}

/** Distance from a point to a segment, on the page (pixels). */
export function distanceToSegment(
  p: { x: number; y: number },
  a: { x: number; y: number },
  b: { x: number; y: number },
): number {
  const abx = b.x - a.x,
    aby = b.y - a.y;
  const lengthSq = abx * abx + aby * aby;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / lengthSq));
  return Math.hypot(p.x - (a.x + t * abx), p.y - (a.y + t * aby));
}

/** Where a dimension line is drawn (mm): its points moved `offset` up, or toward the viewer when it is upright. */
export function dimensionDrawnAt(line: { start: P3; end: P3; offset?: number | undefined }): [P3, P3] {
  const dx = line.end.x - line.start.x,
    dy = line.end.y - line.start.y,
    dz = line.end.z - line.start.z;
  const offset = line.offset ?? 0;
  const vertical = Math.abs(dy) > Math.abs(dx) && Math.abs(dy) > Math.abs(dz);
  const shift = vertical ? { x: 0, y: 0, z: offset } : { x: 0, y: offset, z: 0 };
  const move = (p: P3) => ({ x: p.x + shift.x, y: p.y + shift.y, z: p.z + shift.z });
  return [move(line.start), move(line.end)];
}
