// The partners module's mail: an invitation to a new partner user, in the language the admin chose
// for them, with a link to set their first password (valid 7 days, once).
import type { Locale } from '@kubik/contract/locale';
import { text } from '../../i18n/texts.ts';
import { renderMail, type MailCopy, type RenderedMail } from '../mail/service.ts';

export function partnerInviteMail(
  locale: Locale,
  facts: { name: string; partnerName: string; link: string },
): RenderedMail {
  const { name, partnerName: partner, link } = facts;
  const copy: MailCopy = {
    subject: text(locale, 'partners.invite.subject', { partner }),
    lines: [
      text(locale, 'mail.helloName', { name }),
      text(locale, 'partners.invite.added', { partner }),
      text(locale, 'partners.invite.setPassword'),
    ],
    action: text(locale, 'partners.invite.action'),
    footer: text(locale, 'partners.invite.footer'),
  };
  return renderMail('partner_invite', locale, copy, link);
}
