// What every sliding door must hold, for the tests (carpenter's review, defect a): its leaves stand
// inside the openings of the cubes it covers — each opening between two verticals has its own
// leaves on its own tracks — covering the opening exactly, neighbours overlapping by at least the
// catalogue's overlap and alternating between the front and the back track.
import { expect } from 'vitest';
import type { DesignModel } from '../model.ts';
import { hostRow } from '../parts/row.ts';

export function checkDoors(model: DesignModel): void {
  const overlap = model.catalogue.doors.leafOverlapMm;
  for (const el of model.elementList()) {
    if (el.kind !== 'slidingDoor') continue;
    const leaves = model.panels().filter((p) => p.role === 'door' && p.element === el.id);
    const cells = hostRow(model.cells, el.cubes).cells;
    let placed = 0;
    for (const cell of cells) {
      const o = model.inner(cell);
      const mine = leaves.filter((p) => p.box.x >= o.x0 && p.box.x + p.box.width <= o.x1).sort((a, b) => a.box.x - b.box.x);
      expect(mine.length, `${el.id} in ${cell.id}`).toBe(el.leaves ?? 2);
      placed += mine.length;
      expect(mine[0]!.box.x).toBe(o.x0);
      expect(mine.at(-1)!.box.x + mine.at(-1)!.box.width).toBe(o.x1);
      mine.forEach((leaf, i) => {
        const b = leaf.box;
        expect(b.y >= o.y0 && b.y + b.height <= o.y1 && b.z >= o.z0 && b.z + b.depth <= o.z1, `${leaf.id} inside its opening`).toBe(true);
        const next = mine[i + 1];
        if (next) {
          expect(b.x + b.width - next.box.x, `${leaf.id} overlaps the next leaf`).toBeGreaterThanOrEqual(overlap);
          expect(next.box.z === b.z, `${leaf.id} and the next leaf run on different tracks`).toBe(false);
        }
      });
    }
    expect(placed).toBe(leaves.length);
  }
}
