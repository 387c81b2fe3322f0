// Mails in browser tests: the e2e server has no SMTP_URL, so every mail is kept in the database and
// read here through the admin mailbox API with the seeded admin. (The API tests cover real SMTP.)
import AxeBuilder from '@axe-core/playwright';
import { animationsSettled } from './web-helpers.ts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eUsers } from './users.ts';

export interface Mail {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', {
    data: { email: e2eUsers.admin.email, password: e2eUsers.admin.password },
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

/** The mails of a kind (to one address when given), newest first. */
export async function mails(request: APIRequestContext, kind: string, to?: string, token?: string): Promise<Mail[]> {
  const answer = await request.get('/api/admin/mails?perPage=100', {
    headers: { authorization: `Bearer ${token ?? (await adminToken(request))}` },
  });
  return ((await answer.json()) as { items: Mail[] }).items.filter(
    (mail) => mail.kind === kind && (to === undefined || mail.to === to),
  );
}

/** The newest mail of a kind to an address, waiting for it to be written. */
export async function mailTo(request: APIRequestContext, to: string, kind: string): Promise<Mail> {
  const token = await adminToken(request);
  await expect.poll(async () => (await mails(request, kind, to, token)).length).toBeGreaterThan(0);
  return (await mails(request, kind, to, token))[0]!;
}

/** The path of the link in a mail (the mail's host is the server's PUBLIC_URL). */
export function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`${path}\\?token=[^\\s"<>]+`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in the mail "${mail.subject}"`);
  return match[0];
}

/** A fresh address per test run. */
export const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@kubik.test`;

/**
 * axe finds no serious or critical violation: on the page, or `include` only; `exclude` (or a
 * selector given alone) is what axe cannot look into.
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  scope: string | { include?: string; exclude?: string } = {},
): Promise<void> {
  const { include, exclude } = typeof scope === 'string' ? { include: undefined, exclude: scope } : scope;
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  await animationsSettled(page);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
