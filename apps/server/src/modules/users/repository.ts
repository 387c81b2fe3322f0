// Users in SQL. The only code that reads or writes the users table.
import { and, arrayContains, count, eq, isNull, sql } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** E-mail addresses are kept lower-case; the unique index is on lower(email) as well. */
const normal = (email: string) => email.trim().toLowerCase();

export function createUserRepository(uow: UnitOfWork) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await uow.db().select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await uow.db().select().from(users).where(sql`lower(${users.email}) = ${normal(email)}`).limit(1);
      return row;
    },
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await uow.db().insert(users).values({ ...user, email: normal(user.email) }).returning();
      return row!;
    },
    async count(): Promise<number> {
      const [row] = await uow.db().select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
    async update(id: string, fields: Partial<Omit<NewUser, 'id' | 'createdAt'>>): Promise<UserRow | undefined> {
      const [row] = await uow
        .db()
        .update(users)
        .set({ ...fields, ...(fields.email ? { email: normal(fields.email) } : {}), updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async withScope(scope: string): Promise<UserRow[]> {
      return uow.db().select().from(users).where(and(arrayContains(users.scopes, [scope]), isNull(users.deletedAt), isNull(users.blockedAt)));
    },
    async setBlocked(id: string, blocked: boolean): Promise<boolean> {
      const rows = await uow.db().update(users).set({ blockedAt: blocked ? new Date() : null, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length === 1;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
