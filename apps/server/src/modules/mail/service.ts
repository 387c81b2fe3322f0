// Mail: every mail is stored (the admins' mailbox, and the outbox), and with SMTP_URL set a
// `mail.send` job hands it to SMTP — enqueued in the same transaction as the mail, and as whatever
// change the mail is about when the caller runs inside a unit of work. A crash between the answer
// and the sending loses nothing: the job is still there. Without SMTP the stored mails are the
// mailbox admins read, so a fresh install works offline.
import nodemailer, { type Transporter } from 'nodemailer';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { MailRepository, MailRow } from './repository.ts';
import type { MailAttachmentRef } from './schema.ts';
import type { RenderedMail } from './templates.ts';

export { mails as mailTemplates, renderMail, type MailCopy, type RenderedMail } from './templates.ts';
export type { MailRow } from './repository.ts';
export type { MailAttachmentRef } from './schema.ts';

/** A file for a mail, made when the mail goes out. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
/** Makes the file a reference names (the composition root hands the order documents' maker in). */
export type AttachmentSource = (ref: MailAttachmentRef) => Promise<MailAttachment>;

export const mailQueue = 'mail.send';

export type MailServiceOptions = {
  smtpUrl: string | undefined;
  from: string;
  repository: MailRepository;
  jobs: JobQueue;
  uow: UnitOfWork;
  attachments?: AttachmentSource;
  /** Hears each hand-over to SMTP: sent, or failed (the job retries it) — metrics. */
  onOutcome?: (outcome: 'sent' | 'failed') => void;
};

export function createMailService({
  smtpUrl,
  from,
  repository,
  jobs,
  uow,
  attachments,
  onOutcome,
}: MailServiceOptions) {
  // Timeouts so a hung SMTP server fails the attempt (retried later) instead of holding the job:
  // its lease is renewed while it runs (jobs/queue.ts), so no other worker starts the same mail.
  const transport: Transporter | null = smtpUrl
    ? nodemailer.createTransport(smtpUrl, { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 })
    : null;

  jobs.register<{ mailId: string }>(mailQueue, async ({ mailId }) => {
    const mail = await repository.find(mailId);
    // Erased since (account deletion), or already sent by an earlier attempt.
    if (!mail || mail.sentAt || !transport) return;
    try {
      // A file that cannot be made fails this attempt (the job is retried): a mail never goes out without what it promises.
      const files = await Promise.all(
        mail.attachments.map((ref) => {
          if (!attachments) throw new Error(`no source for the mail attachment ${ref.kind}`);
          return attachments(ref);
        }),
      );
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.locale },
        attachments: files,
      });
    } catch (error) {
      onOutcome?.('failed');
      await repository.markFailed(mail.id, error instanceof Error ? error.message : String(error));
      throw error;
    }
    onOutcome?.('sent');
    await repository.markSent(mail.id);
  });

  return {
    smtp: transport !== null,
    /** Stores the mail and, with SMTP, enqueues its sending: both in one transaction (the caller's, if open). */
    async send(to: string, mail: RenderedMail): Promise<MailRow> {
      return uow.withTransaction(async () => {
        const row = await repository.insert({
          to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          kind: mail.kind,
          locale: mail.locale,
          attachments: mail.attachments ?? [],
        });
        if (transport) await jobs.enqueue(mailQueue, { mailId: row.id });
        return row;
      });
    },
    page: repository.page,
    eraseTo: repository.eraseTo,
    allTo: repository.allTo,
    close(): void {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
