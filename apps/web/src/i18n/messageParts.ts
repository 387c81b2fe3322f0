// The messages of one language in two parts, so the landing page does not carry the configurator's
// texts (about 7 kB gzipped of sl and en): `main`, every section but `configurator`, loaded with the
// app; `configurator`, loaded with the configurator's route (routes.tsx). The locale files stay whole
// (one file per language to translate); the build splits them (vite.config.ts, `?part=`).

export const messageParts = ['main', 'configurator'] as const;
export type MessagePart = (typeof messageParts)[number];

/** The sections of the part asked for. The parts have no section in common and together are all. */
export function messagesPart(all: Record<string, unknown>, part: MessagePart): Record<string, unknown> {
  const { configurator, ...main } = all;
  return part === 'main' ? main : configurator === undefined ? {} : { configurator };
}
