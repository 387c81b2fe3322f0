// What is drawn over the furniture: the overall dimensions with live lengths, the design's own
// dimension lines, text labels and connectors (highlighted when selected), and a marker at each
// element a rule flags. Labels carry `data-element`, so a click on one picks its element.
import { useRef, type ReactNode } from 'react';
import { useFrame } from '@react-three/fiber';
import { Html, Line } from '@react-three/drei';
import type * as THREE from 'three';
import type { Finding } from '@kubik/design/rules/finding';
import type { Connector, Element, Line as LineElement, Text as TextElement } from '@kubik/design/schema/elements';
import type { Locale } from '@kubik/contract/locale';
import type { Editor } from '../editor/editor.ts';
import { anchorOf } from '../editor/moving.ts';
import { dimensionDrawnAt } from './picking.ts';
import { M, type Bounds } from './units.ts';

type V3 = [number, number, number];
const selectedColour = '#3d7be0';

/**
 * Keeps a React-drawn element (wall, line, label, connector) under the pointer while it is
 * dragged: React redraws it only on the slow tick, so in between, each frame shifts its group by
 * how far the element has moved in the store since. No React state per pointer move.
 */
export function Follow({ editor, element, children }: { editor: Editor; element: Element; children: ReactNode }) {
  const group = useRef<THREE.Group>(null);
  // Before the default priority, so labels (drei's Html) place themselves after the shift.
  useFrame(() => {
    const now = editor.store.get(element.id);
    const from = anchorOf(element), to = now ? anchorOf(now) : null;
    if (!group.current || !from || !to) return;
    group.current.position.set((to.x - from.x) * M, (to.y - from.y) * M, (to.z - from.z) * M);
  }, -1);
  return <group ref={group}>{children}</group>;
}

function Dimension({ from, to, label, testId, elementId, selected = false }: { from: V3; to: V3; label: string; testId?: string; elementId?: string; selected?: boolean }) {
  const mid: V3 = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2, (from[2] + to[2]) / 2];
  return (
    <group>
      <Line points={[from, to]} color={selected ? selectedColour : '#5e3d22'} lineWidth={selected ? 3 : 1.5} />
      <Html position={mid} center zIndexRange={[20, 0]} className={`cfg-label cfg-label--dimension${selected ? ' cfg-label--selected' : ''}`}>
        <span data-testid={testId} data-element={elementId}>{label}</span>
      </Html>
    </group>
  );
}

export function OverallDimensions({ bounds, format }: { bounds: Bounds | null; format: (mm: number) => string }) {
  if (!bounds) return null;
  const [x0, y0, z0] = bounds.min.map((v) => v * M) as V3;
  const [x1, y1, z1] = bounds.max.map((v) => v * M) as V3;
  const gap = 0.08;
  return (
    <group>
      <Dimension from={[x0, y0 - 0.001, z1 + gap]} to={[x1, y0 - 0.001, z1 + gap]} label={format(bounds.max[0] - bounds.min[0])} testId="dimension-width" />
      <Dimension from={[x1 + gap, y0, z1]} to={[x1 + gap, y1, z1]} label={format(bounds.max[1] - bounds.min[1])} testId="dimension-height" />
      <Dimension from={[x1 + gap, y0 - 0.001, z0]} to={[x1 + gap, y0 - 0.001, z1]} label={format(bounds.max[2] - bounds.min[2])} testId="dimension-depth" />
    </group>
  );
}

/** A line element: measured between its points, drawn `offset` mm away (upward, or toward the viewer for vertical lines). */
export function DimensionLine({ line, format, selected }: { line: LineElement; format: (mm: number) => string; selected: boolean }) {
  const length = Math.round(Math.hypot(line.end.x - line.start.x, line.end.y - line.start.y, line.end.z - line.start.z));
  const [a, b] = dimensionDrawnAt(line).map((p): V3 => [p.x * M, p.y * M, p.z * M]) as [V3, V3];
  return <Dimension from={a} to={b} label={format(length)} elementId={line.id} selected={selected} />;
}

export function TextLabel({ text, selected }: { text: TextElement; selected: boolean }) {
  const size = Math.max(10, Math.min(40, (text.size ?? 100) / 5));
  return (
    <Html position={[text.position.x * M, text.position.y * M, text.position.z * M]} center zIndexRange={[20, 0]} className={`cfg-label cfg-label--text${selected ? ' cfg-label--selected' : ''}`}>
      <span style={{ fontSize: `${size}px` }} data-element={text.id}>{text.text}</span>
    </Html>
  );
}

/** A connector element (an override at a junction): a small ball, so it can be seen and picked. */
export function ConnectorMark({ connector, selected }: { connector: Connector; selected: boolean }) {
  return (
    <mesh position={[connector.at.x * M, connector.at.y * M, connector.at.z * M]} renderOrder={selected ? 5 : 0}>
      <sphereGeometry args={[selected ? 0.022 : 0.016, 16, 12]} />
      <meshStandardMaterial color={selected ? selectedColour : '#2b2620'} roughness={0.4} metalness={0.4} depthTest={!selected} transparent={selected} />
    </mesh>
  );
}

/** A marker above each flagged cube, with its first finding in the user's language. */
export function FindingMarker({ at, findings, locale }: { at: V3; findings: Finding[]; locale: Locale }) {
  const worst = findings.some((f) => f.severity === 'error') ? 'error' : 'warning';
  return (
    <Html position={at} center zIndexRange={[30, 0]} className={`cfg-marker cfg-marker--${worst}`}>
      <span title={findings.map((f) => f.message[locale]).join('\n')} data-testid="finding-marker">
        {worst === 'error' ? '!' : '?'}
      </span>
    </Html>
  );
}
