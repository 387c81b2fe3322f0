// ADMIN_EMAIL + ADMIN_PASSWORD create the first admin on a database with no users — once: a restart,
// or a second app server starting at the same time, never makes another.
import { sql } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { hashPassword, passwordProblem } from '../auth/service.ts';
import type { UserService } from '../users/service.ts';

/** Arbitrary constant naming the seeding lock among PostgreSQL advisory locks. */
const seedLockKey = 0x6b75_6273;

export async function ensureFirstAdmin(
  deps: { uow: UnitOfWork; users: UserService },
  admin: { email: string; password: string } | undefined,
): Promise<'created' | 'exists' | 'skipped'> {
  if (!admin) return 'skipped';
  const problem = passwordProblem(admin.password, { email: admin.email });
  if (problem)
    throw new Error(
      `ADMIN_PASSWORD is not acceptable (${problem}): use at least 10 characters that are not a common password.`,
    );
  const passwordHash = await hashPassword(admin.password);
  return deps.uow.withTransaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if ((await deps.users.count()) > 0) return 'exists';
    await deps.users.insert({
      email: admin.email,
      name: 'Administrator',
      passwordHash,
      scopes: ['customer', 'admin'],
      emailConfirmedAt: new Date(),
    });
    return 'created';
  });
}
