// Every board of the design as instances: one InstancedMesh per (role group, material, finish), a
// unit box scaled and placed per board, its colour per instance, its look (grain, the colour's
// finish — matte, satin, gloss — plies at the edges) from the catalogue (materials.ts). A 2,000-cube design is a handful of
// draw calls. Rebuilt in place (buffers grow by doubling), never through React.
import * as THREE from 'three';
import type { Catalogue, Colour } from '@kubik/design/catalogue/schema';
import type { Panel } from '@kubik/design/parts/panel';
import type { BarPart } from '@kubik/design/parts/extras';
import type { Junction } from '@kubik/design/parts/junction';
import { catalogueHex } from './colours.ts';
import { barLook, boardLook, fittingLook } from '@kubik/design/catalogue/looks';
import { boardMaterial, metalMaterial } from './materials.ts';
import { M } from './units.ts';

export type Tint = 'selected' | 'error' | 'warning' | null;
/** The tint of a board (its element, or its cubes) or a bar (its element). */
export type TintOf = (part: { element?: string | undefined; cubes?: readonly string[] }) => Tint;

const unitBox = new THREE.BoxGeometry(1, 1, 1);
unitBox.translate(0.5, 0.5, 0.5);
const unitCylinder = new THREE.CylinderGeometry(0.5, 0.5, 1, 12);

const highlightColour = new THREE.Color('#f2b33d');
const tintColours: Record<Exclude<Tint, null>, THREE.Color> = {
  selected: new THREE.Color('#3d7be0'),
  error: new THREE.Color('#d2392c'),
  warning: new THREE.Color('#e0a526'),
};

interface Slot {
  mesh: THREE.InstancedMesh;
  panels: Panel[];
}

const matrix = new THREE.Matrix4();
const colour = new THREE.Color();
const position = new THREE.Vector3();
const scale = new THREE.Vector3();
const rotation = new THREE.Quaternion();

/** Boards, bars and connector fittings of the design. `group` goes into the scene. */
export class PanelLayer {
  readonly group = new THREE.Group();
  private readonly hex: ReturnType<typeof catalogueHex>;
  /** Ids of the elements (and cubes) to light up, e.g. while a finding or a list row is hovered. */
  highlighted: ReadonlySet<string> = new Set();
  /** Selection tints off (a clean picture for thumbnails and "save image"). */
  plain = false;
  private slots = new Map<string, Slot>();
  private bars: THREE.InstancedMesh | undefined;
  private fittings: THREE.InstancedMesh | undefined;
  private barParts: BarPart[] = [];
  shadows = true;

  private readonly finishes: Map<string, Colour['finish']>;

  constructor(private readonly catalogue: Catalogue) {
    this.hex = catalogueHex(catalogue);
    this.finishes = new Map(catalogue.colours.map((c) => [c.id, c.finish]));
  }

  private makeMaterial(key: string): THREE.MeshStandardMaterial {
    const [, id, finish] = key.split('|');
    const material = this.catalogue.materials.find((m) => m.id === id);
    return boardMaterial(boardLook(material, finish as Colour['finish']), { plies: material?.kind === 'plywood' });
  }

  private tinted(base: string, tint: Tint, highlight: boolean): THREE.Color {
    colour.set(base);
    if (highlight) colour.lerp(highlightColour, 0.5);
    else if (tint && !(this.plain && tint === 'selected'))
      colour.lerp(tintColours[tint], tint === 'selected' ? 0.45 : 0.55);
    return colour;
  }

  private isHighlighted(part: { element?: string | undefined; cubes?: readonly string[] }): boolean {
    if (this.highlighted.size === 0) return false;
    if (part.element && this.highlighted.has(part.element)) return true;
    return (part.cubes ?? []).some((id) => this.highlighted.has(id));
  }

  /** The board under an instance hit, for picking. */
  panelAt(mesh: THREE.Object3D, instanceId: number): Panel | undefined {
    for (const slot of this.slots.values()) if (slot.mesh === mesh) return slot.panels[instanceId];
    return undefined;
  }

  barAt(mesh: THREE.Object3D, instanceId: number): BarPart | undefined {
    return mesh === this.bars ? this.barParts[instanceId] : undefined;
  }

  meshes(): THREE.Object3D[] {
    return [...[...this.slots.values()].map((s) => s.mesh), ...(this.bars ? [this.bars] : [])];
  }

  setPanels(panels: readonly Panel[], tintOf: TintOf): void {
    const groups = new Map<string, Panel[]>();
    for (const p of panels) {
      // Gloss and matte colours of one board need two materials (a roughness each): one mesh more.
      const key = `${p.role === 'back' ? 'back' : p.role === 'door' ? 'door' : 'board'}|${p.material}|${this.finishes.get(p.colour) ?? 'satin'}`;
      let list = groups.get(key);
      if (!list) groups.set(key, (list = []));
      list.push(p);
    }
    for (const [key, slot] of this.slots) {
      if (groups.has(key)) continue;
      slot.mesh.count = 0;
      slot.panels = [];
    }
    for (const [key, list] of groups) {
      const slot = this.slot(key, list.length);
      slot.panels = list;
      const mesh = slot.mesh;
      for (let i = 0; i < list.length; i++) {
        const b = list[i]!.box;
        position.set(b.x * M, b.y * M, b.z * M);
        scale.set(b.width * M, b.height * M, b.depth * M);
        matrix.compose(position, rotation, scale);
        mesh.setMatrixAt(i, matrix);
      }
      mesh.count = list.length;
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
      mesh.computeBoundingBox();
    }
    this.retint(tintOf);
  }

