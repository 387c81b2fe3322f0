// The catalogue: everything a price or a part list needs to know about materials, hardware and
// the workshop's rates. The server stores it in the database (seeded from `defaultCatalogue`) and
// admins edit it; this schema checks every edit. Money is integer cents, lengths integer mm.
import { z } from 'zod';
import { defaultCncSettings, layerPresetProblems } from './layer-presets.ts';
import { cncSchema } from './layer-presets-schema.ts';
import { upgradeCatalogue } from './upgrade.ts';
import { currency } from '../pricing/currency.ts';

const id = z.string().min(1).max(64);
const cents = z.number().int().min(0).max(100_000_000);
const localized = z.object({ sl: z.string().min(1), en: z.string().min(1), es: z.string().min(1) });
const positiveMm = z.number().int().min(1).max(20_000);

/** How a colour's surface looks in 3D (issue 22): low or some sheen, high gloss, a wood grain, metal. */
export const colourFinishes = ['matte', 'satin', 'gloss', 'woodgrain', 'metallic'] as const;

/** A colour or finish: its name in every language and how it looks (drawings, swatches, 3D). */
export const colourSchema = z.object({
  id,
  name: localized,
  hex: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb'),
  /** Catalogues from before issue 22 get the built-in colour's finish (upgrade.ts), else matte. */
  finish: z.enum(colourFinishes).default('matte'),
});

export const materialSchema = z.object({
  id,
  name: localized,
  /** What the board is made of; informs the workshop, not the price. */
  kind: z.enum(['chipboard', 'plywood', 'mdf', 'hdf']),
  thicknessMm: positiveMm,
  priceCentsPerM2: cents,
  densityKgPerM3: z.number().min(1).max(5_000),
  /** Whether the board has a grain direction the cutting plan must respect. */
  grain: z.boolean(),
  /** Ids from the catalogue's colour table. */
  colours: z.array(z.string().min(1).max(40)).min(1),
  /** Modulus of elasticity (bending), N/mm² (= MPa), for the shelf sag rule. */
  modulusMPa: z.number().min(100).max(50_000),
  /** The edge banding used on this board's visible edges. */
  edgeBanding: id,
});

export const edgeBandingSchema = z.object({
  id,
  name: localized,
  widthMm: positiveMm,
  thicknessMm: z.number().min(0).max(10),
  priceCentsPerM: cents,
});

export const hardwareKinds = [
  'connector',
  'dowel',
  'screw',
  'bolt',
  'shelfPin',
  'track',
  'runner',
  'doorStop',
  'railSupport',
  'barEnd',
  'wallFixing',
  'nail',
  'carcassConnector',
] as const;

export const hardwareSchema = z.object({
  id,
  name: localized,
  kind: z.enum(hardwareKinds),
  /** `piece`: price and weight per piece; `metre`: per metre, cut to length (tracks). */
  unit: z.enum(['piece', 'metre']),
  priceCents: cents,
  weightGrams: z.number().min(0).max(100_000),
});

export const connectorSystemSchema = z.object({
  id: z.enum(['camLock', 'steelCorner']),
  name: localized,
  /** Fittings per joint = max(minSetsPerJoint, ceil(joint length / spacingMm)). */
  minSetsPerJoint: z.number().int().min(1).max(20),
  spacingMm: positiveMm,
  /**
   * Hardware in one fitting set. The holes a set needs come from its drilling pattern
   * (`parts/joinery.ts`), not from the catalogue, so the machining charge counts what is drilled.
   */
  set: z.array(z.object({ hardware: id, quantity: z.number().int().min(1).max(50) })).min(1),
  finishes: z.array(z.string().min(1).max(40)).min(1),
});

export const barProfileSchema = z.object({
  id,
  name: localized,
  diameterMm: positiveMm,
  priceCentsPerM: cents,
  weightGramsPerM: z.number().min(0).max(100_000),
  finishes: z.array(z.string().min(1).max(40)).min(1),
});

