// The contact-us dialog: the message is stored, mailed to staff (STAFF_EMAIL, or every admin) and
// confirmed to the sender, each mail in its reader's language.
//
// Not a mail relay: a guest types any address, so their receipt quotes nothing they wrote (only a
// signed-in user with a confirmed address gets their message back); one address receives at most
// three receipts an hour, and all addresses together a hundred (past either, the message is still
// taken and mailed to staff, just not confirmed); the sender's name is one line of plain text.
// The route limits messages to ten an hour per client address.
import type { ContactRequest } from '@kubik/contract/accounts';
import { defaultLocale, isLocale, type Locale } from '@kubik/contract/locale';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RateLimits } from '../../rate-limit/rate-limit.ts';
import { mailTemplates as mails, type MailService } from '../mail/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import type { ContactRepository } from './contact-repository.ts';
import type { PublicUrl } from '../../core/public-url.ts';
import { pageUrl } from '@kubik/contract/pages';

export const contactLimits = {
  perAddress: { points: 10, windowSeconds: 60 * 60 },
  receiptsPerAddress: { points: 3, windowSeconds: 60 * 60 },
  receiptsInAll: { points: 100, windowSeconds: 60 * 60 },
} as const;

/** One line: control characters (CR, LF, tabs…) and line separators become single spaces. */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

export function createContactService(deps: {
  contacts: ContactRepository;
  users: UserService;
  mail: MailService;
  uow: UnitOfWork;
  limits: RateLimits;
  staffEmail: string | undefined;
  publicUrl: PublicUrl;
}) {
  const receiptsTo = deps.limits({ name: 'contact-receipt-to', ...contactLimits.receiptsPerAddress });
  const receiptsInAll = deps.limits({ name: 'contact-receipts', ...contactLimits.receiptsInAll });
  return {
    async send(input: ContactRequest, sender: UserRow | null, locale: Locale): Promise<{ id: string }> {
      const email = sender?.email ?? input.email;
      if (!email) throw new AppError('validation_failed', { fields: { email: 'validation_failed' } });
      const name = oneLine(input.name ?? '') || sender?.name || null;
      const mayConfirm = (await receiptsTo.tryHit(email.toLowerCase())) && (await receiptsInAll.tryHit('all'));
      const quoteBack = sender !== null && sender.emailConfirmedAt !== null;
      const projectLink = input.projectId ? pageUrl(deps.publicUrl(), 'project', { projectId: input.projectId }) : null;
      const staff = deps.staffEmail
        ? [{ email: deps.staffEmail, locale: defaultLocale }]
        : (await deps.users.withScope('admin')).map((admin) => ({
            email: admin.email,
            locale: isLocale(admin.locale) ? admin.locale : defaultLocale,
          }));
      // The message and its mails are kept together, or not at all.
      return deps.uow.withTransaction(async () => {
        const row = await deps.contacts.insert({
          userId: sender?.id ?? null,
          email,
          name,
          message: input.message,
          projectId: input.projectId ?? null,
          locale,
        });
        for (const member of staff) {
          await deps.mail.send(
            member.email,
            mails.contactStaff(member.locale, { email, name, signedIn: sender !== null }, input.message, projectLink),
          );
        }
        if (mayConfirm) await deps.mail.send(email, mails.contactReceipt(locale, quoteBack ? input.message : null));
        return { id: row.id };
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
