// The 3D view: r3f canvas rendered on demand (frameloop="demand": nothing is drawn while idle),
// the boards as instances, the room, overlays, soft light and shadows, orbit/pan/zoom (pinch and
// two-finger pan on touch), and pointer editing: tap to select (shift for several) any element —
// cubes, shelves, doors, bars, walls, the room, dimension lines, labels, connectors — tap a face
// with the add tool to put a cube beside it, drag a selected element to move it.
import { useEffect, useMemo, useRef } from 'react';
import { Canvas, addAfterEffect, useFrame, useThree } from '@react-three/fiber';
import { Html, OrbitControls } from '@react-three/drei';
import * as THREE from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { Connector, Cube, Element, Room as RoomElement, Wall } from '@kubik/design/schema/elements';
import type { Locale } from '@kubik/contract/locale';
import type { Editor, Snapshot } from '../editor/editor.ts';
import { addCube, cubeBeside } from '../editor/commands.ts';
import { isDraggable } from '../editor/moving.ts';
import { snapPosition } from '../editor/snapping.ts';
import { fitCamera, type View } from './camera.ts';
import { CubeDrag, CubeResize, ElementDrag, handlePosition, type ResizeAxis } from './drag.ts';
import { ConnectorMark, DimensionLine, FindingMarker, Follow, OverallDimensions, TextLabel } from './Overlays.tsx';
import { PanelLayer, type Tint } from './PanelLayer.ts';
import { dimensionDrawnAt, distanceToSegment, faceOf, rayEntersBox, rayHitsWall } from './picking.ts';
import { Room } from './Room.tsx';
import { boundsOf, M } from './units.ts';

export interface ViewportApi {
  setView(view: View): void;
  fit(): void;
  /** The scene as an image (a data URL), at most `maxWidth` pixels wide. */
  capture(type?: 'image/png' | 'image/jpeg' | 'image/webp', maxWidth?: number, quality?: number): string;
  /** Where an element's front face centre is on the page (client pixels), for tests. */
  screenOf(id: string): { x: number; y: number } | null;
  /** Where a selected cube's resize handle is on the page, for tests. */
  screenOfHandle(id: string, axis: ResizeAxis): { x: number; y: number } | null;
  drawCalls(): number;
}

/** A move shorter than this is a tap, not a drag (touch needs more slack than a mouse). */
const tapSlop = { mouse: 5, touch: 20, pen: 10 } as const;

let frameCount = 0;
let lastFrameAt = 0;
addAfterEffect(() => {
  frameCount++;
  lastFrameAt = performance.now();
});
export const frameClock = { frames: () => frameCount, lastFrameAt: () => lastFrameAt };

export function Viewport(props: { editor: Editor; snapshot: Snapshot; locale: Locale; format: (mm: number) => string; onApi: (api: ViewportApi | null) => void; label: string }) {
  return (
    <div className="cfg-viewport" aria-label={props.label} role="application">
      <Canvas
        frameloop="demand"
        shadows
        dpr={Math.min(window.devicePixelRatio || 1, 2)}
        gl={{ preserveDrawingBuffer: true, antialias: true }}
        camera={{ fov: 40, near: 0.01, far: 300, position: [2.2, 1.8, 3.2] }}
      >
        <color attach="background" args={['#f4efe8']} />
        <SceneContent {...props} />
      </Canvas>
    </div>
  );
}