export const catalogueSchema = z.object({
  version: z.number().int().min(1),
  currency: z.literal(currency),
  /** VAT in basis points: 2200 = 22 %. */
  vatRateBp: z.number().int().min(0).max(10_000),
  /** Largest partner discount the catalogue allows, basis points. */
  maxPartnerDiscountBp: z.number().int().min(0).max(10_000),
  allowedSizes: z.object({
    width: z.array(positiveMm).min(1),
    height: z.array(positiveMm).min(1),
    depth: z.array(positiveMm).min(1),
  }),
  colours: z.array(colourSchema).min(1),
  materials: z.array(materialSchema).min(1),
  edgeBandings: z.array(edgeBandingSchema).min(1),
  hardware: z.array(hardwareSchema).min(1),
  connectorSystems: z.array(connectorSystemSchema).min(1),
  barProfiles: z.array(barProfileSchema).min(1),
  defaults: z.object({
    material: id,
    backMaterial: id,
    doorMaterial: id,
    shelfMaterial: id,
    connectorSystem: z.enum(['camLock', 'steelCorner']),
    barProfile: id,
    frameBarProfile: id,
    backs: z.boolean(),
  }),
  doors: z.object({
    /** Track (top and bottom) sold by the metre. */
    trackHardware: id,
    runnerSetHardware: id,
    stopHardware: id,
    /** How far neighbouring leaves overlap, mm. */
    leafOverlapMm: z.number().int().min(0).max(200),
    /** Height taken by the tracks above and below the leaves, mm. */
    trackClearanceMm: z.number().int().min(0).max(200),
    /** The screws of the tracks and of the runners. */
    screwHardware: id,
    /** One track screw per started … mm of track. */
    trackScrewSpacingMm: z.number().int().min(100).max(2_000),
    /** Screws holding one leaf's runners (a top guide and a bottom roller at each side). */
    runnerScrewsPerLeaf: z.number().int().min(0).max(20),
    /** The narrowest leaf the fittings take, mm (the fitting maker's data sheet: rules/README.md). */
    minLeafWidthMm: z.number().int().min(100).max(2_000),
    /** The narrowest gap with the leaves pushed aside, mm: a coat hanger's width. */
    minReachInMm: z.number().int().min(100).max(2_000),
  }),
  shelves: z.object({
    pinHardware: id,
    /** Pins per shelf, half on each side: an even number. */
    pinsPerShelf: z.number().int().min(2).max(20).multipleOf(2),
    setbackMm: z.number().int().min(0).max(200),
  }),
  rails: z.object({
    supportHardware: id,
    barEndHardware: id,
    dropBelowTopMm: z.number().int().min(0).max(500),
    /** The screws of a hanging rail's supports, into the cube's sides. */
    screwHardware: id,
    screwsPerSupport: z.number().int().min(0).max(10),
  }),
  /**
   * Drawers (issue 22, parts/drawers.ts; values and sources in parts/README.md, "Drawers"): the
   * runners by length, the gaps they need, the boards of the box, and the limits a rule refuses.
   */
  drawers: z.object({
    /** Full-extension runner pairs, one hardware item per nominal length; the longest that fits is used. */
    runners: z.array(z.object({ lengthMm: z.number().int().min(100).max(2_000), hardware: id })).min(1),
    /** Side space between the cube's side and the drawer box, each side (the runner's thickness and its play). */
    runnerSideClearanceMm: z.number().int().min(0).max(50),
    /** Room kept behind a runner's end, mm. */
    rearClearanceMm: z.number().int().min(0).max(100),
    /** Screws per runner member: as many into the cube's side as into the drawer's side. */
    screwsPerMember: z.number().int().min(1).max(10),
    screwHardware: id,
    /** Gap around each front (inset fronts: between fronts and to the cube's boards), mm. */
    frontGapMm: z.number().int().min(1).max(20),
    /** The lowest front a drawer may have, mm. */
    minFrontHeightMm: z.number().int().min(60).max(1_000),
    /** The narrowest inside width of a cube that takes drawers, mm. */
    minInnerWidthMm: z.number().int().min(100).max(2_000),
    /** The box's sides, front and back, and its bottom. */
    boxMaterial: id,
    bottomMaterial: id,
    /** The screws joining the box's sides to its front and back (two per corner). */
    boxScrewHardware: id,
    /** The screws from inside the box's front into the drawer front, per drawer. */
    frontScrewHardware: id,
    frontScrews: z.number().int().min(2).max(8).multipleOf(2),
  }),
  /** Allowances (sources in the design package's README, "Allowances"). */
  allowances: z.object({
    /** Gap at each end of a shelf on pins: the shelf is the inner width less twice this. */
    shelfClearanceMm: z.number().int().min(0).max(10),
    /** A back is cut this much short of the carcass edges it covers, on every edge. */
    backClearanceMm: z.number().int().min(0).max(20),
    /** Edge band added to every banded edge for the bander's overhang at both ends, trimmed off after. */
    edgeBandTrimMm: z.number().int().min(0).max(200),
  }),
  /** Backs are nailed onto the back edges of their cube's boards. */
  backs: z.object({
    nailHardware: id,
    /** Nails along each edge of a back at most this far apart … */
    nailSpacingMm: z.number().int().min(20).max(1_000),
    /** … the first and last this far from the back's corners. */
    nailFromCornerMm: z.number().int().min(5).max(200),
  }),
  /** How carcasses are made and joined (see parts/README.md). */
  joinery: z.object({
    /** The longest board the workshop cuts (a stock sheet less its trim): longer rows become several carcasses. */
    maxBoardLengthMm: z.number().int().min(400).max(20_000),
    /** The connecting screw (sleeve and screw) that joins carcasses standing side by side or on each other. */
    carcassConnectorHardware: id,
    /** Connecting screws per seam: a row of them, front and back, one per started … mm of seam. */
    carcassConnectorSpacingMm: z.number().int().min(100).max(5_000),
  }),
  wallFixing: z.object({ hardware: id, spacingMm: positiveMm, minimum: z.number().int().min(1).max(20) }),
  /** Shelf sag rule: design load and allowed deflection (see rules/sag.ts). */
  sag: z.object({ loadKgPerM2: z.number().min(0).max(1_000), limitPerMetreMm: z.number().min(0.1).max(50) }),
  machining: z.object({ perPanelCents: cents, perHoleCents: cents }),
  /**
   * Cutting plans (nesting/README.md): the time the search may take per material of a job pack,
   * in ms of CPU time, with a work budget to match. A catalogue stored before this block gets the default.
   */
  nesting: z.object({ timeBudgetMs: z.number().int().min(10).max(60_000) }).default({ timeBudgetMs: 200 }),
  /**
   * The drilling programs' layer names (catalogue/layer-presets.ts): the presets the shop's CAM
   * reads, and the one the job pack uses. A catalogue stored before this block gets the built-in ones.
   */
  cnc: cncSchema.default(() => structuredClone(defaultCncSettings)),
  shipping: z.object({
    baseCents: cents,
    perKgCents: cents,
    /** Volumetric weight of the flat-packed parcel, kg per m³ (the carriers' "dimensional weight"). */
    volumetricKgPerM3: z.number().min(0).max(1_000),
    /** Packed volume = board volume × packingFactor. */
    packingFactor: z.number().min(1).max(10),
  }),
});

