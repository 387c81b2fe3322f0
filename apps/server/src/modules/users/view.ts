// The user object the API answers with (seed §7: "the user object itself"). Never the password hash.
import type { User } from '@kubik/contract/auth';
import { defaultLocale, isLocale } from '@kubik/contract/locale';
import type { UserRow } from './repository.ts';

export function userView(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    scope: [...row.scopes],
    emailConfirmed: row.emailConfirmedAt !== null,
    locale: isLocale(row.locale) ? row.locale : defaultLocale,
    createdAt: row.createdAt.toISOString(),
  };
}
