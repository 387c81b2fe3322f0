// A soft contact shadow under the furniture: the footprints of the cubes standing on the floor,
// drawn into a small canvas, blurred, and laid on the floor as a dark, transparent picture. Cheap
// (no extra render pass, unlike a depth-based contact shadow), steady on a software renderer (no
// shadow-map stripes on the floor), and redrawn only when the footprint changes.
import { CanvasTexture, Mesh, MeshBasicMaterial, PlaneGeometry } from 'three';
import { M } from './units.ts';

type Box = { x: number; y: number; z: number; width: number; height: number; depth: number };

const marginMm = 220;
const pixels = 256;

export class ContactShadow {
  readonly mesh: Mesh<PlaneGeometry, MeshBasicMaterial>;
  private readonly canvas = document.createElement('canvas');
  private readonly texture: CanvasTexture;
  private key = '';

  constructor() {
    this.texture = new CanvasTexture(this.canvas);
    this.mesh = new Mesh(
      new PlaneGeometry(1, 1),
      new MeshBasicMaterial({ map: this.texture, transparent: true, depthWrite: false, color: '#000000' }),
    );
    this.mesh.name = 'contact-shadow';
    this.mesh.rotation.x = -Math.PI / 2;
    this.mesh.renderOrder = 1;
    this.mesh.visible = false;
  }

  /** Draws the shadow of these boxes (those on the floor cast it); false when nothing changed. */
  update(boxes: readonly Box[]): boolean {
    const floor = boxes.filter((b) => b.y <= 0);
    const key = floor.map((b) => `${b.x},${b.z},${b.width},${b.depth}`).join(';');
    if (key === this.key) return false;
    this.key = key;
    if (floor.length === 0) {
      this.mesh.visible = false;
      return true;
    }
    let x0 = Infinity,
      z0 = Infinity,
      x1 = -Infinity,
      z1 = -Infinity;
    for (const b of floor) {
      x0 = Math.min(x0, b.x);
      z0 = Math.min(z0, b.z);
      x1 = Math.max(x1, b.x + b.width);
      z1 = Math.max(z1, b.z + b.depth);
    }
    x0 -= marginMm;
    z0 -= marginMm;
    x1 += marginMm;
    z1 += marginMm;
    const w = x1 - x0,
      d = z1 - z0;
    const scale = pixels / Math.max(w, d);
    this.canvas.width = Math.max(8, Math.round(w * scale));
    this.canvas.height = Math.max(8, Math.round(d * scale));
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return false;
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.filter = `blur(${Math.max(2, Math.round(60 * scale))}px)`;
    ctx.fillStyle = 'rgb(0 0 0 / 42%)';
    // One path, filled once: neighbouring footprints make one shadow, not darker seams.
    ctx.beginPath();
    for (const b of floor) ctx.rect((b.x - x0) * scale, (b.z - z0) * scale, b.width * scale, b.depth * scale);
    ctx.fill();
    ctx.filter = 'none';
    this.texture.needsUpdate = true;
    this.mesh.scale.set(w * M, d * M, 1);
    this.mesh.position.set((x0 + w / 2) * M, 0.0012, (z0 + d / 2) * M);
    this.mesh.visible = true;
    return true;
  }

  dispose(): void {
    this.texture.dispose();
    this.mesh.geometry.dispose();
    this.mesh.material.dispose();
  }
}
