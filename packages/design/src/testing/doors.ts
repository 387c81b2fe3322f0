// What every sliding door must hold, for the tests (issue 21, D-A): `leaves` is the number of
// leaves of the whole door; they stand in one opening across all the cubes it covers (from the
// first cube's left side to the last cube's right side), covering it exactly, neighbours
// overlapping by at least the catalogue's overlap and alternating between the front and the back
// track; no partition inside that opening reaches in front of the back track's leaves; the leaves'
// width and the reach-in are doorLeaves'; the BOM's runner sets count the leaves.
import { expect } from 'vitest';
import type { DesignModel } from '../model.ts';
import { doorLeaves } from '../parts/extras.ts';
import { hostRow } from '../parts/row.ts';
import { elementFindings } from '../rules/elements.ts';

export function checkDoors(model: DesignModel): void {
  const overlap = model.catalogue.doors.leafOverlapMm;
  let runners = 0;
  for (const el of model.elementList()) {
    if (el.kind !== 'slidingDoor') continue;
    const cells = hostRow(model.cells, el.cubes).cells;
    const leaves = model
      .panels()
      .filter((p) => p.role === 'door' && p.element === el.id)
      .sort((a, b) => a.box.x - b.box.x);
    if (cells.length === 0) continue;
    const first = model.inner(cells[0]!),
      last = model.inner(cells.at(-1)!);
    const sized = doorLeaves(el, model, model.index)!;
    expect(leaves.length, el.id).toBe(el.leaves ?? 2);
    runners += leaves.length;
    expect(leaves[0]!.box.x).toBe(first.x0);
    expect(leaves.at(-1)!.box.x + leaves.at(-1)!.box.width).toBe(last.x1);
    const back = Math.min(...leaves.map((p) => p.box.z));
    leaves.forEach((leaf, i) => {
      const b = leaf.box;
      expect(b.width, `${leaf.id} is doorLeaves' width`).toBe(sized.leafWidth);
      expect(
        b.y >= first.y0 && b.y + b.height <= first.y1 && b.z >= first.z0 && b.z + b.depth <= first.z1,
        `${leaf.id} inside the opening`,
      ).toBe(true);
      const next = leaves[i + 1];
      if (next) {
        expect(b.x + b.width - next.box.x, `${leaf.id} overlaps the next leaf`).toBeGreaterThanOrEqual(overlap);
        expect(next.box.z === b.z, `${leaf.id} and the next leaf run on different tracks`).toBe(false);
      }
    });
    // The reach-in, measured: the fullest track's leaves side by side, the rest hidden behind them.
    const byTrack = new Map<number, number>();
    for (const p of leaves) byTrack.set(p.box.z, (byTrack.get(p.box.z) ?? 0) + p.box.width);
    expect(sized.reach).toBe(Math.max(0, last.x1 - first.x0 - Math.max(...byTrack.values())));
    // A door over cubes of two carcasses would run into their sides: a rule refuses it.
    const unit = model.layout.carcassOf(cells[0]!);
    if (cells.some((c) => model.layout.carcassOf(c) !== unit)) {
      expect(elementFindings(model).some((f) => f.code === 'door_across_units' && f.elementIds.includes(el.id))).toBe(
        true,
      );
      continue;
    }
    for (const v of model.panels()) {
      if (v.role !== 'vertical' || v.box.x <= first.x0 - v.box.width || v.box.x >= last.x1) continue;
      if (v.box.y + v.box.height <= first.y0 || v.box.y >= first.y1) continue;
      expect(v.box.z + v.box.depth, `${v.id} stands behind ${el.id}`).toBeLessThanOrEqual(back);
    }
  }
  const bom = model
    .extras()
    .extras.hardware.filter((h) => h.kind === 'runner' && h.purpose === 'doors')
    .reduce((n, h) => n + h.quantity, 0);
  expect(bom).toBe(runners);
}
