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
// - Issue 21 (layer presets): `cnc` (the CNC programs' layer-name presets, `layer-presets.ts`) and
//   `nesting` are filled in by the schema's defaults, not here.
import { builtInColours } from './colours.ts';
import type { Hardware } from './schema.ts';

const name = (sl: string, en: string, es: string) => ({ sl, en, es });

/** Hardware that version 2 of the catalogue refers to by default. */
export const version2Hardware: readonly Hardware[] = [
  { id: 'screw-4x16', name: name('Vijak 4 × 16', 'Screw 4 × 16', 'Tornillo 4 × 16'), kind: 'screw', unit: 'piece', priceCents: 3, weightGrams: 2 },
  {
    id: 'back-nail',
    name: name('Obročasti žebelj za hrbet 1,6 × 25', 'Ring-shank back nail 1.6 × 25', 'Clavo anillado para trasera 1,6 × 25'),
    kind: 'nail', unit: 'piece', priceCents: 1, weightGrams: 0.4,
  },
  {
    id: 'cabinet-connector',
    name: name('Spojni vijak za korpuse (puša in vijak)', 'Cabinet connecting screw (sleeve and screw)', 'Tornillo de unión de cuerpos (casquillo y tornillo)'),
    kind: 'carcassConnector', unit: 'piece', priceCents: 25, weightGrams: 6,
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

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored catalogue without a colour table gets the built-in one; anything else is left as it is. */
export function withColourTable(input: unknown): unknown {
  if (!isObject(input) || 'colours' in input) return input;
  return { ...input, colours: builtInColours };
}

/** The catalogue in the current shape (see the list above); input that is not an object is returned as it is. */
export function upgradeCatalogue(input: unknown): unknown {
  const withColours = withColourTable(input);
  if (!isObject(withColours)) return withColours;
  const out: Json = { ...withColours };
  for (const key of ['allowances', 'backs', 'joinery'] as const) if (!(key in out)) out[key] = { ...version2Blocks[key] };
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
      for (const field of ['nailHardware', 'carcassConnectorHardware', 'screwHardware']) if (field in block) wanted.add(block[field]);
    }
    const missing = version2Hardware.filter((h) => wanted.has(h.id) && !named.has(h.id));
    if (missing.length > 0) out.hardware = [...hardware, ...missing];
  }
  return out;
}
