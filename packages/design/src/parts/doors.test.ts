// Sliding doors as a carpenter builds them (issue 21, D-A): `leaves` is the number of leaves of the
// whole door; one pair of tracks runs across all the cubes it covers, the partitions inside stand
// back behind the tracks, neighbouring leaves overlap by the catalogue's overlap (or a little more,
// never less) and together cover the opening exactly. A leaf is at least the catalogue's narrowest
// (Häfele's data sheet: 400 mm), and with the leaves pushed aside a coat hanger (450 mm) gets in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import wardrobe from '../../../../examples/wardrobe-sliding-doors.json' with { type: 'json' };
import { panelHoles } from '../cnc/holes.ts';
import { boxesOverlap } from '../geometry/mm.ts';
import type { DesignModel } from '../model.ts';
import { cube, design } from '../testing/build.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { checkDoors } from '../testing/doors.ts';
import { leafPlaces, mostLeaves, reachIn } from './extras.ts';
import { messageOf } from '../i18n/findings.ts';

function modelOf(input: unknown): DesignModel {
  const v = validateDesign(input, builtInCatalogue);
  if (!v.ok) throw new Error(JSON.stringify(v.findings));
  return v.model;
}

function codes(input: unknown): string[] {
  return validateDesign(input, builtInCatalogue)
    .findings.filter((f) => f.severity === 'error')
    .map((f) => f.code);
}

const doorLeaves = (model: DesignModel) =>
  model
    .panels()
    .filter((p) => p.role === 'door')
    .map((p) => [p.id, p.box.x, p.box.width, p.box.z]);