function SceneContent({ editor, snapshot, locale, format, onApi }: { editor: Editor; snapshot: Snapshot; locale: Locale; format: (mm: number) => string; onApi: (api: ViewportApi | null) => void }) {
  const { gl, camera, scene, invalidate, controls } = useThree();
  const layer = useMemo(() => new PanelLayer(), []);
  const dirty = useRef({ parts: true, tint: true });
  const light = useRef<THREE.DirectionalLight>(null);
  const design = snapshot.design;

  const cubes = useMemo(() => design.elements.filter((el): el is Cube => el.kind === 'cube'), [design]);
  const bounds = useMemo(() => boundsOf(cubes.map((c) => ({ ...c.position, ...c.size }))), [cubes]);
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;

  // Findings and selection colour the boards; read through refs so the frame loop sees the latest.
  const tintState = useRef({ selection: new Set<string>(), flagged: new Map<string, Tint>() });
  useEffect(() => {
    const flagged = new Map<string, Tint>();
    for (const [id, list] of snapshot.findingsByElement) {
      if (list.some((f) => f.severity === 'error')) flagged.set(id, 'error');
      else if (list.some((f) => f.severity === 'warning')) flagged.set(id, 'warning');
    }
    tintState.current.flagged = flagged;
    dirty.current.tint = true;
    invalidate();
  }, [snapshot.findingsByElement, invalidate]);

  useEffect(() => {
    const big = cubes.length > 400;
    layer.setShadows(!big);
    if (light.current) light.current.castShadow = !big;
    invalidate();
  }, [cubes.length > 400, layer, invalidate]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    tintState.current.selection = new Set(editor.store.selection());
    const off = editor.onChange((event) => {
      if (event.diff || event.reset) dirty.current.parts = true;
      if (event.selection) {
        tintState.current.selection = new Set(editor.store.selection());
        dirty.current.tint = true;
      }
      invalidate();
    });
    return () => {
      off();
    };
  }, [editor, invalidate]);

  useEffect(() => () => layer.dispose(), [layer]);

  const tintOf = useMemo(() => {
    return (part: { element?: string | undefined; cubes?: readonly string[] }): Tint => {
      const { selection, flagged } = tintState.current;
      const ids = part.element ? [part.element] : (part.cubes ?? []);
      for (const id of ids) if (selection.has(id)) return 'selected';
      for (const id of ids) {
        const tint = flagged.get(id);
        if (tint) return tint;
      }
      return null;
    };
  }, []);

  // Rebuild instances just before a frame is drawn: many changes between frames cost one rebuild.
  useFrame(() => {
    if (dirty.current.parts) {
      dirty.current.parts = false;
      dirty.current.tint = false;
      const parts = editor.live.scene();
      layer.setPanels(parts.panels, tintOf);
      layer.setBars(parts.bars, tintOf);
      const fittings = snapshot.drawer === 'connector' || editor.store.getSettings().connectorSystem === 'steelCorner';
      layer.setFittings(fittings ? editor.live.junctions() : [], fittings);
    } else if (dirty.current.tint) {
      dirty.current.tint = false;
      layer.retint(tintOf);
    }
  });

  useEffect(() => {
    dirty.current.parts = true;
    invalidate();
  }, [snapshot.drawer, invalidate]);

  // Shadows cover the design's footprint.
  useEffect(() => {
    const l = light.current;
    if (!l) return;
    const b = bounds ?? { min: [0, 0, 0], max: [1200, 800, 400] };
    const cx = ((b.min[0] + b.max[0]) / 2) * M, cz = ((b.min[2] + b.max[2]) / 2) * M;
    const r = Math.max(1.5, Math.hypot(b.max[0] - b.min[0], b.max[1] - b.min[1], b.max[2] - b.min[2]) * M);
    l.position.set(cx + r * 0.6, r * 1.4, cz + r);
    l.target.position.set(cx, 0, cz);
    l.target.updateMatrixWorld();
    const cam = l.shadow.camera;
    cam.left = cam.bottom = -r;
    cam.right = cam.top = r;
    cam.near = 0.1;
    cam.far = r * 4;
    cam.updateProjectionMatrix();
    invalidate();
  }, [bounds, invalidate]);

  // Camera presets, capture and the test hook's helpers.
  const orbit = controls as unknown as OrbitControlsImpl | null;
  useEffect(() => {
    const cam = camera as THREE.PerspectiveCamera;
    const place = (view: View | THREE.Vector3) => {
      const to = fitCamera(cam, boundsRef.current, view);
      cam.position.copy(to.position);
      if (orbit) {
        orbit.target.copy(to.target);
        orbit.update();
      } else cam.lookAt(to.target);
      invalidate();
    };
    const toScreen = (at: { x: number; y: number; z: number }) => {
      const v = new THREE.Vector3(at.x * M, at.y * M, at.z * M).project(camera);
      const rect = gl.domElement.getBoundingClientRect();
      return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height };
    };
    const api: ViewportApi = {
      setView: (view) => place(view),
      fit: () => place(cam.getWorldDirection(new THREE.Vector3()).negate()),
      capture: (type = 'image/png', maxWidth = 4096, quality = 0.85) => {
        gl.render(scene, camera);
        const source = gl.domElement;
        if (source.width <= maxWidth) return source.toDataURL(type, quality);
        const canvas = document.createElement('canvas');
        canvas.width = maxWidth;
        canvas.height = Math.round((source.height * maxWidth) / source.width);
        canvas.getContext('2d')!.drawImage(source, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL(type, quality);
      },
      screenOf: (id) => {
        const el = editor.store.get(id);
        const at = el ? anchorOf(el) : null;
        return at ? toScreen(at) : null;
      },
      screenOfHandle: (id, axis) => {
        const el = editor.store.get(id);
        return el?.kind === 'cube' ? toScreen(handlePosition(el, axis)) : null;
      },
      drawCalls: () => gl.info.render.calls,
    };
    onApi(api);
    return () => onApi(null);
  }, [camera, gl, scene, orbit, editor, invalidate, onApi]);

  // Fit the design once when it first appears.
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || !orbit) return;
    fitted.current = true;
    const cam = camera as THREE.PerspectiveCamera;
    const to = fitCamera(cam, boundsRef.current, 'iso');
    cam.position.copy(to.position);
    orbit.target.copy(to.target);
    orbit.update();
    invalidate();
  }, [orbit, camera, invalidate]);

  // Pointer editing, in a capture listener on the canvas's parent so it runs before the orbit
  // controls: it decides whether this press edits (and the camera must hold still) or orbits.
  // Handlers read the latest editor state through refs, never React state.
  const pointer = useRef<{ id: number; x: number; y: number; type: keyof typeof tapSlop; shift: boolean; hit: Hit | null; drag: CubeDrag | CubeResize | ElementDrag | null; canDrag: boolean } | null>(null);
  const handles = useRef<THREE.Group>(null);
  useEffect(() => {
    const canvas = gl.domElement;
    const host = canvas.parentElement ?? canvas;
    const raycaster = new THREE.Raycaster();
    const rayAt = (event: PointerEvent) => {
      const rect = canvas.getBoundingClientRect();
      const ndc = new THREE.Vector2(((event.clientX - rect.left) / rect.width) * 2 - 1, -((event.clientY - rect.top) / rect.height) * 2 + 1);
      raycaster.setFromCamera(ndc, camera);
      return raycaster.ray;
    };
    const toPage = (p: { x: number; y: number; z: number }) => {
      const v = new THREE.Vector3(p.x * M, p.y * M, p.z * M).project(camera);
      const rect = canvas.getBoundingClientRect();
      return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height, behind: v.z > 1 };
    };
    const pick = (event: PointerEvent): Hit | null => {
      const ray = rayAt(event).clone();
      const handle = handles.current ? raycaster.intersectObjects(handles.current.children, false)[0] : undefined;
      if (handle) return { elementId: String(handle.object.userData.cube), cubeId: String(handle.object.userData.cube), face: null, point: handle.point.clone(), handle: handle.object.userData.axis as ResizeAxis };
      const at = { x: event.clientX, y: event.clientY };
      // Labels first (a label's box on the page, the text itself or a dimension's length), then
      // connectors and dimension lines near the pointer on the page: they are small or thin.
      // drei puts labels beside the canvas's wrapper, in the viewport's element.
      for (const node of (canvas.closest('.cfg-viewport') ?? host).querySelectorAll<HTMLElement>('[data-element]')) {
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
          const p = toPage(el.at);
          if (!p.behind) d = Math.hypot(p.x - at.x, p.y - at.y) - 8;
        } else if (el.kind === 'line') {
          const [a, b] = dimensionDrawnAt(el).map(toPage) as [ReturnType<typeof toPage>, ReturnType<typeof toPage>];
          if (!a.behind && !b.behind) d = distanceToSegment(at, a, b);
        }
        if (d <= 6 && (!near || d < near.d)) near = { el, d };
      }
      if (near) return { elementId: near.el.id, cubeId: undefined, face: null, point: pointOf(near.el, ray) };

      // In 3D: a shelf, door or bar in front wins over its cube; otherwise the nearest of the
      // cube whose box the ray enters first (cubes are open at the front), a wall, the room's walls.
      let best: Hit | null = null;
      let bestT = Infinity;
      const first = raycaster.intersectObjects(layer.meshes(), false)[0];
      if (first && first.instanceId !== undefined) {
        const panel = layer.panelAt(first.object, first.instanceId);
        const bar = layer.barAt(first.object, first.instanceId);
        if (bar) {
          best = { elementId: bar.element, cubeId: undefined, face: null, point: first.point.clone() };
          bestT = first.distance;
        } else if (panel?.element) {
          best = { elementId: panel.element, cubeId: panel.cubes[0], face: first.face ? faceOf(first.face.normal) : null, point: first.point.clone() };
          bestT = first.distance;
        }
      }
      const origin = ray.origin.clone().divideScalar(M);
      for (const el of best ? [] : editor.store.all()) {
        if (el.kind !== 'cube') continue;
        const { position: p, size: s } = el;
        const hit = rayEntersBox(ray.origin, ray.direction, { x: p.x * M, y: p.y * M, z: p.z * M }, { x: (p.x + s.width) * M, y: (p.y + s.height) * M, z: (p.z + s.depth) * M });
        if (hit && hit.t < bestT) {
          bestT = hit.t;
          best = { elementId: el.id, cubeId: el.id, face: hit.face, point: ray.at(hit.t, new THREE.Vector3()) };
        }
      }
      for (const el of editor.store.all()) {
        let t: number | null = null;
        if (el.kind === 'wall') t = rayHitsWall(origin, ray.direction, { start: el.start, end: el.end, height: el.height ?? 2500, thickness: el.thickness ?? 100 });
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
    };
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0 && event.pointerType === 'mouse') return;
      // A second finger is a pinch or pan for the camera, never an edit.
      if (pointer.current && pointer.current.id !== event.pointerId) {
        if (pointer.current.drag) pointer.current.drag.commit();
        pointer.current = null;
        if (orbit) orbit.enabled = true;
        return;
      }
      const hit = pick(event);
      const grabbed = hit && !hit.floor ? editor.store.get(hit.elementId) : undefined;
      const canDrag = !editor.readOnly && editor.getTool() === 'select' && grabbed !== undefined && editor.store.selection().includes(grabbed.id) && (grabbed.kind === 'cube' || isDraggable(grabbed));
      pointer.current = { id: event.pointerId, x: event.clientX, y: event.clientY, type: (event.pointerType as keyof typeof tapSlop) || 'mouse', shift: event.shiftKey, hit, drag: null, canDrag };
      // Dragging a selected element moves it; anywhere else the camera orbits.
      if (canDrag && orbit) orbit.enabled = false;
    };
    let pending: PointerEvent | null = null;
    let frame = 0;
    const onMove = (event: PointerEvent) => {
      const p = pointer.current;
      if (!p || event.pointerId !== p.id) return;
      const moved = Math.hypot(event.clientX - p.x, event.clientY - p.y);
      if (!p.drag && p.canDrag && moved > tapSlop[p.type] && p.hit) {
        const el = editor.store.get(p.hit.elementId);
        const dimension = p.hit.handle === 'x' ? 'width' : p.hit.handle === 'y' ? 'height' : 'depth';
        if (el?.kind === 'cube') {
          p.drag = p.hit.handle
            ? new CubeResize(editor.store, el, p.hit.handle, editor.catalogue.allowedSizes[dimension], p.hit.point, camera)
            : new CubeDrag(editor.store, el, p.hit.point, camera);
        } else if (el && isDraggable(el)) p.drag = new ElementDrag(editor.store, el, p.hit.point, camera);
      }
      if (!p.drag) return;
      pending = event;
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        if (pending && pointer.current?.drag) pointer.current.drag.update(rayAt(pending));
        pending = null;
      });
    };
    const finish = (event: PointerEvent) => {
      const p = pointer.current;
      if (!p || event.pointerId !== p.id) return;
      pointer.current = null;
      if (orbit) orbit.enabled = true;
      if (p.drag) {
        if (frame) cancelAnimationFrame(frame);
        frame = 0;
        p.drag.update(rayAt(event));
        p.drag.commit();
        return;
      }
      if (event.type === 'pointercancel') return;
      const moved = Math.hypot(event.clientX - p.x, event.clientY - p.y);
      if (moved <= tapSlop[p.type]) tap(editor, p.hit, p.shift);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && pointer.current?.drag) {
        pointer.current.drag.cancel();
        pointer.current = null;
        if (orbit) orbit.enabled = true;
      }
    };
    host.addEventListener('pointerdown', onDown, { capture: true });
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
    window.addEventListener('keydown', onKey);
    return () => {
      host.removeEventListener('pointerdown', onDown, { capture: true });
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
      window.removeEventListener('keydown', onKey);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [gl, camera, editor, orbit, layer]);

  // Resize handles for a single selected cube (not while adding, not when read-only).
  const selectedOne = snapshot.selection.length === 1 ? design.elements.find((el) => el.id === snapshot.selection[0]) : undefined;
  const resizable = !editor.readOnly && snapshot.tool === 'select' && selectedOne?.kind === 'cube' ? selectedOne : null;

  const rooms = design.elements.filter((el): el is RoomElement => el.kind === 'room');
  const walls = design.elements.filter((el): el is Wall => el.kind === 'wall');
  const connectors = design.elements.filter((el): el is Connector => el.kind === 'connector');
  const selected = useMemo(() => new Set(snapshot.selection), [snapshot.selection]);
  const markers = useMemo(() => {
    const out: { id: string; at: [number, number, number]; findings: Snapshot['quote']['findings'] }[] = [];
    for (const [id, list] of snapshot.findingsByElement) {
      const el = design.elements.find((e) => e.id === id);
      const shown = list.filter((f) => f.severity !== 'info');
      if (!el || shown.length === 0 || out.length >= 30) continue;
      // Shelves, doors and rails are flagged at their (first) cube.
      const hostId = el.kind === 'shelf' || el.kind === 'slidingDoor' ? el.cubes[0] : el.kind === 'bar' ? el.cube : undefined;
      const host = hostId ? design.elements.find((e) => e.id === hostId) : undefined;
      const at = anchorOf(host ?? el, true);
      if (at) out.push({ id, at: [at.x * M, at.y * M, at.z * M], findings: shown });
    }
    return out;
  }, [snapshot.findingsByElement, design]);

  return (
    <>
      <hemisphereLight args={['#fffaf2', '#b9a892', 1.6]} />
      <ambientLight intensity={0.25} />
      <directionalLight ref={light} intensity={2.2} castShadow shadow-mapSize={[2048, 2048]} shadow-bias={-0.0004} shadow-normalBias={0.01} />
      <primitive object={layer.group} />
      <Room editor={editor} rooms={rooms} walls={walls} selected={selected} />
      {/* drei's first Html in this canvas never attaches (seen with drei 10 in Chromium): an empty one takes that place. */}
      <Html>
        <span />
      </Html>
      <OverallDimensions bounds={bounds} format={format} />
      {design.elements.map((el) =>
        el.kind === 'line' || el.kind === 'text' ? (
          <Follow key={el.id} editor={editor} element={el}>
            {el.kind === 'line' ? <DimensionLine line={el} format={format} selected={selected.has(el.id)} /> : <TextLabel text={el} selected={selected.has(el.id)} />}
          </Follow>
        ) : null,
      )}
      {connectors.map((el) => (
        <Follow key={el.id} editor={editor} element={el}>
          <ConnectorMark connector={el} selected={selected.has(el.id)} />
        </Follow>
      ))}
      {markers.map((m) => (
        <FindingMarker key={m.id} at={m.at} findings={m.findings} locale={locale} />
      ))}
      {resizable ? (
        <group ref={handles}>
          {(['x', 'y', 'z'] as const).map((axis) => {
            const at = handlePosition(resizable, axis);
            return (
              // Drawn over the boards (and picked first), so a handle inside a row of cubes still shows.
              <mesh key={axis} position={[at.x * M, at.y * M, at.z * M]} userData={{ axis, cube: resizable.id }} renderOrder={10}>
                <sphereGeometry args={[0.035, 16, 12]} />
                <meshStandardMaterial color={axis === 'x' ? '#c0504d' : axis === 'y' ? '#4f9a5b' : '#3d7be0'} roughness={0.4} depthTest={false} transparent opacity={0.9} />
              </mesh>
            );
          })}
        </group>
      ) : null}
      <OrbitControls makeDefault enableDamping={false} maxPolarAngle={Math.PI * 0.495} minDistance={0.2} maxDistance={150} />
    </>
  );
}

