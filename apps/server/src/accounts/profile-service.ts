// The account page: read and edit the account, change password or e-mail, export, delete.
import { randomBytes } from 'node:crypto';
import type { Account, UpdateAccountRequest } from '@kubik/contract/accounts';
import { defaultLocale, isLocale } from '@kubik/contract/locale';
import type { AuthService } from '../auth/auth-service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Clock } from '../auth/throttle.ts';
import { AppError } from '../http/errors.ts';
import type { MailRepository } from '../mail/mail-repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mails } from '../mail/templates.ts';
import type { UserRepository, UserRow } from '../users/user-repository.ts';
import { userView } from '../users/user-view.ts';
import type { ProjectRepository } from '../projects/project-repository.ts';
import type { ContactRepository } from './contact-repository.ts';
import type { EmailTokenRepository } from './email-token-repository.ts';
import { assertPasswordAcceptable, type RegistrationService } from './registration-service.ts';

export type ProfileDeps = {
  users: UserRepository;
  tokens: EmailTokenRepository;
  contacts: ContactRepository;
  mailRepository: MailRepository;
  projects: ProjectRepository;
  registration: RegistrationService;
  auth: AuthService;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
};

export function createProfileService({ users, tokens, contacts, mailRepository, projects, registration, auth, mailer, publicUrl, clock }: ProfileDeps) {
  async function confirmPassword(user: UserRow, password: string, field = 'password') {
    if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('invalid_credentials', { status: 400, fields: { [field]: 'invalid_credentials' } });
  }

  async function view(user: UserRow): Promise<Account> {
    return {
      ...userView(user),
      company: user.company ?? null,
      billingAddress: user.billingAddress ?? null,
      shippingAddress: user.shippingAddress ?? null,
      pendingEmail: await tokens.pendingEmail(user.id, clock()),
    };
  }

  return {
    view,

    async update(user: UserRow, patch: UpdateAccountRequest): Promise<Account> {
      if (patch.company && !user.scopes.includes('company')) throw new AppError('forbidden', { fields: { company: 'forbidden' } });
      const updated = await users.update(user.id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.locale !== undefined ? { locale: patch.locale } : {}),
        ...(patch.company !== undefined ? { company: patch.company } : {}),
        ...(patch.billingAddress !== undefined ? { billingAddress: patch.billingAddress } : {}),
        ...(patch.shippingAddress !== undefined ? { shippingAddress: patch.shippingAddress } : {}),
      });
      return view(updated!);
    },

    /** Needs the current password; every other sign-in of the user ends. */
    async changePassword(user: UserRow, sessionId: string, currentPassword: string, newPassword: string): Promise<void> {
      await confirmPassword(user, currentPassword, 'currentPassword');
      assertPasswordAcceptable(newPassword, { email: user.email, name: user.name }, 'newPassword');
      await users.update(user.id, { passwordHash: await hashPassword(newPassword) });
      await auth.endSessions(user.id, 'password_changed', sessionId);
    },

    /** The new address takes over only when the link mailed to it is followed. */
    async requestEmailChange(user: UserRow, email: string, password: string): Promise<Account> {
      await confirmPassword(user, password);
      const holder = await users.findByEmail(email);
      if (holder && holder.id !== user.id) throw new AppError('email_taken', { fields: { email: 'email_taken' } });
      if (holder?.id === user.id) throw new AppError('conflict', { fields: { email: 'conflict' } });
      const token = await registration.issueToken(user, 'change_email', email);
      await mailer.send(email, mails.changeEmail(isLocale(user.locale) ? user.locale : defaultLocale, user.name, `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`));
      return view(user);
    },

    /** Everything Kubik keeps about the user, as JSON (GDPR art. 20). */
    async exportData(user: UserRow) {
      return {
        exportedAt: clock().toISOString(),
        account: await view(user),
        contactMessages: (await contacts.byUser(user.id)).map((m) => ({ message: m.message, email: m.email, createdAt: m.createdAt.toISOString() })),
        projects: (await projects.allOfOwner(user.id)).map((p) => ({ id: p.id, name: p.name, design: p.design, shareId: p.shareId, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString() })),
        mails: (await mailRepository.allTo(user.email)).map((m) => ({ subject: m.subject, kind: m.kind, createdAt: m.createdAt.toISOString() })),
      };
    },

    /**
     * Erases the personal data and ends every sign-in. The row stays, anonymised, because orders
     * (kept for accounting as the law asks) refer to it.
     */
    async deleteAccount(user: UserRow, password: string): Promise<void> {
      await confirmPassword(user, password);
      await auth.endSessions(user.id, 'account_deleted');
      await tokens.deleteAllOf(user.id);
      await mailRepository.eraseTo(user.email);
      await contacts.anonymiseUser(user.id);
      await projects.deleteAllOf(user.id);
      await users.update(user.id, {
        email: `deleted-${user.id}@deleted.invalid`,
        name: '',
        passwordHash: await hashPassword(randomBytes(32).toString('hex')),
        scopes: [],
        company: null,
        billingAddress: null,
        shippingAddress: null,
        emailConfirmedAt: null,
        deletedAt: clock(),
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
