// One DXF per panel: the outline on an outline layer, a circle per face hole and a short line per
// edge hole (the drill's path into the edge) on drill layers, a line along the front edge and one
// along each banded edge (so the operator and the edge bander see which is which: carpenter's
// review, f), and the part number as text. Layer names come from templates the workshop can change
// to what its CAM maps to operations.
import type { Axis } from '../geometry/mm.ts';
import type { Facing, Panel } from '../parts/panel.ts';
import { writeDxf, type DxfEntity, type DxfVersion } from './dxf.ts';
import type { Hole } from './holes.ts';

/**
 * Layer name templates. Placeholders: `{diameter}`, `{depth}`, `{face}` (A, B, T = through, EL,
 * ER, EB, ET), `{use}` (cam, bolt, dowel, screw, shelfPin, track, runner, rail, connector) for
 * drilling; `{thickness}` for the outline.
 */
export interface LayerTemplates {
  outline: string;
  drill: string;
  label: string;
  /** The edge facing the front of the furniture (none on backs and doors). Default `EDGE_FRONT`. */
  front?: string;
  /** Each banded edge; `{facing}` is FRONT, BACK, LEFT, RIGHT, TOP or BOTTOM. Default `BAND_{facing}`. */
  band?: string;
}

export const defaultLayerTemplates: LayerTemplates = {
  outline: 'OUTLINE_Z{thickness}',
  drill: 'DRILL_D{diameter}_Z{depth}_{face}',
  label: 'LABEL',
  front: 'EDGE_FRONT',
  band: 'BAND_{facing}',
};

const facingAxis: Record<Facing, [Axis, 1 | -1]> = { front: ['z', 1], back: ['z', -1], left: ['x', -1], right: ['x', 1], top: ['y', 1], bottom: ['y', -1] };

/** A facing's edge in the panel drawing (x along the length, y along the width), or none (a face, not an edge). */
export function edgeInDrawing(panel: Panel, facing: Facing): [[number, number], [number, number]] | undefined {
  const [axis, sign] = facingAxis[facing];
  const { length: l, width: w } = panel;
  if (axis === panel.lengthAxis) return sign < 0 ? [[0, 0], [0, w]] : [[l, 0], [l, w]];
  if (axis === panel.widthAxis) return sign < 0 ? [[0, 0], [l, 0]] : [[0, w], [l, w]];
  return undefined;
}

export interface DxfOptions {
  version: DxfVersion;
  layers: LayerTemplates;
}

export const defaultDxfOptions: DxfOptions = { version: 'R2000', layers: defaultLayerTemplates };

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}

export function drillLayer(hole: Hole, templates: LayerTemplates = defaultLayerTemplates): string {
  return fillTemplate(templates.drill, { diameter: hole.diameter, depth: hole.depth, face: hole.face, use: hole.use });
}

/** The panel drawn flat: x along its length, y along its width, origin at the bottom-left corner. */
export function panelEntities(panel: Panel, partNumber: string, holes: readonly Hole[], layers: LayerTemplates = defaultLayerTemplates): DxfEntity[] {
  const { length: l, width: w } = panel;
  const entities: DxfEntity[] = [
    { type: 'outline', layer: fillTemplate(layers.outline, { thickness: panel.thickness }), points: [[0, 0], [l, 0], [l, w], [0, w]] },
  ];
  for (const hole of holes) {
    const layer = drillLayer(hole, layers);
    if (hole.face === 'A' || hole.face === 'B' || hole.face === 'T') entities.push({ type: 'circle', layer, x: hole.x, y: hole.y, r: hole.diameter / 2 });
    else {
      // Edge holes are drawn as the drill's path: from the edge into the board, depth long.
      const [dx, dy] = hole.face === 'EL' ? [1, 0] : hole.face === 'ER' ? [-1, 0] : hole.face === 'EB' ? [0, 1] : [0, -1];
      entities.push({ type: 'line', layer, x1: hole.x, y1: hole.y, x2: hole.x + dx * hole.depth, y2: hole.y + dy * hole.depth });
    }
  }
  const edge = (layer: string, facing: Facing) => {
    const at = edgeInDrawing(panel, facing);
    if (at) entities.push({ type: 'line', layer, x1: at[0][0], y1: at[0][1], x2: at[1][0], y2: at[1][1] });
  };
  edge(layers.front ?? defaultLayerTemplates.front!, 'front');
  for (const facing of Object.keys(panel.edgeBanding).sort() as Facing[]) edge(fillTemplate(layers.band ?? defaultLayerTemplates.band!, { facing: facing.toUpperCase() }), facing);
  const height = Math.max(5, Math.min(40, Math.round(Math.min(l, w) / 8)));
  entities.push({ type: 'text', layer: fillTemplate(layers.label, {}), x: l / 2 - (partNumber.length * height) / 2, y: w / 2 - height / 2, height, text: partNumber });
  return entities;
}

export function panelDxf(panel: Panel, partNumber: string, holes: readonly Hole[], options: DxfOptions = defaultDxfOptions): string {
  return writeDxf(panelEntities(panel, partNumber, holes, options.layers), options.version);
}
