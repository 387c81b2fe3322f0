// The mail module's table: every mail Kubik writes.
// The migrations in apps/server/drizzle are generated from every schema.ts together (drizzle.config.ts).
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * A file sent with a mail, by reference: it is made when the mail goes out (the mail job asks the
 * module that owns it), so a stored mail stays small and the file is the one in force then.
 */
export type MailAttachmentRef = { kind: 'proforma'; orderId: string; filename: string };

/** Every mail Kubik writes. Sent over SMTP when SMTP_URL is set; otherwise kept here for the
 * admins' mailbox page, so a fresh install works offline. */
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mails_created_idx').on(t.createdAt)],
);
