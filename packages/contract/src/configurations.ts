// The admin's predefined configurations (issue 13 item 6): publish a project as a configuration,
// edit its words, picture and room, unpublish it, set the order of the cards at /configuration.
//   GET    /api/admin/configurations        → adminConfigurationList
//   POST   /api/admin/configurations        publishConfigurationRequest → adminConfiguration (201)
//   PATCH  /api/admin/configurations/:id    editConfigurationRequest → adminConfiguration
//   DELETE /api/admin/configurations/:id    → 204
//   PUT    /api/admin/configurations/order  configurationOrderRequest → adminConfigurationList
// Publishing freezes a copy of the project's design: later edits of the project do not change it.
import { z } from 'zod';
import { configurationRoom, thumbnail } from './projects.ts';

const words = (max: number) => z.string().trim().min(1).max(max);
/** A name in every language of the shop; none may be left out. */
export const configurationName = z.object({ sl: words(200), en: words(200), es: words(200) });
export const configurationDescription = z.object({ sl: words(1000), en: words(1000), es: words(1000) });

export const publishConfigurationRequest = z.object({
  projectId: z.string().uuid(),
  name: configurationName,
  description: configurationDescription,
  /** The picture of the design (a scene capture); without it, the project's own thumbnail. */
  thumbnail: thumbnail.optional(),
  /** The room it is meant for (the gallery's filter); the admin's form always says, `living` otherwise. */
  room: configurationRoom.default('living'),
  /** Its place among the cards, 1 = first; without it, last. */
  position: z.number().int().min(1).max(10_000).optional(),
});
export type PublishConfigurationRequest = z.infer<typeof publishConfigurationRequest>;

export const editConfigurationRequest = z
  .object({ name: configurationName, description: configurationDescription, thumbnail, room: configurationRoom })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing_to_change' });
export type EditConfigurationRequest = z.infer<typeof editConfigurationRequest>;

/** Every published configuration's id, in the new order (the first is shown first). */
export const configurationOrderRequest = z.object({ ids: z.array(z.string().uuid()).min(1).max(1000) });
export type ConfigurationOrderRequest = z.infer<typeof configurationOrderRequest>;

export const adminConfiguration = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.object({ sl: z.string(), en: z.string(), es: z.string() }),
  description: z.object({ sl: z.string(), en: z.string(), es: z.string() }),
  thumbnail: z.string().nullable(),
  position: z.number().int(),
  room: configurationRoom,
  cubeCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminConfiguration = z.infer<typeof adminConfiguration>;
export const adminConfigurationList = z.object({ items: z.array(adminConfiguration) });
