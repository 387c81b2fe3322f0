import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { mm } from '@kubik/design/geometry/mm';
import type { Design } from '@kubik/design/schema/document';
import type { Cube } from '@kubik/design/schema/elements';
import { freeSlots } from './addSlots.ts';
import {
  addShelf,
  doorFor,
  extendDoor,
  rowRun,
  setDesignMaterial,
  toggleBack,
  toggleDoors,
  toggleRail,
} from './cellActions.ts';
import { EditorStore } from './store.ts';

const cube = (id: string, x: number, y: number, width = 400): Cube => ({
  id,
  kind: 'cube',
  position: { x: mm(x), y: mm(y), z: mm(0) },
  size: { width: mm(width), height: mm(400), depth: mm(400) },
});

/** The 3 × 2 starting shelf: a, b, c on the floor, d, e, f on top. */
const shelf3x2 = (): Design => ({
  schemaVersion: 1,
  name: 'x',
  settings: {},
  elements: [
    cube('a', 0, 0),
    cube('b', 400, 0),
    cube('c', 800, 0),
    cube('d', 0, 400),
    cube('e', 400, 400),
    cube('f', 800, 400),
  ],
});

function apply(store: EditorStore, result: ReturnType<typeof addShelf>) {
  if (!result.ok) throw new Error(result.reason);
  store.run(result.diff);
}

describe('a cell menu', () => {
  it('puts a first shelf halfway up, a second into the larger half (checked by hand)', () => {
    const store = new EditorStore(shelf3x2());
    apply(store, addShelf(store, 'b'));
    apply(store, addShelf(store, 'b'));
    apply(store, addShelf(store, 'b'));
    const heights = [...store.all()]
      .filter((el) => el.kind === 'shelf')
      .map((el) => (el.kind === 'shelf' ? el.height : 0));
    // 400 mm: 200; then the gaps 0–200 and 200–400 are equal, the first wins: 100; then 200–400: 300.
    expect(heights).toEqual([200, 100, 300]);
    expect(addShelf(store, 'nope')).toEqual({ ok: false, reason: 'noCube' });
  });

  it('hangs sliding doors over the cube only, or — asked for — across the row beside it, in the design material; takes them away again; stretches a one-cube door across the row', () => {
    const store = new EditorStore({ ...shelf3x2(), settings: { material: 'chipboard-oak-18', colour: 'smoked-oak' } });
    apply(store, toggleDoors(store, 'e'));
    const doors = () => [...store.all()].filter((el) => el.kind === 'slidingDoor');
    expect(doors()).toEqual([
      expect.objectContaining({ cubes: ['e'], leaves: 2, material: 'chipboard-oak-18', colour: 'smoked-oak' }),
    ]);
    const one = doors()[0]!;
    // The door's panel stretches it over the free cubes beside it: d, e, f.
    store.run(extendDoor(store, one.id)!);
    expect(doors()).toEqual([expect.objectContaining({ id: one.id, cubes: ['d', 'e', 'f'] })]);
    expect(extendDoor(store, one.id)).toBeUndefined();
    apply(store, toggleDoors(store, 'f'));
    expect(doors()).toEqual([]);
    apply(store, toggleDoors(store, 'e', 'row'));
    expect(doors()).toEqual([expect.objectContaining({ cubes: ['d', 'e', 'f'] })]);
    expect(doorFor(store, 'a', 'cube')).toMatchObject({ kind: 'slidingDoor', cubes: ['a'] });
    // A cube alone in its row has no row to hang doors across.
    const lone = new EditorStore({
      schemaVersion: 1,
      name: 'x',
      settings: {},
      elements: [cube('a', 0, 0), cube('b', 1000, 0)],
    });
    expect(toggleDoors(lone, 'a', 'row')).toEqual({ ok: false, reason: 'doorNeedsRow' });
    expect(toggleDoors(lone, 'a')).toMatchObject({ ok: true });
  });

  it('finds the run of touching cubes of the same height and depth', () => {
    const store = new EditorStore({
      schemaVersion: 1,
      name: 'x',
      settings: {},
      elements: [cube('a', 0, 0), cube('b', 400, 0, 600), cube('c', 1000, 0), cube('gap', 1800, 0)],
    });
    expect(rowRun(store, store.get('b') as Cube).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('adds and removes a rail, turns the back on and off against the design default', () => {
    const store = new EditorStore(shelf3x2());
    apply(store, toggleRail(store, 'a'));
    expect([...store.all()].filter((el) => el.kind === 'bar')).toHaveLength(1);
    apply(store, toggleRail(store, 'a'));
    expect([...store.all()].filter((el) => el.kind === 'bar')).toHaveLength(0);
    apply(store, toggleBack(store, 'a', defaultCatalogue));
    expect((store.get('a') as Cube).back).toBe(!defaultCatalogue.defaults.backs);
    const narrow = new EditorStore({ schemaVersion: 1, name: 'x', settings: {}, elements: [cube('n', 0, 0, 200)] });
    expect(toggleRail(narrow, 'n')).toEqual({ ok: false, reason: 'railNeedsWidth' });
  });

  it('lets doors follow the design material unless they have their own', () => {
    const store = new EditorStore({
      ...shelf3x2(),
      elements: [
        ...shelf3x2().elements,
        { id: 'door-1', kind: 'slidingDoor', cubes: ['a', 'b'], leaves: 2 },
        {
          id: 'door-2',
          kind: 'slidingDoor',
          cubes: ['d', 'e'],
          leaves: 2,
          material: 'mdf-lacquered-18',
          colour: 'sage',
        },
      ],
    });
    store.run(setDesignMaterial(store, 'chipboard-oak-18', 'natural-oak'));
    expect(store.get('door-1')).toMatchObject({ material: 'chipboard-oak-18', colour: 'natural-oak' });
    expect(store.get('door-2')).toMatchObject({ material: 'mdf-lacquered-18', colour: 'sage' });
    store.run(setDesignMaterial(store, 'plywood-birch-18', undefined));
    expect(store.get('door-1')).toMatchObject({ material: 'plywood-birch-18' });
    expect(store.get('door-1')).not.toHaveProperty('colour');
    store.undo();
    store.undo();
    expect(store.get('door-1')).not.toHaveProperty('material');
    expect(store.getSettings()).toEqual({});
  });
});

describe('free slots for the "+" markers', () => {
  it('offers left, right and on top where a cube would stand, never where one is (checked by hand)', () => {
    const design = shelf3x2();
    const slots = freeSlots(design.elements as Cube[]);
    const at = slots.map((s) => `${s.spec.position.x},${s.spec.position.y}`).sort();
    // On the floor left of a and right of c; beside the top row nothing stands below, so only on
    // top of d, e and f.
    expect(at).toEqual(['-400,0', '0,800', '1200,0', '400,800', '800,800'].sort());
  });

  it('never offers a slot that overlaps a cube or floats (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ x: fc.integer({ min: -3, max: 3 }), y: fc.integer({ min: 0, max: 3 }) }), {
          selector: (p) => `${p.x},${p.y}`,
          maxLength: 12,
        }),
        (cells) => {
          const cubes = cells.map((c, i) => cube(`c${i}`, c.x * 400, c.y * 400));
          const taken = new Set(cells.map((c) => `${c.x * 400},${c.y * 400}`));
          for (const slot of freeSlots(cubes)) {
            const { x, y } = slot.spec.position;
            expect(taken.has(`${x},${y}`)).toBe(false);
            expect(y === 0 || taken.has(`${x},${y - 400}`)).toBe(true);
          }
        },
      ),
    );
  });
});
