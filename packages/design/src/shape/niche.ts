// "Fill my niche" (issue 22): the width, height and depth of a space in, the grids of equal cubes
// that fit in it best out — never larger than the niche less its clearance. Pure; the web app
// prices each proposal with the shop's one price function and starts from the one chosen.
import type { Catalogue } from '../catalogue/schema.ts';
import { makeGrid } from './grid-elements.ts';
import { holdingWidth, maxRunCount, widthsFor } from './runs.ts';
import { shapeSize, type GridShape, type Size3 } from './reflow.ts';
import type { Cube } from '../schema/elements.ts';

/**
 * Room left between the furniture and the niche, mm: at the left and at the right (to slide it in
 * and for walls that are not quite plumb) and above it (to tip it upright). None in depth: it may
 * stand against the back wall and as deep as the niche.
 */
export const nicheClearance = { sideMm: 10, topMm: 10 } as const;

/** The cube most people start with (the guided start's 3 × 2 shelf): proposals near it come first. */
const familiarCubeMm = 400;

export interface NicheProposal {
  shape: GridShape;
  size: Size3;
  /** The niche's front left uncovered, mm² (the fit: smaller is better). */
  gapArea: number;
}

export type NicheAnswer =
  | { ok: true; proposals: NicheProposal[] }
  /** Not even one of the smallest cubes fits: the smallest niche that takes one. */
  | { ok: false; reason: 'tooSmall'; smallest: Size3 };

/** The space a niche leaves for the furniture: its size less the clearance. */
export function nicheRoom(niche: Size3): Size3 {
  return {
    width: niche.width - 2 * nicheClearance.sideMm,
    height: niche.height - nicheClearance.topMm,
    depth: niche.depth,
  };
}

/**
 * The `count` (default 3) best grids for the niche, best first: the least of its front left
 * uncovered, then cubes nearest 400 × 400 mm, then fewer cubes. Each uses one allowed width and
 * height and the deepest allowed depth that fits; for each cube size as many as fit (fewer would
 * only leave more uncovered). Wider cubes than a board holds between rows are used in one row only.
 * Proposals differ in their cube size; several may share an overall size.
 */
export function fillNiche(
  niche: Size3,
  catalogue: Catalogue,
  options: { count?: number; materialId?: string } = {},
): NicheAnswer {
  const allowed = catalogue.allowedSizes;
  const room = nicheRoom(niche);
  const depths = allowed.depth.filter((d) => d <= room.depth);
  const smallest = {
    width: Math.min(...allowed.width) + 2 * nicheClearance.sideMm,
    height: Math.min(...allowed.height) + nicheClearance.topMm,
    depth: Math.min(...allowed.depth),
  };
  if (depths.length === 0 || room.width < Math.min(...allowed.width) || room.height < Math.min(...allowed.height))
    return { ok: false, reason: 'tooSmall', smallest };
  const depth = Math.max(...depths);
  const holding = holdingWidth(catalogue, options.materialId);
  const candidates: { proposal: NicheProposal; key: number[] }[] = [];
  for (const rowHeight of allowed.height) {
    const rows = Math.min(maxRunCount, Math.floor(room.height / rowHeight));
    if (rows < 1) continue;
    for (const columnWidth of widthsFor(rows, allowed.width, holding)) {
      const columns = Math.min(maxRunCount, Math.floor(room.width / columnWidth));
      if (columns < 1) continue;
      const shape = { columns, columnWidth, rows, rowHeight, depth };
      const size = shapeSize(shape);
      const gapArea = room.width * room.height - size.width * size.height;
      candidates.push({
        proposal: { shape, size, gapArea },
        key: [gapArea, Math.abs(columnWidth - familiarCubeMm) + Math.abs(rowHeight - familiarCubeMm), columns * rows],
      });
    }
  }
  candidates.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
    return 0;
  });
  return { ok: true, proposals: candidates.slice(0, options.count ?? 3).map((c) => c.proposal) };
}

/** A proposal's cubes, standing on the floor from the origin (ids cube-1, cube-2, … row by row). */
export function proposalCubes(proposal: NicheProposal): Cube[] {
  return makeGrid(proposal.shape);
}
