// Pointer editing in the 3D view: tap to select (shift for several) any element — cubes, shelves,
// doors, bars, walls, the room, dimension lines, labels, connectors; with the add tool a tap on a
// "+" (or on a cube's face, or the floor) adds a cube, and hovering a "+" previews it (on touch the
// first tap previews, a second tap on it adds); a press on a selected element drags it.
// Listens in the capture phase on the canvas's parent, so it runs before the orbit controls and
// decides whether a press edits (and the camera holds still) or orbits. Handlers read the editor's
// latest state, never React state; a drag updates at most once per animation frame.
import * as THREE from 'three';
import type { Cube, Element } from '@kubik/design/schema/elements';
import type { AddSlot } from '../editor/addSlots.ts';
import { addCube, cubeBeside } from '../editor/commands.ts';
import { isDraggable } from '../editor/moving.ts';
import { snapPosition } from '../editor/snapping.ts';
import { CubeDrag, CubeResize, ElementDrag, type ResizeAxis } from './drag.ts';
import { dimensionDrawnAt, distanceToSegment, faceOf, rayEntersBox, rayHitsWall } from './picking.ts';
import { roomWalls } from './RoomLayer.ts';
import { anchorOf, type SceneController } from './SceneController.ts';
import { M } from './units.ts';

/** A move shorter than this is a tap, not a drag (touch needs more slack than a mouse). */
const tapSlop = { mouse: 5, touch: 20, pen: 10 } as const;

interface Hit {
  elementId: string;
  cubeId: string | undefined;
  face: ReturnType<typeof faceOf> | null;
  point: THREE.Vector3;
  floor?: boolean;
  /** A resize handle of the selected cube. */
  handle?: ResizeAxis;
  /** A "+" marker of the add tool. */
  slot?: AddSlot;
}

export interface PointerCallbacks {
  /** A cube was tapped with the select tool: the page may open the cell's menu there. */
  onCubeTap(cubeId: string, at: { x: number; y: number }): void;
  /** Any other tap (or the start of a drag or an orbit): close what onCubeTap opened. */
  onOtherTap(): void;
  /** The "+" under the pointer changed (null: none): the page shows the price change. */
  onPreview(slot: AddSlot | null): void;
}

/** Points the raycaster through the pointer's position on the canvas; answers its ray. */
function aimRay(
  raycaster: THREE.Raycaster,
  canvas: HTMLCanvasElement,
  camera: THREE.Camera,
  event: { clientX: number; clientY: number },
): THREE.Ray {
  const rect = canvas.getBoundingClientRect();
  const ndc = new THREE.Vector2(
    ((event.clientX - rect.left) / rect.width) * 2 - 1,
    -((event.clientY - rect.top) / rect.height) * 2 + 1,
  );
  raycaster.setFromCamera(ndc, camera);
  return raycaster.ray;
}

/** What the pointer is on: a resize handle, a "+", something drawn on the page, something in 3D, or the floor. */
function pickAt(ctrl: SceneController, raycaster: THREE.Raycaster, event: PointerEvent): Hit | null {
  const ray = aimRay(raycaster, ctrl.view.renderer.domElement, ctrl.view.camera, event).clone();
  const handle = raycaster.intersectObjects(ctrl.handles.children, false)[0];
  if (handle)
    return {
      elementId: String(handle.object.userData.cube),
      cubeId: String(handle.object.userData.cube),
      face: null,
      point: handle.point.clone(),
      handle: handle.object.userData.axis as ResizeAxis,
    };
  if (!ctrl.editor.readOnly) {
    const slot = ctrl.markers.pick(raycaster);
    if (slot) return { elementId: slot.cube, cubeId: slot.cube, face: null, point: ray.origin.clone(), slot };
  }
  return pickOnPage(ctrl, { x: event.clientX, y: event.clientY }, ray) ?? pickInScene(ctrl, raycaster, ray);
}

/**
 * Labels first (a label's box on the page, the text itself or a dimension's length), then
 * connectors and dimension lines near the pointer on the page: they are small or thin.
 */
