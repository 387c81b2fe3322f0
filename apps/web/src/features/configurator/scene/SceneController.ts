// Keeps the 3D view in step with the editor. The editor's every change only marks what it touches
// dirty and asks for a frame; the frame rebuilds the dirty layers once (boards as instances, room,
// overlays, "+" markers, resize handles). The slow tick (React's snapshot) brings what may lag a
// moment: findings' colours and markers, the tool, the drawer, the contact shadow.
import { Fog, Group, Mesh, MeshStandardMaterial, SphereGeometry, type Vector3 } from 'three';
import type { Cube, Element } from '@kubik/design/schema/elements';
import { freeSlots, slotLimit, type AddSlot } from '../editor/addSlots.ts';
import type { Editor, Snapshot } from '../editor/editor.ts';
import { AddMarkers } from './AddMarkers.ts';
import { fitCamera, keepCameraInside, type View } from './camera.ts';
import { ContactShadow } from './ContactShadow.ts';
import { handlePosition, type ResizeAxis } from './drag.ts';
import { OverlayLayer, type MarkerSpec } from './OverlayLayer.ts';
import { PanelLayer, type Tint } from './PanelLayer.ts';
import { RoomLayer, roomWalls } from './RoomLayer.ts';
import { SceneView } from './SceneView.ts';
import { boundsOf, M, type Bounds } from './units.ts';