export type Catalogue = z.output<typeof catalogueSchema>;
export type Colour = z.output<typeof colourSchema>;
export type ColourFinish = (typeof colourFinishes)[number];
export type Material = z.output<typeof materialSchema>;
export type EdgeBanding = z.output<typeof edgeBandingSchema>;
export type Hardware = z.output<typeof hardwareSchema>;
export type HardwareKind = (typeof hardwareKinds)[number];
export type ConnectorSystem = z.output<typeof connectorSystemSchema>;
export type BarProfile = z.output<typeof barProfileSchema>;

/** The catalogue's JSON Schema, for the admin editor. */
export function catalogueJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(catalogueSchema, { io: 'input' });
}

/**
 * Checks a catalogue (e.g. an admin's edit, or one read back from the database): the schema, then
 * that every reference resolves. A catalogue stored under an older shape is upgraded first
 * (`upgradeCatalogue`: the built-in colour table, the allowances, back fixing, joinery and screws
 * that version 2 added), so it keeps parsing.
 */
export function parseCatalogue(input: unknown): { ok: true; catalogue: Catalogue } | { ok: false; errors: string[] } {
  const parsed = catalogueSchema.safeParse(upgradeCatalogue(input));
  if (!parsed.success)
    return { ok: false, errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const c = parsed.data;
  const errors: string[] = [];
  const materials = new Set(c.materials.map((m) => m.id));
  const bands = new Set(c.edgeBandings.map((b) => b.id));
  const hardware = new Set(c.hardware.map((h) => h.id));
  const profiles = new Set(c.barProfiles.map((p) => p.id));
  const colours = new Set(c.colours.map((k) => k.id));
  const need = (ok: boolean, message: string) => {
    if (!ok) errors.push(message);
  };
  need(colours.size === c.colours.length, 'colours: an id is used twice');
  for (const m of c.materials)
    need(bands.has(m.edgeBanding), `materials.${m.id}.edgeBanding: unknown ${m.edgeBanding}`);
  for (const m of c.materials)
    for (const k of m.colours) need(colours.has(k), `materials.${m.id}.colours: unknown colour ${k}`);
  for (const s of c.connectorSystems)
    for (const k of s.finishes) need(colours.has(k), `connectorSystems.${s.id}.finishes: unknown colour ${k}`);
  for (const p of c.barProfiles)
    for (const k of p.finishes) need(colours.has(k), `barProfiles.${p.id}.finishes: unknown colour ${k}`);
  for (const s of c.connectorSystems)
    for (const h of s.set) need(hardware.has(h.hardware), `connectorSystems.${s.id}: unknown hardware ${h.hardware}`);
  const d = c.defaults;
  for (const key of ['material', 'backMaterial', 'doorMaterial', 'shelfMaterial'] as const)
    need(materials.has(d[key]), `defaults.${key}: unknown material ${d[key]}`);
  for (const key of ['boxMaterial', 'bottomMaterial'] as const)
    need(materials.has(c.drawers[key]), `drawers.${key}: unknown material ${c.drawers[key]}`);
  need(
    new Set(c.drawers.runners.map((r) => r.lengthMm)).size === c.drawers.runners.length,
    'drawers.runners: a length is listed twice',
  );
  need(profiles.has(d.barProfile), `defaults.barProfile: unknown ${d.barProfile}`);
  need(profiles.has(d.frameBarProfile), `defaults.frameBarProfile: unknown ${d.frameBarProfile}`);
  need(
    c.connectorSystems.some((s) => s.id === d.connectorSystem),
    `defaults.connectorSystem: unknown ${d.connectorSystem}`,
  );
  for (const h of [
    c.shelves.pinHardware,
    c.doors.trackHardware,
    c.doors.runnerSetHardware,
    c.doors.stopHardware,
    c.doors.screwHardware,
    c.rails.supportHardware,
    c.rails.barEndHardware,
    c.rails.screwHardware,
    c.wallFixing.hardware,
    c.backs.nailHardware,
    c.joinery.carcassConnectorHardware,
    c.drawers.screwHardware,
    c.drawers.boxScrewHardware,
    c.drawers.frontScrewHardware,
    ...c.drawers.runners.map((r) => r.hardware),
  ]) {
    need(hardware.has(h), `unknown hardware ${h}`);
  }
  for (const problem of layerPresetProblems(c.cnc)) errors.push(`${problem.path}: ${problem.message}`);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, catalogue: c };
}
