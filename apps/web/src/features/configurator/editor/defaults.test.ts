import { describe, expect, it } from 'vitest';
import { parseDesign, type Design } from '@kubik/design/schema/document';
import { elementKinds } from '@kubik/design/schema/elements';
import { builtInCatalogue, validateDesign } from '@kubik/design/validate';
import { putElements } from './commands.ts';
import { barAs, barMountOf, getPath, newElement, setPath } from './defaults.ts';
import { EditorStore } from './store.ts';

const twoCubes: Design = {
  schemaVersion: 1,
  name: 'Two',
  settings: {},
  elements: [
    { id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
    { id: 'b', kind: 'cube', position: { x: 400, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
  ] as Design['elements'],
};

describe('new elements', () => {
  it('adds one of every kind and the design stays valid', () => {
    const store = new EditorStore(twoCubes);
    for (const kind of elementKinds) {
      const el = newElement(store, kind, ['a', 'b']);
      expect(el, kind).not.toBeNull();
      store.run(putElements(store, [el!]));
    }
    const json = JSON.parse(JSON.stringify(store.design()));
    const parsed = parseDesign(json);
    expect(parsed.ok ? [] : parsed.findings.map((f) => `${f.code} ${f.path}`)).toEqual([]);
    const validation = validateDesign(json, builtInCatalogue);
    expect(validation.ok).toBe(true);
    // The new cube goes to the right of the others, on the floor; the room holds everything.
    expect(store.get('cube-1')).toMatchObject({ position: { x: 800, y: 0 } });
    expect(validation.findings.filter((f) => f.code === 'outside_room')).toEqual([]);
  });

  it('needs a cube for shelves, doors, rails and connectors', () => {
    const store = new EditorStore({ ...twoCubes, elements: [] });
    for (const kind of ['shelf', 'slidingDoor', 'bar', 'connector'] as const)
      expect(newElement(store, kind, [])).toBeNull();
    expect(newElement(store, 'cube', [])).toMatchObject({ position: { x: 0, y: 0, z: 0 } });
  });
});

describe('paths', () => {
  it('reads and writes dotted paths without touching the original', () => {
    const cube = twoCubes.elements[0]!;
    expect(getPath(cube, 'position.x')).toBe(0);
    const moved = setPath(cube, 'position.x', 800);
    expect(getPath(moved, 'position.x')).toBe(800);
    expect(getPath(cube, 'position.x')).toBe(0);
    expect('material' in setPath({ ...cube, material: 'x' }, 'material', undefined)).toBe(false);
  });
});

describe('bar mounts', () => {
  it('turns a hanging rail into a frame bar along its cube and back', () => {
    const store = new EditorStore(twoCubes);
    const rail = { id: 'bar-1', kind: 'bar', cube: 'b', finish: 'chrome' } as const;
    expect(barMountOf(rail)).toBe('rail');
    const frame = barAs(rail, 'frame', store)!;
    expect(frame).toEqual({
      id: 'bar-1',
      kind: 'bar',
      finish: 'chrome',
      start: { x: 400, y: 400, z: 400 },
      end: { x: 800, y: 400, z: 400 },
    });
    expect(barMountOf(frame)).toBe('frame');
    expect(barAs(frame, 'rail', store)).toEqual({ id: 'bar-1', kind: 'bar', finish: 'chrome', cube: 'b' });
    expect(barAs(frame, 'rail', new EditorStore({ ...twoCubes, elements: [] }))).toBeNull();
  });
});
