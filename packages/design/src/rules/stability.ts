// Tip-over (DESIGN §3): a piece of furniture (a cluster of cubes, parts/clusters.ts) taller than
// 4 × its depth must be fixed to the wall, and the fixings go into the BOM. The finding is `info`:
// the rule has already acted (the fixings are in the parts), so it tells, it asks nothing.
import type { Catalogue } from '../catalogue/schema.ts';
import { fixingsFor, type Cluster } from '../parts/clusters.ts';
import { finding, type Finding } from '../findings/finding.ts';

export function wallFixingFindings(clusters: readonly Cluster[], catalogue: Catalogue): Finding[] {
  return clusters
    .filter((c) => c.needsWallFixing)
    .map((c) =>
      finding('wall_fixing_needed', 'info', c.cubes, {
        height: c.height,
        depth: c.depth,
        count: fixingsFor(c, catalogue),
      }),
    );
}
