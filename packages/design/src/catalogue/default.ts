// The catalogue a fresh install starts with. Prices are 2026 list prices before VAT, in cents;
// moduli of elasticity are typical bending values (EN 310) for each board type. Allowances, back
// fixing and joinery: values and their sources in packages/design/README.md ("Allowances").
// Version 2 (issue 10): allowances, nailed-on backs, carcass joinery and every screw in the BOM.
import { builtInColours } from './colours.ts';
import { defaultCncSettings } from './layer-presets.ts';
import type { Catalogue } from './schema.ts';
import { doorLimits, drawerHardware, drawersBlock, version2Blocks, version2Hardware } from './upgrade.ts';
import { currency } from '../pricing/currency.ts';

const name = (sl: string, en: string, es: string) => ({ sl, en, es });

export const defaultCatalogue: Catalogue = {
  version: 2,
  currency,
  vatRateBp: 2200,
  maxPartnerDiscountBp: 3000,
  allowedSizes: {
    width: [200, 300, 400, 500, 600, 800, 1000, 1200],
    height: [200, 300, 400, 500, 600, 800, 1000, 1200, 1600, 2000, 2400],
    depth: [300, 400, 500, 600],
  },
  colours: [...builtInColours],
  materials: [
    {
      id: 'chipboard-18',
      name: name('Iverna plošča, oplemenitena, 18 mm', 'Melamine chipboard, 18 mm', 'Aglomerado melaminado, 18 mm'),
      kind: 'chipboard', thicknessMm: 18, priceCentsPerM2: 1400, densityKgPerM3: 650, grain: false,
      colours: ['white', 'grey', 'black'], modulusMPa: 2500, edgeBanding: 'abs-22x1',
    },
    {
      id: 'chipboard-oak-18',
      name: name('Iverna plošča, dekor hrast, 18 mm', 'Oak-decor chipboard, 18 mm', 'Aglomerado decorado roble, 18 mm'),
      kind: 'chipboard', thicknessMm: 18, priceCentsPerM2: 1750, densityKgPerM3: 650, grain: true,
      colours: ['natural-oak', 'smoked-oak'], modulusMPa: 2500, edgeBanding: 'abs-oak-22x1',
    },
    {
      id: 'plywood-birch-18',
      name: name('Brezova vezana plošča, 18 mm', 'Birch plywood, 18 mm', 'Contrachapado de abedul, 18 mm'),
      kind: 'plywood', thicknessMm: 18, priceCentsPerM2: 4200, densityKgPerM3: 680, grain: true,
      colours: ['natural', 'white-oiled'], modulusMPa: 7000, edgeBanding: 'clear-lacquer-edge',
    },
    {
      id: 'mdf-lacquered-18',
      name: name('Lakiran MDF, 18 mm', 'Lacquered MDF, 18 mm', 'MDF lacado, 18 mm'),
      kind: 'mdf', thicknessMm: 18, priceCentsPerM2: 3800, densityKgPerM3: 750, grain: false,
      colours: ['white', 'sand', 'sage', 'terracotta', 'anthracite', 'white-gloss', 'anthracite-gloss'], modulusMPa: 3000, edgeBanding: 'lacquered-edge',
    },
    {
      id: 'hdf-3',
      name: name('HDF plošča za hrbet, 3 mm', 'HDF back panel, 3 mm', 'Trasera de HDF, 3 mm'),
      kind: 'hdf', thicknessMm: 3, priceCentsPerM2: 450, densityKgPerM3: 850, grain: false,
      colours: ['white', 'black'], modulusMPa: 4000, edgeBanding: 'abs-22x1',
    },
  ],
  edgeBandings: [
    { id: 'abs-22x1', name: name('ABS robni trak 22 × 1 mm', 'ABS edge band 22 × 1 mm', 'Canto ABS 22 × 1 mm'), widthMm: 22, thicknessMm: 1, priceCentsPerM: 45 },
    { id: 'abs-oak-22x1', name: name('ABS robni trak hrast 22 × 1 mm', 'Oak ABS edge band 22 × 1 mm', 'Canto ABS roble 22 × 1 mm'), widthMm: 22, thicknessMm: 1, priceCentsPerM: 65 },
    { id: 'clear-lacquer-edge', name: name('Brušen in lakiran rob', 'Sanded, clear-lacquered edge', 'Canto lijado y barnizado'), widthMm: 18, thicknessMm: 0, priceCentsPerM: 90 },
    { id: 'lacquered-edge', name: name('Lakiran rob v barvi', 'Colour-lacquered edge', 'Canto lacado en color'), widthMm: 18, thicknessMm: 0, priceCentsPerM: 120 },
  ],
  hardware: [
    { id: 'cam-lock-15', name: name('Ekscentrični spojnik 15 mm', 'Cam lock 15 mm', 'Excéntrica 15 mm'), kind: 'connector', unit: 'piece', priceCents: 35, weightGrams: 8 },
    { id: 'cam-bolt-7x34', name: name('Vijak za ekscenter 7 × 34', 'Cam bolt 7 × 34', 'Perno de excéntrica 7 × 34'), kind: 'bolt', unit: 'piece', priceCents: 12, weightGrams: 6 },
    { id: 'dowel-8x35', name: name('Lesni moznik 8 × 35', 'Wooden dowel 8 × 35', 'Espiga de madera 8 × 35'), kind: 'dowel', unit: 'piece', priceCents: 3, weightGrams: 2 },
    { id: 'steel-corner', name: name('Jekleni kotni spojnik', 'Steel corner connector', 'Escuadra de acero'), kind: 'connector', unit: 'piece', priceCents: 180, weightGrams: 60 },
    { id: 'shelf-pin', name: name('Nosilec police', 'Shelf pin', 'Soporte de estante'), kind: 'shelfPin', unit: 'piece', priceCents: 8, weightGrams: 3 },
    { id: 'door-track', name: name('Vodilo za drsna vrata (po metru)', 'Sliding door track (per metre)', 'Guía de puerta corredera (por metro)'), kind: 'track', unit: 'metre', priceCents: 1400, weightGrams: 450 },
    { id: 'door-runner-set', name: name('Komplet koleščkov za krilo', 'Runner set per leaf', 'Juego de rodamientos por hoja'), kind: 'runner', unit: 'piece', priceCents: 650, weightGrams: 300 },
    { id: 'door-stop', name: name('Omejevalnik drsnih vrat', 'Sliding door stop', 'Tope de puerta corredera'), kind: 'doorStop', unit: 'piece', priceCents: 120, weightGrams: 30 },
    { id: 'rail-support', name: name('Nosilec obešalne palice', 'Hanging rail support', 'Soporte de barra de colgar'), kind: 'railSupport', unit: 'piece', priceCents: 150, weightGrams: 40 },
    { id: 'bar-end', name: name('Končnik palice', 'Bar end fitting', 'Terminal de barra'), kind: 'barEnd', unit: 'piece', priceCents: 90, weightGrams: 25 },
    { id: 'wall-fixing-kit', name: name('Stensko pritrdilo proti prevrnitvi', 'Anti-tip wall fixing kit', 'Kit de fijación a pared antivuelco'), kind: 'wallFixing', unit: 'piece', priceCents: 250, weightGrams: 80 },
    ...version2Hardware,
    ...drawerHardware,
  ],
  connectorSystems: [
    {
      id: 'camLock',
      name: name('Skriti ekscentrični spoj z mozniki', 'Hidden cam lock and dowels', 'Excéntrica oculta con espigas'),
      minSetsPerJoint: 2, spacingMm: 250,
      set: [{ hardware: 'cam-lock-15', quantity: 1 }, { hardware: 'cam-bolt-7x34', quantity: 1 }, { hardware: 'dowel-8x35', quantity: 1 }],
      finishes: ['hidden'],
    },
    {
      id: 'steelCorner',
      name: name('Vidni jekleni kotnik', 'Visible steel corner', 'Escuadra de acero vista'),
      // One corner at the front and one at the back of every joint, however deep.
      minSetsPerJoint: 2, spacingMm: 20_000,
      set: [{ hardware: 'steel-corner', quantity: 1 }, { hardware: 'screw-4x16', quantity: 4 }],
      finishes: ['black', 'zinc', 'brass'],
    },
  ],
  barProfiles: [
    { id: 'round-25', name: name('Okrogla cev Ø 25 mm', 'Round tube Ø 25 mm', 'Tubo redondo Ø 25 mm'), diameterMm: 25, priceCentsPerM: 1200, weightGramsPerM: 450, finishes: ['chrome', 'black'] },
    { id: 'square-20', name: name('Kvadratna cev 20 × 20 mm', 'Square tube 20 × 20 mm', 'Tubo cuadrado 20 × 20 mm'), diameterMm: 20, priceCentsPerM: 1500, weightGramsPerM: 600, finishes: ['black', 'zinc'] },
  ],
  defaults: {
    material: 'chipboard-18',
    backMaterial: 'hdf-3',
    doorMaterial: 'mdf-lacquered-18',
    shelfMaterial: 'chipboard-18',
    connectorSystem: 'camLock',
    barProfile: 'round-25',
    frameBarProfile: 'square-20',
    backs: false,
  },
  doors: { trackHardware: 'door-track', runnerSetHardware: 'door-runner-set', stopHardware: 'door-stop', leafOverlapMm: 30, trackClearanceMm: 10, ...version2Blocks.doors, ...doorLimits },
  shelves: { pinHardware: 'shelf-pin', pinsPerShelf: 4, setbackMm: 20 },
  rails: { supportHardware: 'rail-support', barEndHardware: 'bar-end', dropBelowTopMm: 60, ...version2Blocks.rails },
  drawers: structuredClone(drawersBlock),
  allowances: { ...version2Blocks.allowances },
  backs: { ...version2Blocks.backs },
  joinery: { ...version2Blocks.joinery },
  wallFixing: { hardware: 'wall-fixing-kit', spacingMm: 600, minimum: 2 },
  // 100 kg/m² ≈ 20 lb/ft², the Sagulator's "books" load; 1.67 mm per metre = 0.02 in per foot.
  sag: { loadKgPerM2: 100, limitPerMetreMm: 1.67 },
  machining: { perPanelCents: 120, perHoleCents: 8 },
  nesting: { timeBudgetMs: 200 },
  cnc: defaultCncSettings,
  shipping: { baseCents: 1500, perKgCents: 60, volumetricKgPerM3: 200, packingFactor: 1.4 },
};
