// A board's four edges named per side, the one naming the cut list, the optimiser files (PTX,
// CSV) and the labels use (issue 21, "edges are named per side"). In the panel drawing (face A, x
// along the length, y along the width, origin bottom-left: panel-dxf.ts):
//   L1 — the length edge at y = 0        L2 — the length edge at y = width
//   W1 — the width edge at x = 0         W2 — the width edge at x = length
// Each edge says where it faces in the furniture, whether it is the front edge (none on backs and
// doors, whose front is a face) and its band: the catalogue's edge band and its thickness in mm.
import type { CatalogueIndex } from '../catalogue/lookup.ts';
import type { Facing, Panel } from '../parts/panel.ts';
import { facingAxis } from '../parts/sizes.ts';

export type EdgeName = 'L1' | 'L2' | 'W1' | 'W2';
export const edgeNames: readonly EdgeName[] = ['L1', 'L2', 'W1', 'W2'];

export interface PanelEdge {
  name: EdgeName;
  /** Where the edge faces in the furniture. */
  facing: Facing;
  front: boolean;
  /** The edge band's catalogue id, or null when the edge is not banded. */
  band: string | null;
  /** The band's thickness, mm (0 when not banded, or a lacquered edge). */
  bandThickness: number;
}

const facings: readonly Facing[] = ['front', 'back', 'left', 'right', 'top', 'bottom'];
const positive: Record<Facing, boolean> = {
  front: true,
  back: false,
  left: false,
  right: true,
  top: true,
  bottom: false,
};

/** The side of the drawing a facing's edge is on, or none (the facing is a face of the board). */
export function edgeOfFacing(panel: Pick<Panel, 'lengthAxis' | 'widthAxis'>, facing: Facing): EdgeName | undefined {
  const axis = facingAxis(facing);
  if (axis === panel.widthAxis) return positive[facing] ? 'L2' : 'L1';
  if (axis === panel.lengthAxis) return positive[facing] ? 'W2' : 'W1';
  return undefined;
}

/** The board's four edges, L1, L2, W1, W2 in that order. */
export function panelEdges(
  panel: Pick<Panel, 'lengthAxis' | 'widthAxis' | 'edgeBanding'>,
  bandThickness: (band: string) => number,
): PanelEdge[] {
  const edges = new Map<EdgeName, PanelEdge>();
  for (const facing of facings) {
    const name = edgeOfFacing(panel, facing);
    if (!name) continue;
    const band = panel.edgeBanding[facing] ?? null;
    edges.set(name, {
      name,
      facing,
      front: facing === 'front',
      band,
      bandThickness: band === null ? 0 : bandThickness(band),
    });
  }
  return edgeNames.map((n) => edges.get(n)!);
}

/** An edge band's thickness by the catalogue, mm. */
export function bandThicknessIn(index: CatalogueIndex): (band: string) => number {
  return (band) => index.edgeBandings.get(band)?.thicknessMm ?? 0;
}

/** "abs-22x1 1mm" (the band and its thickness), '' when the edge is not banded. */
export function edgeBandText(edge: PanelEdge): string {
  return edge.band === null ? '' : `${edge.band} ${edge.bandThickness}mm`;
}

/** The front edge's name, '' when the board has none (backs, doors). */
export function frontEdge(edges: readonly PanelEdge[]): EdgeName | '' {
  return edges.find((e) => e.front)?.name ?? '';
}
