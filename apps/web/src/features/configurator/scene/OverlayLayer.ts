// What is drawn over the furniture: the overall dimensions with live lengths, the design's own
// dimension lines, text labels and connectors (highlighted when selected), and a marker at each
// element a rule flags. Lines are three.js line segments; texts are HTML labels over the canvas
// (SceneView places them each frame). Labels carry `data-element`, so a click on one picks its
// element. Rebuilt from the store when marked dirty, so whatever is dragged follows the pointer.
import {
  BufferGeometry,
  Float32BufferAttribute,
  Group,
  InstancedMesh,
  LineBasicMaterial,
  LineSegments,
  Matrix4,
  MeshStandardMaterial,
  SphereGeometry,
  Vector3,
  Color,
} from 'three';
import type { Connector, Element, Line as LineElement, Text as TextElement } from '@kubik/design/schema/elements';
import { dimensionDrawnAt } from './picking.ts';
import type { SceneLabel, SceneView } from './SceneView.ts';
import { boundsOf, M } from './units.ts';

type P3 = { x: number; y: number; z: number };
const selectedColour = '#3d7be0';

export interface MarkerSpec {
  /** The flagged element's id. */
  id: string;
  at: P3;
  severity: 'error' | 'warning';
  title: string;
}

/** A label element, reused from frame to frame by key. */
class LabelPool {
  private readonly labels = new Map<string, SceneLabel>();
  private seen = new Set<string>();

  constructor(private readonly view: SceneView) {}

  begin(): void {
    this.seen = new Set();
  }

  put(key: string, at: P3, make: () => HTMLElement, update: (element: HTMLElement) => void): void {
    this.seen.add(key);
    let label = this.labels.get(key);
    if (!label) {
      label = { element: make(), at: new Vector3() };
      this.labels.set(key, label);
      this.view.addLabel(label);
    }
    label.at.set(at.x * M, at.y * M, at.z * M);
    update(label.element);
  }

  end(): void {
    for (const [key, label] of this.labels) {
      if (this.seen.has(key)) continue;
      this.view.removeLabel(label);
      this.labels.delete(key);
    }
  }

  clear(): void {
    this.begin();
    this.end();
  }
}

/** Sets a text or class only when it differs: an unchanged label costs the page no layout. */
function set(el: HTMLElement, key: 'textContent' | 'className' | 'title', value: string): void {
  if (el[key] !== value) el[key] = value;
}

function labelElement(className: string, testId?: string): HTMLElement {
  const outer = document.createElement('div');
  outer.className = className;
  const inner = document.createElement('span');
  if (testId) inner.dataset.testid = testId;
  outer.append(inner);
  return outer;
}

export class OverlayLayer {
  readonly group = new Group();
  private readonly lines: LineSegments;
  private readonly selectedLines: LineSegments;
  private readonly connectors: InstancedMesh;
  private readonly labels: LabelPool;
  private markers: MarkerSpec[] = [];
  /** Hidden in captures that show the design as it is (thumbnails). */
  showMarkers = true;

  constructor(
    view: SceneView,
    private format: (mm: number) => string,
  ) {
    this.labels = new LabelPool(view);
    this.lines = new LineSegments(new BufferGeometry(), new LineBasicMaterial({ color: '#5e3d22' }));
    this.selectedLines = new LineSegments(new BufferGeometry(), new LineBasicMaterial({ color: selectedColour }));
    this.connectors = new InstancedMesh(
      new SphereGeometry(0.016, 16, 12),
      new MeshStandardMaterial({ color: '#ffffff', roughness: 0.4, metalness: 0.4 }),
      64,
    );
    this.connectors.count = 0;
    this.connectors.renderOrder = 5;
    this.group.add(this.lines, this.selectedLines, this.connectors);
  }

  setFormat(format: (mm: number) => string): void {
    this.format = format;
  }

  setMarkers(markers: MarkerSpec[]): void {
    this.markers = markers;
  }

