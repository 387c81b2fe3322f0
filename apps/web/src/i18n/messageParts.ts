// The messages of one language in parts, so the landing page carries only its own texts: `main`,
// every section no other part claims, loaded with the app; the configurator's, the shop's, the
// account pages', the projects page's and the admin area's sections, each loaded with the routes that use them
// (routes.tsx). Without the
// split the landing page's JavaScript would pass its 150 kB budget (bench/web.bench.ts). The locale
// files stay whole (one file per language to translate); the build splits them (vite.config.ts,
// `?part=`).

export const messageParts = [
  'main',
  'configurator',
  'shop',
  'account',
  'projects',
  'admin',
  'inquiries',
  'room',
] as const;
export type MessagePart = (typeof messageParts)[number];
export type LazyPart = Exclude<MessagePart, 'main'>;

/** The sections each lazy part holds (`admin*`: every section whose name starts so); `main` holds every other section. */
export const partSections: Record<LazyPart, readonly string[]> = {
  configurator: ['configurator'],
  shop: ['shop'],
  account: ['account'],
  // A piece's page (ui/piece): a project's and, for staff, an order's.
  projects: ['projects', 'piece'],
  admin: ['admin*'],
  // Inquiries, offers and the partners' pages (issue 14).
  inquiries: ['inquiry*', 'offer*', 'partner*'],
  // "View in your room" (issue 23): the 3D dialog and the /ar page a phone opens from its QR code.
  room: ['room'],
};

const claims = (pattern: string, section: string) =>
  pattern.endsWith('*') ? section.startsWith(pattern.slice(0, -1)) : section === pattern;
const partOf = (section: string): MessagePart =>
  (Object.keys(partSections) as LazyPart[]).find((part) => partSections[part].some((p) => claims(p, section))) ??
  'main';

/** The sections of the part asked for. The parts have no section in common and together are all. */
export function messagesPart(all: Record<string, unknown>, part: MessagePart): Record<string, unknown> {
  return Object.fromEntries(Object.entries(all).filter(([section]) => partOf(section) === part));
}

/**
 * The API error codes the app words itself — a route's error page, checkout's own checks (a price
 * gone up, no delivery to a country, no pickup) — from the error catalogue the server answers with
 * (`packages/contract/src/locales/errors-<lang>.json`), so each is worded once. Any other failed
 * call shows the server's message, which comes in the reader's language too.
 */
export const appWordedErrors = [
  'unauthorized',
  'forbidden',
  'not_found',
  'too_many_requests',
  'internal',
  'unavailable',
  'prices_changed',
  'no_shipping_zone',
  'pickup_unavailable',
] as const;

/** The `main` part's messages with those codes' texts put into `errors.api` (the build and the tests do this). */
export function withErrorTexts(
  messages: Record<string, unknown>,
  errorTexts: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const errors = (messages.errors ?? {}) as Record<string, unknown>;
  const api = { ...((errors.api ?? {}) as Record<string, unknown>) };
  for (const code of appWordedErrors) api[code] = errorTexts[code];
  return { ...messages, errors: { ...errors, api } };
}
