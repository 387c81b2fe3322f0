// The bill of materials (DESIGN §4): boards by part number, hardware, totals. The totals come from
// the same tallies the price uses, so screen, PDF, CSV and order show the same numbers.
import type { CatalogueIndex } from '../catalogue/lookup.ts';
import type { HardwareKind } from '../catalogue/schema.ts';
import type { Localized } from '../i18n/lang.ts';
import { hardwareKey, type HardwareItem } from '../parts/hardware.ts';
import type { NumberedPart } from '../parts/numbering.ts';
import type { Facing, Panel, PanelRole } from '../parts/panel.ts';
import { facingAxis } from '../parts/sizes.ts';
import type { Tally } from './tally.ts';

export interface Banding {
  /** The edge band used, or null when no edge is banded. */
  band: string | null;
  /** How many of the two long-direction (length) edges and of the two width edges are banded. */
  length: 0 | 1 | 2;
  width: 0 | 1 | 2;
  /** The banded edges by the direction they face in the furniture. */
  edges: Facing[];
}

export function banding(panel: Pick<Panel, 'edgeBanding' | 'widthAxis'>): Banding {
  const edges = (Object.keys(panel.edgeBanding) as Facing[]).sort();
  let length = 0,
    width = 0;
  // An edge facing across the width axis runs along the length.
  for (const facing of edges)
    if (facingAxis(facing) === panel.widthAxis) length++;
    else width++;
  const band = edges.length > 0 ? panel.edgeBanding[edges[0]!]! : null;
  return { band, length: length as Banding['length'], width: width as Banding['width'], edges };
}

export interface BomPart {
  partNumber: string;
  role: PanelRole;
  material: string;
  colour: string;
  /** Finished size, mm (once banded); length runs along the grain (see parts/panel.ts). */
  length: number;
  width: number;
  thickness: number;
  /** Cut size, mm: the finished size less the band on each banded edge (what the saw cuts). */
  cutLength: number;
  cutWidth: number;
  quantity: number;
  grain: boolean;
  edgeBanding: Banding;
  /** Face area of one piece as cut, m². */
  areaM2: number;
  /** Ids of the placed panels with this part number. */
  panels: string[];
}

export interface BomHardware {
  code: string;
  kind: HardwareKind | 'bar';
  name: Localized;
  quantity: number;
  /** Cut length of each piece, mm (tracks and bars). */
  length?: number;
  finish?: string;
}

export interface BomTotals {
  panelCount: number;
  partNumbers: number;
  areaM2: number;
  edgeBandingM: number;
  hardwareCount: number;
  holes: number;
  weightKg: number;
  boardVolumeM3: number;
}

export interface Bom {
  parts: BomPart[];
  hardware: BomHardware[];
  totals: BomTotals;
}

/** What a BOM is made from: a DesignModel's part numbering and running totals (bom/ sits below the model). */
export interface BomSource {
  index: CatalogueIndex;
  parts(): NumberedPart[];
  tallies(): Tally[];
}

/** The BOM of a model: its one part numbering (`model.parts()`), hardware and totals. */
export function buildBom(model: BomSource): Bom {
  const parts = model.parts().map((part) => toPart(part, model.index));
  const tallies = model.tallies();
  const hardware = mergeHardware(tallies).map((item) => toHardware(item, model.index));
  return { parts, hardware, totals: { ...totals(tallies, hardware), partNumbers: parts.length } };
}

function toPart({ partNumber, sample: p, panels }: NumberedPart, index: CatalogueIndex): BomPart {
  return {
    partNumber,
    role: p.role,
    material: p.material,
    colour: p.colour,
    length: p.length,
    width: p.width,
    thickness: p.thickness,
    cutLength: p.cutLength,
    cutWidth: p.cutWidth,
    quantity: panels.length,
    grain: index.materials.get(p.material)?.grain ?? false,
    edgeBanding: banding(p),
    areaM2: round((p.cutLength * p.cutWidth) / 1e6, 4),
    panels: panels.map((panel) => panel.id),
  };
}

const kindOrder: (HardwareKind | 'bar')[] = [
  'connector',
  'bolt',
  'dowel',
  'carcassConnector',
  'screw',
  'nail',
  'shelfPin',
  'track',
  'runner',
  'doorStop',
  'bar',
  'railSupport',
  'barEnd',
  'wallFixing',
];

export function mergeHardware(tallies: readonly Tally[]): HardwareItem[] {
  const merged = new Map<string, HardwareItem>();
  for (const tally of tallies) {
    for (const item of tally.hardware.values()) {
      const key = hardwareKey(item);
      const existing = merged.get(key);
      merged.set(key, existing ? { ...existing, quantity: existing.quantity + item.quantity } : { ...item });
    }
  }
  return [...merged.values()]
    .filter((i) => i.quantity > 0)
    .sort(
      (a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || (hardwareKey(a) < hardwareKey(b) ? -1 : 1),
    );
}

function toHardware(item: HardwareItem, index: CatalogueIndex): BomHardware {
  const name = item.kind === 'bar' ? index.barProfiles.get(item.code)?.name : index.hardware.get(item.code)?.name;
  const row: BomHardware = {
    code: item.code,
    kind: item.kind,
    name: name ?? { sl: item.code, en: item.code, es: item.code },
    quantity: item.quantity,
  };
  if (item.length !== undefined) row.length = item.length;
  if (item.finish !== undefined) row.finish = item.finish;
  return row;
}

function totals(tallies: readonly Tally[], hardware: BomHardware[]): BomTotals {
  let area = 0,
    band = 0,
    panels = 0,
    holes = 0,
    grams = 0,
    volume = 0;
  for (const t of tallies) {
    for (const a of t.areaMm2.values()) area += a;
    for (const b of t.bandMm.values()) band += b;
    panels += t.panels;
    holes += t.holes;
    grams += t.weightGrams;
    volume += t.boardVolumeMm3;
  }
  return {
    panelCount: panels,
    partNumbers: 0,
    areaM2: round(area / 1e6, 3),
    edgeBandingM: round(band / 1000, 2),
    hardwareCount: hardware.reduce((s, h) => s + h.quantity, 0),
    holes,
    weightKg: round(grams / 1000, 2),
    boardVolumeM3: round(volume / 1e9, 4),
  };
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
