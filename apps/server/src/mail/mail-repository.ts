// Mails in SQL: the outbox and the admins' mailbox.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mails } from '../db/schema.ts';

export type MailRow = typeof mails.$inferSelect;

export function createMailRepository(db: Db) {
  return {
    async insert(mail: { to: string; subject: string; text: string; html: string; kind: string; locale: string }): Promise<MailRow> {
      const [row] = await db.insert(mails).values(mail).returning();
      return row!;
    },
    async markSent(id: string): Promise<void> {
      await db.update(mails).set({ sentAt: new Date(), error: null }).where(eq(mails.id, id));
    },
    async markFailed(id: string, error: string): Promise<void> {
      await db.update(mails).set({ error }).where(eq(mails.id, id));
    },
    async page(offset: number, limit: number): Promise<{ rows: MailRow[]; total: number }> {
      const rows = await db.select().from(mails).orderBy(desc(mails.createdAt)).limit(limit).offset(offset);
      const [total] = await db.select({ n: count() }).from(mails);
      return { rows, total: total?.n ?? 0 };
    },
    /** Erases the mails to an address (account deletion). */
    async eraseTo(address: string): Promise<void> {
      await db.delete(mails).where(eq(mails.to, address));
    },
    async allTo(address: string): Promise<MailRow[]> {
      return db.select().from(mails).where(eq(mails.to, address)).orderBy(desc(mails.createdAt));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
