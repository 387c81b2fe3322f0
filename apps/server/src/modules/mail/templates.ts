// The mails Kubik writes, each in the recipient's language (worded from the server's catalogues,
// i18n/texts.ts), as HTML and plain text. Links are built from PUBLIC_URL by the caller, never from
// a request's Host header.
import type { Locale } from '@kubik/contract/locale';
import { text } from '../../i18n/texts.ts';
import type { MailAttachmentRef } from './schema.ts';

export type RenderedMail = {
  kind: string;
  locale: Locale;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachmentRef[];
};

export type MailCopy = { subject: string; lines: string[]; action?: string; footer?: string };
type Copy = MailCopy;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A mail in Kubik's one layout: the lines as paragraphs, an optional button to `link`, a footer. */
export function renderMail(kind: string, locale: Locale, copy: Copy, link?: string): RenderedMail {
  const text = [
    ...copy.lines,
    ...(link ? ['', `${copy.action}: ${link}`] : []),
    ...(copy.footer ? ['', copy.footer] : []),
    '',
    '— Kubik',
  ].join('\n');
  const paragraphs = copy.lines
    .map((line) => `<p style="margin:0 0 12px">${escape(line).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escape(link)}" style="background:#7a4f2f;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escape(copy.action ?? link)}</a></p><p style="margin:0 0 12px;color:#6b645c;font-size:13px">${escape(link)}</p>`
    : '';
  const footer = copy.footer
    ? `<p style="margin:16px 0 0;color:#6b645c;font-size:13px">${escape(copy.footer)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escape(copy.subject)}</title></head><body style="margin:0;background:#f6f1ea;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#2b2622"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><div style="font-size:20px;font-weight:700;margin-bottom:24px">Kubik</div><div style="background:#fffdf9;border:1px solid #e6ddd2;border-radius:10px;padding:24px">${paragraphs}${button}${footer}</div></div></body></html>`;
  return { kind, locale, subject: copy.subject, text, html };
}

type LinkMail = 'confirmEmail' | 'changeEmail' | 'resetPassword';

/** The account mails with a link: a greeting, what the link is for, the button, how long it works. */
function linkMailCopy(locale: Locale, mail: LinkMail, name: string): Copy {
  return {
    subject: text(locale, `mail.${mail}.subject`),
    lines: [text(locale, 'mail.helloName', { name }), text(locale, `mail.${mail}.body`)],
    action: text(locale, `mail.${mail}.action`),
    footer: text(locale, `mail.${mail}.footer`),
  };
}

export const mails = {
  confirmEmail(locale: Locale, name: string, link: string) {
    return renderMail('confirm_email', locale, linkMailCopy(locale, 'confirmEmail', name), link);
  },
  changeEmail(locale: Locale, name: string, link: string) {
    return renderMail('change_email', locale, linkMailCopy(locale, 'changeEmail', name), link);
  },
  /** To the holder of an address another account asked to change to: no link, nothing to do. */
  emailInUse(locale: Locale) {
    return renderMail('email_in_use', locale, {
      subject: text(locale, 'mail.emailInUse.subject'),
      lines: [
        text(locale, 'mail.hello'),
        text(locale, 'mail.emailInUse.whatHappened'),
        text(locale, 'mail.emailInUse.nothingToDo'),
      ],
    });
  },
  resetPassword(locale: Locale, name: string, link: string) {
    return renderMail('reset_password', locale, linkMailCopy(locale, 'resetPassword', name), link);
  },
  /** `message` null: nothing of what was written is quoted (a guest's receipt goes to any address they typed). */
  contactReceipt(locale: Locale, message: string | null) {
    return renderMail('contact_receipt', locale, {
      subject: text(locale, 'mail.contactReceipt.subject'),
      lines: [
        text(locale, 'mail.contactReceipt.thanks'),
        ...(message === null ? [] : [text(locale, 'mail.yourMessage'), message]),
      ],
    });
  },
  contactStaff(
    locale: Locale,
    from: { email: string; name: string | null; signedIn: boolean },
    message: string,
    projectLink: string | null,
  ) {
    const who = `${from.name ? `${from.name} ` : ''}<${from.email}>`;
    return renderMail('contact_staff', locale, {
      subject: text(locale, 'mail.contactStaff.subject', { email: from.email }),
      lines: [
        text(locale, from.signedIn ? 'mail.contactStaff.fromSignedIn' : 'mail.contactStaff.from', { who }),
        ...(projectLink ? [text(locale, 'mail.contactStaff.project', { link: projectLink })] : []),
        message,
      ],
    });
  },
};
