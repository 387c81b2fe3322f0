// Catalogues are stored in the database and the server refuses one that does not parse, so a
// catalogue saved under an older shape is upgraded before it is checked. Each step fills in what a
// later version added, with the values the default catalogue took them from; anything the stored
// catalogue already has is left as it is.
//
// - Colour table (catalogue version 1, commit 730fcd2): colours were ids only → the built-in table.
// - Version 2 (issue 10): `allowances`, `backs` (nailed-on backs), `joinery` (longest board,
//   carcass connectors), the screws of tracks, runners and rail supports; the hardware these name
//   (nails, connecting screws, 4 × 16 screws) is added when missing. `holesPerSet` of a connector
//   system is no longer read (holes come from the drilling pattern) and is dropped by the schema.
// - Issue 21 (D-A): the sliding doors' narrowest leaf and narrowest reach-in (`doorLimits`).
// - Issue 22: `drawers` (full-extension runners 250–550 mm, the box's boards and screws) and the
//   hardware it names (`drawerHardware`), added when missing.
// - Issue 22 (finishes): each colour's `finish` (matte, satin, gloss, woodgrain, metallic); a stored
//   colour without one takes the built-in colour's of the same id (the schema's default, matte,
//   covers the others). The gloss colours themselves are not added: the shop offers what it stocks.
// - Issue 21 (layer presets): `cnc` (the CNC programs' layer-name presets, `layer-presets.ts`) and
//   `nesting` are filled in by the schema's defaults, not here.
import { builtInColours } from './colours.ts';
import type { Hardware } from './schema.ts';

const name = (sl: string, en: string, es: string) => ({ sl, en, es });

/** Hardware that version 2 of the catalogue refers to by default. */
export const version2Hardware: readonly Hardware[] = [
  {
    id: 'screw-4x16',
    name: name('Vijak 4 × 16', 'Screw 4 × 16', 'Tornillo 4 × 16'),
    kind: 'screw',
    unit: 'piece',
    priceCents: 3,
    weightGrams: 2,
  },
  {
    id: 'back-nail',
    name: name(
      'Obročasti žebelj za hrbet 1,6 × 25',
      'Ring-shank back nail 1.6 × 25',
      'Clavo anillado para trasera 1,6 × 25',
    ),
    kind: 'nail',
    unit: 'piece',
    priceCents: 1,
    weightGrams: 0.4,
  },
  {
    id: 'cabinet-connector',
    name: name(
      'Spojni vijak za korpuse (puša in vijak)',
      'Cabinet connecting screw (sleeve and screw)',
      'Tornillo de unión de cuerpos (casquillo y tornillo)',
    ),
    kind: 'carcassConnector',
    unit: 'piece',
    priceCents: 25,
    weightGrams: 6,
  },
];

export const version2Blocks = {
  allowances: { shelfClearanceMm: 1, backClearanceMm: 2, edgeBandTrimMm: 25 },
  backs: { nailHardware: 'back-nail', nailSpacingMm: 150, nailFromCornerMm: 25 },
  joinery: { maxBoardLengthMm: 2780, carcassConnectorHardware: 'cabinet-connector', carcassConnectorSpacingMm: 800 },
  doors: { screwHardware: 'screw-4x16', trackScrewSpacingMm: 300, runnerScrewsPerLeaf: 4 },
  rails: { screwHardware: 'screw-4x16', screwsPerSupport: 2 },
} as const;

/**
 * The sliding doors' limits (issue 21, D-A): a leaf at least 400 mm wide (Häfele's HAWA-Aperto 40/F
 * data sheet, art. 400.70.910: "Door width: 400 mm – 900 mm"), and 450 mm to reach in with the
 * leaves pushed aside (a coat hanger is about 430–450 mm wide).
 */
export const doorLimits = { minLeafWidthMm: 400, minReachInMm: 450 } as const;

/**
 * Drawer runners (issue 22): full-extension ball-bearing runners, sold by the pair, 250–550 mm in
 * 50 mm steps. Dimensions after Accuride's 3832 (12.7 mm thick, side space 12.9–13.2 mm: Accuride
 * Europe, "Understanding side space", help.accuride-europe.com/knowledge/understanding-side-space);
 * Hettich's KA and Blum's ball-bearing runners take the same 12.5–13 mm. Prices: 2026 list, net.
 */
