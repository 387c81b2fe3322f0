// The drilling programs of a panel, as DXF: face A up (face-A holes, through holes at the thickness
// plus a break-through allowance, edge bores at their start height Z) and, when the board has any,
// face B up in a program of its own (the board turned over, drawn mirrored). Each has the outline,
// a circle per face hole and a line per edge bore (the drill's path into the edge, at height Z) on
// drill layers, a line along the front edge and each banded edge (so the operator and the edge
// bander see which is which: carpenter's review, f), and the part number as text. Layer names come
// from templates — a preset of the catalogue's (`catalogue/layer-presets.ts`) — the workshop chooses to
// match what its CAM maps to operations.
import { builtInLayerPresets } from '../catalogue/layer-presets.ts';
import type { Axis } from '../geometry/mm.ts';
import type { Facing, Panel } from '../parts/panel.ts';
import { writeDxf, type DxfBlock, type DxfEntity, type DxfVersion } from './dxf.ts';
import { defaultDrilling } from './drilling.ts';
import type { Hole } from './holes.ts';

/**
 * Layer name templates. Placeholders: `{diameter}`, `{depth}` (the program's depth: a through hole's
 * is the board's thickness plus the break-through allowance), `{face}` (A, B, T = through, EL, ER,
 * EB, ET), `{use}` (cam, bolt, dowel, screw, shelfPin, track, runner, rail, connector) for
 * drilling, `{zstart}` for edge bores; `{thickness}` for the outline. A preset is a set of these
 * (the catalogue's `cnc.layerPresets`, checked by `catalogue/layer-presets.ts`).
 */
export interface LayerTemplates {
  outline: string;
  drill: string;
  label: string;
  /** Holes drilled through from face A; default the `drill` template. */
  throughDrill?: string;
  /** Edge bores (horizontal drilling); default the `drill` template. */
  edgeDrill?: string;
  /**
   * Draw each edge bore as an INSERT of the block of this name instead of a LINE: the block a unit
   * line from (0, 0) to (1, 0), inserted at the bore's entry on the edge, turned to point into the
   * board, its X scale the depth and its Y scale the diameter (woodWOP's `H_Drill`, README.md).
   */
  edgeDrillBlock?: string;
  /** The edge facing the front of the furniture (none on backs and doors). Default `EDGE_FRONT`. */
  front?: string;
  /** Each banded edge; `{facing}` is FRONT, BACK, LEFT, RIGHT, TOP or BOTTOM. Default `BAND_{facing}`. */
  band?: string;
  /** The decimal mark of numbers in layer names: `.` (12.5, default), `p` (12p5) or `_` (12_5). */
  decimal?: '.' | 'p' | '_';
}

/** Kubik's own names: the default catalogue's `kubik` preset. */
export const defaultLayerTemplates: LayerTemplates = builtInLayerPresets.kubik!;

const facingAxis: Record<Facing, [Axis, 1 | -1]> = {
  front: ['z', 1],
  back: ['z', -1],
  left: ['x', -1],
  right: ['x', 1],
  top: ['y', 1],
  bottom: ['y', -1],
};

/** A facing's edge in the panel drawing (x along the length, y along the width), or none (a face, not an edge). */
export function edgeInDrawing(panel: Panel, facing: Facing): [[number, number], [number, number]] | undefined {
  const [axis, sign] = facingAxis[facing];
  const { length: l, width: w } = panel;
  if (axis === panel.lengthAxis)
    return sign < 0
      ? [
          [0, 0],
          [0, w],
        ]
      : [
          [l, 0],
          [l, w],
        ];
  if (axis === panel.widthAxis)
    return sign < 0
      ? [
          [0, 0],
          [l, 0],
        ]
      : [
          [0, w],
          [l, w],
        ];
  return undefined;
}

export interface DxfOptions {
  version: DxfVersion;
  layers: LayerTemplates;
  /** Added to a through hole's depth in the program; `cncPackage` takes it from `Drilling.throughAllowance`. */
  throughAllowance?: number;
}

export const defaultDxfOptions: DxfOptions = { version: 'R2000', layers: defaultLayerTemplates };

export function fillTemplate(
  template: string,
  values: Record<string, string | number>,
  decimal: LayerTemplates['decimal'] = '.',
): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!Object.hasOwn(values, key)) return whole;
    const value = values[key]!;
    return typeof value === 'number' ? String(Math.round(value * 1000) / 1000).replace('.', decimal) : value;
  });
}

export const isEdgeHole = (hole: Hole) => hole.face !== 'A' && hole.face !== 'B' && hole.face !== 'T';

/** The depth a program drills: a through hole goes the board's thickness (its `depth`) plus the break-through allowance. */
export function programDepth(hole: Hole, throughAllowance: number = defaultDrilling.throughAllowance): number {
  return hole.face === 'T' ? hole.depth + throughAllowance : hole.depth;
}

/**
 * An edge bore's start height (Z): from face B, which lies on the machine table in the face-A
 * program, to the bore's axis. Edge bores are centred in the thickness (drilling rule 1).
 */
export function edgeBoreZ(thickness: number): number {
  return thickness / 2;
}

