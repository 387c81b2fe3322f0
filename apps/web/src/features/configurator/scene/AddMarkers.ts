// The add tool's "+" markers, one on every free face (editor/addSlots.ts), as one instanced mesh
// of small discs lying on the faces; and the ghost of the cube a hovered (or first tapped) "+"
// would add. One draw call for all markers; picked by a ray like the boards.
import {
  BoxGeometry,
  CanvasTexture,
  CircleGeometry,
  Color,
  DoubleSide,
  EdgesGeometry,
  Group,
  InstancedMesh,
  LineBasicMaterial,
  LineSegments,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Quaternion,
  SRGBColorSpace,
  Vector3,
  type Raycaster,
} from 'three';
import type { AddSlot } from '../editor/addSlots.ts';
import { M } from './units.ts';

const accent = '#9a5b2a';
const radiusMm = 55;

function plusTexture(): CanvasTexture {
  const size = 128;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.beginPath();
    ctx.arc(size / 2, size / 2, size / 2 - 6, 0, Math.PI * 2);
    ctx.fillStyle = '#fffdf8';
    ctx.fill();
    ctx.lineWidth = 8;
    ctx.strokeStyle = accent;
    ctx.stroke();
    ctx.fillStyle = accent;
    ctx.fillRect(size / 2 - 7, size * 0.25, 14, size * 0.5);
    ctx.fillRect(size * 0.25, size / 2 - 7, size * 0.5, 14);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** Where a slot's "+" sits: in the middle of the front of the cube it would add (mm), turned to the camera. */
export function markerPoint(slot: AddSlot): { x: number; y: number; z: number } {
  const { position: p, size: s } = slot.spec;
  return { x: p.x + s.width / 2, y: p.y + s.height / 2, z: p.z + s.depth };
}

export class AddMarkers {
  readonly group = new Group();
  private mesh: InstancedMesh;
  private readonly ghost: Group;
  private slots: AddSlot[] = [];
  private hovered: string | null = null;
  private readonly facing = new Quaternion();

  constructor() {
    const material = new MeshBasicMaterial({
      map: plusTexture(),
      transparent: true,
      side: DoubleSide,
      depthWrite: false,
    });
    this.mesh = new InstancedMesh(new CircleGeometry(radiusMm * M, 32), material, 16);
    this.mesh.name = 'add-markers';
    this.mesh.count = 0;
    this.mesh.renderOrder = 8;
    this.ghost = new Group();
    const box = new BoxGeometry(1, 1, 1);
    box.translate(0.5, 0.5, 0.5);
    const body = new Mesh(
      box,
      new MeshStandardMaterial({ color: '#e9b27a', transparent: true, opacity: 0.35, depthWrite: false }),
    );
    const edges = new LineSegments(new EdgesGeometry(box), new LineBasicMaterial({ color: accent }));
    this.ghost.add(body, edges);
    this.ghost.visible = false;
    this.group.add(this.mesh, this.ghost);
  }

  set(slots: AddSlot[]): void {
    this.slots = slots;
    let mesh = this.mesh;
    if (mesh.instanceMatrix.count < slots.length) {
      let capacity = 16;
      while (capacity < slots.length) capacity *= 2;
      const next = new InstancedMesh(mesh.geometry, mesh.material, capacity);
      next.name = mesh.name;
      next.renderOrder = mesh.renderOrder;
      this.group.remove(mesh);
      mesh.dispose();
      this.group.add(next);
      this.mesh = mesh = next;
    }
    const white = new Color('#ffffff');
    slots.forEach((_, i) => mesh.setColorAt(i, white));
    mesh.count = slots.length;
    this.turn(this.facing);
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    if (this.hovered && !slots.some((s) => s.key === this.hovered)) this.hover(null);
  }

  /** Turns every "+" to face the camera (called when the camera has moved). */
  turn(camera: Quaternion): void {
    this.facing.copy(camera);
    const mesh = this.mesh;
    const matrix = new Matrix4();
    const scale = new Vector3(1, 1, 1);
    this.slots.forEach((slot, i) => {
      const at = markerPoint(slot);
      matrix.compose(new Vector3(at.x * M, at.y * M, at.z * M), camera, scale);
      mesh.setMatrixAt(i, matrix);
    });
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }

  visible(on: boolean): void {
    this.group.visible = on;
  }

  /** The slot whose "+" the ray meets first, or null. */
  pick(raycaster: Raycaster): AddSlot | null {
    if (!this.group.visible || this.mesh.count === 0) return null;
    const hit = raycaster.intersectObject(this.mesh, false)[0];
    return hit?.instanceId !== undefined ? (this.slots[hit.instanceId] ?? null) : null;
  }

  slotAt(key: string): AddSlot | undefined {
    return this.slots.find((s) => s.key === key);
  }

  all(): readonly AddSlot[] {
    return this.slots;
  }

  /** Shows the ghost of a slot's cube (null hides it); true when that changed anything. */
  hover(slot: AddSlot | null): boolean {
    const key = slot?.key ?? null;
    if (key === this.hovered) return false;
    this.hovered = key;
    this.ghost.visible = slot !== null;
    if (slot) {
      const { position: p, size: s } = slot.spec;
      this.ghost.position.set(p.x * M, p.y * M, p.z * M);
      this.ghost.scale.set(s.width * M, s.height * M, s.depth * M);
    }
    return true;
  }

  hoveredSlot(): AddSlot | null {
    return this.hovered ? (this.slotAt(this.hovered) ?? null) : null;
  }

  dispose(): void {
    this.mesh.dispose();
    (this.mesh.material as MeshBasicMaterial).map?.dispose();
    (this.mesh.material as MeshBasicMaterial).dispose();
    this.ghost.traverse((node) => {
      const m = node as Mesh;
      m.geometry?.dispose();
      (m.material as MeshBasicMaterial | undefined)?.dispose();
    });
  }
}
