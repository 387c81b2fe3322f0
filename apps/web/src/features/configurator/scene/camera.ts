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
export function fitCamera(camera: THREE.PerspectiveCamera, bounds: Bounds | null, view: View | THREE.Vector3): CameraTarget {
  const b = bounds ?? fallback;
  const center = new THREE.Vector3((b.min[0] + b.max[0]) / 2, (b.min[1] + b.max[1]) / 2, (b.min[2] + b.max[2]) / 2).multiplyScalar(M);
  const size = new THREE.Vector3(b.max[0] - b.min[0], b.max[1] - b.min[1], b.max[2] - b.min[2]).multiplyScalar(M);
  const radius = Math.max(0.3, size.length() / 2);
  const vFov = THREE.MathUtils.degToRad(camera.fov) / 2;
  const hFov = Math.atan(Math.tan(vFov) * camera.aspect);
  const distance = (radius / Math.sin(Math.min(vFov, hFov))) * 1.05;
  const dir = view instanceof THREE.Vector3 ? view.clone().normalize() : directions[view].clone();
  return { position: center.clone().addScaledVector(dir, distance), target: center };
}
