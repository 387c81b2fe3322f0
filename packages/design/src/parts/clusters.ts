// A piece of furniture is a cluster: cubes joined through shared face area. Its height is from its
// lowest to its highest point; its depth is, conservatively, that of the shallowest cube standing
// on its lowest level (one shallow cube at the base is enough to tip). Taller than 4 × its depth,
// it must be fixed to the wall (DESIGN §3): one fixing every `spacingMm` of its width plus one, at
// least `minimum` (rules/stability.ts reports it, the BOM counts the fixings).
import type { Catalogue } from '../catalogue/schema.ts';
import type { Cell } from './cell.ts';

export interface Cluster {
  cubes: string[];
  width: number;
  height: number;
  depth: number;
  needsWallFixing: boolean;
}

/** Cubes joined through shared face area (each cell's `contacts`), in the order of `cells`. */
export function findClusters(cells: Iterable<Cell>): Cluster[] {
  const seen = new Set<Cell>();
  const clusters: Cluster[] = [];
  for (const start of cells) {
    if (seen.has(start)) continue;
    seen.add(start);
    const members: Cell[] = [start];
    for (let k = 0; k < members.length; k++) {
      for (const next of members[k]!.contacts) {
        if (!seen.has(next)) {
          seen.add(next);
          members.push(next);
        }
      }
    }
    clusters.push(measure(members));
  }
  return clusters;
}

function measure(members: Cell[]): Cluster {
  let x0 = Infinity,
    x1 = -Infinity,
    y0 = Infinity,
    y1 = -Infinity;
  for (const c of members) {
    x0 = Math.min(x0, c.x0);
    x1 = Math.max(x1, c.x1);
    y0 = Math.min(y0, c.y0);
    y1 = Math.max(y1, c.y1);
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