function pickOnPage(ctrl: SceneController, at: { x: number; y: number }, ray: THREE.Ray): Hit | null {
  const { editor, view } = ctrl;
  for (const node of view.labelLayer.querySelectorAll<HTMLElement>('[data-element]')) {
    const r = node.getBoundingClientRect();
    const el = editor.store.get(node.dataset.element ?? '');
    if (el && at.x >= r.left - 2 && at.x <= r.right + 2 && at.y >= r.top - 2 && at.y <= r.bottom + 2) {
      return { elementId: el.id, cubeId: undefined, face: null, point: pointOf(el, ray) };
    }
  }
  let near: { el: Element; d: number } | null = null;
  for (const el of editor.store.all()) {
    let d = Infinity;
    if (el.kind === 'connector') {
      const p = view.toPage(el.at);
      if (!p.behind) d = Math.hypot(p.x - at.x, p.y - at.y) - 8;
    } else if (el.kind === 'line') {
      const [a, b] = dimensionDrawnAt(el).map((p) => view.toPage(p));
      if (!a!.behind && !b!.behind) d = distanceToSegment(at, a!, b!);
    }
    if (d <= 6 && (!near || d < near.d)) near = { el, d };
  }
  return near ? { elementId: near.el.id, cubeId: undefined, face: null, point: pointOf(near.el, ray) } : null;
}

/**
 * In 3D: a shelf, door or bar in front wins over its cube; otherwise the nearest of the cube whose
 * box the ray enters first (cubes are open at the front), a wall, the room's walls; else the floor.
 */
function pickInScene(ctrl: SceneController, raycaster: THREE.Raycaster, ray: THREE.Ray): Hit | null {
  const { editor } = ctrl;
  let best: Hit | null = null;
  let bestT = Infinity;
  const first = raycaster.intersectObjects(ctrl.panels.meshes(), false)[0];
  if (first && first.instanceId !== undefined) {
    const panel = ctrl.panels.panelAt(first.object, first.instanceId);
    const bar = ctrl.panels.barAt(first.object, first.instanceId);
    if (bar) {
      best = { elementId: bar.element, cubeId: undefined, face: null, point: first.point.clone() };
      bestT = first.distance;
    } else if (panel?.element) {
      const door = editor.store.get(panel.element);
      // A sliding door is picked as the cube behind it (issue 22, defect 1): a click or tap on a
      // doored cube selects the cube and opens its menu ("Remove the sliding doors" is there); the
      // door itself is picked from its tab in the panel.
      const behind =
        door?.kind === 'slidingDoor' ? cubeBehindDoor(editor.store, door.cubes, first.point.x / M) : undefined;
      if (behind) best = { elementId: behind, cubeId: behind, face: null, point: first.point.clone() };
      else
        best = {
          elementId: panel.element,
          cubeId: panel.cubes[0],
          face: first.face ? faceOf(first.face.normal) : null,
          point: first.point.clone(),
        };
      bestT = first.distance;
    }
  }
  const origin = ray.origin.clone().divideScalar(M);
  for (const el of best ? [] : editor.store.all()) {
    if (el.kind !== 'cube') continue;
    const { position: p, size: s } = el;
    const hit = rayEntersBox(
      ray.origin,
      ray.direction,
      { x: p.x * M, y: p.y * M, z: p.z * M },
      { x: (p.x + s.width) * M, y: (p.y + s.height) * M, z: (p.z + s.depth) * M },
    );
    if (hit && hit.t < bestT) {
      bestT = hit.t;
      best = { elementId: el.id, cubeId: el.id, face: hit.face, point: ray.at(hit.t, new THREE.Vector3()) };
    }
  }
  for (const el of editor.store.all()) {
    let t: number | null = null;
    if (el.kind === 'wall')
      t = rayHitsWall(origin, ray.direction, {
        start: el.start,
        end: el.end,
        height: el.height ?? 2500,
        thickness: el.thickness ?? 100,
      });
    else if (el.kind === 'room') {
      for (const box of roomWalls(el)) {
        const hit = rayEntersBox(origin, ray.direction, box.min, box.max);
        if (hit && (t === null || hit.t < t)) t = hit.t;
      }
    }
    if (t !== null && t * M < bestT) {
      bestT = t * M;
      best = { elementId: el.id, cubeId: undefined, face: null, point: ray.at(t * M, new THREE.Vector3()) };
    }
  }
  if (best) return best;
  if (ray.direction.y < -1e-6) {
    const point = ray.at(-ray.origin.y / ray.direction.y, new THREE.Vector3());
    return { elementId: '', cubeId: undefined, face: null, point, floor: true };
  }
  return null;
}

