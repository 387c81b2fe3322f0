// The account page: read and edit the account, change password or e-mail, export, delete.
import { randomBytes } from 'node:crypto';
import type { Account, UpdateAccountRequest } from '@kubik/contract/accounts';
import { defaultLocale, isLocale } from '@kubik/contract/locale';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RateLimits } from '../../rate-limit/rate-limit.ts';
import type { AuthService } from '../auth/service.ts';
import type { CartService } from '../cart/service.ts';
import { mailTemplates, type MailService } from '../mail/service.ts';
import type { OrderService } from '../orders/service.ts';
import type { ProjectService } from '../projects/service.ts';
import { userView, type UserRow, type UserService } from '../users/service.ts';
import type { ContactRepository } from './contact-repository.ts';
import type { EmailTokenRepository } from './email-token-repository.ts';
import { assertPasswordAcceptable, type RegistrationService } from './registration-service.ts';
import type { PublicUrl } from '../../core/public-url.ts';
import { pageUrl } from '@kubik/contract/pages';

/** E-mail changes asked for by one user, and mails about one to a single address (its inbox stays usable). */
export const changeEmailLimits = {
  perUser: { points: 5, windowSeconds: 60 * 60 },
  perTarget: { points: 3, windowSeconds: 60 * 60 },
} as const;

export type ProfileDeps = {
  users: UserService;
  tokens: EmailTokenRepository;
  contacts: ContactRepository;
  mail: MailService;
  projects: ProjectService;
  cart: Pick<CartService, 'exportOf' | 'deleteOf'>;
  orders: Pick<OrderService, 'exportOf'>;
  registration: RegistrationService;
  auth: AuthService;
  uow: UnitOfWork;
  limits: RateLimits;
  publicUrl: PublicUrl;
  clock: Clock;
};

export function createProfileService({
  users,
  tokens,
  contacts,
  mail,
  projects,
  cart,
  orders,
  registration,
  auth,
  uow,
  limits,
  publicUrl,
  clock,
}: ProfileDeps) {
  const changesByUser = limits({ name: 'email-change-user', ...changeEmailLimits.perUser });
  const mailsToTarget = limits({ name: 'email-change-target', ...changeEmailLimits.perTarget });

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
      if (patch.company && !user.scopes.includes('company'))
        throw new AppError('forbidden', { fields: { company: 'forbidden' } });
      const updated = await users.update(user.id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.locale !== undefined ? { locale: patch.locale } : {}),
        ...(patch.company !== undefined ? { company: patch.company } : {}),
        ...(patch.billingAddress !== undefined ? { billingAddress: patch.billingAddress } : {}),
        ...(patch.shippingAddress !== undefined ? { shippingAddress: patch.shippingAddress } : {}),
      });
      return view(updated!);
    },

    /** Needs the current password; every other sign-in of the user ends, in the same transaction. */
    async changePassword(
      user: UserRow,
      sessionId: string,
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      await auth.confirmPassword(user, currentPassword, 'currentPassword');
      assertPasswordAcceptable(newPassword, { email: user.email, name: user.name }, 'newPassword');
      const passwordHash = await auth.hashPassword(newPassword);
      await uow.withTransaction(async () => {
        await users.update(user.id, { passwordHash });
        await auth.endSessions(user.id, 'password_changed', sessionId);
      });
    },

    /**
     * The new address takes over only when the link mailed to it is followed. The answer is the same
     * whether or not another account has the address (no oracle): then its holder gets a notice
     * without a link instead, and the pending change can never be confirmed. Five requests an hour
     * per user (429), three mails an hour to one address (the rest silently not sent).
     */
    async requestEmailChange(user: UserRow, email: string, password: string): Promise<Account> {
      await auth.confirmPassword(user, password);
      const target = email.trim().toLowerCase();
      if (target === user.email.toLowerCase()) throw new AppError('conflict', { fields: { email: 'conflict' } });
      await changesByUser.hit(user.id);
      const mayMail = await mailsToTarget.tryHit(target);
      const holder = await users.findByEmail(target);
      const locale = isLocale(user.locale) ? user.locale : defaultLocale;
      await uow.withTransaction(async () => {
        const token = await registration.issueToken(user, 'change_email', target);
        if (!mayMail) return;
        if (holder)
          await mail.send(target, mailTemplates.emailInUse(isLocale(holder.locale) ? holder.locale : defaultLocale));
        else
          await mail.send(
            target,
            mailTemplates.changeEmail(locale, user.name, pageUrl(publicUrl(), 'confirmEmail', undefined, { token })),
          );
      });
      return view(user);
    },

    /** Everything Kubik keeps about the user, as JSON (GDPR art. 20). */
    async exportData(user: UserRow) {
      return {
        exportedAt: clock().toISOString(),
        account: await view(user),
        contactMessages: (await contacts.byUser(user.id)).map((m) => ({
          message: m.message,
          email: m.email,
          createdAt: m.createdAt.toISOString(),
        })),
        projects: await projects.exportOf(user.id),
        cart: await cart.exportOf(user.id),
        orders: await orders.exportOf(user.id),
        mails: (await mail.allTo(user.email)).map((m) => ({
          subject: m.subject,
          kind: m.kind,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Erases the personal data and ends every sign-in, in one transaction: a failure anywhere leaves
     * the account as it was. The row stays, anonymised, because orders (kept for accounting as the
     * law asks) refer to it.
     */
    async deleteAccount(user: UserRow, password: string): Promise<void> {
      await auth.confirmPassword(user, password);
      const replacementHash = await auth.hashPassword(randomBytes(32).toString('hex'));
      await uow.withTransaction(async () => {
        await auth.endSessions(user.id, 'account_deleted');
        await tokens.deleteAllOf(user.id);
        await mail.eraseTo(user.email);
        await contacts.anonymiseUser(user.id);
        await projects.deleteAllOf(user.id);
        await cart.deleteOf(user.id);
        await users.anonymise(user.id, replacementHash);
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
