// The layer-name presets `kubik cnc --layers <preset>` chooses from, each a published convention a
// CAM program maps DXF layers to operations by (sources in README.md, "Layer presets").
import { defaultLayerTemplates, type LayerTemplates } from './panel-dxf.ts';

export const layerPresets = {
  /** Kubik's own names (the default): the data in the name, edge bores with their start height. */
  kubik: defaultLayerTemplates,
  /**
   * eCabinet Systems / Thermwood Control Nesting "Layer Names": `outline z#p#`, `drill z#p#` (depth,
   * `p` for the decimal point, circles only), `hbore` for horizontal bores (which that software
   * ignores: edge bores are drilled elsewhere; their Z is the LINE's elevation).
   */
  ecabinet: {
    outline: 'outline z{thickness}',
    drill: 'drill z{depth}',
    edgeDrill: 'hbore z{zstart}',
    label: 'text',
    front: 'EDGE_FRONT',
    band: 'BAND_{facing}',
    decimal: 'p',
  },
  /**
   * Magi-Cut's DXF import with data in the layer name (help topics mct2140, mct2421): a vertical
   * drill needs Depth and Tool, a horizontal drill ZStart and Tool; the import rule takes each
   * value from between fixed texts (`DEP$…$`), the decimal mark written `_` (12_5).
   */
  magicut: {
    outline: 'BORDER',
    drill: 'VBORE_DIA${diameter}$_DEP${depth}$',
    edgeDrill: 'HBORE_DIA${diameter}$_DEP${depth}$_ZST${zstart}$',
    label: 'TEXT',
    front: 'EDGE_FRONT',
    band: 'BAND_{facing}',
    decimal: '_',
  },
} satisfies Record<string, LayerTemplates>;

export type LayerPreset = keyof typeof layerPresets;
export const layerPresetNames = Object.keys(layerPresets) as LayerPreset[];

export function isLayerPreset(name: string): name is LayerPreset {
  return Object.hasOwn(layerPresets, name);
}
