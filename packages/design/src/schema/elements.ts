// The element kinds of a design (DESIGN §3). Geometry is required; everything else is optional and
// takes its default from the design's settings or the catalogue when parts are derived.
import { z } from 'zod';
import { MAX_COORDINATE_MM, MAX_HOSTS, MAX_ID_LENGTH, MAX_LENGTH_MM, MAX_TEXT_LENGTH } from './limits.ts';

/** A coordinate in millimetres, within ±100 m of the origin. */
export const coordinate = z.number().int().min(-MAX_COORDINATE_MM).max(MAX_COORDINATE_MM).brand<'Mm'>();
/** A length in millimetres: at least 1, at most 20 m. */
export const length = z.number().int().min(1).max(MAX_LENGTH_MM).brand<'Mm'>();

export const elementId = z
  .string()
  .min(1)
  .max(MAX_ID_LENGTH)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits, _ . : - only');

export const point3 = z.object({ x: coordinate, y: coordinate, z: coordinate });
/** A point on the floor plan (x right, z toward the viewer). */
export const floorPoint = z.object({ x: coordinate, z: coordinate });
const colour = z.string().min(1).max(40);
const catalogueRef = z.string().min(1).max(MAX_ID_LENGTH);
const hostCubes = z.array(elementId).min(1).max(MAX_HOSTS);

export const connectorTypes = ['camLock', 'steelCorner'] as const;
export const connectorType = z.enum(connectorTypes);
export type ConnectorType = z.infer<typeof connectorType>;

export const cubeElement = z.object({
  id: elementId,
  kind: z.literal('cube'),
  /** Left-bottom-back corner, mm. */
  position: point3,
  /** Outer size, mm; snapped to the catalogue's allowed sizes. */
  size: z.object({ width: length, height: length, depth: length }),
  back: z.boolean().optional(),
  material: catalogueRef.optional(),
  colour: colour.optional(),
});

export const shelfElement = z.object({
  id: elementId,
  kind: z.literal('shelf'),
  /** The cube(s) the shelf sits in, side by side; one board is cut per cube. */
  cubes: hostCubes,
  /** Height of the shelf's underside above the host cubes' bottom outer face, mm. */
  height: length,
  material: catalogueRef.optional(),
});

export const wallElement = z.object({
  id: elementId,
  kind: z.literal('wall'),
  start: floorPoint,
  end: floorPoint,
  height: length.optional(),
  thickness: length.optional(),
  colour: colour.optional(),
});

export const roomElement = z.object({
  id: elementId,
  kind: z.literal('room'),
  /** Left-back corner of the floor; defaults to the origin. */
  origin: floorPoint.optional(),
  width: length,
  depth: length,
  height: length,
  floorColour: colour.optional(),
  wallColour: colour.optional(),
});

export const lineElement = z.object({
  id: elementId,
  kind: z.literal('line'),
  start: point3,
  end: point3,
  /** How far the drawn line stands off the measured points, mm. */
  offset: coordinate.optional(),
});

export const textElement = z.object({
  id: elementId,
  kind: z.literal('text'),
  position: point3,
  text: z.string().min(1).max(MAX_TEXT_LENGTH),
  /** Letter height, mm. */
  size: length.optional(),
});

export const slidingDoorElement = z.object({
  id: elementId,
  kind: z.literal('slidingDoor'),
  /** The cubes the door covers: one row, side by side, at least two (a rule checks it). */
  cubes: hostCubes,
  /**
   * Leaves of the whole door, across all the cubes it covers (DESIGN §3; one pair of tracks across
   * them: parts/extras.ts); default 2. Designs stored while this briefly meant "per opening" keep
   * their number, read as the whole door's: always 2–4 leaves, never the narrow multiple (issue 21).
   */
  leaves: z.number().int().min(2).max(4).optional(),
  material: catalogueRef.optional(),
  colour: colour.optional(),
});

export const connectorElement = z.object({
  id: elementId,
  kind: z.literal('connector'),
  /** A point on a junction (the line where boards meet, running front to back). */
  at: point3,
  type: connectorType.optional(),
  finish: colour.optional(),
});

export const barElement = z
  .object({
    id: elementId,
    kind: z.literal('bar'),
    /** A hanging rail inside this cube, or … */
    cube: elementId.optional(),
    /** … a frame bar between two connector points. */
    start: point3.optional(),
    end: point3.optional(),
    profile: catalogueRef.optional(),
    finish: colour.optional(),
  })
  .refine((bar) => bar.cube !== undefined || (bar.start !== undefined && bar.end !== undefined), {
    message: 'a bar needs either a cube (hanging rail) or a start and an end (frame bar)',
  });

export const drawersElement = z.object({
  id: elementId,
  kind: z.literal('drawers'),
  /** The cube the drawers fill, from its bottom board to its top board (parts/drawers.ts). */
  cube: elementId,
  /** Drawers one above the other, of equal height: 1–4. */
  count: z.number().int().min(1).max(4),
  /** The fronts' board and colour; default the cube's. */
  material: catalogueRef.optional(),
  colour: colour.optional(),
});

export const element = z.discriminatedUnion('kind', [
  cubeElement,
  shelfElement,
  wallElement,
  roomElement,
  lineElement,
  textElement,
  slidingDoorElement,
  connectorElement,
  barElement,
  drawersElement,
]);

export const elementKinds = [
  'cube',
  'shelf',
  'wall',
  'room',
  'line',
  'text',
  'slidingDoor',
  'connector',
  'bar',
  'drawers',
] as const;
export type ElementKind = (typeof elementKinds)[number];

export type Cube = z.output<typeof cubeElement>;
export type Shelf = z.output<typeof shelfElement>;
export type Wall = z.output<typeof wallElement>;
export type Room = z.output<typeof roomElement>;
export type Line = z.output<typeof lineElement>;
export type Text = z.output<typeof textElement>;
export type SlidingDoor = z.output<typeof slidingDoorElement>;
export type Connector = z.output<typeof connectorElement>;
export type Bar = z.output<typeof barElement>;
export type Drawers = z.output<typeof drawersElement>;
export type Element = z.output<typeof element>;
export type ElementInput = z.input<typeof element>;
