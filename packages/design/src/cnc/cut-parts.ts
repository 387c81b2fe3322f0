// The parts the workshop cuts and drills: boards grouped by part number (the BOM's), and within a
// part number by drilling, because two identical boards may be drilled as mirror images (a left
// and a right side). Each group is one DXF file and one cut-list row.
import { buildBom, type Bom, type BomPart } from '../bom/bom.ts';
import type { DesignModel } from '../model.ts';
import { placedPanels, type PlacedPanel } from '../parts/placed.ts';
import { defaultDrilling, type Drilling } from './drilling.ts';
import { panelHoles, type Hole } from './holes.ts';

export interface CutPart {
  partNumber: string;
  /** 1 for the first drilling of a part number, 2… for mirror-image or otherwise different ones. */
  variant: number;
  /** The DXF's file name inside the ZIP, e.g. "panels/V001.dxf" or "panels/V001-2.dxf". */
  file: string;
  bom: BomPart;
  /** The boards cut to this drawing (same size, material, banding and holes). */
  panels: PlacedPanel[];
  holes: Hole[];
}

export interface Workshop {
  model: DesignModel;
  bom: Bom;
  parts: CutPart[];
}

function signature(holes: readonly Hole[] | undefined): string {
  if (!holes || holes.length === 0) return '';
  return holes
    .map((h) => `${h.face}${h.use}${h.diameter}/${h.depth}@${h.x},${h.y}`)
    .sort()
    .join(';');
}

export function cutParts(model: DesignModel, drilling: Drilling = defaultDrilling): Workshop {
  const bom = buildBom(model);
  const panels = placedPanels(model);
  const holes = panelHoles(model, drilling, panels);
  const byNumber = new Map<string, Map<string, PlacedPanel[]>>();
  for (const p of panels) {
    let variants = byNumber.get(p.partNumber);
    if (!variants) byNumber.set(p.partNumber, (variants = new Map()));
    const key = signature(holes.get(p.id));
    const list = variants.get(key);
    if (list) list.push(p);
    else variants.set(key, [p]);
  }
  const parts: CutPart[] = [];
  for (const bomPart of bom.parts) {
    const variants = [...(byNumber.get(bomPart.partNumber)?.values() ?? [])];
    // Most boards first, so variant 1 is the common drilling; ties by signature keep it repeatable.
    variants.sort((a, b) => b.length - a.length || (signature(holes.get(a[0]!.id)) < signature(holes.get(b[0]!.id)) ? -1 : 1));
    variants.forEach((list, i) => {
      const variant = i + 1;
      parts.push({
        partNumber: bomPart.partNumber, variant,
        file: `panels/${bomPart.partNumber}${variant > 1 ? `-${variant}` : ''}.dxf`,
        bom: bomPart, panels: list, holes: holes.get(list[0]!.id) ?? [],
      });
    });
  }
  return { model, bom, parts };
}
