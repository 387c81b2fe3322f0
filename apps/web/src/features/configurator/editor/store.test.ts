import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDesign, type Design } from '@kubik/design/schema/document';
import {
  addCube,
  cubeBeside,
  moveCubes,
  pasteElements,
  putElements,
  removeElements,
  rename,
  renameElement,
  setSettings,
} from './commands.ts';
import { EditorStore } from './store.ts';

const cube400 = { width: 400, height: 400, depth: 400 };
const empty: Design = { schemaVersion: 1, name: 'Test', settings: {}, elements: [] };

function storeWith(n: number): EditorStore {
  const store = new EditorStore(empty);
  for (let i = 0; i < n; i++) store.run(addCube(store, { position: { x: i * 400, y: 0, z: 0 }, size: cube400 }).diff);
  return store;
}

const ids = (store: EditorStore) => store.design().elements.map((e) => e.id);

describe('EditorStore history', () => {
  it('undoes and redoes one command at a time', () => {
    const store = storeWith(3);
    expect(ids(store)).toEqual(['cube-1', 'cube-2', 'cube-3']);
    store.undo();
    expect(ids(store)).toEqual(['cube-1', 'cube-2']);
    store.undo();
    expect(ids(store)).toEqual(['cube-1']);
    store.redo();
    expect(ids(store)).toEqual(['cube-1', 'cube-2']);
    expect(store.canRedo()).toBe(true);
  });

  it('makes a whole drag one undo step', () => {
    const store = storeWith(1);
    const mark = store.mark();
    for (let x = 10; x <= 500; x += 10) store.change(moveCubes(store, new Map([['cube-1', { x, y: 0, z: 0 }]])));
    store.commit(mark);
    expect(store.get('cube-1')).toMatchObject({ position: { x: 500 } });
    store.undo();
    expect(store.get('cube-1')).toMatchObject({ position: { x: 0 } });
    expect(store.has('cube-1')).toBe(true);
    store.redo();
    expect(store.get('cube-1')).toMatchObject({ position: { x: 500 } });
    store.undo();
    store.undo();
    expect(ids(store)).toEqual([]);
  });

  it('rolls a bailed drag back and leaves no undo step', () => {
    const store = storeWith(1);
    const mark = store.mark();
    store.change(moveCubes(store, new Map([['cube-1', { x: 800, y: 0, z: 0 }]])));
    store.bail(mark);
    expect(store.get('cube-1')).toMatchObject({ position: { x: 0 } });
    store.undo();
    expect(ids(store)).toEqual([]);
  });

  it('leaves no step for a drag that ends where it began', () => {
    const store = storeWith(1);
    const mark = store.mark();
    store.change(moveCubes(store, new Map([['cube-1', { x: 100, y: 0, z: 0 }]])));
    store.change(moveCubes(store, new Map([['cube-1', { x: 0, y: 0, z: 0 }]])));
    store.commit(mark);
    store.undo();
    expect(ids(store)).toEqual([]);
  });

  it('clears redo after a new change and keeps settings and name in history', () => {
    const store = storeWith(1);
    store.run(setSettings(store, { backs: true }));
    store.run(rename(store, 'Shelf'));
    expect(store.design()).toMatchObject({ name: 'Shelf', settings: { backs: true } });
    store.undo();
    store.undo();
    expect(store.design()).toMatchObject({ name: 'Test', settings: {} });
    store.run(addCube(store, { position: { x: 0, y: 400, z: 0 }, size: cube400 }).diff);
    expect(store.canRedo()).toBe(false);
  });

  it('selects what undo and redo touched, and drops deleted ids from the selection', () => {
    const store = storeWith(2);
    store.select(['cube-1', 'cube-2', 'nope']);
    expect(store.selection()).toEqual(['cube-1', 'cube-2']);
    store.run(removeElements(store, ['cube-2']));
    expect(store.selection()).toEqual(['cube-1']);
    store.undo();
    expect(store.selection()).toEqual(['cube-2']);
  });

  it('tells subscribers what changed', () => {
    const store = storeWith(1);
    const seen: string[] = [];
    store.subscribe((e) => seen.push(e.diff ? [...e.diff.elements.keys()].join() : e.reset ? 'reset' : 'selection'));
    store.select(['cube-1']);
    store.run(moveCubes(store, new Map([['cube-1', { x: 400, y: 0, z: 0 }]])));
    store.load(empty);
    expect(seen).toEqual(['selection', 'cube-1', 'reset']);
  });

  it('always holds a valid design, whatever the sequence of commands, undos and redos', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        x: fc.integer({ min: 0, max: 5 }),
        y: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({ kind: fc.constant('shelf' as const) }),
      fc.record({ kind: fc.constant('remove' as const), n: fc.nat() }),
      fc.record({ kind: fc.constant('move' as const), n: fc.nat(), dx: fc.integer({ min: -3, max: 3 }) }),
      fc.record({ kind: fc.constant('undo' as const) }),
      fc.record({ kind: fc.constant('redo' as const) }),
      fc.record({ kind: fc.constant('paste' as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const store = new EditorStore(empty);
        for (const o of ops) {
          const cubes = store.design().elements.filter((e) => e.kind === 'cube');
          if (o.kind === 'add')
            store.run(addCube(store, { position: { x: o.x * 400, y: o.y * 400, z: 0 }, size: cube400 }).diff);
          else if (o.kind === 'shelf' && cubes[0])
            store.run(
              putElements(store, [
                { id: `shelf-${store.revision}`, kind: 'shelf', cubes: [cubes[0].id], height: 200 as never },
              ]),
            );
          else if (o.kind === 'remove' && cubes.length > 0)
            store.run(removeElements(store, [cubes[o.n % cubes.length]!.id]));
          else if (o.kind === 'move' && cubes.length > 0) {
            const c = cubes[o.n % cubes.length]!;
            if (c.kind === 'cube')
              store.run(moveCubes(store, new Map([[c.id, { x: c.position.x + o.dx * 100, y: 0, z: 0 }]])));
          } else if (o.kind === 'undo') store.undo();
          else if (o.kind === 'redo') store.redo();
          else if (o.kind === 'paste') store.run(pasteElements(store, store.design().elements).diff);
        }
        const parsed = parseDesign(JSON.parse(JSON.stringify(store.design())));
        expect(parsed.ok ? [] : parsed.findings.map((f) => f.code)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('commands', () => {
  it('puts a cube beside a face, never below the floor', () => {
    const store = storeWith(1);
    const cube = store.get('cube-1');
    if (cube?.kind !== 'cube') throw new Error('no cube');
    expect(cubeBeside(cube, 'right')?.position).toEqual({ x: 400, y: 0, z: 0 });
    expect(cubeBeside(cube, 'top')?.position).toEqual({ x: 0, y: 400, z: 0 });
    expect(cubeBeside(cube, 'front')?.position).toEqual({ x: 0, y: 0, z: 400 });
    expect(cubeBeside(cube, 'left')?.position).toEqual({ x: -400, y: 0, z: 0 });
    expect(cubeBeside(cube, 'bottom')).toBeNull();
  });

  it('removes a deleted cube from shelves and doors, and rails with their cube', () => {
    const store = storeWith(2);
    store.run(
      putElements(store, [
        { id: 'door-1', kind: 'slidingDoor', cubes: ['cube-1', 'cube-2'] },
        { id: 'shelf-1', kind: 'shelf', cubes: ['cube-1'], height: 200 as never },
        { id: 'bar-1', kind: 'bar', cube: 'cube-1' },
      ]),
    );
    store.run(removeElements(store, ['cube-1']));
    expect(ids(store)).toEqual(['cube-2', 'door-1']);
    expect(store.get('door-1')).toMatchObject({ cubes: ['cube-2'] });
    store.undo();
    expect(ids(store).sort()).toEqual(['bar-1', 'cube-1', 'cube-2', 'door-1', 'shelf-1']);
  });

  it('pastes copies beside the originals with fresh ids and their shelves re-hosted', () => {
    const store = storeWith(2);
    store.run(putElements(store, [{ id: 'shelf-1', kind: 'shelf', cubes: ['cube-1'], height: 200 as never }]));
    const copied = ['cube-1', 'cube-2', 'shelf-1'].map((id) => store.get(id)!);
    const { diff, ids: pasted } = pasteElements(store, copied);
    store.run(diff);
    expect(pasted).toEqual(['cube-3', 'cube-4', 'shelf-2']);
    expect(store.get('cube-3')).toMatchObject({ position: { x: 800 } });
    expect(store.get('shelf-2')).toMatchObject({ cubes: ['cube-3'] });
  });
});

describe('renaming an element', () => {
  it('renames a cube, its shelves, doors and rails follow, and undo puts it all back', () => {
    const store = new EditorStore({
      schemaVersion: 1,
      name: 'R',
      settings: {},
      elements: [
        { id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
        { id: 'b', kind: 'cube', position: { x: 400, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
        { id: 's', kind: 'shelf', cubes: ['a', 'b'], height: 200 },
        { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'] },
        { id: 'r', kind: 'bar', cube: 'a' },
      ],
    } as Design);
    const before = store.design();
    store.run(renameElement(store, 'a', 'left'));
    const after = store.design();
    expect(after.elements.map((el) => el.id).sort()).toEqual(['b', 'd', 'left', 'r', 's']);
    expect(parseDesign(after).ok).toBe(true);
    expect(store.get('s')).toMatchObject({ cubes: ['left', 'b'] });
    expect(store.get('d')).toMatchObject({ cubes: ['left', 'b'] });
    expect(store.get('r')).toMatchObject({ cube: 'left' });
    // A taken id changes nothing.
    expect(renameElement(store, 'left', 'b').elements.size).toBe(0);
    store.undo();
    expect(
      store
        .design()
        .elements.map((el) => el.id)
        .sort(),
    ).toEqual(before.elements.map((el) => el.id).sort());
    expect(store.get('s')).toMatchObject({ cubes: ['a', 'b'] });
  });
});
