// The CNC layer-name presets a catalogue carries (`cnc.layerPresets`): each a set of templates the
// drilling programs' DXF layers are named by, so the workshop's CAM maps them to operations. A shop
// adds its own in its catalogue; `cnc.layerPreset` names the one the job pack uses, and
// `kubik cnc --layers <name>` picks another. The built-in ones follow published conventions
// (sources in cnc/README.md, "Layer presets"). Data only: the design core's cnc/ module fills the
// templates (`panel-dxf.ts`). Their shape, with zod, is in layer-presets-schema.ts: this module
// stays free of zod, so a page that needs the built-in catalogue does not load zod for it.
import type { z } from 'zod';
import type { cncSchema, layerTemplatesSchema } from './layer-presets-schema.ts';

/**
 * Each operation a preset names, and the placeholders its template may hold: `{diameter}`,
 * `{depth}` (the program's depth: a through hole's is the board's thickness plus the break-through
 * allowance), `{face}` (A, B, T = through, EL, ER, EB, ET), `{use}` (cam, bolt, dowel, …),
 * `{zstart}` (an edge bore's start height), `{thickness}` (the board's), `{facing}` (FRONT, BACK,
 * LEFT, RIGHT, TOP, BOTTOM).
 */
export const layerOperations = {
  /** The board's outline (closed polyline). */
  outline: ['thickness'],
  /** A hole drilled into a face (CIRCLE). */
  drill: ['diameter', 'depth', 'face', 'use'],
  /** A hole drilled through from face A (CIRCLE); optional, default the `drill` template. */
  throughDrill: ['diameter', 'depth', 'face', 'use'],
  /** An edge bore, drilled horizontally (LINE along the drill's path, at its start height, or an INSERT of the preset's `edgeDrillBlock`). */
  edgeDrill: ['diameter', 'depth', 'face', 'use', 'zstart'],
  /** The part number and drilling variant (TEXT). */
  label: [],
  /** The edge facing the front of the furniture (LINE). */
  front: [],
  /** Each banded edge (LINE). */
  band: ['facing'],
} as const satisfies Record<string, readonly string[]>;

export type LayerOperation = keyof typeof layerOperations;
/** Operations a preset may leave out: a through hole then takes the `drill` template. */
export const optionalLayerOperations: readonly LayerOperation[] = ['throughDrill'];

export type CatalogueLayerTemplates = z.output<typeof layerTemplatesSchema>;

export type CncSettings = z.output<typeof cncSchema>;

/**
 * The presets every catalogue starts with. `kubik`: Kubik's own names (the default), the data in the
 * name. The others: the conventions of the CAM programs named (cnc/README.md, "Layer presets").
 */
export const builtInLayerPresets: Readonly<Record<string, CatalogueLayerTemplates>> = {
  kubik: {
    outline: 'OUTLINE_Z{thickness}',
    drill: 'DRILL_D{diameter}_Z{depth}_{face}',
    edgeDrill: 'DRILL_D{diameter}_Z{depth}_{face}_ZS{zstart}',
    label: 'LABEL',
    front: 'EDGE_FRONT',
    band: 'BAND_{facing}',
  },
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
  /**
   * HOMAG/WEEKE woodWOP DXF-Import Basic 4.7.4 (manual 9-882-47-4264 ENU11), its English layer names:
   * `ProcPart_<finished thickness>` (3.3.1: the workpiece, a rectangle), `V_Drill<mode>_<depth>`
   * (3.3.12: a circle, its diameter the hole's; mode SF drills to the depth, SFS drills through),
   * `H_Drill_<Z position>` (3.3.13: horizontal drilling, an `H_Drill` block inserted on that layer,
   * its X scale the depth, Y scale the diameter, rotation the direction), `_` for the decimal point (3.2). Layers
   * the profile has no rule for (the label, the edge marks) are not converted.
   */
  woodwop: {
    outline: 'ProcPart_{thickness}',
    drill: 'V_DrillSF_{depth}',
    throughDrill: 'V_DrillSFS',
    edgeDrill: 'H_Drill_{zstart}',
    edgeDrillBlock: 'H_Drill',
    label: 'LABEL',
    front: 'EDGE_FRONT',
    band: 'BAND_{facing}',
    decimal: '_',
  },
};

export const defaultCncSettings: CncSettings = { layerPreset: 'kubik', layerPresets: { ...builtInLayerPresets } };

/** The placeholders a template names, in order (`{depth}` → `depth`). */
export function templatePlaceholders(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
}

export type LayerPresetProblem = {
  path: string;
  key: 'unknown_placeholder' | 'unknown_layer_preset';
  params: Record<string, string>;
  message: string;
};

/** What is wrong with a catalogue's presets once their shape is right: placeholders an operation does not fill, a default preset that is not there. */
export function layerPresetProblems(cnc: CncSettings): LayerPresetProblem[] {
  const problems: LayerPresetProblem[] = [];
  const names = Object.keys(cnc.layerPresets);
  if (!Object.hasOwn(cnc.layerPresets, cnc.layerPreset)) {
    problems.push({
      path: 'cnc.layerPreset',
      key: 'unknown_layer_preset',
      params: { id: cnc.layerPreset, known: names.join(', ') },
      message: `unknown preset ${cnc.layerPreset}; the catalogue has ${names.join(', ') || 'none'}`,
    });
  }
  for (const [name, preset] of Object.entries(cnc.layerPresets)) {
    for (const operation of Object.keys(layerOperations) as LayerOperation[]) {
      const text = preset[operation];
      if (text === undefined) continue;
      const allowed: readonly string[] = layerOperations[operation];
      for (const placeholder of templatePlaceholders(text)) {
        if (allowed.includes(placeholder)) continue;
        problems.push({
          path: `cnc.layerPresets.${name}.${operation}`,
          key: 'unknown_placeholder',
          params: { id: `{${placeholder}}` },
          message: `unknown placeholder {${placeholder}}; ${operation} takes ${allowed.length > 0 ? allowed.map((p) => `{${p}}`).join(', ') : 'none'}`,
        });
      }
    }
  }
  return problems;
}
