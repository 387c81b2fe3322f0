// Editor commands as pure functions from the document to a diff: add, update, move, delete,
// paste, settings. The store applies the diff (one undo step each); nothing here mutates.
import { mm } from '@kubik/design/geometry/mm';
import type { Cube, Element, ElementKind } from '@kubik/design/schema/elements';
import type { Settings } from '@kubik/design/schema/settings';
import { emptyDiff, type Diff } from './diff.ts';

/** What commands need to read of the document. */
export interface DocumentReader {
  get(id: string): Element | undefined;
  has(id: string): boolean;
  all(): Iterable<Element>;
  getSettings(): Settings;
  getName(): string;
}

const prefixes: Record<ElementKind, string> = {
  cube: 'cube',
  shelf: 'shelf',
  wall: 'wall',
  room: 'room',
  line: 'line',
  text: 'text',
  slidingDoor: 'door',
  connector: 'conn',
  bar: 'bar',
  drawers: 'drawers',
};

/** The next free id for a kind: cube-1, cube-2, … (never reusing one that exists). */
export function nextId(
  doc: Pick<DocumentReader, 'has'>,
  kind: ElementKind,
  taken: ReadonlySet<string> = new Set(),
): string {
  const prefix = prefixes[kind];
  for (let n = 1; ; n++) {
    const id = `${prefix}-${n}`;
    if (!doc.has(id) && !taken.has(id)) return id;
  }
}

export function putElements(doc: DocumentReader, elements: readonly Element[]): Diff {
  const diff = emptyDiff();
  for (const el of elements) diff.elements.set(el.id, [doc.get(el.id), el]);
  return diff;
}

export interface CubeSpec {
  position: { x: number; y: number; z: number };
  size: { width: number; height: number; depth: number };
  material?: string | undefined;
  colour?: string | undefined;
  back?: boolean | undefined;
}

export function makeCube(id: string, spec: CubeSpec): Cube {
  const cube: Cube = {
    id,
    kind: 'cube',
    position: { x: mm(spec.position.x), y: mm(spec.position.y), z: mm(spec.position.z) },
    size: { width: mm(spec.size.width), height: mm(spec.size.height), depth: mm(spec.size.depth) },
  };
  if (spec.material !== undefined) cube.material = spec.material;
  if (spec.colour !== undefined) cube.colour = spec.colour;
  if (spec.back !== undefined) cube.back = spec.back;
  return cube;
}

export function addCube(doc: DocumentReader, spec: CubeSpec): { diff: Diff; id: string } {
  const id = nextId(doc, 'cube');
  return { diff: putElements(doc, [makeCube(id, spec)]), id };
}

export type Face = 'left' | 'right' | 'top' | 'bottom' | 'front' | 'back';

/** A cube of the same size and look beside `cube`, on the given face; null below the floor. */
export function cubeBeside(cube: Cube, face: Face): CubeSpec | null {
  const { x, y, z } = cube.position;
  const { width, height, depth } = cube.size;
  const position = { x, y, z };
  if (face === 'left') position.x = mm(x - width);
  else if (face === 'right') position.x = mm(x + width);
  else if (face === 'top') position.y = mm(y + height);
  else if (face === 'bottom') position.y = mm(y - height);
  else if (face === 'front') position.z = mm(z + depth);
  else position.z = mm(z - depth);
  if (position.y < 0) return null;
  return { position, size: cube.size, material: cube.material, colour: cube.colour, back: cube.back };
}

/** Cubes moved to new positions (a drag's step, or the arrow keys). */
export function moveCubes(
  doc: DocumentReader,
  positions: ReadonlyMap<string, { x: number; y: number; z: number }>,
): Diff {
  const moved: Element[] = [];
  for (const [id, p] of positions) {
    const el = doc.get(id);
    if (el?.kind !== 'cube') continue;
    if (el.position.x === p.x && el.position.y === p.y && el.position.z === p.z) continue;
    moved.push({ ...el, position: { x: mm(p.x), y: mm(p.y), z: mm(Math.round(p.z)) } });
  }
  return putElements(doc, moved);
}

/** Hosted elements name their cubes: shelves, doors (lists) and hanging rails (one cube). */
function hosts(el: Element): readonly string[] {
  if (el.kind === 'shelf' || el.kind === 'slidingDoor') return el.cubes;
  if (el.kind === 'bar' && el.cube !== undefined) return [el.cube];
  return [];
}

