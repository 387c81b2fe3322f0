// Camera presets and zoom to fit: where the camera stands for a view of the design's bounds.
import * as THREE from 'three';
import { M, type Bounds } from './units.ts';

export type View = 'front' | 'side' | 'top' | 'iso';
export const views: readonly View[] = ['front', 'side', 'top', 'iso'];

const directions: Record<View, THREE.Vector3> = {
  front: new THREE.Vector3(0, 0.12, 1).normalize(),
  side: new THREE.Vector3(1, 0.12, 0).normalize(),
  top: new THREE.Vector3(0, 1, 0.0001).normalize(),
  iso: new THREE.Vector3(0.8, 0.65, 1).normalize(),
};

/** Bounds of an empty design: one 400 mm cube's worth of floor. */
const fallback: Bounds = { min: [0, 0, 0], max: [1200, 800, 400] };

export interface CameraTarget {
  position: THREE.Vector3;
  target: THREE.Vector3;
}

/** Where the camera goes to show `bounds` (mm) from `view`, or along its current direction. */
export function fitCamera(
  camera: THREE.PerspectiveCamera,
  bounds: Bounds | null,
  view: View | THREE.Vector3,
): CameraTarget {
  const b = bounds ?? fallback;
  const center = new THREE.Vector3(
    (b.min[0] + b.max[0]) / 2,
    (b.min[1] + b.max[1]) / 2,
    (b.min[2] + b.max[2]) / 2,
  ).multiplyScalar(M);
  const size = new THREE.Vector3(b.max[0] - b.min[0], b.max[1] - b.min[1], b.max[2] - b.min[2]).multiplyScalar(M);
  const radius = Math.max(0.3, size.length() / 2);
  const vFov = THREE.MathUtils.degToRad(camera.fov) / 2;
  const hFov = Math.atan(Math.tan(vFov) * camera.aspect);
  const distance = (radius / Math.sin(Math.min(vFov, hFov))) * 1.05;
  const dir = view instanceof THREE.Vector3 ? view.clone().normalize() : directions[view].clone();
  return { position: center.clone().addScaledVector(dir, distance), target: center };
}

type RoomLike = { origin?: { x: number; z: number } | undefined; width: number; depth: number; height: number };
type WallLike = {
  start: { x: number; z: number };
  end: { x: number; z: number };
  height?: number | undefined;
  thickness?: number | undefined;
};

/** How far the camera keeps from a wall or the ceiling, metres. */
const wallMargin = 0.15;

/**
 * Keeps the camera out of the room's walls and under its ceiling, and out of free-standing walls:
 * when the camera (orbiting or zooming) would be behind the back or left wall, above the ceiling
 * or inside a wall, it moves toward what it looks at until it is clear. The view keeps its
 * direction; only its distance changes (a "collision camera").
 */
export function keepCameraInside(
  camera: THREE.PerspectiveCamera,
  target: THREE.Vector3,
  rooms: readonly RoomLike[],
  walls: readonly WallLike[],
): void {
  const offset = camera.position.clone().sub(target);
  let t = 1;
  const room = rooms[0];
  if (room) {
    const x0 = (room.origin?.x ?? 0) * M + wallMargin,
      z0 = (room.origin?.z ?? 0) * M + wallMargin,
      top = room.height * M - wallMargin;
    // The largest share of the offset that stays on the room's side of each wall (when what the
    // camera looks at is on that side itself).
    const limit = (from: number, along: number, bound: number, side: 1 | -1) => {
      if ((from - bound) * side <= 0 || (from + along * t - bound) * side >= 0) return;
      t = Math.min(t, (bound - from) / along);
    };
    limit(target.x, offset.x, x0, 1);
    limit(target.z, offset.z, z0, 1);
    limit(target.y, offset.y, top, -1);
  }
  for (const wall of walls) {
    const hit = rayHitsWallMetres(target, offset, wall);
    if (hit !== null && hit < t) t = Math.max(0, hit - wallMargin / Math.max(offset.length(), 1e-6));
  }
  if (t < 1) camera.position.copy(target).addScaledVector(offset, Math.max(t, 0.05));
}

/** Where the segment target → target + offset first meets a free-standing wall, as a share of it. */
function rayHitsWallMetres(origin: THREE.Vector3, dir: THREE.Vector3, wall: WallLike): number | null {
  const sx = wall.start.x * M,
    sz = wall.start.z * M;
  const dx = wall.end.x * M - sx,
    dz = wall.end.z * M - sz;
  const length = Math.hypot(dx, dz);
  if (length === 0) return null;
  const ux = dx / length,
    uz = dz / length;
  const half = ((wall.thickness ?? 100) * M) / 2 + wallMargin / 2;
  const local = (x: number, z: number) => ({ u: x * ux + z * uz, v: -x * uz + z * ux });
  const o = local(origin.x - sx, origin.z - sz);
  const d = local(dir.x, dir.z);
  let t0 = 0,
    t1 = 1;
  for (const [p, q, lo, hi] of [
    [o.u, d.u, 0, length],
    [o.v, d.v, -half, half],
    [origin.y, dir.y, 0, (wall.height ?? 2500) * M],
  ] as const) {
    if (Math.abs(q) < 1e-12) {
      if (p < lo || p > hi) return null;
      continue;
    }
    const a = (lo - p) / q,
      b = (hi - p) / q;
    t0 = Math.max(t0, Math.min(a, b));
    t1 = Math.min(t1, Math.max(a, b));
    if (t0 > t1) return null;
  }
  // A target inside the wall (t0 = 0) does not pull the camera in.
  return t0 > 0 ? t0 : null;
}