  /** Colours again (selection or findings changed) without touching the matrices. */
  retint(tintOf: TintOf): void {
    for (const slot of this.slots.values()) {
      const mesh = slot.mesh;
      for (let i = 0; i < slot.panels.length; i++) {
        const p = slot.panels[i]!;
        mesh.setColorAt(i, this.tinted(this.hex(p.colour), tintOf(p), this.isHighlighted(p)));
      }
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    }
    if (this.bars) {
      this.barParts.forEach((bar, i) =>
        this.bars!.setColorAt(i, this.tinted(this.hex(bar.finish), tintOf(bar), this.isHighlighted(bar))),
      );
      if (this.bars.instanceColor) this.bars.instanceColor.needsUpdate = true;
    }
  }

  setBars(bars: readonly BarPart[], tintOf: TintOf): void {
    this.barParts = [...bars];
    this.bars = this.grow(this.bars, bars.length, unitCylinder, metalMaterial(barLook));
    this.bars.name = 'bars';
    const dir = new THREE.Vector3();
    const up = new THREE.Vector3(0, 1, 0);
    bars.forEach((bar, i) => {
      const a = new THREE.Vector3(bar.start.x * M, bar.start.y * M, bar.start.z * M);
      const b = new THREE.Vector3(bar.end.x * M, bar.end.y * M, bar.end.z * M);
      dir.subVectors(b, a);
      const length = dir.length();
      rotation.setFromUnitVectors(up, dir.normalize());
      position.addVectors(a, b).multiplyScalar(0.5);
      scale.set(bar.diameter * M, length, bar.diameter * M);
      matrix.compose(position, rotation, scale);
      this.bars!.setMatrixAt(i, matrix);
      this.bars!.setColorAt(i, this.tinted(this.hex(bar.finish), tintOf(bar), this.isHighlighted(bar)));
    });
    rotation.identity();
    this.bars.count = bars.length;
    this.bars.instanceMatrix.needsUpdate = true;
    if (this.bars.instanceColor) this.bars.instanceColor.needsUpdate = true;
    this.bars.computeBoundingSphere();
  }

  /** Connector fittings: a small block at every fitting set on every junction. */
  setFittings(junctions: readonly Junction[], visible: boolean): void {
    let count = 0;
    if (visible) for (const j of junctions) count += j.setPositions.length;
    this.fittings = this.grow(this.fittings, count, unitBox, metalMaterial(fittingLook));
    let i = 0;
    const size = 24 * M;
    if (visible) {
      for (const j of junctions) {
        colour.set(this.hex(j.system === 'steelCorner' ? j.finish : 'hidden'));
        for (const z of j.setPositions) {
          position.set(j.x * M - size / 2, j.y * M - size / 2, z * M - size / 2);
          scale.set(size, size, size);
          matrix.compose(position, rotation, scale);
          this.fittings.setMatrixAt(i, matrix);
          this.fittings.setColorAt(i, colour);
          i++;
        }
      }
    }
    this.fittings.count = count;
    this.fittings.visible = count > 0;
    this.fittings.instanceMatrix.needsUpdate = true;
    if (this.fittings.instanceColor) this.fittings.instanceColor.needsUpdate = true;
    this.fittings.computeBoundingSphere();
  }

  setShadows(on: boolean): void {
    this.shadows = on;
    for (const slot of this.slots.values()) slot.mesh.castShadow = slot.mesh.receiveShadow = on;
  }

  dispose(): void {
    for (const slot of this.slots.values()) {
      slot.mesh.dispose();
      (slot.mesh.material as THREE.Material).dispose();
    }
    this.bars?.dispose();
    this.fittings?.dispose();
  }

  private slot(key: string, needed: number): Slot {
    let slot = this.slots.get(key);
    if (!slot || slot.mesh.instanceMatrix.count < needed) {
      const material = slot ? (slot.mesh.material as THREE.Material) : this.makeMaterial(key);
      const mesh = this.replace(slot?.mesh, needed, unitBox, material);
      mesh.name = `panels:${key}`;
      mesh.castShadow = mesh.receiveShadow = this.shadows;
      slot = { mesh, panels: slot?.panels ?? [] };
      this.slots.set(key, slot);
    }
    return slot;
  }

  private grow(
    mesh: THREE.InstancedMesh | undefined,
    needed: number,
    geometry: THREE.BufferGeometry,
    material: THREE.Material,
  ): THREE.InstancedMesh {
    if (mesh && mesh.instanceMatrix.count >= needed) return mesh;
    return this.replace(mesh, needed, geometry, mesh ? (mesh.material as THREE.Material) : material);
  }

  private replace(
    old: THREE.InstancedMesh | undefined,
    needed: number,
    geometry: THREE.BufferGeometry,
    material: THREE.Material,
  ): THREE.InstancedMesh {
    let capacity = 16;
    while (capacity < needed) capacity *= 2;
    const mesh = new THREE.InstancedMesh(geometry, material, capacity);
    mesh.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
    mesh.setColorAt(0, colour.set('#ffffff'));
    mesh.count = 0;
    if (old) {
      this.group.remove(old);
      old.dispose();
    }
    this.group.add(mesh);
    return mesh;
  }
}
