// The joinery worked by hand (README.md, "Joinery"): board lists and sizes of a single cube, a 2 × 2
// grid, an L-shape and a tower, and every hole of one partition or side. Default catalogue: 18 mm
// chipboard with a 1 mm ABS band, 3 mm HDF backs, cam locks (2 sets per joint, 50 mm from the
// ends, dowel 32 mm toward the middle), back clearance 2 mm, shelf clearance 1 mm.
import { describe, expect, it } from 'vitest';
import grid2x2 from '../../../../examples/grid-2x2.json' with { type: 'json' };
import lShape from '../../../../examples/l-shape.json' with { type: 'json' };
import tower from '../../../../examples/tower.json' with { type: 'json' };
import { panelHoles } from '../cnc/holes.ts';
import { boxesOverlap } from '../geometry/mm.ts';
import { cube, design } from '../testing/build.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { placedPanels } from './placed.ts';

function modelOf(input: unknown) {
  const v = validateDesign(input, builtInCatalogue);
  if (!v.ok) throw new Error(JSON.stringify(v.findings));
  return v.model;
}

const examples: Record<string, unknown> = { 'grid-2x2.json': grid2x2, 'l-shape.json': lShape, 'tower.json': tower };
const example = (name: string) => modelOf(examples[name]);

/** Board list as [part, role, finished L × W × T, cut L × W, quantity]. */
function boardList(model: ReturnType<typeof modelOf>) {
  return model
    .parts()
    .map(({ partNumber, sample: p, panels }) => [
      partNumber,
      p.role,
      `${p.length}×${p.width}×${p.thickness}`,
      `${p.cutLength}×${p.cutWidth}`,
      panels.length,
    ]);
}

function holesOf(model: ReturnType<typeof modelOf>, id: string) {
  return (panelHoles(model).get(id) ?? [])
    .map((h) => `${h.face} ${h.use} Ø${h.diameter}×${h.depth} @${h.x},${h.y}`)
    .sort();
}

