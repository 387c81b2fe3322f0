// Moving the selected cubes with the pointer: the cubes slide at their own height — a sideways drag
// never lifts or lowers them (on the floor they stay on the floor; raising is the arrow keys' or the
// "+" markers' job). The drag plane is the level plane through the grab point, or, when the view is
// nearly level (where that plane is seen edge-on), the upright plane most square to the view. The
// grabbed cube snaps to the grid and its neighbours, the others move by the same amount.
// One undo step: the drag marks on start and commits (or bails on Escape) at the end.
// Resizing by a handle works the same way (CubeResize, below).
// Walls, dimension lines, labels, connectors, frame bars and shelves move with ElementDrag (the
// snapping is editor/moving.ts's).
import * as THREE from 'three';
import type { Cube, Element } from '@kubik/design/schema/elements';
import { mm } from '@kubik/design/geometry/mm';
import { moveCubes, putElements } from '../editor/commands.ts';
import { isDraggable, snapOffset, translate, type Axis } from '../editor/moving.ts';
import type { EditorStore } from '../editor/store.ts';
import { nearestAllowed, snapPosition, type Box3 } from '../editor/snapping.ts';
import { M } from './units.ts';

export class CubeDrag {
  private readonly plane = new THREE.Plane();
  private readonly start = new THREE.Vector3();
  private readonly origins = new Map<string, Cube['position']>();
  private readonly others: Box3[] = [];
  private readonly locked: ('x' | 'y' | 'z')[];
  private readonly mark: string;
  private readonly hit = new THREE.Vector3();

  /** Other selected elements (walls, labels, …) that move by the same amount. */
  private readonly riders: Element[] = [];

  constructor(
    private readonly store: EditorStore,
    private readonly grabbed: Cube,
    point: THREE.Vector3,
    camera: THREE.Camera,
  ) {
    const level = camera.getWorldDirection(new THREE.Vector3()).y < -0.25;
    const facing = level ? { normal: new THREE.Vector3(0, 1, 0), axis: 'y' as const } : facingPlane(camera);
    this.locked = facing.axis === 'y' ? ['y'] : [facing.axis, 'y'];
    this.plane.setFromNormalAndCoplanarPoint(facing.normal, point);
    this.start.copy(point);
    const moving = new Set(store.selection());
    moving.add(grabbed.id);
    for (const el of store.all()) {
      if (el.kind !== 'cube') {
        if (moving.has(el.id) && el.kind !== 'shelf' && isDraggable(el)) this.riders.push(el);
        continue;
      }
      if (moving.has(el.id)) this.origins.set(el.id, el.position);
      else this.others.push({ ...el.position, ...el.size });
    }
    this.mark = store.mark();
  }

  /** Moves to where the ray meets the drag plane; false when it misses (ray parallel to it). */
  update(ray: THREE.Ray): boolean {
    if (!ray.intersectPlane(this.plane, this.hit)) return false;
    const delta = this.hit.clone().sub(this.start).divideScalar(M);
    const origin = this.origins.get(this.grabbed.id)!;
    // Locked axes keep the cube's own value: it slides at its height, along the plane.
    const proposed = { x: origin.x + delta.x, y: origin.y, z: origin.z + delta.z };
    for (const axis of this.locked) proposed[axis] = origin[axis];
    const snapped = snapPosition(this.grabbed.size, proposed, this.others, this.locked);
    const dx = snapped.x - origin.x,
      dz = snapped.z - origin.z;
    const positions = new Map<string, { x: number; y: number; z: number }>();
    for (const [id, p] of this.origins) positions.set(id, { x: p.x + dx, y: p.y, z: p.z + dz });
    this.store.change(moveCubes(this.store, positions));
    if (this.riders.length > 0)
      this.store.change(
        putElements(
          this.store,
          this.riders.map((el) => translate(el, { x: dx, y: 0, z: dz })),
        ),
      );
    return true;
  }

  commit(): void {
    this.store.commit(this.mark);
  }

  cancel(): void {
    this.store.bail(this.mark);
  }
}

/** The upright plane most square to the view, or the floor plane when looking down; and its axis. */
function facingPlane(camera: THREE.Camera): { normal: THREE.Vector3; axis: Axis } {
  const dir = camera.getWorldDirection(new THREE.Vector3());
  const ax = Math.abs(dir.x),
    ay = Math.abs(dir.y),
    az = Math.abs(dir.z);
  if (ay > 0.6) return { normal: new THREE.Vector3(0, 1, 0), axis: 'y' };
  return ax > az
    ? { normal: new THREE.Vector3(1, 0, 0), axis: 'x' }
    : { normal: new THREE.Vector3(0, 0, 1), axis: 'z' };
}

/**
 * Moving a wall, a dimension line, a label, a connector, a frame bar or a shelf (and whatever else
 * is selected with it) by the pointer. Walls slide on the floor; shelves rise and fall in their
 * cubes; the rest move in the plane facing the view. The grabbed element's anchor snaps
 * (editor/moving.ts) and the others follow by the same offset. One undo step, like a cube's move.
 */
