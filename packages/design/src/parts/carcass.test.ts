import { describe, expect, it } from 'vitest';
import { boxesOverlap } from '../geometry/mm.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { cube, design, grid } from '../testing/build.ts';
import { placedPanels } from './placed.ts';

function panelsOf(input: unknown) {
  const v = validateDesign(input, builtInCatalogue);
  if (!v.ok) throw new Error(JSON.stringify(v.findings));
  return placedPanels(v.model);
}

function count(panels: { role: string }[], role: string) {
  return panels.filter((p) => p.role === role).length;
}

describe('panel derivation, worked by hand', () => {
  it('one 400 mm cube without a back: 2 verticals of 364 × 400 and 2 horizontals of 400 × 400', () => {
    const panels = panelsOf(design([cube('a', 0, 0, 0)]));
    expect(panels.map((p) => [p.role, p.length, p.width, p.thickness, p.partNumber])).toEqual([
      ['vertical', 364, 400, 18, 'V001'],
      ['vertical', 364, 400, 18, 'V001'],
      ['horizontal', 400, 400, 18, 'H001'],
      ['horizontal', 400, 400, 18, 'H001'],
    ]);
    // Flush with the cube's outside: left board x 0–18, right 382–400, bottom y 0–18, top 382–400.
    const byId = Object.fromEntries(panels.map((p) => [p.id, p.box]));
    expect(byId['V|x0|0|400|0|400|a']).toEqual({ x: 0, y: 18, z: 0, width: 18, height: 364, depth: 400 });
    expect(byId['V|x400|0|400|0|400|a']).toEqual({ x: 382, y: 18, z: 0, width: 18, height: 364, depth: 400 });
    expect(byId['H|y400|0|400|0|400|a']).toEqual({ x: 0, y: 382, z: 0, width: 400, height: 18, depth: 400 });
  });

  it('a 2 × 2 grid of 400 mm cubes with backs: 6 vertical, 6 horizontal, 4 backs', () => {
    const panels = panelsOf(design(grid(2, 2, 400, { back: true })));
    expect(count(panels, 'vertical')).toBe(6);
    expect(count(panels, 'horizontal')).toBe(6);
    expect(count(panels, 'back')).toBe(4);
    expect(panels).toHaveLength(16);
  });

  it('a shared board is centred on the plane between the cubes and belongs to both', () => {
    const panels = panelsOf(design([cube('a', 0, 0, 0), cube('b', 400, 0, 0)]));
    const shared = panels.find((p) => p.id === 'V|x400|0|400|0|400')!;
    expect(shared.box).toEqual({ x: 391, y: 18, z: 0, width: 18, height: 364, depth: 400 });
    expect(shared.cubes).toEqual(['a', 'b']);
    expect(count(panels, 'vertical')).toBe(3);
    expect(count(panels, 'horizontal')).toBe(4);
  });

  it('stacked cubes share one horizontal; the verticals fit between the boards', () => {
    const panels = panelsOf(design([cube('a', 0, 0, 0), cube('b', 0, 400, 0)]));
    const shared = panels.find((p) => p.id === 'H|y400|0|400|0|400')!;
    expect(shared.box).toEqual({ x: 0, y: 391, z: 0, width: 400, height: 18, depth: 400 });
    const lowerLeft = panels.find((p) => p.id === 'V|x0|0|400|0|400|a')!;
    expect(lowerLeft.box.y).toBe(18);
    expect(lowerLeft.length).toBe(400 - 18 - 9);
  });

  it('a back fits inside the four boards, 3 mm HDF flush with the back', () => {
    const panels = panelsOf(design([cube('a', 0, 0, 0, 400, { back: true })]));
    const back = panels.find((p) => p.role === 'back')!;
    expect(back.box).toEqual({ x: 18, y: 18, z: 0, width: 364, height: 364, depth: 3 });
    expect(back.material).toBe('hdf-3');
  });

  it('cubes of different sizes keep their own boards (double wall), none overlapping', () => {
    const panels = panelsOf(design([cube('a', 0, 0, 0, 400), cube('b', 400, 0, 0, 800)]));
    expect(count(panels, 'vertical')).toBe(4);
    for (let i = 0; i < panels.length; i++) for (let j = i + 1; j < panels.length; j++) expect(boxesOverlap(panels[i]!.box, panels[j]!.box)).toBe(false);
  });

  it('a 2 × 2 grid has 9 junctions with 16 board joints', () => {
    const v = validateDesign(design(grid(2, 2)), builtInCatalogue);
    if (!v.ok) throw new Error('invalid');
    const junctions = v.model.junctions();
    expect(junctions).toHaveLength(9);
    expect(junctions.reduce((s, j) => s + j.joints.length, 0)).toBe(16);
    expect(junctions.find((j) => j.x === 400 && j.y === 400)!.joints).toHaveLength(4);
  });
});
