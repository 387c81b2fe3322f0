// The accounts module's factory: its repositories (e-mail tokens, contact messages) and the
// registration, profile and contact services over them.
import type { Clock } from '../../core/clock.ts';
import type { PublicUrl } from '../../core/public-url.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { RateLimits } from '../../rate-limit/rate-limit.ts';
import type { AuthService } from '../auth/service.ts';
import type { CartService } from '../cart/service.ts';
import type { MailService } from '../mail/service.ts';
import type { OrderService } from '../orders/service.ts';
import type { ProjectService } from '../projects/service.ts';
import type { UserService } from '../users/service.ts';
import { createContactRepository } from './contact-repository.ts';
import { createContactService } from './contact-service.ts';
import { createEmailTokenRepository } from './email-token-repository.ts';
import { createProfileService } from './profile-service.ts';
import { createRegistrationService } from './registration-service.ts';

export type AccountsModuleDeps = {
  uow: UnitOfWork;
  jobs: JobQueue;
  limits: RateLimits;
  publicUrl: PublicUrl;
  clock: Clock;
  /** Where contact messages go (otherwise to the admins). */
  staffEmail: string | undefined;
  users: UserService;
  auth: AuthService;
  mail: MailService;
  projects: ProjectService;
  cart: Pick<CartService, 'exportOf' | 'deleteOf'>;
  orders: Pick<OrderService, 'exportOf'>;
};

/** Builds the accounts module: registration and password reset, a user's own profile, and contact messages. */
export function createAccountsModule(deps: AccountsModuleDeps) {
  const { uow, jobs, limits, publicUrl, clock, staffEmail, users, auth, mail } = deps;
  const tokens = createEmailTokenRepository(uow);
  const contacts = createContactRepository(uow);
  const registration = createRegistrationService({ users, tokens, auth, mail, jobs, limits, uow, publicUrl, clock });
  const profile = createProfileService({ ...deps, tokens, contacts, registration });
  const contact = createContactService({ contacts, users, mail, uow, limits, staffEmail, publicUrl });
  return { registration, profile, contact };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