export const runnerLengthsMm = [250, 300, 350, 400, 450, 500, 550] as const;

export const drawerHardware: readonly Hardware[] = [
  ...runnerLengthsMm.map((l, i): Hardware => ({
    id: `drawer-runner-${l}`,
    name: name(
      `Kroglično vodilo s polnim izvlekom ${l} mm (par)`,
      `Full-extension ball-bearing runners ${l} mm (pair)`,
      `Guías de bolas de extracción total ${l} mm (par)`,
    ),
    kind: 'runner',
    unit: 'piece',
    priceCents: 900 + 100 * i,
    weightGrams: 2 * l,
  })),
  {
    id: 'confirmat-7x50',
    name: name('Konfirmat vijak 7 × 50', 'Confirmat screw 7 × 50', 'Tornillo confirmat 7 × 50'),
    kind: 'screw',
    unit: 'piece',
    priceCents: 4,
    weightGrams: 9,
  },
  {
    id: 'screw-4x30',
    name: name('Vijak 4 × 30', 'Screw 4 × 30', 'Tornillo 4 × 30'),
    kind: 'screw',
    unit: 'piece',
    priceCents: 3,
    weightGrams: 3,
  },
];

export const drawersBlock = {
  runners: runnerLengthsMm.map((l) => ({ lengthMm: l, hardware: `drawer-runner-${l}` })),
  runnerSideClearanceMm: 13,
  rearClearanceMm: 10,
  screwsPerMember: 3,
  screwHardware: 'screw-4x16',
  frontGapMm: 3,
  minFrontHeightMm: 100,
  minInnerWidthMm: 250,
  boxMaterial: 'chipboard-18',
  bottomMaterial: 'hdf-3',
  boxScrewHardware: 'confirmat-7x50',
  frontScrewHardware: 'screw-4x30',
  frontScrews: 4,
};

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored catalogue without a colour table gets the built-in one; anything else is left as it is. */
export function withColourTable(input: unknown): unknown {
  if (!isObject(input) || 'colours' in input) return input;
  return { ...input, colours: builtInColours };
}

const builtInFinish = new Map(builtInColours.map((c) => [c.id, c.finish]));

/** Colours stored without a finish take the built-in colour's of the same id. */
function withFinishes(colours: unknown): unknown {
  if (!Array.isArray(colours)) return colours;
  return colours.map((c: unknown) =>
    isObject(c) && !('finish' in c) && builtInFinish.has(c.id as string)
      ? { ...c, finish: builtInFinish.get(c.id as string) }
      : c,
  );
}

/** The catalogue in the current shape (see the list above); input that is not an object is returned as it is. */
export function upgradeCatalogue(input: unknown): unknown {
  const withColours = withColourTable(input);
  if (!isObject(withColours)) return withColours;
  const out: Json = { ...withColours };
  if ('colours' in out) out.colours = withFinishes(out.colours);
  for (const key of ['allowances', 'backs', 'joinery'] as const)
    if (!(key in out)) out[key] = { ...version2Blocks[key] };
  const addDrawers = !('drawers' in out);
  if (addDrawers) out.drawers = structuredClone(drawersBlock);
  for (const key of ['doors', 'rails'] as const) {
    const block = out[key];
    if (isObject(block)) out[key] = { ...version2Blocks[key], ...(key === 'doors' ? doorLimits : {}), ...block };
  }
  const hardware = out.hardware;
  if (Array.isArray(hardware)) {
    const named = new Set<unknown>();
    for (const h of hardware) if (isObject(h)) named.add(h.id);
    const wanted = new Set<unknown>();
    for (const key of ['backs', 'joinery', 'doors', 'rails'] as const) {
      const block = out[key];
      if (!isObject(block)) continue;
      for (const field of ['nailHardware', 'carcassConnectorHardware', 'screwHardware'])
        if (field in block) wanted.add(block[field]);
    }
    const drawers = out.drawers;
    if (addDrawers && isObject(drawers)) {
      for (const field of ['screwHardware', 'boxScrewHardware', 'frontScrewHardware']) wanted.add(drawers[field]);
      for (const r of drawersBlock.runners) wanted.add(r.hardware);
    }
    const missing = [...version2Hardware, ...drawerHardware].filter((h) => wanted.has(h.id) && !named.has(h.id));
    if (missing.length > 0) out.hardware = [...hardware, ...missing];
  }
  return out;
}