interface Hit {
  elementId: string;
  cubeId: string | undefined;
  face: ReturnType<typeof faceOf> | null;
  point: THREE.Vector3;
  floor?: boolean;
  /** A resize handle of the selected cube. */
  handle?: ResizeAxis;
}

/** A tap: select (shift adds or removes), or with the add tool put a cube beside the face. */
function tap(editor: Editor, hit: Hit | null, shift: boolean): void {
  const { store } = editor;
  if (editor.getTool() === 'add' && !editor.readOnly && hit) {
    const near = hit.cubeId ? store.get(hit.cubeId) : undefined;
    let spec = near?.kind === 'cube' && hit.face ? cubeBeside(near, hit.face) : null;
    if (!spec && hit.floor) {
      const last = [...store.all()].reverse().find((el): el is Cube => el.kind === 'cube');
      const size = last?.size ?? { width: 400, height: 400, depth: 400 };
      const others = [...store.all()].flatMap((el) => (el.kind === 'cube' ? [{ ...el.position, ...el.size }] : []));
      const at = snapPosition(size, { x: hit.point.x / M - size.width / 2, y: 0, z: hit.point.z / M - size.depth / 2 }, others, ['y']);
      spec = { position: { ...at, y: 0 }, size, material: last?.material, colour: last?.colour, back: last?.back };
    }
    if (spec) {
      const { diff, id } = addCube(store, spec);
      store.run(diff);
      store.select([id]);
    }
    return;
  }
  if (!hit || hit.floor) {
    if (!shift) store.select([]);
    return;
  }
  const current = store.selection();
  if (shift) store.select(current.includes(hit.elementId) ? current.filter((id) => id !== hit.elementId) : [...current, hit.elementId]);
  else store.select([hit.elementId]);
  const kind = store.get(hit.elementId)?.kind;
  if (kind) editor.setDrawer(kind);
}

