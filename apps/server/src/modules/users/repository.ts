// Users in SQL. The only code that reads or writes the users table.
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AdminUserQuery } from '@kubik/contract/admin';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** E-mail addresses are kept lower-case; the unique index is on lower(email) as well. */
const normal = (email: string) => email.trim().toLowerCase();

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type UserListFilter = Pick<AdminUserQuery, 'q' | 'scope' | 'blocked' | 'sort' | 'order'>;

function userFilter(query: UserListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q)
    where.push(
      or(
        ilike(users.email, containing(query.q)),
        ilike(users.name, containing(query.q)),
        sql`${users.company}->>'companyName' ilike ${containing(query.q)}`,
      ),
    );
  if (query.scope) where.push(arrayContains(users.scopes, [query.scope]));
  if (query.blocked !== undefined) where.push(query.blocked ? isNotNull(users.blockedAt) : isNull(users.blockedAt));
  return and(...where);
}

export function createUserRepository(uow: UnitOfWork) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await uow.db().select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${normal(email)}`)
        .limit(1);
      return row;
    },
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await uow
        .db()
        .insert(users)
        .values({ ...user, email: normal(user.email) })
        .returning();
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
      return uow
        .db()
        .select()
        .from(users)
        .where(and(arrayContains(users.scopes, [scope]), isNull(users.deletedAt), isNull(users.blockedAt)));
    },
    /**
     * The active admins' ids, their rows locked until the transaction ends: two changes that would
     * each leave another admin wait for one another, and the second counts what the first left.
     */
    async lockActiveAdmins(): Promise<string[]> {
      const rows = await uow
        .db()
        .select({ id: users.id })
        .from(users)
        .where(and(arrayContains(users.scopes, ['admin']), isNull(users.deletedAt), isNull(users.blockedAt)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((r) => r.id);
    },
    /** The admin list: filtered, sorted and paged in SQL (id breaks ties, so pages never overlap). */
    async adminPage(query: UserListFilter, offset: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
      const where = userFilter(query);
      const column = { createdAt: users.createdAt, email: users.email, name: users.name }[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const rows = await uow
        .db()
        .select()
        .from(users)
        .where(where)
        .orderBy(direction(column), direction(users.id))
        .limit(limit)
        .offset(offset);
      const [total] = await uow.db().select({ n: count() }).from(users).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    /** The ids of the users whose name or e-mail contains `text`, as a subquery for another module's
     * list (the admin projects list searches owners with it): one SQL statement, no id list in memory. */
    idsMatching(text: string): SQLWrapper {
      return uow
        .db()
        .select({ id: users.id })
        .from(users)
        .where(or(ilike(users.email, containing(text)), ilike(users.name, containing(text))));
    },
    async byIds(ids: readonly string[]): Promise<UserRow[]> {
      return ids.length === 0
        ? []
        : uow
            .db()
            .select()
            .from(users)
            .where(inArray(users.id, [...ids]));
    },
    async setBlocked(id: string, blocked: boolean): Promise<boolean> {
      const rows = await uow
        .db()
        .update(users)
        .set({ blockedAt: blocked ? new Date() : null, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length === 1;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