/** The first cube of an empty design: 400 mm, at the origin. */
const firstSlot: AddSlot = {
  key: 'first',
  cube: '',
  face: 'top',
  spec: { position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
};

/** Above this many cubes the sun casts no shadows (software WebGL). */
const shadowLimit = 400;

export interface CaptureOptions {
  type?: 'image/png' | 'image/jpeg' | 'image/webp';
  maxWidth?: number;
  quality?: number;
  /** The design as it is: no selection tint, handles, markers or "+" (thumbnails, "save image"). */
  clean?: boolean;
}

export class SceneController {
  readonly view: SceneView;
  readonly panels: PanelLayer;
  readonly room = new RoomLayer();
  readonly overlays: OverlayLayer;
  readonly markers = new AddMarkers();
  readonly handles = new Group();
  private readonly shadow = new ContactShadow();
  private readonly dirty = { parts: true, tint: true, room: true, overlays: true, markers: true, handles: true };
  private selection = new Set<string>();
  private flagged = new Map<string, Tint>();
  private fittings = false;
  private tool: Snapshot['tool'] = 'select';
  private readonly off: () => void;
  private fitted = false;
  private readonly fog = new Fog('#f4efe8', 5, 12);

  constructor(
    host: HTMLElement,
    readonly editor: Editor,
    format: (mm: number) => string,
  ) {
    this.view = new SceneView(host);
    this.panels = new PanelLayer(editor.catalogue);
    this.overlays = new OverlayLayer(this.view, format);
    this.view.scene.add(
      this.room.group,
      this.shadow.mesh,
      this.panels.group,
      this.overlays.group,
      this.markers.group,
      this.handles,
    );
    this.markers.visible(false);
    this.view.scene.fog = this.fog;
    this.selection = new Set(editor.store.selection());
    this.off = editor.onChange((event) => {
      if (event.diff || event.reset) {
        this.dirty.parts = this.dirty.overlays = this.dirty.markers = this.dirty.handles = true;
        if (event.reset || touchesRoom(event.diff!.elements)) this.dirty.room = true;
      }
      if (event.selection) {
        this.selection = new Set(editor.store.selection());
        this.dirty.tint = this.dirty.overlays = this.dirty.handles = this.dirty.room = true;
        if (this.tool === 'add') this.dirty.markers = true;
      }
      this.view.invalidate();
    });
    this.view.beforeRender.add(() => this.rebuild());
    this.view.controls.addEventListener('change', () => {
      keepCameraInside(this.view.camera, this.view.controls.target, this.rooms(), this.walls());
      if (this.markers.group.visible) this.markers.turn(this.view.camera.quaternion);
    });
    this.fit('iso');
  }

  /** What the slow tick brings: findings, tool, drawer, shadows. */
  setSnapshot(snapshot: Snapshot, markers: MarkerSpec[]): void {
    const flagged = new Map<string, Tint>();
    for (const [id, list] of snapshot.findingsByElement) {
      if (list.some((f) => f.severity === 'error')) flagged.set(id, 'error');
      else if (list.some((f) => f.severity === 'warning')) flagged.set(id, 'warning');
    }
    this.flagged = flagged;
    this.dirty.tint = true;
    const fittings =
      snapshot.drawer === 'connector' ||
      (snapshot.design.settings.connectorSystem ?? this.editor.catalogue.defaults.connectorSystem) === 'steelCorner';
    if (fittings !== this.fittings) {
      this.fittings = fittings;
      this.dirty.parts = true;
    }
    if (snapshot.tool !== this.tool) {
      this.tool = snapshot.tool;
      this.dirty.markers = this.dirty.handles = true;
      if (this.tool !== 'add' && this.markers.all()[0]?.key !== 'first') this.markers.hover(null);
    }
    const cubes = snapshot.design.elements.filter((el): el is Cube => el.kind === 'cube');
    const big = cubes.length > shadowLimit;
    this.panels.setShadows(!big);
    this.view.sun.castShadow = !big;
    this.shadow.update(cubes.map((c) => ({ ...c.position, ...c.size })));
    this.aimSun(boundsOf(cubes.map((c) => ({ ...c.position, ...c.size }))));
    this.overlays.setMarkers(markers);
    this.dirty.overlays = true;
    if (!this.fitted && cubes.length > 0) this.fit('iso');
    this.view.invalidate();
  }

  setFormat(format: (mm: number) => string): void {
    this.overlays.setFormat(format);
    this.dirty.overlays = true;
    this.view.invalidate();
  }

  /** Lights up elements (a hovered finding or list row); an empty list turns it off. */
  highlight(ids: readonly string[]): void {
    this.panels.highlighted = new Set(ids);
    this.dirty.tint = true;
    this.view.invalidate();
  }

  /** Shows the ghost of a slot's cube; true when that changed the picture. */
  hoverSlot(slot: AddSlot | null): boolean {
    // The empty scene's ghost cube stays when the pointer leaves its "+".
    const changed = this.markers.hover(slot ?? (this.markers.all()[0]?.key === firstSlot.key ? firstSlot : null));
    if (changed) this.view.invalidate();
    return changed;
  }

  /**
   * The design's bounds (mm) — what "fit" and the views frame: with the room when there is one, and
   * while adding with the "+" markers' cubes, so every place a cube can go is in view.
   */
  bounds(withRoom: boolean): Bounds | null {
    const boxes: { x: number; y: number; z: number; width: number; height: number; depth: number }[] = [];
    const cubes: Cube[] = [];
    for (const el of this.editor.store.all()) {
      if (el.kind === 'cube') {
        boxes.push({ ...el.position, ...el.size });
        cubes.push(el);
      } else if (withRoom && el.kind === 'room')
        boxes.push({
          x: el.origin?.x ?? 0,
          y: 0,
          z: el.origin?.z ?? 0,
          width: el.width,
          height: el.height,
          depth: el.depth,
        });
    }
    if (withRoom && this.editor.getTool() === 'add' && cubes.length > 0 && cubes.length <= slotLimit) {
      for (const slot of freeSlots(cubes)) boxes.push({ ...slot.spec.position, ...slot.spec.size });
    }
    return boundsOf(boxes);
  }

  fit(view: View | Vector3): void {
    const cam = this.view.camera;
    const to = fitCamera(cam, this.bounds(true), view);
    cam.position.copy(to.position);
    this.view.controls.target.copy(to.target);
    this.view.controls.update();
    if (this.bounds(false)) this.fitted = true;
    this.view.invalidate();
  }

  /** The scene as an image (a data URL), at most `maxWidth` pixels wide, with its labels drawn in. */
  capture({ type = 'image/png', maxWidth = 4096, quality = 0.85, clean = true }: CaptureOptions = {}): string {
    const hidden: { visible: boolean; object: { visible: boolean } }[] = [];
    const hide = (object: { visible: boolean }) => {
      hidden.push({ visible: object.visible, object });
      object.visible = false;
    };
    if (clean) {
      // What changed since the last frame first: a rebuild inside the draw below would otherwise
      // show the "+" markers again (the add tool chosen a moment ago) over their hiding.
      this.rebuild();
      this.panels.plain = true;
      const highlighted = this.panels.highlighted;
      this.panels.highlighted = new Set();
      this.overlays.showMarkers = false;
      hide(this.markers.group);
      hide(this.handles);
      this.selection = new Set();
      this.dirty.tint = this.dirty.overlays = this.dirty.room = true;
      this.view.draw();
      this.panels.highlighted = highlighted;
    } else this.view.draw();
    const source = this.view.renderer.domElement;
    const rect = source.getBoundingClientRect();
    const width = Math.min(maxWidth, source.width);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.round((source.height * width) / source.width);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
    // The labels are HTML over the canvas: draw them in, as they are seen.
    const k = rect.width > 0 ? canvas.width / rect.width : 1;
    for (const label of this.view.visibleLabels()) {
      const dimension = label.className.includes('dimension');
      ctx.font = `${dimension ? '' : 'bold '}${Math.round(label.fontSize * k)}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      if (dimension) {
        const w = ctx.measureText(label.text).width + 10 * k;
        ctx.fillStyle = 'rgb(255 253 250 / 90%)';
        ctx.fillRect(label.x * k - w / 2, label.y * k - 9 * k, w, 18 * k);
        ctx.fillStyle = '#6b3f1d';
      } else ctx.fillStyle = '#2b2620';
      ctx.fillText(label.text, label.x * k, label.y * k);
    }
    const url = canvas.toDataURL(type, quality);
    if (clean) {
      this.panels.plain = false;
      this.overlays.showMarkers = true;
      for (const h of hidden.reverse()) h.object.visible = h.visible;
      this.selection = new Set(this.editor.store.selection());
      this.dirty.tint = this.dirty.overlays = this.dirty.room = true;
      this.view.invalidate();
    }
    return url;
  }

  screenOf(el: Element): { x: number; y: number } | null {
    const at = anchorOf(el);
    if (!at) return null;
    const p = this.view.toPage(at);
    return { x: p.x, y: p.y };
  }

  dispose(): void {
    this.off();
    this.panels.dispose();
    this.room.dispose();
    this.overlays.dispose();
    this.markers.dispose();
    this.shadow.dispose();
    this.view.dispose();
  }

  rooms() {
    return [...this.editor.store.all()].filter((el) => el.kind === 'room');
  }

  walls() {
    return [...this.editor.store.all()].filter((el) => el.kind === 'wall');
  }

  private aimSun(bounds: Bounds | null): void {
    const b = bounds ?? { min: [0, 0, 0], max: [1200, 800, 400] };
    const cx = ((b.min[0] + b.max[0]) / 2) * M,
      cz = ((b.min[2] + b.max[2]) / 2) * M;
    const r = Math.max(1.5, Math.hypot(b.max[0] - b.min[0], b.max[1] - b.min[1], b.max[2] - b.min[2]) * M);
    // The floor fades into the background beyond the design (no endless grid to the horizon).
    this.fog.near = r * 2 + 2;
    this.fog.far = r * 4 + 6;
    const sun = this.view.sun;
    sun.position.set(cx + r * 0.6, r * 1.4, cz + r);
    sun.target.position.set(cx, 0, cz);
    sun.target.updateMatrixWorld();
    const cam = sun.shadow.camera;
    cam.left = cam.bottom = -r;
    cam.right = cam.top = r;
    cam.near = 0.1;
    cam.far = r * 4;
    cam.updateProjectionMatrix();
  }

  private tintOf = (part: { element?: string | undefined; cubes?: readonly string[] }): Tint => {
    const ids = part.element ? [part.element] : (part.cubes ?? []);
    for (const id of ids) if (this.selection.has(id)) return 'selected';
    for (const id of ids) {
      const tint = this.flagged.get(id);
      if (tint) return tint;
    }
    return null;
  };

  private rebuild(): void {
    const { store, live } = this.editor;
    const d = this.dirty;
    if (d.parts) {
      d.parts = d.tint = false;
      const parts = live.scene();
      this.panels.setPanels(parts.panels, this.tintOf);
      this.panels.setBars(parts.bars, this.tintOf);
      this.panels.setFittings(this.fittings ? live.junctions() : [], this.fittings);
    } else if (d.tint) {
      d.tint = false;
      this.panels.retint(this.tintOf);
    }
    if (d.room) {
      d.room = false;
      this.room.rebuild(store.all(), this.selection);
      this.view.studio.setBackdrop(this.room.backdrop);
    }
    if (d.overlays) {
      d.overlays = false;
      this.overlays.rebuild(store.all(), this.selection);
    }
    if (d.markers) {
      d.markers = false;
      const cubes = [...store.all()].filter((el): el is Cube => el.kind === 'cube');
      // An empty scene shows a ghost cube on the floor with its "+": where the first one goes.
      const empty = cubes.length === 0 && !this.editor.readOnly;
      this.markers.visible((this.tool === 'add' || empty) && !this.editor.readOnly);
      if (empty) {
        this.markers.set([firstSlot]);
        this.markers.hover(firstSlot);
      } else if (this.tool === 'add') {
        const from = cubes.length <= slotLimit ? cubes : cubes.filter((c) => this.selection.has(c.id));
        this.markers.set(freeSlots(cubes, from));
      }
      if (this.markers.group.visible) this.markers.turn(this.view.camera.quaternion);
    }
    if (d.handles) {
      d.handles = false;
      this.placeHandles();
    }
  }

  private placeHandles(): void {
    for (const child of [...this.handles.children]) {
      this.handles.remove(child);
      const mesh = child as Mesh<SphereGeometry, MeshStandardMaterial>;
      mesh.geometry.dispose();
      mesh.material.dispose();
    }
    const ids = this.editor.store.selection();
    const one = ids.length === 1 ? this.editor.store.get(ids[0]!) : undefined;
    if (this.editor.readOnly || this.tool !== 'select' || one?.kind !== 'cube') return;
    for (const axis of ['x', 'y', 'z'] as const) {
      const at = handlePosition(one, axis);
      // Drawn over the boards (and picked first), so a handle inside a row of cubes still shows.
      const mesh = new Mesh(
        new SphereGeometry(0.035, 16, 12),
        new MeshStandardMaterial({
          color: axis === 'x' ? '#c0504d' : axis === 'y' ? '#4f9a5b' : '#3d7be0',
          roughness: 0.4,
          depthTest: false,
          transparent: true,
          opacity: 0.9,
        }),
      );
      mesh.position.set(at.x * M, at.y * M, at.z * M);
      mesh.userData = { axis, cube: one.id };
      mesh.renderOrder = 10;
      this.handles.add(mesh);
    }
  }

  /** The handle of the selected cube on one axis, on the page. */
  screenOfHandle(cube: Cube, axis: ResizeAxis): { x: number; y: number } {
    const p = this.view.toPage(handlePosition(cube, axis));
    return { x: p.x, y: p.y };
  }
}

function touchesRoom(changes: ReadonlyMap<string, readonly [Element | undefined, Element | undefined]>): boolean {
  for (const [before, after] of changes.values()) {
    if (before?.kind === 'room' || before?.kind === 'wall' || after?.kind === 'room' || after?.kind === 'wall')
      return true;
  }
  return false;
}

/** A point to show an element at: a cube's front face centre, … (mm). */
export function anchorOf(el: Element, top = false): { x: number; y: number; z: number } | null {
  if (el.kind === 'cube') {
    const { position: p, size: s } = el;
    return top
      ? { x: p.x + s.width / 2, y: p.y + s.height + 60, z: p.z + s.depth / 2 }
      : { x: p.x + s.width / 2, y: p.y + s.height / 2, z: p.z + s.depth };
  }
  if (el.kind === 'text') return el.position;
  if (el.kind === 'line') return el.start;
  if (el.kind === 'connector') return el.at;
  if (el.kind === 'wall')
    return { x: (el.start.x + el.end.x) / 2, y: (el.height ?? 2500) / 2, z: (el.start.z + el.end.z) / 2 };
  if (el.kind === 'room') {
    const [back] = roomWalls(el);
    return { x: (back!.min.x + back!.max.x) / 2, y: back!.max.y / 2, z: back!.max.z };
  }
  if (el.kind === 'bar' && el.start && el.end)
    return { x: (el.start.x + el.end.x) / 2, y: (el.start.y + el.end.y) / 2, z: (el.start.z + el.end.z) / 2 };
  return null;
}
