// Tip-over (DESIGN §3): a piece of furniture taller than 4 × its depth must be fixed to the wall,
// and the fixings go into the BOM.
//
// A piece of furniture is a cluster: cubes joined through shared face area. Its height is from its
// lowest to its highest point; its depth is, conservatively, that of the shallowest cube standing
// on its lowest level (one shallow cube at the base is enough to tip). Fixings: one every
// `spacingMm` of the cluster's width plus one, at least `minimum`.
import type { Catalogue } from '../catalogue/schema.ts';
import type { Cell } from '../parts/cell.ts';
import { finding, type Finding } from './finding.ts';

export interface Cluster {
  cubes: string[];
  width: number;
  height: number;
  depth: number;
  needsWallFixing: boolean;
}

/** Cubes joined through shared face area (each cell's `contacts`), in the order of `cells`. */
export function findClusters(cells: Iterable<Cell>): Cluster[] {
  // Visited cells carry this walk's mark: no set of ids to build and look up.
  const mark = ++walks;
  const clusters: Cluster[] = [];
  for (const start of cells) {
    if (start.mark === mark) continue;
    start.mark = mark;
    const members: Cell[] = [start];
    for (let k = 0; k < members.length; k++) {
      for (const next of members[k]!.contacts) {
        if (next.mark !== mark) {
          next.mark = mark;
          members.push(next);
        }
      }
    }
    clusters.push(measure(members));
  }
  return clusters;
}

/** Walks over the contact graph so far; each marks the cells it has seen with its number. */
let walks = 0;

function measure(members: Cell[]): Cluster {
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (const c of members) {
    x0 = Math.min(x0, c.x0); x1 = Math.max(x1, c.x1);
    y0 = Math.min(y0, c.y0); y1 = Math.max(y1, c.y1);
  }
  let depth = Infinity;
  for (const c of members) if (c.y0 === y0) depth = Math.min(depth, c.z1 - c.z0);
  const height = y1 - y0;
  return { cubes: members.map((c) => c.id).sort(), width: x1 - x0, height, depth, needsWallFixing: height > 4 * depth };
}

export function fixingsFor(cluster: Cluster, catalogue: Catalogue): number {
  if (!cluster.needsWallFixing) return 0;
  return Math.max(catalogue.wallFixing.minimum, Math.ceil(cluster.width / catalogue.wallFixing.spacingMm) + 1);
}

export function wallFixings(clusters: readonly Cluster[], catalogue: Catalogue): number {
  return clusters.reduce((sum, c) => sum + fixingsFor(c, catalogue), 0);
}

export function wallFixingFindings(clusters: readonly Cluster[], catalogue: Catalogue): Finding[] {
  return clusters
    .filter((c) => c.needsWallFixing)
    .map((c) => finding('wall_fixing_needed', 'warning', c.cubes, { height: c.height, depth: c.depth, count: fixingsFor(c, catalogue) }));
}
