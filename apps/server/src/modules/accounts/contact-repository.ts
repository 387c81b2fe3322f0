// Contact-us messages in SQL.
import { desc, eq } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { contactMessages } from './schema.ts';

export type ContactRow = typeof contactMessages.$inferSelect;

export function createContactRepository(uow: UnitOfWork) {
  return {
    async insert(message: typeof contactMessages.$inferInsert): Promise<ContactRow> {
      const [row] = await uow.db().insert(contactMessages).values(message).returning();
      return row!;
    },
    async byUser(userId: string): Promise<ContactRow[]> {
      return uow
        .db()
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.userId, userId))
        .orderBy(desc(contactMessages.createdAt));
    },
    async anonymiseUser(userId: string): Promise<void> {
      await uow
        .db()
        .update(contactMessages)
        .set({ email: 'deleted@deleted.invalid', name: null, userId: null })
        .where(eq(contactMessages.userId, userId));
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
