// Everything the workshop's machines need for one design, as named text files: one DXF per
// drawing, the cut list, each cutting-plan sheet as DXF and SVG, and a README.txt saying what is
// what. Pure; the documents package zips them and the CLI writes them to a folder.
import { toSvg } from '../drawing/drawing.ts';
import { sheetDrawing } from '../drawing/sheet.ts';
import type { DesignModel } from '../model.ts';
import { cutListCsv } from './cut-list.ts';
import { cutParts, type Workshop } from './cut-parts.ts';
import { defaultDrilling, type Drilling } from './drilling.ts';
import { cuttingPlans, defaultStock, jobStock, sheetDxf, type CuttingPlans, type StockOptions } from './cutting-plan.ts';
import { defaultDxfOptions, fillTemplate, panelDxf, type DxfOptions } from './panel-dxf.ts';

export interface CncOptions {
  dxf: DxfOptions;
  stock: StockOptions;
  drilling: Drilling;
}

export const defaultCncOptions: CncOptions = { dxf: defaultDxfOptions, stock: defaultStock, drilling: defaultDrilling };

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
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export function sheetFileName(material: string, colour: string, index: number): string {
  return `cutting-plan/${slug(material)}_${slug(colour)}_sheet-${String(index + 1).padStart(2, '0')}`;
}

export function cncPackage(model: DesignModel, options: Partial<CncOptions> = {}): CncPackage {
  const o = { ...defaultCncOptions, ...options };
  const workshop = cutParts(model, o.drilling);
  const files: CncFile[] = [];
  // The label names the drilling variant too, as the file does (V001-2).
  for (const part of workshop.parts) files.push({ name: part.file, content: panelDxf(part.panels[0]!, part.file.replace(/^panels\/|\.dxf$/g, ''), part.holes, o.dxf) });
  files.push({ name: 'cut-list.csv', content: cutListCsv(workshop.parts) });
  const plans = cuttingPlans(workshop.bom, jobStock(model.catalogue, o.stock));
  for (const m of plans.materials) {
    m.plan.sheets.forEach((sheet, i) => {
      const base = sheetFileName(m.material, m.colour, i);
      const title = `${m.material} ${m.colour} ${m.thickness} mm, sheet ${i + 1}/${m.plan.sheets.length}, ${(sheet.utilisation * 100).toFixed(1)} %`;
      files.push({ name: `${base}.dxf`, content: sheetDxf(sheet, o.stock, o.dxf.version) });
      files.push({ name: `${base}.svg`, content: toSvg(sheetDrawing(sheet, o.stock, title)) });
    });
  }
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
    'panels/<part>.dxf      one drawing per part number and drilling (<part>-2.dxf … for mirror-image or other drillings)',
    `                       DXF ${o.dxf.version === 'R12' ? 'R12 (AC1009)' : 'R2000 (AC1015)'}, millimetres, origin at the bottom-left corner,`,
    '                       x along the board length (the grain), y along its width, seen from face A;',
    '                       the outline is the finished size (banded), holes are measured from its corner.',
    `                       Layers: outline ${fillTemplate(o.dxf.layers.outline, { thickness: '<thickness>' })}, holes ${o.dxf.layers.drill}`,
    '                       (face A = seen, B = behind, T = through from A; EL ER EB ET = edge holes, centred in the thickness,',
    '                       drawn as the drill path), part number and variant on ' + o.dxf.layers.label + '.',
    'cut-list.csv           part, variant, material, colour, cut length × width, thickness, finished length × width (mm),',
    '                       grain, edge band on each edge, holes, quantity, file, role. Cut = finished less the band on each banded edge.',
    `cutting-plan/          per material and colour, each stock sheet as DXF and SVG: sheets ${o.stock.sheetWidth} × ${o.stock.sheetHeight} mm,`,
    `                       kerf ${o.stock.kerf} mm, trim ${o.stock.trim} mm, three-stage guillotine cuts (first cut across the long side),`,
    '                       grained boards never turned (length along the sheet length), "R" marks a turned part.',
    '',
    `Sheets: ${plans.sheetCount}, utilisation ${percent(plans.utilisation)} overall.`,
    ...plans.materials.map((m) => `  ${m.material} ${m.colour}: ${m.plan.sheets.length} sheet(s), ${percent(m.plan.utilisation)}${m.plan.sheets.map((s, i) => `; ${i + 1}: ${percent(s.utilisation)}`).join('')}${m.plan.unplaceable.length > 0 ? `; NOT PLACED: ${m.plan.unplaceable.map((u) => u.itemId).join(', ')}` : ''}`),
    '',
  ];
  return lines.join('\r\n');
}
