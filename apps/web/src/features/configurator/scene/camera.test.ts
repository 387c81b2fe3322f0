import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { fitCamera, keepCameraInside } from './camera.ts';

const room = { origin: { x: 0, z: 0 }, width: 4000, depth: 3000, height: 2600 };

describe('the camera in a room', () => {
  it('stays in front of the back wall, right of the left wall and under the ceiling, looking the same way', () => {
    const target = new THREE.Vector3(1, 0.5, 1);
    const camera = new THREE.PerspectiveCamera();
    // Orbited behind the back wall (z < 0) and above the ceiling.
    camera.position.set(1, 4, -3);
    const before = camera.position.clone().sub(target).normalize();
    keepCameraInside(camera, target, [room], []);
    expect(camera.position.z).toBeGreaterThanOrEqual(0.15 - 1e-9);
    expect(camera.position.y).toBeLessThanOrEqual(2.6 - 0.15 + 1e-9);
    expect(camera.position.clone().sub(target).normalize().distanceTo(before)).toBeLessThan(1e-9);
    // Left of the left wall.
    camera.position.set(-2, 1, 2);
    keepCameraInside(camera, target, [room], []);
    expect(camera.position.x).toBeCloseTo(0.15, 6);
  });

  it('leaves a camera that is clear alone, and stops short of a free-standing wall between it and the design', () => {
    const target = new THREE.Vector3(1, 0.5, 1);
    const camera = new THREE.PerspectiveCamera();
    camera.position.set(2, 1.5, 3);
    keepCameraInside(camera, target, [room], []);
    expect(camera.position.toArray()).toEqual([2, 1.5, 3]);
    // A wall across the view at z = 2 m, 2.5 m tall, from x = 0 to 4 m.
    keepCameraInside(
      camera,
      target,
      [],
      [{ start: { x: 0, z: 2000 }, end: { x: 4000, z: 2000 }, height: 2500, thickness: 100 }],
    );
    expect(camera.position.z).toBeLessThan(2 - 0.05);
    expect(camera.position.z).toBeGreaterThan(target.z);
  });

  it('frames the bounds it is given (the design, the room, the "+" places)', () => {
    const camera = new THREE.PerspectiveCamera(40, 16 / 10, 0.01, 300);
    const small = fitCamera(camera, { min: [0, 0, 0], max: [400, 400, 400] }, 'front');
    const big = fitCamera(camera, { min: [0, 0, 0], max: [4000, 2600, 3000] }, 'front');
    expect(small.target.toArray()).toEqual([0.2, 0.2, 0.2]);
    expect(big.position.distanceTo(big.target)).toBeGreaterThan(small.position.distanceTo(small.target) * 5);
  });
});