describe('sliding doors: leaves of the whole door', () => {
  it('the shipped wardrobe: two leaves of 797 mm across its 1,564 mm opening, 767 mm to reach in', () => {
    // Opening: 18 to 1,582 (the outer sides' inner faces) = 1,564. Two leaves:
    // ceil((1,564 + 30) / 2) = 797, at 18 and 1,582 − 797 = 785 (overlap 30). Reach-in 1,564 − 797.
    const model = modelOf(wardrobe);
    expect(doorLeaves(model)).toEqual([
      ['D|doors|1', 18, 797, 554],
      ['D|doors|2', 785, 797, 577],
    ]);
    expect(codes(wardrobe)).toEqual([]);
    // The two partitions stand back from the front (600) by the doors' depth, 2 × (18 + 5) = 46.
    expect(
      model
        .panels()
        .filter((p) => p.role === 'vertical')
        .map((p) => p.box.z + p.box.depth),
    ).toEqual([600, 554, 554, 600]);
    checkDoors(model);
  });

  it('three leaves across two 800 mm cubes are three leaves (542 mm), not six of 278 mm', () => {
    const model = modelOf(
      design([
        cube('a', 0, 0, 0, 800),
        cube('b', 800, 0, 0, 800),
        { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'], leaves: 3 },
      ]),
    );
    // Opening 1,564: ceil((1,564 + 60) / 3) = 542; reach-in 1,564 − 2 × 542 = 480 ≥ 450.
    expect(doorLeaves(model).map((l) => l[2])).toEqual([542, 542, 542]);
    expect(
      codes(
        design([
          cube('a', 0, 0, 0, 800),
          cube('b', 800, 0, 0, 800),
          { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'], leaves: 3 },
        ]),
      ),
    ).toEqual([]);
    checkDoors(model);
  });

  it('the track screws run across the whole opening and every hole keeps to the drilling rules', () => {
    const model = modelOf(wardrobe);
    const tracks = [...panelHoles(model).values()].flat().filter((h) => h.use === 'track');
    // 1,564 mm of track: one screw per started 300 mm = 6, top and bottom.
    expect(tracks).toHaveLength(12);
    expect(model.extras().extras.hardware.filter((h) => h.kind === 'track')).toEqual([
      expect.objectContaining({ quantity: 2, length: 1564 }),
    ]);
  });

  it('refuses more leaves than fit (each ≥ 400 mm) and a door a coat hanger cannot reach into', () => {
    const two400 = [cube('a', 0, 0, 0), cube('b', 400, 0, 0)];
    // Opening 764: two leaves of 397 < 400.
    expect(codes(design([...two400, { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'] }]))).toEqual([
      'door_opening_too_narrow',
    ]);
    const f = validateDesign(
      design([
        cube('a', 0, 0, 0, 800),
        cube('b', 800, 0, 0, 800),
        { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'], leaves: 4 },
      ]),
      builtInCatalogue,
    ).findings;
    // Opening 1,564, 4 leaves: ceil((1,564 + 90) / 4) = 414 ≥ 400; reach-in 1,564 − 2 × 414 = 736: fine.
    expect(f.filter((x) => x.severity === 'error')).toEqual([]);
    // Three cubes of 400 (opening 1,164), 3 leaves: ceil((1,164 + 60) / 3) = 408 ≥ 400, but the
    // reach-in is 1,164 − 2 × 408 = 348 < 450.
    const three = [cube('a', 0, 0, 0), cube('b', 400, 0, 0), cube('c', 800, 0, 0)];
    const reach = validateDesign(
      design([...three, { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b', 'c'], leaves: 3 }]),
      builtInCatalogue,
    ).findings.find((x) => x.code === 'door_reach_in_too_narrow')!;
    expect(reach).toMatchObject({ severity: 'error', elementIds: ['d'], params: { reach: 348, min: 450, leaves: 3 } });
    expect(messageOf(reach).sl).toContain('348 mm');
    expect(messageOf(reach).es).toContain('348 mm');
    // Two leaves over the same three cubes: 597 mm each, 567 mm to reach in.
    expect(codes(design([...three, { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b', 'c'] }]))).toEqual([]);
    const narrow = validateDesign(
      design([...two400, { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'], leaves: 3 }]),
      builtInCatalogue,
    ).findings.find((x) => x.code === 'door_leaf_too_narrow');
    // Three leaves over the 764 mm opening: ceil((764 + 60) / 3) = 275 mm; not even two fit.
    expect(narrow).toBeUndefined();
    const tooNarrow = validateDesign(
      design([...two400, { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'], leaves: 3 }]),
      builtInCatalogue,
    ).findings.find((x) => x.code === 'door_opening_too_narrow')!;
    expect(tooNarrow.params).toMatchObject({ width: 764, min: 400 });
    // Five 400 mm cubes (opening 1,964): 4 leaves of ceil((1,964 + 90) / 4) = 514 fit; 3 of 675 and
    // 2 of 997 too; the schema's most (4) fits, so ask for a 3-cube-wide leaf count that does not:
    // two 600 mm cubes (opening 1,164) with 3 leaves: 408 ≥ 400 fits, 4 leaves: 314 → at most 3.
    const six = [cube('a', 0, 0, 0, 600), cube('b', 600, 0, 0, 600)];
    const four = validateDesign(
      design([...six, { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'], leaves: 4 }]),
      builtInCatalogue,
    ).findings.find((x) => x.code === 'door_leaf_too_narrow')!;
    expect(four.params).toMatchObject({ leaves: 4, width: 314, min: 400, most: 3 });
    expect(messageOf(four).en).toContain('at most 3 leaves');
  });

  it('a door over cubes of two carcasses (another colour makes another unit) is refused', () => {
    const doc = (colour: string) =>
      design([
        cube('a', 0, 0, 0, 800, { colour }),
        cube('b', 800, 0, 0, 800),
        { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'] },
      ]);
    expect(codes(doc('black'))).toEqual(['door_across_units']);
    expect(codes(doc('white'))).toEqual([]);
  });
});

describe('leaf sizing (property)', () => {
  it('leaves cover the opening, overlap enough, and the reach-in and the most that fit agree with the leaf width', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 2800 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 60 }),
        (width, n, overlap) => {
          const { leafWidth, at } = leafPlaces(width, n, overlap);
          expect(at[0]).toBe(0);
          expect(at.at(-1)! + leafWidth).toBe(width);
          for (let i = 1; i < n; i++) expect(at[i - 1]! + leafWidth - at[i]!).toBeGreaterThanOrEqual(overlap);
          expect(reachIn(width, n, leafWidth)).toBe(Math.max(0, width - Math.ceil(n / 2) * leafWidth));
          const most = mostLeaves(width, overlap, 400);
          if (most >= 2) expect(leafPlaces(width, most, overlap).leafWidth).toBeGreaterThanOrEqual(400);
          expect(leafPlaces(width, Math.max(2, most + 1), overlap).leafWidth).toBeLessThan(400);
        },
      ),
    );
  });
});

describe('boards never share volume with doors or shelves', () => {
  it('wardrobe: leaves, shelves and carcass boards are apart', () => {
    const panels = modelOf(wardrobe).panels();
    for (let i = 0; i < panels.length; i++)
      for (let j = i + 1; j < panels.length; j++)
        expect(boxesOverlap(panels[i]!.box, panels[j]!.box), `${panels[i]!.id} / ${panels[j]!.id}`).toBe(false);
  });
});
