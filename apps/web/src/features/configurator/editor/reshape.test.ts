import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { mm } from '@kubik/design/geometry/mm';
import type { Design } from '@kubik/design/schema/document';
import { starterShelf } from '../pages/templates.ts';
import { ShapeSession } from './reshape.ts';
import { EditorStore } from './store.ts';

const withShelf = (): Design => {
  const design = starterShelf('Shelf');
  return {
    ...design,
    elements: [...design.elements, { id: 'shelf-1', kind: 'shelf', cubes: ['cube-3'], height: mm(190) }],
  };
};
const cubeIds = (store: EditorStore) =>
  store
    .design()
    .elements.filter((el) => el.kind === 'cube')
    .map((el) => el.id)
    .sort();

describe('ShapeSession', () => {
  it('makes a whole slider drag one undo step, each step rebuilt from where the drag began', () => {
    const store = new EditorStore(withShelf());
    const session = new ShapeSession(store, defaultCatalogue);
    // Narrower (the right column and its shelf go), wider again (they come back), then 1600 wide.
    expect(session.preview({ width: 800, height: 800, depth: 400 })?.dropped).toEqual([
      { id: 'shelf-1', kind: 'shelf', reason: 'cubeRemoved' },
    ]);
    expect(cubeIds(store)).toEqual(['cube-1', 'cube-2', 'cube-4', 'cube-5']);
    session.preview({ width: 1200, height: 800, depth: 400 });
    expect(store.get('shelf-1')).toMatchObject({ cubes: ['cube-3'], height: 190 });
    session.preview({ width: 1600, height: 800, depth: 400 });
    session.commit();
    expect(cubeIds(store)).toHaveLength(8);
    expect(store.get('shelf-1')).toBeDefined();
    store.undo();
    const byId = (d: Design) => [...d.elements].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(store.design())).toEqual(byId(withShelf()));
    expect(store.canUndo()).toBe(false);
    store.redo();
    expect(cubeIds(store)).toHaveLength(8);
  });

  it('a drag that ends where it began leaves no undo step', () => {
    const store = new EditorStore(withShelf());
    const session = new ShapeSession(store, defaultCatalogue);
    session.preview({ width: 2000, height: 800, depth: 400 });
    session.preview({ width: 1200, height: 800, depth: 400 });
    session.commit();
    expect(store.canUndo()).toBe(false);
  });

  it('does nothing for a design without cubes', () => {
    const store = new EditorStore({ schemaVersion: 1, name: '', settings: {}, elements: [] });
    expect(new ShapeSession(store, defaultCatalogue).preview({ width: 800, height: 800, depth: 400 })).toBeNull();
    expect(store.canUndo()).toBe(false);
  });
});
