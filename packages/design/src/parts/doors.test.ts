// Sliding doors as a carpenter builds them (carpenter's review, defect a): each opening between two
// verticals has its own pair of tracks and its own leaves, inside it, so no track runs across a
// partition and no leaf stands outside its opening; neighbouring leaves overlap by the catalogue's
// overlap (or a little more, never less) and together cover the opening exactly.
import { describe, expect, it } from 'vitest';
import wardrobe from '../../../../examples/wardrobe-sliding-doors.json' with { type: 'json' };
import { panelHoles } from '../cnc/holes.ts';
import { boxesOverlap } from '../geometry/mm.ts';
import type { DesignModel } from '../model.ts';
import { cube, design } from '../testing/build.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { checkDoors } from '../testing/doors.ts';

function modelOf(input: unknown): DesignModel {
  const v = validateDesign(input, builtInCatalogue);
  if (!v.ok) throw new Error(JSON.stringify(v.findings));
  return v.model;
}

describe('sliding doors, per opening', () => {
  it('a row of two 400 mm cubes: two leaves of 198 × 344 in each 364 × 364 opening, overlapping 30 mm', () => {
    const model = modelOf(design([cube('a', 0, 0, 0), cube('b', 400, 0, 0), { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'] }]));
    // Opening of a: x 18–391, y 18–382 (the partition is 391–409). Width 373: leaves
    // ceil((373 + 30) / 2) = 202 wide, at 18 and 391 − 202 = 189: overlap 202 − 171 = 31 ≥ 30.
    // Height 364 less 10 mm track clearance at each end = 344.
    const leaves = model.panels().filter((p) => p.role === 'door').map((p) => [p.id, p.box.x, p.box.width, p.box.y, p.box.height]);
    expect(leaves).toEqual([
      ['D|d|a|1', 18, 202, 28, 344], ['D|d|a|2', 189, 202, 28, 344],
      ['D|d|b|1', 409, 202, 28, 344], ['D|d|b|2', 580, 202, 28, 344],
    ]);
    // Inside the carcass, at the front: the front leaf 5 mm behind the front edge, the back one
    // 5 mm behind it (18 mm leaves): z 377–395 and 354–372 of a 400 deep cube.
    const front = model.panels().filter((p) => p.role === 'door').map((p) => [p.box.z, p.box.z + p.box.depth]);
    expect(front).toEqual([[354, 372], [377, 395], [354, 372], [377, 395]]);
    checkDoors(model);
  });

  it('the wardrobe: no track crosses a partition, every leaf stands in its opening, nothing overlaps a board', () => {
    const model = modelOf(wardrobe);
    checkDoors(model);
    const holes = panelHoles(model);
    const verticals = model.panels().filter((p) => p.role === 'vertical');
    for (const [id, list] of holes) {
      const board = model.panels().find((p) => p.id === id)!;
      for (const h of list.filter((x) => x.use === 'track')) {
        const x = board.box.x + h.x;
        // A track screw never lies under or over a partition.
        expect(verticals.some((v) => v.box.x - 30 < x && x < v.box.x + v.box.width + 30)).toBe(false);
      }
    }
  });

  it('three leaves cover the opening exactly (no 1,602 in a 1,600 opening)', () => {
    const model = modelOf(design([cube('a', 0, 0, 0, 800), cube('b', 800, 0, 0, 800), { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'], leaves: 3 }]));
    checkDoors(model);
  });
});

describe('boards never share volume with doors or shelves', () => {
  it('wardrobe: leaves, shelves and carcass boards are apart', () => {
    const panels = modelOf(wardrobe).panels();
    for (let i = 0; i < panels.length; i++) for (let j = i + 1; j < panels.length; j++) expect(boxesOverlap(panels[i]!.box, panels[j]!.box), `${panels[i]!.id} / ${panels[j]!.id}`).toBe(false);
  });
});
