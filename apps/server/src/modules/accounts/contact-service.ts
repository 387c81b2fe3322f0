// The contact-us dialog: the message is stored, mailed to staff (STAFF_EMAIL, or every admin) and
// confirmed to the sender, each mail in its reader's language.
import type { ContactRequest } from '@kubik/contract/accounts';
import { defaultLocale, isLocale, type Locale } from '@kubik/contract/locale';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { mailTemplates as mails, type MailService } from '../mail/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import type { ContactRepository } from './contact-repository.ts';

export function createContactService(deps: { contacts: ContactRepository; users: UserService; mail: MailService; uow: UnitOfWork; staffEmail: string | undefined; publicUrl: string }) {
  return {
    async send(input: ContactRequest, sender: UserRow | null, locale: Locale): Promise<{ id: string }> {
      const email = sender?.email ?? input.email;
      if (!email) throw new AppError('validation_failed', { fields: { email: 'validation_failed' } });
      const name = input.name?.trim() || sender?.name || null;
      const projectLink = input.projectId ? `${deps.publicUrl}/configurator/${input.projectId}` : null;
      const staff = deps.staffEmail
        ? [{ email: deps.staffEmail, locale: defaultLocale }]
        : (await deps.users.withScope('admin')).map((admin) => ({ email: admin.email, locale: isLocale(admin.locale) ? admin.locale : defaultLocale }));
      // The message and its mails are kept together, or not at all.
      return deps.uow.withTransaction(async () => {
        const row = await deps.contacts.insert({ userId: sender?.id ?? null, email, name, message: input.message, projectId: input.projectId ?? null, locale });
        for (const member of staff) {
          await deps.mail.send(member.email, mails.contactStaff(member.locale, { email, name, signedIn: sender !== null }, input.message, projectLink));
        }
        await deps.mail.send(email, mails.contactReceipt(locale, input.message));
        return { id: row.id };
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