/** Of a door's cubes, the one whose width spans `x` (mm); the nearest at the ends. */
function cubeBehindDoor(
  store: SceneController['editor']['store'],
  ids: readonly string[],
  x: number,
): string | undefined {
  let best: { id: string; d: number } | undefined;
  for (const id of ids) {
    const cube = store.get(id);
    if (cube?.kind !== 'cube') continue;
    const d =
      x < cube.position.x
        ? cube.position.x - x
        : x > cube.position.x + cube.size.width
          ? x - cube.position.x - cube.size.width
          : 0;
    if (!best || d < best.d) best = { id, d };
  }
  return best?.id;
}

/** The add tool's tap: a cube beside the face tapped, or on the floor where tapped (snapped to its neighbours, like the last cube). */
function addAt(store: SceneController['editor']['store'], hit: Hit | null): void {
  const near = hit?.cubeId ? store.get(hit.cubeId) : undefined;
  let spec = near?.kind === 'cube' && hit?.face ? cubeBeside(near, hit.face) : null;
  if (!spec && hit?.floor) {
    const last = [...store.all()].reverse().find((el): el is Cube => el.kind === 'cube');
    const size = last?.size ?? { width: 400, height: 400, depth: 400 };
    const others = [...store.all()].flatMap((el) => (el.kind === 'cube' ? [{ ...el.position, ...el.size }] : []));
    const p = snapPosition(
      size,
      { x: hit.point.x / M - size.width / 2, y: 0, z: hit.point.z / M - size.depth / 2 },
      others,
      ['y'],
    );
    spec = { position: { ...p, y: 0 }, size, material: last?.material, colour: last?.colour, back: last?.back };
  }
  if (spec) {
    const { diff, id } = addCube(store, spec);
    store.run(diff);
    store.select([id]);
  }
}

/** A tap that selects: the element (shift: adds or takes it out), its drawer, and a cube's menu; the floor or nothing clears. */
function selectTapped(
  editor: SceneController['editor'],
  hit: Hit | null,
  shift: boolean,
  at: { x: number; y: number },
  callbacks: PointerCallbacks,
): void {
  const { store } = editor;
  if (!hit || hit.floor) {
    if (!shift) store.select([]);
    callbacks.onOtherTap();
    return;
  }
  const current = store.selection();
  if (shift)
    store.select(
      current.includes(hit.elementId) ? current.filter((id) => id !== hit.elementId) : [...current, hit.elementId],
    );
  else store.select([hit.elementId]);
  const kind = store.get(hit.elementId)?.kind;
  if (kind) editor.setDrawer(kind);
  if (kind === 'cube' && !shift && !editor.readOnly) callbacks.onCubeTap(hit.elementId, at);
  else callbacks.onOtherTap();
}

/** Whether a press here may drag: a selected cube or movable element, with the select tool, when editing. */
function draggable(editor: SceneController['editor'], hit: Hit | null): boolean {
  const grabbed = hit && !hit.floor && !hit.slot ? editor.store.get(hit.elementId) : undefined;
  return (
    !editor.readOnly &&
    editor.getTool() === 'select' &&
    grabbed !== undefined &&
    editor.store.selection().includes(grabbed.id) &&
    (grabbed.kind === 'cube' || isDraggable(grabbed))
  );
}

