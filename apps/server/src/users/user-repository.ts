// Users in SQL. The only module that reads or writes the users table.
import { and, arrayContains, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createUserRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values({ ...user, email: user.email.toLowerCase() }).returning();
      return row!;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
    async update(id: string, fields: Partial<Omit<NewUser, 'id' | 'createdAt'>>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...fields, ...(fields.email ? { email: fields.email.toLowerCase() } : {}), updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async withScope(scope: string): Promise<UserRow[]> {
      return db.select().from(users).where(and(arrayContains(users.scopes, [scope]), isNull(users.deletedAt), isNull(users.blockedAt)));
    },
    async setBlocked(id: string, blocked: boolean): Promise<void> {
      await db.update(users).set({ blockedAt: blocked ? new Date() : null, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
