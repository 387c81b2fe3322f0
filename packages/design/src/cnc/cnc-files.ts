// Everything the workshop's machines need for one design, as named text files: one DXF per
// drawing, the cut list, each cutting-plan sheet as DXF and SVG, and a README.txt saying what is
// what. Pure; the documents package zips them and the CLI writes them to a folder.
import { assertWorkshopReady } from '../workshop-guard.ts';
import { toSvg } from '../drawing/drawing.ts';
import { sheetDrawing } from '../drawing/sheet.ts';
import type { Lang } from '../i18n/lang.ts';
import type { DesignModel } from '../model.ts';
import { cutListCsv } from './cut-list.ts';
import { cutParts, type CutPart, type Workshop } from './cut-parts.ts';
import { defaultDrilling, type Drilling } from './drilling.ts';
import {
  cuttingPlans,
  defaultStock,
  jobStock,
  sheetDxf,
  type CuttingPlans,
  type StockOptions,
} from './cutting-plan.ts';
import { optimiserCsv } from './optimiser-csv.ts';
import { layerPreset } from './layer-presets.ts';
import {
  defaultDxfOptions,
  defaultLayerTemplates,
  fillTemplate,
  panelDxf,
  type DxfOptions,
  type ProgramSide,
} from './panel-dxf.ts';
import { ptxFile } from './ptx.ts';

export interface CncOptions {
  dxf: DxfOptions;
  stock: StockOptions;
  drilling: Drilling;
  /** Language of the words on the saw diagrams (sheet DXF and SVG). */
  lang: Lang;
  /** Whether the package carries the pieces' labels (labels/…pdf, made by @kubik/documents): README.txt names them. */
  labels: boolean;
}

export const defaultCncOptions: CncOptions = {
  dxf: defaultDxfOptions,
  stock: defaultStock,
  drilling: defaultDrilling,
  lang: 'sl',
  labels: false,
};

export interface CncFile {
  name: string;
  content: string;
}

export interface CncPackage {
  files: CncFile[];
  workshop: Workshop;
  plans: CuttingPlans;
}

/** File-name-safe form of a material and colour. */
function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function sheetFileName(material: string, colour: string, index: number): string {
  return `cutting-plan/${slug(material)}_${slug(colour)}_sheet-${String(index + 1).padStart(2, '0')}`;
}

/**
 * A part's drilling programs: face A up (`panels/V001.dxf`: face-A, through and edge holes), and
 * face B up when it has face-B holes (`panels/V001_B.dxf`, the board turned over).
 */
export function partPrograms(
  part: Pick<CutPart, 'file' | 'holes'>,
): { file: string; label: string; side: ProgramSide }[] {
  const label = part.file.replace(/^panels\/|\.dxf$/g, '');
  const programs: { file: string; label: string; side: ProgramSide }[] = [{ file: part.file, label, side: 'A' }];
  if (part.holes.some((h) => h.face === 'B'))
    programs.push({ file: part.file.replace(/\.dxf$/, '_B.dxf'), label: `${label}_B`, side: 'B' });
  return programs;
}

/** Each cutting-plan sheet as DXF and SVG (`cutting-plan/<material>_<colour>_sheet-NN`), labelled and numbered for the saw: one design's, or a cutting run's of several orders. */
export function cuttingPlanFiles(
  plans: CuttingPlans,
  stock: StockOptions,
  version: DxfOptions['version'],
  lang: Lang,
): CncFile[] {
  const files: CncFile[] = [];
  for (const m of plans.materials) {
    m.plan.sheets.forEach((sheet, i) => {
      const base = sheetFileName(m.material, m.colour, i);
      const title = `${m.material} ${m.colour} ${m.thickness} mm, sheet ${i + 1}/${m.plan.sheets.length}, ${(sheet.utilisation * 100).toFixed(1)} %`;
      const saw = { ...stock, items: m.items, lang };
      files.push({ name: `${base}.dxf`, content: sheetDxf(sheet, saw, version) });
      files.push({ name: `${base}.svg`, content: toSvg(sheetDrawing(sheet, { ...saw, title })) });
    });
  }
  return files;
}

/**
 * The workshop's files. Throws `WorkshopRefused` for a design with errors (workshop-guard.ts): it gets none.
 * Layer names: `options.dxf.layers`, or the catalogue's preset (`cnc.layerPreset`: the job pack's).
 */
/**
 * What the package's files are made from: the parts with their holes and the cutting plans. A
 * design with errors is refused here (its holes, drilled once, are the ones checked). The labels
 * and a piece's page need only this, not the files.
 */
export function workshopJob(
  model: DesignModel,
  options: Partial<Pick<CncOptions, 'drilling' | 'stock'>> = {},
): Pick<CncPackage, 'workshop' | 'plans'> {
  const workshop = cutParts(model, options.drilling ?? defaultDrilling);
  assertWorkshopReady(model, workshop.holes);
  return { workshop, plans: cuttingPlans(workshop.bom, jobStock(model.catalogue, options.stock ?? defaultStock)) };
}

