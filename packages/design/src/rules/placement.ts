// Where cubes stand: no two share volume, none reaches below the floor, and every cube stands on
// the floor (y = 0) or rests on another cube. Overlaps are found through the spatial hash, supports
// among a cube's contacts (cubes sharing face area, kept by the model): no scan of all pairs.
import { overlaps, restsOn } from '../geometry/contact.ts';
import type { SpatialHash } from '../geometry/spatial-hash.ts';
import type { Cell } from '../parts/cell.ts';
import { finding, type Finding } from '../findings/finding.ts';

export function placementFindings(cells: Iterable<Cell>, space: SpatialHash<Cell>): Finding[] {
  const findings: Finding[] = [];
  // Reused for every cube and never emptied by `length = 0` (that drops its storage): `n` counts.
  const near: Cell[] = [];
  for (const cell of cells) {
    // A cube filed in several buckets comes once per bucket: report each pair once.
    const n = space.gather(cell.x0, cell.x1, cell.y0, cell.y1, cell.z0, cell.z1, near, 0);
    let reported: Cell[] | undefined;
    for (let k = 0; k < n; k++) {
      const other = near[k]!;
      if (other.id > cell.id && overlaps(cell.box, other.box) && !reported?.includes(other)) {
        (reported ??= []).push(other);
        findings.push(finding('overlap', 'error', [cell.id, other.id], { a: cell.id, b: other.id }));
      }
    }
    // A cube it rests on shares face area with it: it is one of its contacts.
    let supported = cell.y0 === 0;
    if (!supported) for (const other of cell.contacts) if (restsOn(cell.box, other.box)) supported = true;
    if (cell.y0 < 0) findings.push(finding('below_floor', 'error', [cell.id], { id: cell.id }));
    else if (!supported) findings.push(finding('floating', 'error', [cell.id], { id: cell.id }));
  }
  return findings;
}
