// One board's drawing for the screen: the panel DXF's entities (cnc/panel-dxf.ts: outline, holes,
// front and banded edges, part number) as plain shapes, so the admin's piece page shows what the
// machines get. Holes are circles (polygons here), edge bores the drill's path; y flipped for paper.
import { defaultDxfOptions, panelEntities } from '../cnc/panel-dxf.ts';
import type { Hole } from '../cnc/holes.ts';
import type { Panel } from '../parts/panel.ts';
import { fitDrawing, type Drawing, type Shape } from './drawing.ts';

export function panelDrawing(panel: Panel, code: string, holes: readonly Hole[], width = 1000): Drawing {
  const h = panel.width;
  const shapes: Shape[] = [];
  // Face A's program, and face B's holes from its own program (drawn mirrored there: turned back
  // here, so the drawing is the board seen from face A with the holes behind it hollow).
  const behind = panelEntities(panel, code, holes, defaultDxfOptions, 'B').flatMap((e) =>
    e.type === 'circle' ? [{ ...e, x: panel.length - e.x }] : [],
  );
  for (const e of [...panelEntities(panel, code, holes), ...behind]) {
    if (e.type === 'outline')
      shapes.push({
        kind: 'polygon',
        points: e.points.map(([x, y]) => [x, h - y] as const),
        fill: '#f3ead8',
        stroke: '#333',
        strokeWidth: 1,
      });
    else if (e.type === 'circle') {
      const points = Array.from(
        { length: 20 },
        (_, i) => [e.x + e.r * Math.cos((i * Math.PI) / 10), h - e.y - e.r * Math.sin((i * Math.PI) / 10)] as const,
      );
      shapes.push({
        kind: 'polygon',
        points,
        fill: e.layer.endsWith('_B') ? '#ffffff' : '#444',
        stroke: '#222',
        strokeWidth: 0.6,
      });
    } else if (e.type === 'line') {
      const edge = e.layer.startsWith('BAND_') || e.layer === 'EDGE_FRONT';
      shapes.push({
        kind: 'line',
        x1: e.x1,
        y1: h - e.y1,
        x2: e.x2,
        y2: h - e.y2,
        stroke: e.layer === 'EDGE_FRONT' ? '#c0392b' : edge ? '#000' : '#1f5fa8',
        strokeWidth: edge ? 3 : 1.2,
        ...(e.layer === 'EDGE_FRONT' ? { dash: 6 } : {}),
      });
    } else if (e.type === 'text') shapes.push({ kind: 'text', x: e.x, y: h - e.y, text: e.text, size: 12 });
  }
  return fitDrawing(shapes, width, 16);
}