export function cncPackage(model: DesignModel, options: Partial<CncOptions> = {}): CncPackage {
  const preset = layerPreset(model.catalogue);
  const o = {
    ...defaultCncOptions,
    dxf: { ...defaultDxfOptions, layers: preset.ok ? preset.layers : defaultLayerTemplates },
    ...options,
  };
  const { workshop, plans } = workshopJob(model, o);
  const files: CncFile[] = [];
  // The label names the drilling variant too, as the file does (V001-2); face B's program adds _B.
  const dxf = { ...o.dxf, throughAllowance: o.drilling.throughAllowance };
  for (const part of workshop.parts) {
    for (const program of partPrograms(part))
      files.push({
        name: program.file,
        content: panelDxf(part.panels[0]!, program.label, part.holes, dxf, program.side),
      });
  }
  files.push({ name: 'cut-list.csv', content: cutListCsv(workshop.parts) });
  files.push(
    { name: 'optimiser/parts.ptx', content: ptxFile(workshop.parts, { name: model.design().name }, o.stock) },
    { name: 'optimiser/parts.csv', content: optimiserCsv(workshop.parts) },
  );
  files.push(...cuttingPlanFiles(plans, o.stock, o.dxf.version, o.lang));
  files.push({ name: 'README.txt', content: readme(model, workshop, plans, o) });
  return { files, workshop, plans };
}

function readme(model: DesignModel, workshop: Workshop, plans: CuttingPlans, o: CncOptions): string {
  const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
  const lines = [
    `Kubik workshop files: ${model.design().name}`,
    '',
    `Parts: ${workshop.bom.totals.panelCount} boards, ${workshop.bom.parts.length} part numbers, ${workshop.parts.length} drawings.`,
    '',
    'panels/<part>.dxf      the face-A drilling program per part number and drilling (<part>-2.dxf … for mirror-image or other drillings):',
    '                       face-A holes, through holes and edge bores. DXF ' +
      (o.dxf.version === 'R12' ? 'R12 (AC1009)' : 'R2000 (AC1015)') +
      ', millimetres, origin at the',
    '                       bottom-left corner, x along the board length (the grain), y along its width, seen from face A;',
    '                       the outline is the finished size (banded), holes are measured from its corner.',
    'panels/<part>_B.dxf    only for a board with face-B holes: the board turned over about its width axis (the same long edge',
    "                       against the fences), face B up, drawn mirrored (a hole at x on face A's drawing is at length - x).",
    `                       Layers: outline ${fillTemplate(o.dxf.layers.outline, { thickness: '<thickness>' })}, holes ${o.dxf.layers.drill}, edge bores ${o.dxf.layers.edgeDrill ?? o.dxf.layers.drill}`,
    `                       (face A = seen, B = behind, T = through from A, drilled ${o.drilling.throughAllowance} mm deeper than the board is thick;`,
    '                       EL ER EB ET = edge bores, centred in the thickness, drawn as the drill path at their start height Z',
    ...(o.dxf.layers.edgeDrillBlock
      ? [
          `                       above face B (an INSERT of block ${o.dxf.layers.edgeDrillBlock} at the bore's entry: X scale the depth, Y scale the`,
          '                       diameter, rotation into the board, elevation Z; {zstart} in the layer), part number and variant on ' +
            o.dxf.layers.label +
            '.',
        ]
      : [
          "                       above face B (the LINE's elevation; {zstart} in the layer), part number and variant on " +
            o.dxf.layers.label +
            '.',
        ]),
    'cut-list.csv           part, variant, material, colour, cut length × width, thickness, finished length × width (mm),',
    '                       grain, edge band on each edge, holes, quantity, file, role. Cut = finished less the band on each banded edge.',
    'optimiser/parts.ptx    the cut list as a Cut Rite / Magi-Cut Pattern Exchange parts file (PARTS_REQ at the cut size,',
    '                       PARTS_INF with the finished size and EDGE1-4 = the bands on L1, L2, W1, W2, MATERIALS, BOARDS).',
    'optimiser/parts.csv    the same for a generic optimiser: name, material, thickness, length, width, quantity, grain,',
    '                       band_L1 ... band_W2, front_edge. Edges: L1/L2 along the length (y = 0 / y = width in the drawing),',
    '                       W1/W2 across it (x = 0 / x = length); front_edge names the one facing the front.',
    `cutting-plan/          per material and colour, each stock sheet as DXF and SVG: sheets ${o.stock.sheetWidth} × ${o.stock.sheetHeight} mm,`,
    `                       kerf ${o.stock.kerf} mm, trim ${o.stock.trim} mm, three-stage guillotine cuts (first cut across the long side),`,
    "                       grained boards never turned (length along the sheet length). Each sheet shows every piece's",
    "                       label number (part number and piece index, V001 1/4) and size, the cuts numbered in the saw's order",
    '                       (layers CUT_STAGE0-4, CUT_NUMBERS), the offcuts of 100 mm or more with their sizes (OFFCUTS) and the',
    '                       number and total length of the cuts (INFO).',
    ...(o.labels
      ? [
          'labels/labels-a4.pdf   a label with a QR code for every physical piece (part number and piece 3/4, what it is, material',
          '                       and colour, cut and finished size, the edges, cabinet, cutting-plan sheet): A4 sheets of 3 × 8',
          "                       adhesive labels of 70 × 37 mm. The QR code is the link to the piece's page (a saved project's",
          "                       or an order's); a design file's labels (kubik cnc without --project) hold the piece's id.",
          'labels/labels-100x50.pdf  the same labels one a page, 100 × 50 mm, for a label printer.',
        ]
      : []),
    '',
    `Sheets: ${plans.sheetCount}, utilisation ${percent(plans.utilisation)} overall.`,
    ...plans.materials.map(
      (m) =>
        `  ${m.material} ${m.colour}: ${m.plan.sheets.length} sheet(s), ${percent(m.plan.utilisation)}${m.plan.sheets.map((s, i) => `; ${i + 1}: ${percent(s.utilisation)}`).join('')}${m.plan.unplaceable.length > 0 ? `; NOT PLACED: ${m.plan.unplaceable.map((u) => u.itemId).join(', ')}` : ''}`,
    ),
    '',
  ];
  return lines.join('\r\n');
}
