// Piece labels, worked by hand on one 400 mm cube: two sides (V001, drilled as mirror images, one
// each) and two horizontals (H001); ordered twice, each part number has four pieces, 1/4 … 4/4.
import { describe, expect, it } from 'vitest';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { cncPackage } from './cnc-files.ts';
import { jobSlug, pieceLabels, projectPiecePath } from './labels.ts';

function modelOf(json: unknown) {
  const v = validateDesign(json, builtInCatalogue);
  if (!v.ok) throw new Error('not a design');
  return v.model;
}

const cube = modelOf({
  schemaVersion: 1,
  name: 'Nočna omarica',
  settings: {},
  elements: [{ id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } }],
});

describe('piece labels', () => {
  it('gives every physical piece one label, numbered within its part number, with a unique link', () => {
    const { workshop, plans } = cncPackage(cube);
    const labels = pieceLabels(workshop, plans, {
      job: 'K-2026-0042',
      baseUrl: 'https://shop.test/',
      item: { seq: 2, name: 'Nočna omarica', quantity: 2 },
    });
    expect(labels.map((l) => `${l.code} ${l.index}/${l.count}`)).toEqual([
      'V001 1/4',
      'V001-2 2/4',
      'H001 1/4',
      'H001-2 2/4',
      'V001 3/4',
      'V001-2 4/4',
      'H001 3/4',
      'H001-2 4/4',
    ]);
    expect(labels[5]!.id).toBe('K-2026-0042/2-V001-4');
    expect(labels[5]!.url).toBe('https://shop.test/dashboard/admin/orders/K-2026-0042/pieces/2-V001-4');
    // The side: cut 364 × 399 (the 1 mm front band off the 400 depth), finished 364 × 400; banded
    // on its front, which is L2 (the width runs front to back, the front at y = width).
    const side = labels[0]!;
    expect([side.cutLength, side.cutWidth, side.length, side.width]).toEqual([364, 399, 364, 400]);
    expect(
      side.edges.map((e) => `${e.name}:${e.facing}:${e.band ?? '-'}:${e.bandThickness}${e.front ? ':front' : ''}`),
    ).toEqual(['L1:back:-:0', 'L2:front:abs-22x1:1:front', 'W1:bottom:-:0', 'W2:top:-:0']);
    expect(side.sheet).toEqual({ material: 'chipboard-18', colour: 'white', number: 1, of: 1 });
    expect([side.cabinet, side.cabinets]).toEqual([1, 1]);
  });

  it('names a design outside an order by its name, made safe for a link', () => {
    expect(jobSlug('Nočna omarica – čšž')).toBe('nocna-omarica-csz');
    const { workshop, plans } = cncPackage(cube);
    const labels = pieceLabels(workshop, plans, {
      job: 'b5f4d0e2-8c1a-4f3e-9d2b-6a7c8e9f0a1b',
      baseUrl: 'http://localhost:3000',
      path: projectPiecePath,
    });
    expect(labels.map((l) => l.url)).toContain(
      'http://localhost:3000/dashboard/projects/b5f4d0e2-8c1a-4f3e-9d2b-6a7c8e9f0a1b/pieces/H001-2',
    );
    // No page shows a design file's pieces: the code holds the piece's id, no link to nowhere.
    const unlinked = pieceLabels(workshop, plans, {
      job: jobSlug('Nočna omarica'),
      baseUrl: 'http://localhost:3000',
      path: null,
    });
    expect(unlinked.map((l) => l.url)).toContain('nocna-omarica/H001-2');
    expect(unlinked.every((l) => l.url === l.id)).toBe(true);
    expect(labels).toHaveLength(4);
  });
});
