// The messages of one language in parts, so the landing page does not carry texts it never shows:
// `main`, every section but the others, loaded with the app; `configurator` (about 7 kB gzipped of sl
// and en), loaded with the configurator's route (routes.tsx); `adminDashboard`, loaded with the admin's
// part of /dashboard (features/dashboard/DashboardPages.tsx). Each part but `main` is the one section
// of its name. The locale files stay whole (one file per language to translate); the build splits
// them (vite.config.ts, `?part=`).

export const messageParts = ['main', 'configurator', 'adminDashboard'] as const;
export type MessagePart = (typeof messageParts)[number];
const ownSections: readonly string[] = messageParts.filter((part) => part !== 'main');

/** The sections of the part asked for. The parts have no section in common and together are all. */
export function messagesPart(all: Record<string, unknown>, part: MessagePart): Record<string, unknown> {
  if (part === 'main') return Object.fromEntries(Object.entries(all).filter(([section]) => !ownSections.includes(section)));
  return all[part] === undefined ? {} : { [part]: all[part] };
}