export class ElementDrag {
  private readonly plane = new THREE.Plane();
  private readonly start = new THREE.Vector3();
  private readonly hit = new THREE.Vector3();
  private readonly origins: Element[] = [];
  private readonly cubes: Cube[] = [];
  private readonly locked: Axis[];
  private readonly mark: string;
  private last: { x: number; y: number; z: number } | undefined;

  constructor(
    private readonly store: EditorStore,
    private readonly grabbed: Element,
    point: THREE.Vector3,
    camera: THREE.Camera,
  ) {
    if (grabbed.kind === 'wall') {
      this.plane.setFromNormalAndCoplanarPoint(new THREE.Vector3(0, 1, 0), point);
      this.locked = [];
    } else if (grabbed.kind === 'shelf') {
      // Upright, turned to the camera: the pointer's height is the shelf's.
      const normal = camera.getWorldDirection(new THREE.Vector3()).setY(0);
      if (normal.lengthSq() < 1e-8) normal.set(0, 0, 1);
      this.plane.setFromNormalAndCoplanarPoint(normal.normalize(), point);
      this.locked = [];
    } else {
      const facing = facingPlane(camera);
      this.plane.setFromNormalAndCoplanarPoint(facing.normal, point);
      this.locked = [facing.axis];
    }
    this.start.copy(point);
    const moving = new Set(store.selection());
    moving.add(grabbed.id);
    for (const el of store.all()) {
      if (el.kind === 'cube') this.cubes.push(el);
      if (!moving.has(el.id) || el.id === grabbed.id) continue;
      // A shelf moves only when it is the one grabbed: riding along, it would rise inside its cube.
      if (el.kind === 'cube' || (el.kind !== 'shelf' && isDraggable(el))) this.origins.push(el);
    }
    this.origins.unshift(grabbed);
    this.mark = store.mark();
  }

  update(ray: THREE.Ray): boolean {
    if (!ray.intersectPlane(this.plane, this.hit)) return false;
    const raw = this.hit.clone().sub(this.start).divideScalar(M);
    const offset = snapOffset(this.grabbed, raw, this.cubes, this.locked);
    const last = this.last;
    if (last && last.x === offset.x && last.y === offset.y && last.z === offset.z) return true;
    this.last = offset;
    this.store.change(
      putElements(
        this.store,
        this.origins.map((el) => translate(el, offset)),
      ),
    );
    return true;
  }

  commit(): void {
    this.store.commit(this.mark);
  }

  cancel(): void {
    this.store.bail(this.mark);
  }
}

export type ResizeAxis = 'x' | 'y' | 'z';
const dimensionOf = { x: 'width', y: 'height', z: 'depth' } as const;

/** Where a cube's resize handle sits: just outside its right face, its top and its front (mm). */
export function handlePosition(cube: Cube, axis: ResizeAxis): { x: number; y: number; z: number } {
  const { position: p, size: s } = cube;
  const centre = { x: p.x + s.width / 2, y: p.y + s.height / 2, z: p.z + s.depth / 2 };
  if (axis === 'x') return { ...centre, x: p.x + s.width + 70 };
  if (axis === 'y') return { ...centre, y: p.y + s.height + 70 };
  // The depth handle sits by the front's lower right corner, not over the face's centre where a move starts.
  return { x: p.x + s.width - 60, y: p.y + 60, z: p.z + s.depth + 70 };
}

/**
 * Resizing one cube by its handle: the far face follows the pointer along one axis and the size
 * snaps to the catalogue's allowed sizes for that dimension. One undo step, like a move.
 */
export class CubeResize {
  private readonly plane = new THREE.Plane();
  private readonly hit = new THREE.Vector3();
  private readonly mark: string;

  constructor(
    private readonly store: EditorStore,
    private readonly cube: Cube,
    private readonly axis: ResizeAxis,
    private readonly allowed: readonly number[],
    point: THREE.Vector3,
    camera: THREE.Camera,
  ) {
    const along = new THREE.Vector3(axis === 'x' ? 1 : 0, axis === 'y' ? 1 : 0, axis === 'z' ? 1 : 0);
    const view = camera.getWorldDirection(new THREE.Vector3());
    const normal = view.sub(along.clone().multiplyScalar(view.dot(along)));
    if (normal.lengthSq() < 1e-8) normal.set(axis === 'y' ? 0 : 0, axis === 'y' ? 0 : 1, axis === 'y' ? 1 : 0);
    this.plane.setFromNormalAndCoplanarPoint(normal.normalize(), point);
    this.mark = store.mark();
  }

  update(ray: THREE.Ray): boolean {
    if (!ray.intersectPlane(this.plane, this.hit)) return false;
    const dimension = dimensionOf[this.axis];
    const wanted = this.hit[this.axis] / M - this.cube.position[this.axis] - 70;
    const size = nearestAllowed(Math.max(1, wanted), this.allowed);
    const current = this.store.get(this.cube.id);
    if (current?.kind !== 'cube' || current.size[dimension] === size) return true;
    this.store.change(putElements(this.store, [{ ...current, size: { ...current.size, [dimension]: mm(size) } }]));
    return true;
  }

  commit(): void {
    this.store.commit(this.mark);
  }

  cancel(): void {
    this.store.bail(this.mark);
  }
}
