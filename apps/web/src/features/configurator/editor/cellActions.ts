// What a cell's menu does, as commands (one undo step each): a shelf, sliding doors, a hanging rail
// or a back panel for the cube, and the design's material — which doors follow unless they were
// given one of their own. Pure: each answers a diff (or why it cannot), the store applies it.
import { mm } from '@kubik/design/geometry/mm';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import { addDrawers } from '@kubik/design/parts/drawers';
import type { Cube, Element, SlidingDoor } from '@kubik/design/schema/elements';
import type { Settings } from '@kubik/design/schema/settings';
import { nextId, putElements, removeElements, setSettings, type DocumentReader } from './commands.ts';
import { composeDiffs, type Diff } from './diff.ts';

export type CellResult =
  { ok: true; diff: Diff; select?: string } | { ok: false; reason: 'noCube' | 'doorNeedsRow' | 'railNeedsWidth' };

const cubesOf = (doc: DocumentReader) => [...doc.all()].filter((el): el is Cube => el.kind === 'cube');

/** Shelves in a cube, by height (shelves spanning several cubes count in each). */
export function shelvesIn(doc: DocumentReader, cubeId: string): Extract<Element, { kind: 'shelf' }>[] {
  return [...doc.all()]
    .filter((el): el is Extract<Element, { kind: 'shelf' }> => el.kind === 'shelf' && el.cubes.includes(cubeId))
    .sort((a, b) => a.height - b.height);
}

/**
 * A shelf in the cube, in the middle of the largest free gap between its bottom, its shelves and
 * its top (rounded to 10 mm): a first shelf halves the cube, a second goes into the larger half.
 */
export function addShelf(doc: DocumentReader, cubeId: string): CellResult {
  const cube = doc.get(cubeId);
  if (cube?.kind !== 'cube') return { ok: false, reason: 'noCube' };
  const stops = [0, ...shelvesIn(doc, cubeId).map((s) => s.height), cube.size.height].sort((a, b) => a - b);
  let best = { from: stops[0]!, to: stops[1]! };
  for (let i = 2; i < stops.length; i++)
    if (stops[i]! - stops[i - 1]! > best.to - best.from) best = { from: stops[i - 1]!, to: stops[i]! };
  const id = nextId(doc, 'shelf');
  const height = Math.round((best.from + best.to) / 20) * 10;
  return { ok: true, diff: putElements(doc, [{ id, kind: 'shelf', cubes: [cubeId], height: mm(height) }]), select: id };
}

/** The sliding doors that cover this cube, if any. */
export function doorOf(doc: DocumentReader, cubeId: string): SlidingDoor | undefined {
  return [...doc.all()].find((el): el is SlidingDoor => el.kind === 'slidingDoor' && el.cubes.includes(cubeId));
}

/** The run of cubes side by side with this one: same height, depth, level and front, touching, no doors yet. */
export function rowRun(doc: DocumentReader, cube: Cube): Cube[] {
  const same = cubesOf(doc).filter(
    (c) =>
      c.position.y === cube.position.y &&
      c.position.z === cube.position.z &&
      c.size.height === cube.size.height &&
      c.size.depth === cube.size.depth &&
      !doorOf(doc, c.id),
  );
  const byX = new Map<number, Cube>(same.map((c) => [c.position.x, c]));
  const run = [cube];
  for (let left = byX.get(cube.position.x); left;) {
    const next = same.find((c) => c.position.x + c.size.width === left!.position.x);
    if (!next) break;
    run.unshift(next);
    left = next;
  }
  for (let right: Cube | undefined = cube; right;) {
    const edge = right.position.x + right.size.width;
    right = byX.get(edge);
    if (right) run.push(right);
  }
  return run;
}

/** How far new sliding doors reach: the cube alone, or the run of cubes beside it (a deliberate second choice). */
export type DoorSpan = 'cube' | 'row';

/**
 * The sliding door a cube's menu would hang (no change made; the menu prices and checks it): over
 * the cube only, or across the run of cubes beside it; two leaves, in the design's material and
 * colour. Undefined when there is nothing to hang it on (no cube; a "row" of one cube).
 */
export function doorFor(doc: DocumentReader, cubeId: string, span: DoorSpan = 'cube'): SlidingDoor | undefined {
  const cube = doc.get(cubeId);
  if (cube?.kind !== 'cube') return undefined;
  const cubes = span === 'cube' ? [cube] : rowRun(doc, cube);
  if (span === 'row' && cubes.length < 2) return undefined;
  const settings = doc.getSettings();
  const door: SlidingDoor = {
    id: nextId(doc, 'slidingDoor'),
    kind: 'slidingDoor',
    cubes: cubes.map((c) => c.id),
    leaves: 2,
  };
  if (settings.material !== undefined) door.material = settings.material;
  if (settings.colour !== undefined) door.colour = settings.colour;
  return door;
}

/**
 * Sliding doors for the cube (issue 22, defect 1): over this cube only — or, asked for as such,
 * across the run of cubes beside it; when the cube has doors, they go.
 */
