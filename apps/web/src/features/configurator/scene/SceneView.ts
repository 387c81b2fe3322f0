// The 3D view's engine, in plain three.js: renderer, camera, orbit controls, lights and a layer of
// HTML labels over the canvas, drawn on demand — nothing is drawn while idle. `invalidate()` asks
// for one frame; the frame first runs the `beforeRender` callbacks (which rebuild whatever the
// editor marked dirty, once however many changes came before it), then draws, then places the
// labels. No React here: Viewport.tsx owns one SceneView and feeds it the editor's changes.
//
// Why not react-three-fiber: its reconciler alone is about 56 kB gzipped and its <Canvas> keeps all
// of three.js in the bundle; the configurator route has 300 kB for everything (README, "Bundle").
import {
  Color,
  DirectionalLight,
  PCFSoftShadowMap,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { defaultBackdrop, StudioLight } from './studio.ts';
import { M } from './units.ts';

let frameCount = 0;
let lastFrameAt = 0;
/** Frames drawn by any scene on the page, and when the last one ended (for the test hook and bench). */
export const frameClock = { frames: () => frameCount, lastFrameAt: () => lastFrameAt };

/** A label over the canvas at a point in the scene (metres). Hidden when behind the camera. */
export interface SceneLabel {
  element: HTMLElement;
  at: Vector3;
}

export class SceneView {
  readonly renderer: WebGLRenderer;
  readonly scene = new Scene();
  readonly camera = new PerspectiveCamera(40, 1, 0.01, 300);
  readonly controls: OrbitControls;
  readonly sun = new DirectionalLight('#fffaf0', 2.2);
  /** Image-based light from the bundled studio (studio.ts): a light probe, and the boards' reflections. */
  readonly studio = new StudioLight();
  /** The element labels go into, over the canvas (pointer events pass through it). */
  readonly labelLayer: HTMLDivElement;
  /** Run at the start of every frame, before drawing. */
  readonly beforeRender = new Set<() => void>();
  /** Run after every frame (labels have been placed). */
  readonly afterRender = new Set<() => void>();
  private readonly labels = new Set<SceneLabel>();
  private frame = 0;
  private readonly observer: ResizeObserver;
  private disposed = false;
  private size = { width: 1, height: 1 };

  constructor(readonly host: HTMLElement) {
    this.renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.renderer.shadowMap.enabled = true;
    this.renderer.shadowMap.type = PCFSoftShadowMap;
    const canvas = this.renderer.domElement;
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    host.append(canvas);
    this.labelLayer = document.createElement('div');
    this.labelLayer.className = 'cfg-labels';
    host.append(this.labelLayer);

    this.scene.background = new Color(defaultBackdrop.wall);
    this.camera.position.set(2.2, 1.8, 3.2);
    this.scene.add(this.studio.probe);
    this.sun.castShadow = true;
    this.sun.shadow.mapSize.set(2048, 2048);
    this.sun.shadow.bias = -0.0004;
    this.sun.shadow.normalBias = 0.01;
    this.sun.shadow.radius = 3;
    this.scene.add(this.sun, this.sun.target);

    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = false;
    this.controls.maxPolarAngle = Math.PI * 0.495;
    this.controls.minDistance = 0.2;
    this.controls.maxDistance = 150;
    this.controls.addEventListener('change', () => this.invalidate());

    this.observer = new ResizeObserver(() => this.resize());
    this.observer.observe(host);
    this.resize();
  }

  /** Asks for one frame (several calls before it is drawn still make one frame). */
  invalidate(): void {
    if (this.frame || this.disposed) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  /** Draws now (a capture needs the picture at once). */
  draw(): void {
    if (this.disposed) return;
    for (const callback of this.beforeRender) callback();
    this.renderer.render(this.scene, this.camera);
    this.placeLabels();
    for (const callback of this.afterRender) callback();
    frameCount++;
    lastFrameAt = performance.now();
  }

  addLabel(label: SceneLabel): void {
    this.labels.add(label);
    if (label.element.parentElement !== this.labelLayer) this.labelLayer.append(label.element);
  }

  removeLabel(label: SceneLabel): void {
    this.labels.delete(label);
    label.element.remove();
  }

  /** Where a point of the scene (mm) is on the page, and whether it is behind the camera. */
  toPage(p: { x: number; y: number; z: number }): { x: number; y: number; behind: boolean } {
    const v = new Vector3(p.x * M, p.y * M, p.z * M).project(this.camera);
    const rect = this.renderer.domElement.getBoundingClientRect();
    return {
      x: rect.left + ((v.x + 1) / 2) * rect.width,
      y: rect.top + ((1 - v.y) / 2) * rect.height,
      behind: v.z > 1,
    };
  }

  /** The labels in view: their text, where they are on the canvas (CSS pixels) and their class. */
  visibleLabels(): { text: string; x: number; y: number; className: string; fontSize: number }[] {
    const out = [];
    const rect = this.renderer.domElement.getBoundingClientRect();
    for (const label of this.labels) {
      if (label.element.style.visibility === 'hidden' || !label.element.textContent) continue;
      const r = label.element.getBoundingClientRect();
      const style = getComputedStyle(label.element.firstElementChild ?? label.element);
      out.push({
        text: label.element.textContent,
        x: r.left + r.width / 2 - rect.left,
        y: r.top + r.height / 2 - rect.top,
        className: label.element.className,
        fontSize: parseFloat(style.fontSize) || 12,
      });
    }
    return out;
  }

  dispose(): void {
    this.disposed = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.observer.disconnect();
    this.controls.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
    this.labelLayer.remove();
  }

  private resize(): void {
    const width = this.host.clientWidth,
      height = this.host.clientHeight;
    if (width === 0 || height === 0) return;
    this.size = { width, height };
    this.renderer.setSize(width, height, false);
    this.project();
  }

  /** What an overlay covers of the view, in pixels from each side (the start card over an empty scene). */
  private cover = { left: 0, top: 0, right: 0, bottom: 0 };

  /**
   * Keeps the picture's middle in the middle of what the overlay leaves free (the empty scene's ghost
   * cube beside or under the start card, not behind it). The projection moves, the camera does not:
   * picking, labels and "fit" work on the projection, so they follow.
   */
  setCover(cover: { left: number; top: number; right: number; bottom: number } | null): void {
    const next = cover ?? { left: 0, top: 0, right: 0, bottom: 0 };
    if (Object.entries(next).every(([k, v]) => Math.abs(this.cover[k as keyof typeof next] - v) < 0.5)) return;
    this.cover = next;
    this.project();
  }

  private project(): void {
    const { width, height } = this.size;
    if (width === 0 || height === 0) return;
    this.camera.aspect = width / height;
    const dx = (this.cover.left - this.cover.right) / 2,
      dy = (this.cover.top - this.cover.bottom) / 2;
    if (dx !== 0 || dy !== 0) this.camera.setViewOffset(width, height, -dx, -dy, width, height);
    else this.camera.clearViewOffset();
    this.camera.updateProjectionMatrix();
    this.invalidate();
  }

  private placeLabels(): void {
    // The size the resize observer last saw: reading the host's size here would make the browser
    // lay the page out in the middle of every frame.
    const { width, height } = this.size;
    const v = new Vector3();
    for (const label of this.labels) {
      v.copy(label.at).project(this.camera);
      const hidden = v.z > 1 || v.z < -1;
      label.element.style.visibility = hidden ? 'hidden' : '';
      if (!hidden)
        label.element.style.transform = `translate(${(((v.x + 1) / 2) * width).toFixed(1)}px, ${(((1 - v.y) / 2) * height).toFixed(1)}px) translate(-50%, -50%)`;
    }
  }
}
