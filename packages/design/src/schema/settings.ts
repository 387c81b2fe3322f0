// Design-wide settings. All optional: a missing setting takes the catalogue's default.
import { z } from 'zod';
import { connectorType } from './elements.ts';
import { MAX_ID_LENGTH } from './limits.ts';

const catalogueRef = z.string().min(1).max(MAX_ID_LENGTH);

export const settingsSchema = z.object({
  /** Board material of cubes that do not name their own. */
  material: catalogueRef.optional(),
  colour: z.string().min(1).max(40).optional(),
  /** Whether cubes without their own `back` get a back panel. */
  backs: z.boolean().optional(),
  /** The connector system joining the boards (DESIGN §3): hidden cam lock + dowels, or visible steel corners. */
  connectorSystem: connectorType.optional(),
  connectorFinish: z.string().min(1).max(40).optional(),
  /** Whether front edges are banded; on by default. */
  edgeBanding: z.boolean().optional(),
});
export type Settings = z.output<typeof settingsSchema>;
