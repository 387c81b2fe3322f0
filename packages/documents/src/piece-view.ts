// One physical piece as the page its label's QR code opens shows it: the label's data, the board's
// drawing (face A, as its DXF) with its holes, the holes listed, the DXF that drills it and the
// material's and colour's names. Shared by an order's piece (order-labels-pdf.ts) and a saved
// project's (designPiece): both pages render the same view.
import { workshopJob, type CncPackage } from '@kubik/design/cnc/cnc-files';
import type { Hole } from '@kubik/design/cnc/holes';
import { pieceKey, pieceLabels, type LabelJob, type PieceLabel } from '@kubik/design/cnc/labels';
import { toSvg } from '@kubik/design/drawing/drawing';
import { panelDrawing } from '@kubik/design/drawing/panel';
import type { Localized } from '@kubik/design/i18n/lang';
import type { DesignModel } from '@kubik/design/model';

export interface PieceView {
  label: PieceLabel;
  /** The board's drawing (face A, as its DXF), SVG. */
  svg: string;
  holes: Pick<Hole, 'face' | 'use' | 'diameter' | 'depth' | 'x' | 'y'>[];
  /** The DXF it is drilled by (in an order: inside the item's folder of the order's CNC ZIP). */
  file: string;
  /** The material's and colour's names in the three languages (the design's catalogue). */
  names: { material: Localized; colour: Localized };
}

/** The view of one of `pkg`'s labels (a label `pieceLabels` made from that package). */
export function pieceView(pkg: Pick<CncPackage, 'workshop'>, model: DesignModel, label: PieceLabel): PieceView {
  const part = pkg.workshop.parts.find((p) => p.panels.some((panel) => panel.id === label.panel))!;
  const named = (name: Localized | undefined, code: string): Localized => name ?? { sl: code, en: code, es: code };
  return {
    label,
    svg: toSvg(panelDrawing(part.panels[0]!, label.code, part.holes)),
    holes: part.holes.map((h) => ({ face: h.face, use: h.use, diameter: h.diameter, depth: h.depth, x: h.x, y: h.y })),
    file: part.file,
    names: {
      material: named(model.index.materials.get(label.material)?.name, label.material),
      colour: named(model.index.colours.get(label.colour)?.name, label.colour),
    },
  };
}

/**
 * One piece of a design outside an order (a saved project's CNC package) by its key
 * ("<part>-<index>"), as the package's labels name it — from the parts and cutting plans the
 * package is made from (workshopJob, without writing its files), so the same pieces, sheets and
 * links — or undefined when the design has no such piece.
 */
export function designPiece(model: DesignModel, key: string, job: LabelJob): PieceView | undefined {
  if (!/^[A-Z]+\d+-\d+$/.test(key)) return undefined;
  const pkg = workshopJob(model);
  const label = pieceLabels(pkg.workshop, pkg.plans, job).find((l) => pieceKey(l.partNumber, l.index) === key);
  return label && pieceView(pkg, model, label);
}
