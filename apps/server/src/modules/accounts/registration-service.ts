// Registration (customer and company), e-mail confirmation, and the forgotten-password flow.
//
// Registration tells whether an address has an account (409 email_taken): the product signs a new
// customer in at once so the design they made survives (DESIGN.md), which needs an answer that
// differs. The oracle is accepted and bounded instead: registrations are limited per address
// (registrationLimit), and a taken address costs the same password hash as a new one, so timing adds
// nothing. Sign-in and forgot-password stay silent about which addresses exist.
import type { RegisterCompanyRequest, RegisterCustomerRequest } from '@kubik/contract/accounts';
import { defaultLocale, isLocale, type Locale } from '@kubik/contract/locale';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { RateLimits } from '../../rate-limit/rate-limit.ts';
import type { AuthService, IssuedTokens } from '../auth/service.ts';
import { passwordProblem } from '../auth/service.ts';
import { mailTemplates, type MailService } from '../mail/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import type { EmailTokenRepository } from './email-token-repository.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';
import { currentRequestOrigin, withRequestOrigin, type PublicUrl } from '../../core/public-url.ts';
import { pageUrl } from '@kubik/contract/pages';

const hour = 60 * 60 * 1000;
/** `invite`: a partner user's first password (partners module), set through the reset-password page. */
export const tokenLifetimes = {
  confirm_email: 24 * hour,
  change_email: 24 * hour,
  reset_password: hour,
  invite: 7 * 24 * hour,
} as const;
/** Resending the confirmation: once a minute, five times an hour. */
export const resendLimits = { perMinute: 1, perHour: 5 } as const;
/** New accounts from one client address. */
export const registrationLimit = { points: 10, windowSeconds: 60 * 60 } as const;
/** Reset links asked for from one address, and mailed to one address (a victim's inbox stays usable). */
export const forgotPasswordLimits = {
  perAddress: { points: 10, windowSeconds: 60 * 60 },
  perTarget: { points: 3, windowSeconds: 60 * 60 },
} as const;

export const forgotPasswordQueue = 'accounts.forgot-password';

export type RegistrationDeps = {
  users: UserService;
  tokens: EmailTokenRepository;
  auth: AuthService;
  mail: MailService;
  jobs: JobQueue;
  limits: RateLimits;
  uow: UnitOfWork;
  publicUrl: PublicUrl;
  clock: Clock;
};

export function assertPasswordAcceptable(
  password: string,
  context: { email?: string; name?: string },
  field = 'password',
) {
  const problem = passwordProblem(password, context);
  if (problem) throw new AppError(problem, { fields: { [field]: problem } });
}