export function drillLayer(
  hole: Hole,
  templates: LayerTemplates,
  board: { thickness: number; throughAllowance?: number },
): string {
  const edge = isEdgeHole(hole);
  const template = edge
    ? (templates.edgeDrill ?? templates.drill)
    : hole.face === 'T'
      ? (templates.throughDrill ?? templates.drill)
      : templates.drill;
  const values = {
    diameter: hole.diameter,
    depth: programDepth(hole, board.throughAllowance),
    face: hole.face,
    use: hole.use,
    zstart: edgeBoreZ(board.thickness),
  };
  return fillTemplate(template, values, templates.decimal);
}

/** Which program: face A up (its holes, the through holes and the edge bores), or the board turned over, face B up. */
export type ProgramSide = 'A' | 'B';

/** The holes one program drills: face B's in the B program, every other in the A program. */
export function programHoles(holes: readonly Hole[], side: ProgramSide): Hole[] {
  return holes.filter((h) => (h.face === 'B') === (side === 'B'));
}

/**
 * One program of a panel, drawn flat: x along its length, y along its width, origin at the
 * bottom-left corner of the face up. The B program is the board turned over about its width axis
 * (the drawing's y axis), so the same long edge stays against the fences: a point at x is at
 * length − x, y unchanged.
 */
export function panelEntities(
  panel: Panel,
  label: string,
  holes: readonly Hole[],
  options: Pick<DxfOptions, 'layers' | 'throughAllowance'> = defaultDxfOptions,
  side: ProgramSide = 'A',
): DxfEntity[] {
  const { length: l, width: w } = panel;
  const { layers } = options;
  const mx = (x: number) => (side === 'B' ? l - x : x);
  const board = { thickness: panel.thickness, throughAllowance: options.throughAllowance };
  const entities: DxfEntity[] = [
    {
      type: 'outline',
      layer: fillTemplate(layers.outline, { thickness: panel.thickness }, layers.decimal),
      points: [
        [0, 0],
        [l, 0],
        [l, w],
        [0, w],
      ],
    },
  ];
  for (const hole of programHoles(holes, side)) {
    const layer = drillLayer(hole, layers, board);
    if (!isEdgeHole(hole)) entities.push({ type: 'circle', layer, x: mx(hole.x), y: hole.y, r: hole.diameter / 2 });
    else {
      // Edge holes are drawn as the drill's path, from the edge into the board, depth long, at their
      // start height: a LINE, or the preset's block scaled to it (X the depth, Y the diameter).
      const [dx, dy] =
        hole.face === 'EL' ? [1, 0] : hole.face === 'ER' ? [-1, 0] : hole.face === 'EB' ? [0, 1] : [0, -1];
      const z = edgeBoreZ(panel.thickness);
      if (layers.edgeDrillBlock) {
        const rotation = hole.face === 'EL' ? 0 : hole.face === 'EB' ? 90 : hole.face === 'ER' ? 180 : 270;
        entities.push({
          type: 'insert',
          layer,
          block: layers.edgeDrillBlock,
          x: hole.x,
          y: hole.y,
          z,
          xScale: hole.depth,
          yScale: hole.diameter,
          rotation,
        });
      } else
        entities.push({
          type: 'line',
          layer,
          x1: hole.x,
          y1: hole.y,
          x2: hole.x + dx * hole.depth,
          y2: hole.y + dy * hole.depth,
          z,
        });
    }
  }
  const edge = (layer: string, facing: Facing) => {
    const at = edgeInDrawing(panel, facing);
    if (at) entities.push({ type: 'line', layer, x1: mx(at[0][0]), y1: at[0][1], x2: mx(at[1][0]), y2: at[1][1] });
  };
  edge(layers.front ?? defaultLayerTemplates.front!, 'front');
  for (const facing of Object.keys(panel.edgeBanding).sort() as Facing[])
    edge(fillTemplate(layers.band ?? defaultLayerTemplates.band!, { facing: facing.toUpperCase() }), facing);
  const height = Math.max(5, Math.min(40, Math.round(Math.min(l, w) / 8)));
  entities.push({
    type: 'text',
    layer: fillTemplate(layers.label, {}),
    x: l / 2 - (label.length * height) / 2,
    y: w / 2 - height / 2,
    height,
    text: label,
  });
  return entities;
}

/** The edge-bore block: a unit line along its x axis, so an INSERT scaled by the depth draws the drill's path. */
export function edgeBoreBlock(name: string): DxfBlock {
  return { name, entities: [{ type: 'line', layer: '0', x1: 0, y1: 0, x2: 1, y2: 0 }] };
}

export function panelDxf(
  panel: Panel,
  label: string,
  holes: readonly Hole[],
  options: DxfOptions = defaultDxfOptions,
  side: ProgramSide = 'A',
): string {
  const entities = panelEntities(panel, label, holes, options, side);
  const block = options.layers.edgeDrillBlock;
  // The block is defined once, in every program of a preset that inserts it (woodWOP reads it from each file).
  return writeDxf(entities, options.version, block ? [edgeBoreBlock(block)] : []);
}
