// Projects (saved designs), share links and predefined configurations. The design itself is
// checked by the design core on the server; here it travels as JSON.
import { z } from 'zod';
import { configurationRooms } from './rooms.ts';

/** A scene capture: a PNG, JPEG or WebP data URL, at most ~400 kB. */
export const thumbnail = z
  .string()
  .max(550_000)
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, { message: 'invalid_thumbnail' });

export const projectName = z.string().trim().min(1).max(200);

export const createProjectRequest = z.object({ name: projectName, design: z.json(), thumbnail: thumbnail.optional() });
export type CreateProjectRequest = z.infer<typeof createProjectRequest>;

export const updateProjectRequest = z
  .object({ name: projectName, design: z.json(), thumbnail: thumbnail.nullable() })
  .partial();
export type UpdateProjectRequest = z.infer<typeof updateProjectRequest>;

export const projectSummary = z.object({
  id: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  shareId: z.string().nullable(),
  cubeCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

export const project = projectSummary.extend({
  design: z.json(),
  /** Only when an admin reads someone else's project (read-only): whose it is. */
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).optional(),
});
export type Project = z.infer<typeof project>;

export const projectSorts = ['updatedAt', 'createdAt', 'name'] as const;
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => [10, 25, 50, 100].includes(n), { message: 'invalid_per_page' })
    .default(10),
  sort: z.enum(projectSorts).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  filter: z.string().trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const projectPage = z.object({
  items: z.array(projectSummary),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type ProjectPage = z.infer<typeof projectPage>;

export const shareAnswer = z.object({ shareId: z.string(), url: z.string() });
export const sharedProject = z.object({
  shareId: z.string(),
  name: z.string(),
  design: z.json(),
  thumbnail: z.string().nullable(),
  sharedAt: z.string(),
});
export type SharedProject = z.infer<typeof sharedProject>;

export { configurationRooms, type ConfigurationRoom } from './rooms.ts';
export const configurationRoom = z.enum(configurationRooms);

const localizedText = z.object({
  sl: z.string().min(1).max(200),
  en: z.string().min(1).max(200),
  es: z.string().min(1).max(200),
});
export const configuration = z.object({
  id: z.string(),
  slug: z.string(),
  name: localizedText,
  description: z.object({ sl: z.string().max(1000), en: z.string().max(1000), es: z.string().max(1000) }),
  design: z.json(),
  thumbnail: z.string().nullable(),
  position: z.number().int(),
  room: configurationRoom,
});
export type Configuration = z.infer<typeof configuration>;
export const createConfigurationRequest = configuration.omit({ id: true, thumbnail: true }).extend({
  slug: z.string().regex(/^[a-z0-9-]{2,60}$/),
  thumbnail: thumbnail.optional(),
  room: configurationRoom.default('living'),
});
export type CreateConfigurationRequest = z.infer<typeof createConfigurationRequest>;
