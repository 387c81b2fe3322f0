// The fields each element kind's drawer edits, as data: one generic form renders them all. Every
// field of the schema (packages/design/src/schema/elements.ts) has one here; fields.test.ts checks.
import type { Element, ElementKind } from '@kubik/design/schema/elements';

export type Field = (
  | { type: 'id'; path: 'id' }
  | { type: 'int'; path: string; min: number; max: number; step?: number; optional?: boolean }
  | { type: 'size'; path: string; axis: 'width' | 'height' | 'depth' }
  | { type: 'material'; path: string; use: 'board' | 'door' }
  | { type: 'colour'; path: string; materialPath: string; fallback: 'material' | 'doorMaterial' | 'shelfMaterial' }
  | { type: 'bool'; path: string }
  | { type: 'text'; path: string; max: number }
  | { type: 'cubes'; path: string; single?: boolean }
  | { type: 'enum'; path: string; options: readonly string[]; optional?: boolean }
  | { type: 'profile'; path: string }
  | { type: 'finish'; path: string; of: 'bar' | 'connector' }
  | { type: 'freeColour'; path: string }
  /** A bar's mount: a hanging rail in a cube, or a frame bar between two points. */
  | { type: 'barMount'; path: 'mount' }
) & {
  /** Shown only for elements this holds for (a bar's cube, or its end points). */
  when?: (el: Element) => boolean;
};

const rail = (el: Element) => el.kind === 'bar' && el.cube !== undefined;
const frame = (el: Element) => el.kind === 'bar' && el.cube === undefined;

const coordinate = { min: -100_000, max: 100_000, step: 100 };
const xyz = (path: string, step = 100, when?: Field['when']): Field[] =>
  (['x', 'y', 'z'] as const).map((a) => ({
    type: 'int',
    path: `${path}.${a}`,
    ...coordinate,
    step,
    ...(when ? { when } : {}),
  }));

const kindFields: Record<ElementKind, Field[]> = {
  cube: [
    ...xyz('position'),
    { type: 'size', path: 'size.width', axis: 'width' },
    { type: 'size', path: 'size.height', axis: 'height' },
    { type: 'size', path: 'size.depth', axis: 'depth' },
    { type: 'material', path: 'material', use: 'board' },
    { type: 'colour', path: 'colour', materialPath: 'material', fallback: 'material' },
    { type: 'bool', path: 'back' },
  ],
  shelf: [
    { type: 'cubes', path: 'cubes' },
    { type: 'int', path: 'height', min: 1, max: 20_000, step: 10 },
    { type: 'material', path: 'material', use: 'board' },
  ],
  wall: [
    { type: 'int', path: 'start.x', ...coordinate },
    { type: 'int', path: 'start.z', ...coordinate },
    { type: 'int', path: 'end.x', ...coordinate },
    { type: 'int', path: 'end.z', ...coordinate },
    { type: 'int', path: 'height', min: 1, max: 20_000, step: 100, optional: true },
    { type: 'int', path: 'thickness', min: 1, max: 20_000, step: 10, optional: true },
    { type: 'freeColour', path: 'colour' },
  ],
  room: [
    { type: 'int', path: 'origin.x', ...coordinate },
    { type: 'int', path: 'origin.z', ...coordinate },
    { type: 'int', path: 'width', min: 1, max: 20_000, step: 100 },
    { type: 'int', path: 'depth', min: 1, max: 20_000, step: 100 },
    { type: 'int', path: 'height', min: 1, max: 20_000, step: 100 },
    { type: 'freeColour', path: 'floorColour' },
    { type: 'freeColour', path: 'wallColour' },
  ],
  line: [
    ...xyz('start', 10),
    ...xyz('end', 10),
    { type: 'int', path: 'offset', ...coordinate, step: 10, optional: true },
  ],
  text: [
    ...xyz('position', 10),
    { type: 'text', path: 'text', max: 500 },
    { type: 'int', path: 'size', min: 1, max: 20_000, step: 10, optional: true },
  ],
  slidingDoor: [
    { type: 'cubes', path: 'cubes' },
    { type: 'enum', path: 'leaves', options: ['2', '3', '4'] },
    { type: 'material', path: 'material', use: 'door' },
    { type: 'colour', path: 'colour', materialPath: 'material', fallback: 'doorMaterial' },
  ],
  // Drawers (issue 22): not in the drawer's kinds yet (the per-cell menu comes later); its count,
  // fronts' board and colour for when it is.
  drawers: [
    { type: 'cubes', path: 'cube', single: true },
    { type: 'int', path: 'count', min: 1, max: 4, step: 1 },
    { type: 'material', path: 'material', use: 'board' },
    { type: 'colour', path: 'colour', materialPath: 'material', fallback: 'material' },
  ],
  connector: [
    ...xyz('at', 1),
    { type: 'enum', path: 'type', options: ['camLock', 'steelCorner'], optional: true },
    { type: 'finish', path: 'finish', of: 'connector' },
  ],
  bar: [
    { type: 'barMount', path: 'mount' },
    { type: 'cubes', path: 'cube', single: true, when: rail },
    ...xyz('start', 10, frame),
    ...xyz('end', 10, frame),
    { type: 'profile', path: 'profile' },
    { type: 'finish', path: 'finish', of: 'bar' },
  ],
};

/** Every kind's fields, its id first. */
export const fieldsByKind = Object.fromEntries(
  Object.entries(kindFields).map(([kind, fields]) => [kind, [{ type: 'id', path: 'id' } as Field, ...fields]]),
) as Record<ElementKind, Field[]>;
