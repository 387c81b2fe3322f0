import { describe, expect, it } from 'vitest';
import { offerProjectsOf } from './askForOffer.ts';

describe('offerProjectsOf', () => {
  it("names each project once, in the cart's order, and skips items whose project is gone", () => {
    const items = [
      { projectId: 'p1', name: 'Polica', thumbnail: 'data:image/png;base64,AA' },
      { projectId: null, name: 'Izbrisan', thumbnail: null },
      { projectId: 'p2', name: 'Omara', thumbnail: null },
      { projectId: 'p1', name: 'Polica (kopija)', thumbnail: null },
    ];
    expect(offerProjectsOf(items)).toEqual([
      { projectId: 'p1', name: 'Polica', thumbnail: 'data:image/png;base64,AA' },
      { projectId: 'p2', name: 'Omara', thumbnail: null },
    ]);
    expect(offerProjectsOf([])).toEqual([]);
  });
});
