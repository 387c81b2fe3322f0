// ADMIN_EMAIL + ADMIN_PASSWORD create the first admin on a database with no users — once: a restart,
// or a second app server starting at the same time, never makes another.
import { sql } from 'drizzle-orm';
import { passwordProblem, hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** Arbitrary constant naming the seeding lock among PostgreSQL advisory locks. */
const seedLockKey = 0x6b75_6273;

export async function ensureFirstAdmin(db: Db, admin: { email: string; password: string } | undefined): Promise<'created' | 'exists' | 'skipped'> {
  if (!admin) return 'skipped';
  const problem = passwordProblem(admin.password, { email: admin.email });
  if (problem) throw new Error(`ADMIN_PASSWORD is not acceptable (${problem}): use at least 10 characters that are not a common password.`);
  const passwordHash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((row?.n ?? 0) > 0) return 'exists';
    await tx.insert(users).values({
      email: admin.email.trim().toLowerCase(),
      name: 'Administrator',
      passwordHash,
      scopes: ['customer', 'admin'],
      emailConfirmedAt: new Date(),
    });
    return 'created';
  });
}