/** A point to show an element at: a cube's front face centre (or its top, for markers). */
function anchorOf(el: Element, top = false): { x: number; y: number; z: number } | null {
  if (el.kind === 'cube') {
    const { position: p, size: s } = el;
    return top ? { x: p.x + s.width / 2, y: p.y + s.height + 60, z: p.z + s.depth / 2 } : { x: p.x + s.width / 2, y: p.y + s.height / 2, z: p.z + s.depth };
  }
  if (el.kind === 'text') return el.position;
  if (el.kind === 'line') return el.start;
  if (el.kind === 'connector') return el.at;
  if (el.kind === 'wall') return { x: (el.start.x + el.end.x) / 2, y: (el.height ?? 2500) / 2, z: (el.start.z + el.end.z) / 2 };
  if (el.kind === 'room') {
    const [back] = roomWalls(el);
    return { x: (back!.min.x + back!.max.x) / 2, y: back!.max.y / 2, z: back!.max.z };
  }
  if (el.kind === 'bar' && el.start && el.end) return { x: (el.start.x + el.end.x) / 2, y: (el.start.y + el.end.y) / 2, z: (el.start.z + el.end.z) / 2 };
  return null;
}

/** The back and left walls a room draws (Room.tsx), as boxes in mm, for picking. */
function roomWalls(room: RoomElement): { min: { x: number; y: number; z: number }; max: { x: number; y: number; z: number } }[] {
  const x0 = room.origin?.x ?? 0, z0 = room.origin?.z ?? 0, t = 100;
  return [
    { min: { x: x0 - t, y: 0, z: z0 - t }, max: { x: x0 + room.width + t, y: room.height, z: z0 } },
    { min: { x: x0 - t, y: 0, z: z0 }, max: { x: x0, y: room.height, z: z0 + room.depth } },
  ];
}

/** A grab point for an element picked on the page (a label, a connector, a line): the ray's closest approach to its anchor. */
function pointOf(el: Element, ray: THREE.Ray): THREE.Vector3 {
  const at = anchorOf(el);
  if (!at) return ray.origin.clone();
  return ray.closestPointToPoint(new THREE.Vector3(at.x * M, at.y * M, at.z * M), new THREE.Vector3());
}
