// Back fixing (carpenter's review, defect b): every nail of every back lands in a board with room
// for it — 4 mm inside the back's edge and 4 mm from both faces of the board — and the BOM counts
// the nails placed. Worked by hand for the 2 × 2 grid and the tower; the examples and generated
// designs are held to it in testing/workshop.ts.
import { describe, expect, it } from 'vitest';
import grid2x2 from '../../../../examples/grid-2x2.json' with { type: 'json' };
import tower from '../../../../examples/tower.json' with { type: 'json' };
import wardrobe from '../../../../examples/wardrobe-sliding-doors.json' with { type: 'json' };
import type { DesignModel } from '../model.ts';
import { cube, design } from '../testing/build.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { nailHolds, nailPoints } from './backs.ts';

function modelOf(input: unknown): DesignModel {
  const v = validateDesign(input, builtInCatalogue);
  if (!v.ok) throw new Error(JSON.stringify(v.findings));
  return v.model;
}

/** Every back's nails, each with whether it holds. */
function nails(model: DesignModel) {
  return model.carcasses().flatMap((parts) =>
    parts.backs.map((back) => {
      const at = nailPoints(
        back,
        parts.horizontals,
        parts.verticals.map((v) => v.panel),
        model.catalogue.backs,
      );
      return {
        back: back.id,
        box: back.box,
        at,
        loose: at.filter(
          (p) =>
            !nailHolds(
              p,
              back,
              parts.horizontals,
              parts.verticals.map((v) => v.panel),
            ),
        ),
      };
    }),
  );
}

describe('back nails', () => {
  it('a 2 × 2 grid has one back, 796 × 796, nailed to every board behind it', () => {
    const list = nails(modelOf(grid2x2));
    // One back over the whole carcass: 800 less 2 mm at each outside edge.
    expect(list.map((b) => [b.back, b.box.x, b.box.y, b.box.width, b.box.height])).toEqual([['B|c00', 2, 2, 796, 796]]);
    expect(list[0]!.loose).toEqual([]);
    // Lines: 6 verticals (x 9, 400, 791; 373 long: ceil(323 / 150) + 1 = 4 nails each, 25 mm from
    // their ends) and 3 horizontals (y 9, 400, 791; 796 long: ceil(746 / 150) + 1 = 6 each, from
    // x 2 + 25 = 27 to 798 − 25 = 773, 149.2 mm apart).
    expect(list[0]!.at).toHaveLength(6 * 4 + 3 * 6);
    expect([...new Set(list[0]!.at.map((p) => p.x))].sort((a, b) => a - b)).toEqual([
      9, 27, 176, 325, 400, 475, 624, 773, 791,
    ]);
    expect([...new Set(list[0]!.at.map((p) => p.y))].sort((a, b) => a - b)).toEqual([
      9, 43, 151, 258, 366, 400, 434, 542, 649, 757, 791,
    ]);
  });

  it('a tower of five cubes, 2,000 mm tall, is backed by one 396 × 1,996 back', () => {
    const list = nails(modelOf(tower));
    expect(list.map((b) => [b.box.width, b.box.height])).toEqual([[396, 1996]]);
    expect(list.flatMap((b) => b.loose)).toEqual([]);
  });

  it("a back too tall for a sheet is split on a board, each half nailed 4 mm from its edge and the board's faces", () => {
    // Six 400 mm cubes, two wide and three high, 1,200 × 2,400: a back 2,396 × 1,196 does not fit
    // a 2,780 × 2,050 sheet with its long side along y (grained? HDF is not: turned, 1,196 × 2,396:
    // 2,396 ≤ 2,780 and 1,196 ≤ 2,050: fits). Seven rows do not: 2,796 mm.
    const cubes = Array.from({ length: 7 }, (_, r) => cube(`c${r}`, 0, r * 400, 0));
    const list = nails(modelOf(design(cubes, { backs: true })));
    expect(list.length).toBe(2);
    expect(list.flatMap((b) => b.loose)).toEqual([]);
  });

  it('the wardrobe and a half-backed grid: no nail without a board', () => {
    for (const m of [
      modelOf(wardrobe),
      modelOf(
        design([
          cube('a', 0, 0, 0, 400, { back: true }),
          cube('b', 400, 0, 0, 400, { back: false }),
          cube('c', 800, 0, 0, 400, { back: true }),
        ]),
      ),
    ]) {
      expect(nails(m).flatMap((b) => b.loose)).toEqual([]);
    }
  });
});

describe('backs of diagonal cubes', () => {
  it('stop 1 mm short of the cross of boards they share, every nail holding (worked by hand)', () => {
    // A 2 × 2 block of 400 mm cubes, 18 mm boards: the lower left and upper right backed. Each back
    // met an open side on the middle boards and reached over them (to 7 mm past the centre
    // lines): the two overlapped in a 14 × 14 mm square at the cross. Now each stops at the
    // centre line less BACKS_MEET_MM: lower left to 1,999 and 1,199, upper right from 2,001 and 1,201.
    const model = modelOf(
      design([
        cube('a', 1600, 800, 0, 400, { back: true }),
        cube('b', 2000, 800, 0, 400),
        cube('c', 1600, 1200, 0, 400),
        cube('d', 2000, 1200, 0, 400, { back: true }),
      ]),
    );
    const backs = nails(model);
    expect(backs.map((b) => [b.box.x, b.box.y, b.box.x + b.box.width, b.box.y + b.box.height])).toEqual([
      [1602, 802, 1999, 1199],
      [2001, 1201, 2398, 1598],
    ]);
    expect(backs.flatMap((b) => b.loose)).toEqual([]);
  });
});