  rebuild(elements: Iterable<Element>, selected: ReadonlySet<string>): void {
    const plain: number[] = [];
    const chosen: number[] = [];
    const segment = (into: number[], a: P3, b: P3) => into.push(a.x * M, a.y * M, a.z * M, b.x * M, b.y * M, b.z * M);
    const connectors: Connector[] = [];
    const cubes: { x: number; y: number; z: number; width: number; height: number; depth: number }[] = [];
    const texts: TextElement[] = [];
    const lines: LineElement[] = [];
    for (const el of elements) {
      if (el.kind === 'cube') cubes.push({ ...el.position, ...el.size });
      else if (el.kind === 'connector') connectors.push(el);
      else if (el.kind === 'text') texts.push(el);
      else if (el.kind === 'line') lines.push(el);
    }
    this.labels.begin();

    // Overall dimensions: width along the front bottom edge, height and depth at the right.
    const bounds = boundsOf(cubes);
    if (bounds) {
      const [x0, y0, z0] = bounds.min;
      const [x1, y1, z1] = bounds.max;
      const gap = 80,
        tick = 25;
      const dims: [string, P3, P3, P3][] = [
        ['width', { x: x0, y: y0, z: z1 + gap }, { x: x1, y: y0, z: z1 + gap }, { x: 0, y: 0, z: tick }],
        ['height', { x: x1 + gap, y: y0, z: z1 }, { x: x1 + gap, y: y1, z: z1 }, { x: tick, y: 0, z: 0 }],
        ['depth', { x: x1 + gap, y: y0, z: z0 }, { x: x1 + gap, y: y0, z: z1 }, { x: tick, y: 0, z: 0 }],
      ];
      for (const [name, a, b, t] of dims) {
        segment(plain, a, b);
        for (const p of [a, b])
          segment(plain, { x: p.x - t.x, y: p.y - t.y, z: p.z - t.z }, { x: p.x + t.x, y: p.y + t.y, z: p.z + t.z });
        const length = name === 'width' ? x1 - x0 : name === 'height' ? y1 - y0 : z1 - z0;
        this.labels.put(
          `dim:${name}`,
          mid(a, b),
          () => labelElement('cfg-label cfg-label--dimension', `dimension-${name}`),
          (el) => {
            set(el.firstElementChild as HTMLElement, 'textContent', this.format(length));
          },
        );
      }
    }

    for (const line of lines) {
      const [a, b] = dimensionDrawnAt(line);
      const on = selected.has(line.id);
      segment(on ? chosen : plain, a, b);
      const length = Math.round(
        Math.hypot(line.end.x - line.start.x, line.end.y - line.start.y, line.end.z - line.start.z),
      );
      this.labels.put(
        `line:${line.id}`,
        mid(a, b),
        () => labelElement('cfg-label cfg-label--dimension'),
        (el) => {
          set(el, 'className', `cfg-label cfg-label--dimension${on ? ' cfg-label--selected' : ''}`);
          const span = el.firstElementChild as HTMLElement;
          span.dataset.element = line.id;
          set(span, 'textContent', this.format(length));
        },
      );
    }

    for (const text of texts) {
      const on = selected.has(text.id);
      const size = Math.max(10, Math.min(40, (text.size ?? 100) / 5));
      this.labels.put(
        `text:${text.id}`,
        text.position,
        () => labelElement('cfg-label cfg-label--text'),
        (el) => {
          set(el, 'className', `cfg-label cfg-label--text${on ? ' cfg-label--selected' : ''}`);
          const span = el.firstElementChild as HTMLElement;
          span.dataset.element = text.id;
          span.style.fontSize = `${size}px`;
          set(span, 'textContent', text.text);
        },
      );
    }

    if (this.showMarkers) {
      for (const marker of this.markers) {
        this.labels.put(
          `marker:${marker.id}`,
          marker.at,
          () => labelElement('cfg-marker', 'finding-marker'),
          (el) => {
            set(el, 'className', `cfg-marker cfg-marker--${marker.severity}`);
            const span = el.firstElementChild as HTMLElement;
            set(span, 'title', marker.title);
            set(span, 'textContent', marker.severity === 'error' ? '!' : '?');
          },
        );
      }
    }
    this.labels.end();

    setLines(this.lines, plain);
    setLines(this.selectedLines, chosen);
    this.setConnectors(connectors, selected);
  }

  dispose(): void {
    this.labels.clear();
    for (const l of [this.lines, this.selectedLines]) {
      l.geometry.dispose();
      (l.material as LineBasicMaterial).dispose();
    }
    this.connectors.dispose();
    (this.connectors.material as MeshStandardMaterial).dispose();
  }

  private setConnectors(connectors: Connector[], selected: ReadonlySet<string>): void {
    const mesh = this.connectors;
    const count = Math.min(connectors.length, mesh.instanceMatrix.count);
    const matrix = new Matrix4();
    const colour = new Color();
    for (let i = 0; i < count; i++) {
      const c = connectors[i]!;
      const on = selected.has(c.id);
      const s = on ? 1.4 : 1;
      matrix.makeScale(s, s, s).setPosition(c.at.x * M, c.at.y * M, c.at.z * M);
      mesh.setMatrixAt(i, matrix);
      mesh.setColorAt(i, colour.set(on ? selectedColour : '#2b2620'));
    }
    mesh.count = count;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
  }
}

function mid(a: P3, b: P3): P3 {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, z: (a.z + b.z) / 2 };
}

function setLines(lines: LineSegments, positions: number[]): void {
  lines.geometry.dispose();
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  lines.geometry = geometry;
  lines.visible = positions.length > 0;
}
