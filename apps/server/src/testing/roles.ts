// One signed-in account per kind of user the admin and partner rules tell apart, for API tests that
// check who may do what: the admin, a customer, a company and a partner (a partner-admin).
import type { TestApp } from './test-app.ts';

export const testPassword = 'Kubik-test-2026';

export type Role = 'admin' | 'customer' | 'company' | 'partner';

export const roleAccounts: readonly [Role, string, string[]][] = [
  ['admin', 'staff@kubik.test', ['customer', 'admin']],
  ['customer', 'ana@kubik.test', ['customer']],
  ['company', 'mizar@kubik.test', ['customer', 'company']],
  ['partner', 'partner@kubik.test', ['customer', 'partner', 'partner-admin']],
];

/** Creates the four accounts (named "<role> Novak") and signs each in: their ids and bearer headers. */
export async function signInRoles(
  t: TestApp,
): Promise<{ ids: Record<Role, string>; headers: Record<Role, { authorization: string }> }> {
  const ids = {} as Record<Role, string>;
  const headers = {} as Record<Role, { authorization: string }>;
  for (const [role, email, scopes] of roleAccounts) {
    ids[role] = await t.createUser({ email, password: testPassword, name: `${role} Novak`, scopes });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: testPassword },
    });
    headers[role] = { authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
  }
  return { ids, headers };
}
