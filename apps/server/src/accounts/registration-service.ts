// Registration (customer and company), e-mail confirmation, and the forgotten-password flow.
import type { RegisterCompanyRequest, RegisterCustomerRequest } from '@kubik/contract/accounts';
import { defaultLocale, isLocale, type Locale } from '@kubik/contract/locale';
import type { AuthService, IssuedTokens } from '../auth/auth-service.ts';
import { hashPassword, passwordProblem } from '../auth/passwords.ts';
import type { Clock } from '../auth/throttle.ts';
import { AppError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mails } from '../mail/templates.ts';
import type { UserRepository, UserRow } from '../users/user-repository.ts';
import type { EmailTokenRepository } from './email-token-repository.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';

const hour = 60 * 60 * 1000;
export const tokenLifetimes = { confirm_email: 24 * hour, change_email: 24 * hour, reset_password: hour } as const;
/** Resending the confirmation: once a minute, five times an hour. */
export const resendLimits = { perMinute: 1, perHour: 5 } as const;

export type RegistrationDeps = {
  users: UserRepository;
  tokens: EmailTokenRepository;
  auth: AuthService;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
  /** Work that must not hold up the answer (so its timing tells nothing); errors are logged. */
  later: (work: () => Promise<void>) => void;
};

export function assertPasswordAcceptable(password: string, context: { email?: string; name?: string }, field = 'password') {
  const problem = passwordProblem(password, context);
  if (problem) throw new AppError(problem, { fields: { [field]: problem } });
}

export function createRegistrationService({ users, tokens, auth, mailer, publicUrl, clock, later }: RegistrationDeps) {
  const link = (path: string, token: string) => `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
  const localeOf = (user: UserRow): Locale => (isLocale(user.locale) ? user.locale : defaultLocale);

  async function issueToken(user: UserRow, purpose: keyof typeof tokenLifetimes, newEmail?: string): Promise<string> {
    const now = clock();
    const { token, hash } = newSecretToken();
    await tokens.create({ userId: user.id, purpose, tokenHash: hash, expiresAt: new Date(now.getTime() + tokenLifetimes[purpose]), createdAt: now, ...(newEmail ? { newEmail } : {}) });
    return token;
  }

  async function sendConfirmation(user: UserRow): Promise<void> {
    const token = await issueToken(user, 'confirm_email');
    await mailer.send(user.email, mails.confirmEmail(localeOf(user), user.name, link('/confirm-email', token)));
  }

  async function register(
    fields: { name: string; email: string; password: string; locale?: Locale | undefined; scopes: string[]; company?: UserRow['company'] },
    userAgent: string | null,
  ): Promise<{ user: UserRow; tokens: IssuedTokens }> {
    assertPasswordAcceptable(fields.password, { email: fields.email, name: fields.name });
    if (await users.findByEmail(fields.email)) throw new AppError('email_taken', { fields: { email: 'email_taken' } });
    const user = await users
      .insert({
        email: fields.email,
        name: fields.name,
        passwordHash: await hashPassword(fields.password),
        scopes: fields.scopes,
        locale: fields.locale ?? defaultLocale,
        company: fields.company ?? null,
        billingAddress: fields.company?.address ?? null,
      })
      .catch((error: unknown) => {
        // Two registrations racing for one address: the unique index decides.
        if (String((error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code) === '23505') throw new AppError('email_taken', { fields: { email: 'email_taken' } });
        throw error;
      });
    await sendConfirmation(user);
    return { user, tokens: await auth.startSession(user.id, userAgent) };
  }

  return {
    registerCustomer(input: RegisterCustomerRequest, userAgent: string | null) {
      return register({ name: input.name, email: input.email, password: input.password, locale: input.locale, scopes: ['customer'] }, userAgent);
    },

    registerCompany(input: RegisterCompanyRequest, userAgent: string | null) {
      return register(
        { name: input.name, email: input.email, password: input.password, locale: input.locale, scopes: ['customer', 'company'], company: { companyName: input.companyName, vatId: input.vatId, address: input.address } },
        userAgent,
      );
    },

    async resendConfirmation(user: UserRow): Promise<void> {
      if (user.emailConfirmedAt) return;
      const now = clock().getTime();
      const lastMinute = await tokens.countSince(user.id, 'confirm_email', new Date(now - 60_000));
      const lastHour = await tokens.countSince(user.id, 'confirm_email', new Date(now - hour));
      if (lastMinute >= resendLimits.perMinute) throw new AppError('too_many_requests', { retryAfterSeconds: 60 });
      if (lastHour >= resendLimits.perHour) throw new AppError('too_many_requests', { retryAfterSeconds: 3600 });
      await sendConfirmation(user);
    },

    /** Confirms a registration's address, or an e-mail change (then the new address takes over). */
    async confirmEmail(token: string): Promise<{ email: string }> {
      const row = await tokens.consume(hashSecretToken(token), ['confirm_email', 'change_email'], clock());
      if (!row) throw new AppError('token_invalid', { status: 400 });
      const user = await users.findById(row.userId);
      if (!user || user.deletedAt) throw new AppError('token_invalid', { status: 400 });
      if (row.purpose === 'change_email' && row.newEmail) {
        const holder = await users.findByEmail(row.newEmail);
        if (holder && holder.id !== user.id) throw new AppError('email_taken', { fields: { email: 'email_taken' } });
        await users.update(user.id, { email: row.newEmail, emailConfirmedAt: clock() });
        return { email: row.newEmail };
      }
      await users.update(user.id, { emailConfirmedAt: user.emailConfirmedAt ?? clock() });
      return { email: user.email };
    },

    /** Answers the same whatever the address: the lookup and the mail happen after the answer. */
    forgotPassword(email: string): void {
      later(async () => {
        const user = await users.findByEmail(email);
        if (!user || user.deletedAt || user.blockedAt) return;
        const token = await issueToken(user, 'reset_password');
        await mailer.send(user.email, mails.resetPassword(localeOf(user), user.name, link('/password-reset', token)));
      });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      // Checked before the token is spent, so a refused password does not cost the link.
      assertPasswordAcceptable(password, {});
      const row = await tokens.consume(hashSecretToken(token), ['reset_password'], clock());
      if (!row) throw new AppError('token_invalid', { status: 400 });
      const user = await users.findById(row.userId);
      if (!user) throw new AppError('token_invalid', { status: 400 });
      // Whoever had the password before (perhaps the reason for the reset) is signed out everywhere.
      await users.update(user.id, { passwordHash: await hashPassword(password), emailConfirmedAt: user.emailConfirmedAt ?? clock() });
      await auth.endSessions(user.id, 'password_reset');
    },

    issueToken,
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