export function toggleDoors(doc: DocumentReader, cubeId: string, span: DoorSpan = 'cube'): CellResult {
  const cube = doc.get(cubeId);
  if (cube?.kind !== 'cube') return { ok: false, reason: 'noCube' };
  const existing = doorOf(doc, cubeId);
  if (existing) return { ok: true, diff: removeElements(doc, [existing.id]) };
  const door = doorFor(doc, cubeId, span);
  if (!door) return { ok: false, reason: 'doorNeedsRow' };
  return { ok: true, diff: putElements(doc, [door]), select: door.id };
}

/**
 * Doors over one cube stretched across the run of free cubes beside it (the door's panel offers it):
 * the same door, its material and leaves kept. Undefined when there is no free cube beside it.
 */
export function extendDoor(doc: DocumentReader, doorId: string): Diff | undefined {
  const door = doc.get(doorId);
  if (door?.kind !== 'slidingDoor') return undefined;
  const first = doc.get(door.cubes[0]!);
  if (first?.kind !== 'cube') return undefined;
  const others = cubesOf(doc).filter(
    (c) =>
      c.position.y === first.position.y &&
      c.position.z === first.position.z &&
      c.size.height === first.size.height &&
      c.size.depth === first.size.depth,
  );
  const mine = new Set(door.cubes);
  const free = (c: Cube) => mine.has(c.id) || !doorOf(doc, c.id);
  const byX = new Map<number, Cube>(others.filter(free).map((c) => [c.position.x, c]));
  const covered = door.cubes
    .map((id) => doc.get(id))
    .filter((c): c is Cube => c?.kind === 'cube')
    .sort((a, b) => a.position.x - b.position.x);
  const run = [...covered];
  for (let left = covered[0]; left;) {
    const next = [...byX.values()].find((c) => c.position.x + c.size.width === left!.position.x);
    if (next) run.unshift(next);
    left = next;
  }
  for (let right: Cube | undefined = covered.at(-1); right;) {
    right = byX.get(right.position.x + right.size.width);
    if (right) run.push(right);
  }
  if (run.length === covered.length) return undefined;
  return putElements(doc, [{ ...door, cubes: run.map((c) => c.id) }]);
}

/** The hanging rail of the cube: added (in a cube at least 300 mm wide), or removed. */
export function toggleRail(doc: DocumentReader, cubeId: string): CellResult {
  const cube = doc.get(cubeId);
  if (cube?.kind !== 'cube') return { ok: false, reason: 'noCube' };
  const rail = [...doc.all()].find((el) => el.kind === 'bar' && el.cube === cubeId);
  if (rail) return { ok: true, diff: removeElements(doc, [rail.id]) };
  if (cube.size.width < 300) return { ok: false, reason: 'railNeedsWidth' };
  const id = nextId(doc, 'bar');
  return { ok: true, diff: putElements(doc, [{ id, kind: 'bar', cube: cubeId }]), select: id };
}

/** Whether the cube has a back panel: its own choice, or the design's. */
export function hasBack(cube: Cube, settings: Settings, catalogue: Pick<Catalogue, 'defaults'>): boolean {
  return cube.back ?? settings.backs ?? catalogue.defaults.backs;
}

export function toggleBack(doc: DocumentReader, cubeId: string, catalogue: Pick<Catalogue, 'defaults'>): CellResult {
  const cube = doc.get(cubeId);
  if (cube?.kind !== 'cube') return { ok: false, reason: 'noCube' };
  return { ok: true, diff: putElements(doc, [{ ...cube, back: !hasBack(cube, doc.getSettings(), catalogue) }]) };
}

/**
 * The design's material and colour. Doors follow it — those without a material of their own, or
 * with the design's previous one — so a design turned to oak does not keep white doors.
 */
export function setDesignMaterial(doc: DocumentReader, material: string | undefined, colour: string | undefined): Diff {
  const before = doc.getSettings();
  const settings = setSettings(doc, { material, colour });
  const doors: SlidingDoor[] = [];
  for (const el of doc.all()) {
    if (el.kind !== 'slidingDoor') continue;
    const following = el.material === undefined || (el.material === before.material && el.colour === before.colour);
    if (!following) continue;
    const next: SlidingDoor = { ...el };
    delete next.material;
    delete next.colour;
    if (material !== undefined) next.material = material;
    if (colour !== undefined) next.colour = colour;
    doors.push(next);
  }
  return doors.length > 0 ? composeDiffs(settings, putElements(doc, doors)) : settings;
}

/** The drawers element in a cube, if it has one. */
export function drawersOf(doc: DocumentReader, cubeId: string): Extract<Element, { kind: 'drawers' }> | undefined {
  return [...doc.all()].find(
    (el): el is Extract<Element, { kind: 'drawers' }> => el.kind === 'drawers' && el.cube === cubeId,
  );
}

/** `count` drawers (1–4) in the cube, or — with drawers there already — none: one undo step either way. */
export function toggleDrawers(doc: DocumentReader, cubeId: string, count: number): CellResult {
  const cube = doc.get(cubeId);
  if (cube?.kind !== 'cube') return { ok: false, reason: 'noCube' };
  const there = drawersOf(doc, cubeId);
  if (there) return { ok: true, diff: removeElements(doc, [there.id]) };
  const drawers = addDrawers([...doc.all()], cubeId, count);
  return { ok: true, diff: putElements(doc, [drawers]), select: drawers.id };
}