/** The drag a press turns into once it moves: a cube's resize (from a handle) or move, or another element's move. */
function dragOf(
  editor: SceneController['editor'],
  hit: Hit,
  camera: THREE.Camera,
): CubeDrag | CubeResize | ElementDrag | null {
  const el = editor.store.get(hit.elementId);
  const dimension = hit.handle === 'x' ? 'width' : hit.handle === 'y' ? 'height' : 'depth';
  if (el?.kind === 'cube')
    return hit.handle
      ? new CubeResize(editor.store, el, hit.handle, editor.catalogue.allowedSizes[dimension], hit.point, camera)
      : new CubeDrag(editor.store, el, hit.point, camera);
  return el && isDraggable(el) ? new ElementDrag(editor.store, el, hit.point, camera) : null;
}

/** A press in progress: where it started, what it is on, and the drag it turned into once it moved. */
interface Press {
  id: number;
  x: number;
  y: number;
  type: keyof typeof tapSlop;
  shift: boolean;
  hit: Hit | null;
  drag: CubeDrag | CubeResize | ElementDrag | null;
  canDrag: boolean;
}

/** A new press: what the pointer is on, and whether moving it drags. */
function pressAt(ctrl: SceneController, raycaster: THREE.Raycaster, event: PointerEvent): Press {
  const hit = pickAt(ctrl, raycaster, event);
  const canDrag = draggable(ctrl.editor, hit);
  return {
    id: event.pointerId,
    x: event.clientX,
    y: event.clientY,
    type: (event.pointerType as keyof typeof tapSlop) || 'mouse',
    shift: event.shiftKey,
    hit,
    drag: null,
    canDrag,
  };
}

/** How far the pointer went from where the press started (px). */
function movedFrom(press: Press, event: { clientX: number; clientY: number }): number {
  return Math.hypot(event.clientX - press.x, event.clientY - press.y);
}

/**
 * Pointer moves, at most one per animation frame: `schedule` keeps the latest event, and the frame
 * runs the first callback scheduled since the last frame with it.
 */
function frameQueue() {
  let pending: PointerEvent | null = null;
  let frame = 0;
  return {
    schedule(event: PointerEvent, run: (latest: PointerEvent | null) => void): void {
      pending = event;
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        run(pending);
        pending = null;
      });
    },
    /** Drops the frame asked for, if any. */
    cancel(): void {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}

/** The add tool's "+": the one previewed (the page shows its price), and on touch the one tapped once — a second tap on it adds. */
function addPreview(ctrl: SceneController, callbacks: PointerCallbacks) {
  const { editor } = ctrl;
  let armed: string | null = null;
  const preview = (slot: AddSlot | null) => {
    if (ctrl.hoverSlot(slot)) callbacks.onPreview(slot);
  };
  return {
    preview,
    /** Whether a "+" was tapped once on touch and waits for the second tap. */
    armed: () => armed !== null,
    /** Nothing armed, nothing previewed. */
    reset(): void {
      armed = null;
      preview(null);
    },
    /** A tap on a "+": adds its cube; on touch the first tap only previews it. */
    tap(slot: AddSlot, type: keyof typeof tapSlop): void {
      // On touch there is no hover: the first tap shows what would be added, the second adds it
      // (the first cube of an empty design needs no preview: its ghost is there already).
      if (type === 'touch' && armed !== slot.key && slot.key !== 'first') {
        armed = slot.key;
        preview(slot);
        return;
      }
      armed = null;
      preview(null);
      const { store } = editor;
      const { diff, id } = addCube(store, slot.spec);
      store.run(diff);
      store.select([id]);
    },
  };
}

/** A tap: on a "+" it adds (or previews), with the add tool it adds where tapped, else it selects. */
function tapWith(
  editor: SceneController['editor'],
  adding: ReturnType<typeof addPreview>,
  callbacks: PointerCallbacks,
  press: Press,
  at: { x: number; y: number },
): void {
  const { hit } = press;
  if (hit?.slot && !editor.readOnly) {
    adding.tap(hit.slot, press.type);
    return;
  }
  if (editor.getTool() === 'add' && !editor.readOnly) {
    adding.reset();
    addAt(editor.store, hit);
    return;
  }
  selectTapped(editor, hit, press.shift, at, callbacks);
}

