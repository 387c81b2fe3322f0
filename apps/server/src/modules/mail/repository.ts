// Mails in SQL: what was written, and whether it went out.
import { count, desc, eq } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { mails, type MailAttachmentRef } from './schema.ts';

export type MailRow = typeof mails.$inferSelect;

export function createMailRepository(uow: UnitOfWork) {
  return {
    async insert(mail: {
      to: string;
      subject: string;
      text: string;
      html: string;
      kind: string;
      locale: string;
      attachments?: MailAttachmentRef[];
    }): Promise<MailRow> {
      const [row] = await uow.db().insert(mails).values(mail).returning();
      return row!;
    },
    async find(id: string): Promise<MailRow | undefined> {
      const [row] = await uow.db().select().from(mails).where(eq(mails.id, id)).limit(1);
      return row;
    },
    async markSent(id: string): Promise<void> {
      await uow.db().update(mails).set({ sentAt: new Date(), error: null }).where(eq(mails.id, id));
    },
    async markFailed(id: string, error: string): Promise<void> {
      await uow
        .db()
        .update(mails)
        .set({ error: error.slice(0, 1000) })
        .where(eq(mails.id, id));
    },
    async page(offset: number, limit: number): Promise<{ rows: MailRow[]; total: number }> {
      const rows = await uow.db().select().from(mails).orderBy(desc(mails.createdAt)).limit(limit).offset(offset);
      const [total] = await uow.db().select({ n: count() }).from(mails);
      return { rows, total: total?.n ?? 0 };
    },
    /** Erases the mails to an address (account deletion). */
    async eraseTo(address: string): Promise<void> {
      await uow.db().delete(mails).where(eq(mails.to, address));
    },
    async allTo(address: string): Promise<MailRow[]> {
      return uow.db().select().from(mails).where(eq(mails.to, address)).orderBy(desc(mails.createdAt));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
