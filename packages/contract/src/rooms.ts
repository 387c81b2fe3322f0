// The room a ready-made design is meant for (issue 22): one tag per configuration, the filter of
// the /configuration gallery. `bedroom` covers wardrobes. Without zod, so the gallery's filter does
// not load the contract's schemas (projects.ts holds the schema and re-exports these).
export const configurationRooms = ['living', 'bedroom', 'office', 'hallway', 'children'] as const;
export type ConfigurationRoom = (typeof configurationRooms)[number];