/** Whether a move with no press is a mouse or pen hovering over the scene with the add tool. */
function hoversToAdd(editor: SceneController['editor'], host: HTMLElement, event: PointerEvent): boolean {
  return (
    event.pointerType !== 'touch' &&
    editor.getTool() === 'add' &&
    event.target instanceof Node &&
    host.contains(event.target)
  );
}

export function attachPointer(ctrl: SceneController, callbacks: PointerCallbacks): () => void {
  const { editor, view } = ctrl;
  const { camera, controls } = view;
  const canvas = view.renderer.domElement;
  const host = canvas.parentElement ?? canvas;
  const raycaster = new THREE.Raycaster();
  let pointer: Press | null = null;
  const adding = addPreview(ctrl, callbacks);
  const frames = frameQueue();

  const rayAt = (event: { clientX: number; clientY: number }) => aimRay(raycaster, canvas, camera, event);

  const onDown = (event: PointerEvent) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    // A second finger is a pinch or pan for the camera, never an edit.
    if (pointer && pointer.id !== event.pointerId) {
      if (pointer.drag) pointer.drag.commit();
      pointer = null;
      controls.enabled = true;
      return;
    }
    pointer = pressAt(ctrl, raycaster, event);
    // Dragging a selected element moves it; anywhere else the camera orbits.
    if (pointer.canDrag || pointer.hit?.slot) controls.enabled = false;
  };

  const onMove = (event: PointerEvent) => {
    const p = pointer;
    if (!p) {
      // Hovering with the add tool: the "+" under the pointer shows its cube.
      if (hoversToAdd(editor, host, event))
        frames.schedule(event, (latest) => {
          if (latest && !pointer) {
            rayAt(latest);
            adding.preview(ctrl.markers.pick(raycaster));
          }
        });
      return;
    }
    if (event.pointerId !== p.id) return;
    if (!p.drag && p.canDrag && movedFrom(p, event) > tapSlop[p.type] && p.hit) {
      p.drag = dragOf(editor, p.hit, camera);
      callbacks.onOtherTap();
    }
    if (!p.drag) return;
    frames.schedule(event, (latest) => {
      if (latest && pointer?.drag) pointer.drag.update(rayAt(latest));
    });
  };

  const finish = (event: PointerEvent) => {
    const p = pointer;
    if (!p || event.pointerId !== p.id) return;
    pointer = null;
    controls.enabled = true;
    if (p.drag) {
      frames.cancel();
      p.drag.update(rayAt(event));
      p.drag.commit();
      return;
    }
    if (event.type === 'pointercancel') return;
    if (movedFrom(p, event) <= tapSlop[p.type])
      tapWith(editor, adding, callbacks, p, { x: event.clientX, y: event.clientY });
    else callbacks.onOtherTap();
  };

  const onLeave = () => {
    if (!pointer && !adding.armed()) adding.preview(null);
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && pointer?.drag) {
      pointer.drag.cancel();
      pointer = null;
      controls.enabled = true;
    }
  };

  // One signal takes every listener off again.
  const listening = new AbortController();
  const { signal } = listening;
  host.addEventListener('pointerdown', onDown, { capture: true, signal });
  host.addEventListener('pointerleave', onLeave, { signal });
  window.addEventListener('pointermove', onMove, { signal });
  window.addEventListener('pointerup', finish, { signal });
  window.addEventListener('pointercancel', finish, { signal });
  window.addEventListener('keydown', onKey, { signal });
  return () => {
    listening.abort();
    frames.cancel();
  };
}

/** A grab point for an element picked on the page (a label, a connector, a line): the ray's closest approach to its anchor. */
function pointOf(el: Element, ray: THREE.Ray): THREE.Vector3 {
  const at = anchorOf(el);
  if (!at) return ray.origin.clone();
  return ray.closestPointToPoint(new THREE.Vector3(at.x * M, at.y * M, at.z * M), new THREE.Vector3());
}
