import { describe, expect, it } from 'vitest';
import { cube, design, grid } from '../testing/build.ts';
import type { ElementInput } from '../schema/document.ts';
import { defaultCatalogue } from '../catalogue/default.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { messageOf } from '../i18n/findings.ts';

function findings(elements: ElementInput[], settings = {}) {
  const v = validateDesign(design(elements, settings), builtInCatalogue);
  return v.findings.map((f) => ({ code: f.code, severity: f.severity, ids: f.elementIds }));
}

describe('furniture rules', () => {
  it('a clean 2 × 2 grid has no findings', () => {
    expect(findings(grid(2, 2))).toEqual([]);
  });

  it('finds overlapping cubes, once per pair', () => {
    expect(findings([cube('a', 0, 0, 0), cube('b', 200, 0, 0)])).toEqual([
      { code: 'overlap', severity: 'error', ids: ['a', 'b'] },
    ]);
  });

  it('finds a floating cube, but not one resting partly on another', () => {
    expect(findings([cube('a', 0, 0, 0), cube('b', 800, 400, 0)])).toEqual([
      { code: 'floating', severity: 'error', ids: ['b'] },
    ]);
    expect(findings([cube('a', 0, 0, 0), cube('b', 200, 400, 0)])).toEqual([]);
    expect(findings([cube('a', 0, -400, 0)])).toEqual([{ code: 'below_floor', severity: 'error', ids: ['a'] }]);
  });

  it('asks for wall fixing above 4 × depth: 1,600 mm on 400 mm is fine, 2,000 mm is not', () => {
    expect(findings(grid(1, 4))).toEqual([]);
    expect(findings(grid(1, 5)).map((f) => f.code)).toEqual(['wall_fixing_needed']);
  });

  it('sliding doors need the width for two leaves, over one cube or a row of them, in one row', () => {
    // One 400 mm cube: an opening of 364 mm takes not even two 400 mm leaves.
    expect(findings([cube('a', 0, 0, 0), { id: 'd', kind: 'slidingDoor', cubes: ['a'] }])).toEqual([
      { code: 'door_opening_too_narrow', severity: 'error', ids: ['d'] },
    ]);
    // One 1,000 mm cube: opening 964, two leaves of ceil((964 + 30) / 2) = 497 mm, 467 to reach in: doors of its own.
    expect(
      findings([
        cube('a', 0, 0, 0, 400, { size: { width: 1000, height: 400, depth: 400 } }),
        { id: 'd', kind: 'slidingDoor', cubes: ['a'] },
      ]),
    ).toEqual([]);
    expect(
      findings([cube('a', 0, 0, 0), cube('b', 800, 0, 0), { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'] }]).map(
        (f) => f.code,
      ),
    ).toEqual(['hosts_not_in_row']);
  });

  it("leaves are the whole door's: two 400 mm cubes are too narrow for two 400 mm leaves, two 600 mm cubes take them", () => {
    // Opening 800 − 36 = 764: leaves ceil((764 + 30) / 2) = 397 < 400 (Häfele's narrowest).
    expect(
      findings([cube('a', 0, 0, 0), cube('b', 400, 0, 0), { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'] }]),
    ).toEqual([{ code: 'door_opening_too_narrow', severity: 'error', ids: ['d'] }]);
    // Opening 1,164: leaves of 597, 567 mm to reach in.
    expect(
      findings([
        cube('a', 0, 0, 0, 600),
        cube('b', 600, 0, 0, 600),
        { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'] },
      ]),
    ).toEqual([]);
  });

  it("keeps shelves clear of steel corners: their 40 mm brackets and the shelf's pins (6 mm under it) with 3 mm to spare", () => {
    const shelfAt = (height: number, connectorSystem: 'steelCorner' | 'camLock' = 'steelCorner') =>
      findings([cube('a', 0, 0, 0), { id: 's', kind: 'shelf', cubes: ['a'], height }], { connectorSystem });
    // The bottom board's top face is at 18: brackets reach 58, so a shelf's pins must start at 61,
    // its underside at 67. At the top: the top board's underside at 382, brackets down to 342,
    // the shelf's top (18 mm board) at most 339: height 321.
    expect(shelfAt(66)).toEqual([{ code: 'shelf_hits_corner', severity: 'error', ids: ['s', 'a'] }]);
    expect(shelfAt(67)).toEqual([]);
    expect(shelfAt(321)).toEqual([]);
    expect(shelfAt(322)).toEqual([{ code: 'shelf_hits_corner', severity: 'error', ids: ['s', 'a'] }]);
    // Cam locks sit inside the boards: nothing to hit.
    expect(shelfAt(30, 'camLock')).toEqual([]);
  });

  it('refuses sliding doors where steel corners at the front of the openings would stop the leaves', () => {
    const row = [
      cube('a', 0, 0, 0, 600),
      cube('b', 600, 0, 0, 600),
      { id: 'd', kind: 'slidingDoor' as const, cubes: ['a', 'b'] },
    ];
    expect(findings(row, { connectorSystem: 'steelCorner' })).toEqual([
      { code: 'door_hits_corner', severity: 'error', ids: ['d'] },
    ]);
    expect(findings(row, { connectorSystem: 'camLock' })).toEqual([]);
  });

  it("refuses two shelves in one cube closer than the upper one's pins need", () => {
    const two = (a: number, b: number) =>
      findings([
        cube('c', 0, 0, 0),
        { id: 's', kind: 'shelf', cubes: ['c'], height: a },
        { id: 't', kind: 'shelf', cubes: ['c'], height: b },
      ]);
    // The lower shelf's top at 100 + 18 = 118; the upper one's pins 6 mm under it, 3 mm clear: 127.
    expect(two(100, 126)).toEqual([{ code: 'shelves_too_close', severity: 'error', ids: ['s', 't', 'c'] }]);
    expect(two(100, 127)).toEqual([]);
    expect(two(200, 200).map((f) => f.code)).toEqual(['shelves_too_close']);
  });

  it("warns when a tall unit cannot be tilted up under the ceiling: √(H² + D²) against the room's height (issue 21, D-D)", () => {
    // A 600 × 2,000 × 600 unit lies down to be built and needs √(2000² + 600²) = 2,089 mm to stand up.
    const tall = [cube('t', 0, 0, 0, 600, { size: { width: 600, height: 2000, depth: 600 } })];
    const room = (height: number) => ({ id: 'room', kind: 'room' as const, width: 3000, depth: 3000, height });
    expect(findings([...tall, room(2088)])).toEqual([{ code: 'tilt_needs_height', severity: 'warning', ids: ['t'] }]);
    expect(findings([...tall, room(2089)])).toEqual([]);
    // Without a room, a 2,500 mm ceiling: clear.
    expect(findings(tall)).toEqual([]);
    const f = validateDesign(design([...tall, room(2050)]), builtInCatalogue).findings[0]!;
    expect(f.params).toMatchObject({ height: 2000, depth: 600, diagonal: 2089, ceiling: 2050 });
    expect(messageOf(f).en).toContain('2089 mm');
    expect(messageOf(f).sl).toContain('2089 mm');
    expect(messageOf(f).es).toContain('2089 mm');
    // 1,200 mm tall (three 400 mm cubes) is built standing: no tilt, whatever the ceiling.
    expect(findings([...grid(1, 3), room(1210)])).toEqual([]);
  });

  it('refuses a shelf that would sag past the limit (issue 21, D-F): 800 mm of chipboard does, 400 mm does not', () => {
    const wide = cube('w', 0, 0, 0, 800, { size: { width: 800, height: 400, depth: 400 } });
    expect(findings([wide, { id: 's', kind: 'shelf', cubes: ['w'], height: 200 }])).toEqual([
      { code: 'shelf_sag', severity: 'error', ids: ['s', 'w'] },
    ]);
    // The longest span that holds, from sag.ts's formula: L³ = (1.67 / 1000) · 32 E t³ / (5 q), with
    // E = 2,500 MPa, t = 18 mm, q = 100 kg/m² · 9.81 / 10⁶ N/mm²: L = 541 mm for chipboard.
    const sag = validateDesign(design([wide, { id: 's', kind: 'shelf', cubes: ['w'], height: 200 }]), builtInCatalogue)
      .findings[0]!;
    expect(sag.params).toMatchObject({ span: 762, max: 541 });
    expect(messageOf(sag).en).toContain('at most 541 mm');
    expect(messageOf(sag).sl).toContain('541 mm');
    expect(messageOf(sag).es).toContain('541 mm');
    expect(findings([cube('n', 0, 0, 0), { id: 's', kind: 'shelf', cubes: ['n'], height: 200 }])).toEqual([]);
    expect(
      findings([cube('n', 0, 0, 0), { id: 's', kind: 'shelf', cubes: ['n'], height: 390 }]).map((f) => f.code),
    ).toEqual(['shelf_outside_cube']);
  });

  it('keeps everything inside the room', () => {
    const room: ElementInput = { id: 'r', kind: 'room', width: 1000, depth: 1000, height: 2500 };
    expect(findings([room, cube('in', 0, 0, 0)])).toEqual([]);
    expect(findings([room, cube('out', 800, 0, 0)])).toEqual([
      { code: 'outside_room', severity: 'error', ids: ['out'] },
    ]);
  });

  it('snaps sizes to the catalogue and says so', () => {
    const v = validateDesign(design([cube('a', 0, 0, 0, 390)]), builtInCatalogue);
    expect(v.ok && v.design.elements[0]).toMatchObject({ size: { width: 400, height: 400, depth: 400 } });
    expect(v.findings.map((f) => [f.code, f.severity])).toEqual([
      ['size_snapped', 'info'],
      ['size_snapped', 'info'],
      ['size_snapped', 'info'],
    ]);
  });

  it('refuses a cube whose board would be longer than the longest board the workshop cuts', () => {
    const catalogue = { ...defaultCatalogue, joinery: { ...defaultCatalogue.joinery, maxBoardLengthMm: 1000 } };
    const v = validateDesign(
      design([cube('wide', 0, 0, 0, 1200, { size: { width: 1200, height: 400, depth: 400 } }), cube('ok', 1200, 0, 0)]),
      { version: 0, catalogue },
    );
    expect(v.findings.map((f) => [f.code, f.elementIds])).toEqual([['board_too_long', ['wide']]]);
    // Rows of cubes are split between cubes: four 400 mm cubes side by side are fine.
    expect(validateDesign(design(grid(4, 1)), { version: 0, catalogue }).findings).toEqual([]);
  });

  it('flags unknown materials and connectors off any junction', () => {
    expect(findings([cube('a', 0, 0, 0, 400, { material: 'gold' })]).map((f) => f.code)).toEqual(['unknown_material']);
    expect(
      findings([cube('a', 0, 0, 0), { id: 'k', kind: 'connector', at: { x: 200, y: 0, z: 0 } }]).map((f) => f.code),
    ).toEqual(['connector_not_at_junction']);
    expect(
      findings([cube('a', 0, 0, 0), { id: 'k', kind: 'connector', at: { x: 400, y: 0, z: 100 }, type: 'steelCorner' }]),
    ).toEqual([]);
  });
});

describe('hostile designs', { timeout: 60_000 }, () => {
  it('refuses a pile of cubes in one place quickly, with a finding', () => {
    const pile = Array.from({ length: 5000 }, (_, i) => cube(`p${i}`, 0, 0, 0));
    const start = performance.now();
    const v = validateDesign(design(pile), builtInCatalogue);
    expect(performance.now() - start).toBeLessThan(2000);
    expect(v.findings.map((f) => f.code)).toEqual(['too_crowded']);
  });

  it('lists at most 100 findings of one code and counts the rest', () => {
    // 60 pairs of cubes, each pair overlapping by half: 60 overlaps; 3 cubes per spot: 3 per spot.
    const cubes = Array.from({ length: 120 }, (_, i) => cube(`o${i}`, Math.floor(i / 3) * 800 + (i % 3) * 100, 0, 0));
    const v = validateDesign(design(cubes), builtInCatalogue);
    const overlaps = v.findings.filter((f) => f.code === 'overlap');
    expect(overlaps).toHaveLength(100);
    expect(v.findings.find((f) => f.code === 'more_findings')?.params).toEqual({ code: 'overlap', count: 20 });
  });
});