/**
 * Deletes elements. Shelves and doors lose the deleted cubes from their host list (and go when
 * none is left); a hanging rail goes with its cube — so the document stays valid.
 */
export function removeElements(doc: DocumentReader, ids: readonly string[]): Diff {
  const gone = new Set(ids.filter((id) => doc.has(id)));
  const diff = emptyDiff();
  for (const id of gone) diff.elements.set(id, [doc.get(id), undefined]);
  for (const el of doc.all()) {
    if (gone.has(el.id)) continue;
    const h = hosts(el);
    if (!h.some((id) => gone.has(id))) continue;
    const kept = h.filter((id) => !gone.has(id));
    if (kept.length === 0 || el.kind === 'bar') diff.elements.set(el.id, [el, undefined]);
    else if (el.kind === 'shelf' || el.kind === 'slidingDoor') diff.elements.set(el.id, [el, { ...el, cubes: kept }]);
  }
  return diff;
}

/**
 * Gives an element a new id; shelves, doors and hanging rails that name it (as a cube) follow.
 * The caller checks the id is free and well formed (drawers/validation.ts).
 */
export function renameElement(doc: DocumentReader, from: string, to: string): Diff {
  const diff = emptyDiff();
  const el = doc.get(from);
  if (!el || from === to || doc.has(to)) return diff;
  diff.elements.set(from, [el, undefined]);
  diff.elements.set(to, [undefined, { ...el, id: to }]);
  if (el.kind !== 'cube') return diff;
  for (const other of doc.all()) {
    if ((other.kind === 'shelf' || other.kind === 'slidingDoor') && other.cubes.includes(from)) {
      diff.elements.set(other.id, [other, { ...other, cubes: other.cubes.map((id) => (id === from ? to : id)) }]);
    } else if (other.kind === 'bar' && other.cube === from)
      diff.elements.set(other.id, [other, { ...other, cube: to }]);
  }
  return diff;
}

export function setSettings(doc: DocumentReader, patch: Partial<Settings>): Diff {
  const before = doc.getSettings();
  const after: Settings = { ...before, ...patch };
  for (const key of Object.keys(after) as (keyof Settings)[]) if (after[key] === undefined) delete after[key];
  return { elements: new Map(), settings: [before, after] };
}

export function rename(doc: DocumentReader, name: string): Diff {
  return { elements: new Map(), name: [doc.getName(), name.slice(0, 200)] };
}

/** The clipboard: copies of elements, pasted beside the originals with fresh ids. */
export function pasteElements(doc: DocumentReader, copied: readonly Element[]): { diff: Diff; ids: string[] } {
  const cubes = copied.filter((el): el is Cube => el.kind === 'cube');
  let shift = 0;
  if (cubes.length > 0) {
    const x0 = Math.min(...cubes.map((c) => c.position.x));
    const x1 = Math.max(...cubes.map((c) => c.position.x + c.size.width));
    shift = x1 - x0;
  }
  const taken = new Set<string>();
  const renamed = new Map<string, string>();
  for (const el of copied) {
    const id = nextId(doc, el.kind, taken);
    taken.add(id);
    renamed.set(el.id, id);
  }
  const out: Element[] = [];
  for (const el of copied) {
    const id = renamed.get(el.id)!;
    const remap = (list: readonly string[]) =>
      list.map((h) => renamed.get(h) ?? h).filter((h) => doc.has(h) || taken.has(h));
    if (el.kind === 'cube') out.push({ ...el, id, position: { ...el.position, x: mm(el.position.x + shift) } });
    else if (el.kind === 'shelf' || el.kind === 'slidingDoor') {
      const cubesOf = remap(el.cubes);
      if (cubesOf.length > 0) out.push({ ...el, id, cubes: cubesOf });
    } else if (el.kind === 'bar') {
      if (el.cube !== undefined) {
        const host = renamed.get(el.cube);
        if (host) out.push({ ...el, id, cube: host });
      } else out.push({ ...el, id });
    } else if (el.kind === 'room') continue;
    else out.push({ ...el, id });
  }
  return { diff: putElements(doc, out), ids: out.map((el) => el.id) };
}