export function createRegistrationService({
  users,
  tokens,
  auth,
  mail,
  jobs,
  limits,
  uow,
  publicUrl,
  clock,
}: RegistrationDeps) {
  const link = (page: 'confirmEmail' | 'passwordReset', token: string) =>
    pageUrl(publicUrl(), page, undefined, { token });
  const localeOf = (user: UserRow): Locale => (isLocale(user.locale) ? user.locale : defaultLocale);
  const registrations = limits({ name: 'register-ip', ...registrationLimit });
  const forgotFromAddress = limits({ name: 'forgot-ip', ...forgotPasswordLimits.perAddress });
  const forgotToTarget = limits({ name: 'forgot-target', ...forgotPasswordLimits.perTarget });

  async function issueToken(user: UserRow, purpose: keyof typeof tokenLifetimes, newEmail?: string): Promise<string> {
    const now = clock();
    const { token, hash } = newSecretToken();
    await uow.withTransaction(() =>
      tokens.create({
        userId: user.id,
        purpose,
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + tokenLifetimes[purpose]),
        createdAt: now,
        ...(newEmail ? { newEmail } : {}),
      }),
    );
    return token;
  }

  async function sendConfirmation(user: UserRow): Promise<void> {
    await uow.withTransaction(async () => {
      const token = await issueToken(user, 'confirm_email');
      await mail.send(user.email, mailTemplates.confirmEmail(localeOf(user), user.name, link('confirmEmail', token)));
    });
  }

  // The forgotten-password mail is made in a job: the answer is the same, and as fast, whether or
  // not the address has an account.
  // `origin`: the address the request came to, for the link when PUBLIC_URL is unset (core/public-url.ts).
  jobs.register<{ email: string; origin?: string }>(forgotPasswordQueue, async ({ email, origin }) => {
    const user = await users.findByEmail(email);
    if (!user || user.deletedAt || user.blockedAt) return;
    const send = () =>
      uow.withTransaction(async () => {
        const token = await issueToken(user, 'reset_password');
        await mail.send(
          user.email,
          mailTemplates.resetPassword(localeOf(user), user.name, link('passwordReset', token)),
        );
      });
    await (origin ? withRequestOrigin(origin, send) : send());
  });

  async function register(
    fields: {
      name: string;
      email: string;
      password: string;
      locale?: Locale | undefined;
      scopes: string[];
      company?: UserRow['company'];
    },
    from: { address: string; userAgent: string | null },
  ): Promise<{ user: UserRow; tokens: IssuedTokens }> {
    assertPasswordAcceptable(fields.password, { email: fields.email, name: fields.name });
    await registrations.hit(from.address);
    // Hashed before the address is looked at: a taken address costs the same time as a new one.
    const passwordHash = await auth.hashPassword(fields.password);
    // The user, the confirmation token, its mail (and the mail's job), the sign-in: all or nothing.
    return uow.withTransaction(async () => {
      const user = await users.insert({
        email: fields.email,
        name: fields.name,
        passwordHash,
        scopes: fields.scopes,
        locale: fields.locale ?? defaultLocale,
        company: fields.company ?? null,
        billingAddress: fields.company?.address ?? null,
      });
      await sendConfirmation(user);
      return { user, tokens: await auth.startSession(user.id, from.userAgent) };
    });
  }

  return {
    registerCustomer(input: RegisterCustomerRequest, from: { address: string; userAgent: string | null }) {
      return register(
        { name: input.name, email: input.email, password: input.password, locale: input.locale, scopes: ['customer'] },
        from,
      );
    },

    registerCompany(input: RegisterCompanyRequest, from: { address: string; userAgent: string | null }) {
      return register(
        {
          name: input.name,
          email: input.email,
          password: input.password,
          locale: input.locale,
          scopes: ['customer', 'company'],
          company: { companyName: input.companyName, vatId: input.vatId, address: input.address },
        },
        from,
      );
    },

    /** Counted and sent under a lock on the user's confirmation tokens: requests at the same moment mail once (N8). */
    async resendConfirmation(user: UserRow): Promise<void> {
      if (user.emailConfirmedAt) return;
      await uow.withTransaction(async () => {
        await tokens.lock(user.id, 'confirm_email');
        const now = clock().getTime();
        const lastMinute = await tokens.countSince(user.id, 'confirm_email', new Date(now - 60_000));
        const lastHour = await tokens.countSince(user.id, 'confirm_email', new Date(now - hour));
        if (lastMinute >= resendLimits.perMinute) throw new AppError('too_many_requests', { retryAfterSeconds: 60 });
        if (lastHour >= resendLimits.perHour) throw new AppError('too_many_requests', { retryAfterSeconds: 3600 });
        await sendConfirmation(user);
      });
    },

    /** Confirms a registration's address, or an e-mail change (then the new address takes over). */
    async confirmEmail(token: string): Promise<{ email: string }> {
      return uow.withTransaction(async () => {
        const row = await tokens.consume(hashSecretToken(token), ['confirm_email', 'change_email'], clock());
        if (!row) throw new AppError('token_invalid', { status: 400 });
        const user = await users.findById(row.userId);
        if (!user || user.deletedAt) throw new AppError('token_invalid', { status: 400 });
        if (row.purpose === 'change_email' && row.newEmail) {
          // Taken since the link was mailed (a change to a taken address mails no link at all).
          const holder = await users.findByEmail(row.newEmail);
          if (holder && holder.id !== user.id) throw new AppError('email_taken', { fields: { email: 'email_taken' } });
          await users.update(user.id, { email: row.newEmail, emailConfirmedAt: clock() });
          return { email: row.newEmail };
        }
        await users.update(user.id, { emailConfirmedAt: user.emailConfirmedAt ?? clock() });
        return { email: user.email };
      });
    },

    /**
     * Answers the same whatever the address: only a job is enqueued here. Limited per asking address
     * (429) and per target address (silently: the answer still says nothing, the victim's inbox is spared).
     */
    async forgotPassword(email: string, address: string): Promise<void> {
      await forgotFromAddress.hit(address);
      const target = email.trim().toLowerCase();
      if (!(await forgotToTarget.tryHit(target))) return;
      const origin = currentRequestOrigin();
      await jobs.enqueue(forgotPasswordQueue, { email: target, ...(origin ? { origin } : {}) });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      // Checked before the token is spent, so a refused password does not cost the link.
      assertPasswordAcceptable(password, {});
      const passwordHash = await auth.hashPassword(password);
      await uow.withTransaction(async () => {
        const row = await tokens.consume(hashSecretToken(token), ['reset_password', 'invite'], clock());
        if (!row) throw new AppError('token_invalid', { status: 400 });
        const found = await users.findById(row.userId);
        if (!found) throw new AppError('token_invalid', { status: 400 });
        await users.update(found.id, { passwordHash, emailConfirmedAt: found.emailConfirmedAt ?? clock() });
        // Whoever had the password before (perhaps the reason for the reset) is signed out everywhere.
        await auth.endSessions(found.id, 'password_reset');
      });
    },

    issueToken,
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
