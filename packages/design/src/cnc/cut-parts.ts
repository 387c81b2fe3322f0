// The parts the workshop cuts and drills: the model's part numbers (the one numbering the BOM,
// placed panels and instructions use) and, within a part number, its drillings, because two
// identical boards may be drilled differently (a left and a right side, mirror images). Each
// drilling is one DXF file and one cut-list row.
import { buildBom, type Bom, type BomPart } from '../bom/bom.ts';
import type { DesignModel } from '../model.ts';
import type { Panel } from '../parts/panel.ts';
import { defaultDrilling, type Drilling } from './drilling.ts';
import { bandThicknessIn, panelEdges, type PanelEdge } from './edges.ts';
import { panelHoles, type Hole } from './holes.ts';

export interface CutPart {
  partNumber: string;
  /** 1 for the first drilling of a part number, 2… for mirror-image or otherwise different ones. */
  variant: number;
  /** The DXF's file name inside the ZIP, e.g. "panels/V001.dxf" or "panels/V001-2.dxf". */
  file: string;
  bom: BomPart;
  /** The boards cut to this drawing (same size, material, banding and holes). */
  panels: Panel[];
  holes: Hole[];
  /** The drawing's edges L1, L2, W1, W2 (edges.ts), as the DXF draws them (its first board). */
  edges: PanelEdge[];
}

export interface Workshop {
  model: DesignModel;
  bom: Bom;
  parts: CutPart[];
  /** Every board's holes, by panel id. */
  holes: Map<string, Hole[]>;
}

function signature(holes: readonly Hole[] | undefined): string {
  if (!holes || holes.length === 0) return '';
  return holes
    .map((h) => `${h.face}${h.use}${h.diameter}/${h.depth}@${h.x},${h.y}`)
    .sort()
    .join(';');
}

/** The DXF file of a part number's drilling variant. */
export function partFile(partNumber: string, variant: number): string {
  return `panels/${partNumber}${variant > 1 ? `-${variant}` : ''}.dxf`;
}

export function cutParts(model: DesignModel, drilling: Drilling = defaultDrilling): Workshop {
  const bom = buildBom(model);
  const holes = panelHoles(model, drilling);
  const bomParts = new Map(bom.parts.map((p) => [p.partNumber, p]));
  const parts: CutPart[] = [];
  const bandThickness = bandThicknessIn(model.index);
  for (const { partNumber, panels } of model.parts()) {
    const variants = new Map<string, Panel[]>();
    for (const p of panels) {
      const key = signature(holes.get(p.id));
      const list = variants.get(key);
      if (list) list.push(p);
      else variants.set(key, [p]);
    }
    // Most boards first, so variant 1 is the common drilling; ties by signature keep it repeatable.
    const sorted = [...variants].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    sorted.forEach(([, list], i) => {
      const variant = i + 1;
      parts.push({
        partNumber,
        variant,
        file: partFile(partNumber, variant),
        bom: bomParts.get(partNumber)!,
        panels: list,
        holes: holes.get(list[0]!.id) ?? [],
        edges: panelEdges(list[0]!, bandThickness),
      });
    });
  }
  return { model, bom, parts, holes };
}
