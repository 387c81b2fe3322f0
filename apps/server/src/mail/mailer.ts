// Sends mail: every mail is stored first, then handed to SMTP when SMTP_URL is set. Without SMTP
// the stored mails are the mailbox admins read, so a fresh install works offline.
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailRepository } from './mail-repository.ts';
import type { RenderedMail } from './templates.ts';

export type Mailer = { send: (to: string, mail: RenderedMail) => Promise<void>; close: () => void; smtp: boolean };

export function createMailer(options: { smtpUrl: string | undefined; from: string; repository: MailRepository; log?: FastifyBaseLogger }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    smtp: transport !== null,
    async send(to, mail) {
      const row = await options.repository.insert({ to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind, locale: mail.locale });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, to, subject: mail.subject, text: mail.text, html: mail.html, headers: { 'Content-Language': mail.locale } });
        await options.repository.markSent(row.id);
      } catch (error) {
        options.log?.error({ err: error, mailId: row.id, kind: mail.kind }, 'mail could not be sent');
        await options.repository.markFailed(row.id, error instanceof Error ? error.message : String(error));
      }
    },
    close() {
      transport?.close();
    },
  };
}