describe('joinery, worked by hand', () => {
  it('one 400 mm cube without a back: 2 horizontals of 400 × 400 run through, 2 sides of 364 between them', () => {
    const model = modelOf(design([cube('a', 0, 0, 0)]));
    // Horizontals: 400 × 400, banded front and both ends: cut 400 − 2 = 398 long, 400 − 1 = 399 wide.
    // Sides: 400 − 2 × 18 = 364 between the horizontals, banded front: cut 364 × 399.
    expect(boardList(model)).toEqual([
      ['V001', 'vertical', '364×400×18', '364×399', 2],
      ['H001', 'horizontal', '400×400×18', '398×399', 2],
    ]);
    const byId = Object.fromEntries(placedPanels(model).map((p) => [p.id, p.box]));
    // Flush with the cube's outside: bottom y 0–18, top 382–400, sides x 0–18 and 382–400 between them.
    expect(byId['H|a|0']).toEqual({ x: 0, y: 0, z: 0, width: 400, height: 18, depth: 400 });
    expect(byId['H|a|1']).toEqual({ x: 0, y: 382, z: 0, width: 400, height: 18, depth: 400 });
    expect(byId['V|a|l']).toEqual({ x: 0, y: 18, z: 0, width: 18, height: 364, depth: 400 });
    expect(byId['V|a|r']).toEqual({ x: 382, y: 18, z: 0, width: 18, height: 364, depth: 400 });
  });

  it('a 2 × 2 grid with backs: 3 horizontals of 800 run through, 6 sides and partitions of 373, one back of 796', () => {
    const model = example('grid-2x2.json');
    // Backs are nailed on the back edges: every board is 400 − 3 = 397 deep (z 3–400).
    // Horizontals 800 × 397: bottom y 0–18, between the rows 391–409 (centred on 400), top 782–800.
    // Verticals stand between them: 391 − 18 = 373 and 782 − 409 = 373.
    // One back for the four cubes (parts/backs.ts): 800 × 800 less 2 mm on every edge = 796 × 796.
    expect(boardList(model)).toEqual([
      ['V001', 'vertical', '373×397×18', '373×396', 6],
      ['H001', 'horizontal', '800×397×18', '798×396', 3],
      ['B001', 'back', '796×796×3', '796×796', 1],
    ]);
    const byId = Object.fromEntries(placedPanels(model).map((p) => [p.id, p.box]));
    expect(byId['H|c00|1']).toEqual({ x: 0, y: 391, z: 3, width: 800, height: 18, depth: 397 });
    expect(byId['V|c00|r']).toEqual({ x: 391, y: 18, z: 3, width: 18, height: 373, depth: 397 });
    expect(byId['B|c00']).toEqual({ x: 2, y: 2, z: 0, width: 796, height: 796, depth: 3 });
  });

  it("every hole of the 2 × 2 grid's lower partition, and of the board between the rows", () => {
    const model = example('grid-2x2.json');
    // The partition V|c00|r (x 391–409, y 18–391, z 3–400) is drawn x = y − 18 (its length, 373),
    // y = z − 3 (its width, 397), seen from its right face (A). Its two joints each have 2 sets at
    // z = 3 + 50 = 53 and 400 − 50 = 350 (drawing y 50 and 347); the dowel goes one pitch (32)
    // toward the middle: z 85 and 318 (drawing 82 and 315). Cams Ø15 × 12.5 sit 34 mm from each
    // end (x 34 and 373 − 34 = 339); the bolt's Ø8 × 34 bore and the dowel's Ø8 × 25 go into the
    // ends (EL at x 0, ER at x 373), on the partition's centre line.
    expect(holesOf(model, 'V|c00|r')).toEqual([
      'A cam Ø15×12.5 @339,347',
      'A cam Ø15×12.5 @339,50',
      'A cam Ø15×12.5 @34,347',
      'A cam Ø15×12.5 @34,50',
      'EL bolt Ø8×34 @0,347',
      'EL bolt Ø8×34 @0,50',
      'EL dowel Ø8×25 @0,315',
      'EL dowel Ø8×25 @0,82',
      'ER bolt Ø8×34 @373,347',
      'ER bolt Ø8×34 @373,50',
      'ER dowel Ø8×25 @373,315',
      'ER dowel Ø8×25 @373,82',
    ]);
    // The board between the rows (x 0–800, y 391–409) is drawn x = x, y = z − 3, from below (A).
    // The three verticals under it (centre lines x 9, 400, 791) put their Ø5 × 13 bolt and Ø8 × 12
    // dowel holes in its underside at drawing y 50, 82, 315, 347. The three above stand opposite
    // them, so theirs take the alternate positions, 16 mm toward the middle: y 66, 98, 299, 331 —
    // 16 mm between neighbouring holes of the two faces, so they never meet (16 − 8 = 8 mm of web).
    const between = holesOf(model, 'H|c00|1');
    expect(between).toHaveLength(24);
    for (const x of [9, 400, 791]) {
      expect(between).toEqual(
        expect.arrayContaining([
          `A bolt Ø5×13 @${x},50`,
          `A dowel Ø8×12 @${x},82`,
          `A dowel Ø8×12 @${x},315`,
          `A bolt Ø5×13 @${x},347`,
          `B bolt Ø5×13 @${x},66`,
          `B dowel Ø8×12 @${x},98`,
          `B dowel Ø8×12 @${x},299`,
          `B bolt Ø5×13 @${x},331`,
        ]),
      );
    }
  });

  it('an L-shape: the lower row is one carcass, the cube on it another with its own bottom, screwed to it', () => {
    const model = example('l-shape.json');
    // Lower carcass (two cubes): horizontals 800 × 397 at y 0–18 and 382–400, three verticals of
    // 400 − 2 × 18 = 364. Upper carcass (one cube): its own bottom 400–418 and top 782–800, both 400
    // wide, two sides of 364. The lower row's top is flat at 400; nothing ends over a partition.
    // Backs: one per carcass, 396 × 796 (lengthwise y) and 396 × 396.
    expect(boardList(model)).toEqual([
      ['V001', 'vertical', '364×397×18', '364×396', 5],
      ['H001', 'horizontal', '800×397×18', '798×396', 2],
      ['H002', 'horizontal', '400×397×18', '398×396', 2],
      ['B001', 'back', '396×796×3', '396×796', 1],
      ['B002', 'back', '396×396×3', '396×396', 1],
    ]);
    // The seam: the lower top (x 0–800) and the upper bottom (x 0–400) overlap 400 × 397 mm: one
    // row of connecting screws (one per started 800 mm), a front and a back one (60 mm in from the
    // seam's front and back, z 340 and 63), at the middle of the overlap (x 200): Ø5 through both.
    expect(model.seams().map((s) => s.screws)).toEqual([2]);
    expect(holesOf(model, 'H|top|0').filter((h) => h.includes('connector'))).toEqual([
      'T connector Ø5×18 @200,337',
      'T connector Ø5×18 @200,60',
    ]);
    expect(holesOf(model, 'H|left|1').filter((h) => h.includes('connector'))).toEqual([
      'T connector Ø5×18 @200,337',
      'T connector Ø5×18 @200,60',
    ]);
    // The lower partition (x 391–409, y 18–382): joints at both ends, none opposed (the board over
    // it has nothing standing on it there: the upper cube's side stands on its own bottom).
    expect(holesOf(model, 'V|left|r')).toEqual([
      'A cam Ø15×12.5 @330,347',
      'A cam Ø15×12.5 @330,50',
      'A cam Ø15×12.5 @34,347',
      'A cam Ø15×12.5 @34,50',
      'EL bolt Ø8×34 @0,347',
      'EL bolt Ø8×34 @0,50',
      'EL dowel Ø8×25 @0,315',
      'EL dowel Ø8×25 @0,82',
      'ER bolt Ø8×34 @364,347',
      'ER bolt Ø8×34 @364,50',
      'ER dowel Ø8×25 @364,315',
      'ER dowel Ø8×25 @364,82',
    ]);
  });

  it('a tower of five 300 mm deep cubes is one carcass: shared horizontals, sides of 373 and 382, a shelf on pins', () => {
    const model = example('tower.json');
    // Oak-decor chipboard, 1 mm oak band; depth 300 − 3 (back) = 297, cut 296 (front band). One
    // back for the five cubes, 2,000 − 4 = 1,996 tall.
    // Six horizontals 400 wide (cut 398); sides: bottom and top rows 400 − 18 − 9 = 373, the three
    // rows between 400 − 9 − 9 = 382. Shelf in t2: inside 400 − 2 × 18 = 364 wide, less 1 mm at
    // each end = 362, from the back (z 3) to 20 mm short of the front (z 280) = 277 deep.
    expect(boardList(model)).toEqual([
      ['V001', 'vertical', '382×297×18', '382×296', 6],
      ['V002', 'vertical', '373×297×18', '373×296', 4],
      ['H001', 'horizontal', '400×297×18', '398×296', 6],
      ['B001', 'back', '1996×396×3', '1996×396', 1],
      ['S001', 'shelf', '362×277×18', '362×276', 1],
    ]);
    // The left side of the middle cube (x 0–18, y 809–1191, z 3–300), drawn x = y − 809, y = z − 3.
    // Sets at z 53 and 250 (drawing 50 and 247). Its bottom joint stands opposite the side below
    // it, so it alternates: z 69 and 234 (drawing 66 and 231), dowels z 101 and 202 (98 and 199).
    // Its top joint does not: cams at x 382 − 34 = 348, dowels z 85 and 218 (82 and 215).
    // The shelf (underside at 800 + 200 = 1000) rests on Ø5 × 12 pins at y 1000 − 2.5 − 1 = 996.5
    // (drawing x 187.5): front row 37 mm behind the front (z 263, drawing 260), back row
    // floor((277 − 74) / 32) = 6 pitches behind it (z 71, drawing 68).
    expect(holesOf(model, 'V|t2|l')).toEqual([
      'A cam Ø15×12.5 @34,231',
      'A cam Ø15×12.5 @34,66',
      'A cam Ø15×12.5 @348,247',
      'A cam Ø15×12.5 @348,50',
      'A shelfPin Ø5×12 @187.5,260',
      'A shelfPin Ø5×12 @187.5,68',
      'EL bolt Ø8×34 @0,231',
      'EL bolt Ø8×34 @0,66',
      'EL dowel Ø8×25 @0,199',
      'EL dowel Ø8×25 @0,98',
      'ER bolt Ø8×34 @382,247',
      'ER bolt Ø8×34 @382,50',
      'ER dowel Ø8×25 @382,215',
      'ER dowel Ø8×25 @382,82',
    ]);
  });

  it('a row wider than the longest board is made as several carcasses, as even as the cubes allow', () => {
    // Ten 400 mm cubes: 4,000 mm > 2,780 mm, so two carcasses of five cubes (2,000 mm each), each
    // with its own sides: the horizontals are 2,000 long and 12 verticals stand in the row.
    const cubes = Array.from({ length: 10 }, (_, i) => cube(`c${i}`, i * 400, 0, 0));
    const model = modelOf(design(cubes));
    expect(model.carcasses().map((c) => [c.carcass.x0, c.carcass.x1])).toEqual([
      [0, 2000],
      [2000, 4000],
    ]);
    expect(boardList(model)).toEqual([
      ['V001', 'vertical', '364×400×18', '364×399', 12],
      ['H001', 'horizontal', '2000×400×18', '1998×399', 4],
    ]);
    // Side by side, the two carcasses' touching sides are screwed together: 364 mm of seam is one
    // row, front and back.
    expect(model.seams().map((s) => s.screws)).toEqual([2]);
  });

  it('cubes of different sizes or depths stand as separate carcasses, none of their boards overlapping', () => {
    const panels = placedPanels(
      modelOf(
        design([
          cube('a', 0, 0, 0, 400),
          cube('b', 400, 0, 0, 800),
          cube('c', 0, 400, 0, 400, { size: { width: 400, height: 400, depth: 300 } }),
        ]),
      ),
    );
    expect(panels.filter((p) => p.role === 'vertical')).toHaveLength(6);
    for (let i = 0; i < panels.length; i++)
      for (let j = i + 1; j < panels.length; j++) expect(boxesOverlap(panels[i]!.box, panels[j]!.box)).toBe(false);
  });

  it('every joint is one vertical end on one horizontal face: 2 × 2 grid, 12 joints', () => {
    const model = example('grid-2x2.json');
    const junctions = model.junctions();
    expect(junctions).toHaveLength(12);
    expect(
      junctions
        .filter((j) => j.alternate)
        .map((j) => j.id)
        .sort(),
    ).toEqual(['V|c01|l|b', 'V|c01|r|b', 'V|c11|r|b']);
  });
});
