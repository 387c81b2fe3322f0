// Wires repositories into services. Routes get services, services get repositories, and only
// repositories touch SQL.
import { createContactRepository } from './accounts/contact-repository.ts';
import { createContactService } from './accounts/contact-service.ts';
import { createEmailTokenRepository } from './accounts/email-token-repository.ts';
import { createProfileService } from './accounts/profile-service.ts';
import { createRegistrationService } from './accounts/registration-service.ts';
import { createAuthService } from './auth/auth-service.ts';
import { createSessionRepository } from './auth/session-repository.ts';
import { createLoginThrottle, type Clock } from './auth/throttle.ts';
import { createThrottleRepository } from './auth/throttle-repository.ts';
import { createTokenSigner } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createRateLimit } from './http/rate-limit.ts';
import { createCatalogueRepository } from './designs/catalogue-repository.ts';
import { createCatalogueService } from './designs/catalogue-service.ts';
import { createMailRepository } from './mail/mail-repository.ts';
import { seedPredefinedConfigurations } from './projects/configurations.ts';
import { createConfigurationRepository, createProjectRepository } from './projects/project-repository.ts';
import { createProjectService } from './projects/project-service.ts';
import { createMailer } from './mail/mailer.ts';
import { loadOrCreateSecret } from './system/secret-repository.ts';
import { createUserRepository } from './users/user-repository.ts';

export async function createServices(database: Database, config: Config, clock: Clock = () => new Date()) {
  const { db } = database;
  const users = createUserRepository(db);
  const sessions = createSessionRepository(db);
  const signer = createTokenSigner(await loadOrCreateSecret(db, 'jwt', config.jwtSecret));
  const throttleRepository = createThrottleRepository(db);
  const throttle = createLoginThrottle(throttleRepository, clock);
  const auth = createAuthService({
    users,
    sessions,
    throttle,
    signer,
    lifetimes: { accessTokenTtl: config.accessTokenTtl, refreshTokenTtl: config.refreshTokenTtl },
    clock,
  });
  const catalogue = createCatalogueService(createCatalogueRepository(db));

  // Work done after the answer (so its timing reveals nothing). Tracked so shutdown and tests can
  // wait for it; its failures are logged as JSON lines like the rest.
  const background = new Set<Promise<void>>();
  const later = (work: () => Promise<void>) => {
    const running = work()
      .catch((error: unknown) => {
        process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), msg: 'background work failed', err: String(error) })}\n`);
      })
      .finally(() => background.delete(running));
    background.add(running);
  };
  const settle = async () => {
    while (background.size > 0) await Promise.all([...background]);
  };

  const projectRepository = createProjectRepository(db);
  const mailRepository = createMailRepository(db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, repository: mailRepository });
  const tokens = createEmailTokenRepository(db);
  const contacts = createContactRepository(db);
  const registration = createRegistrationService({ users, tokens, auth, mailer, publicUrl: config.publicUrl, clock, later });
  const profile = createProfileService({ users, tokens, contacts, mailRepository, projects: projectRepository, registration, auth, mailer, publicUrl: config.publicUrl, clock });
  const contact = createContactService({ contacts, users, mailer, staffEmail: config.staffEmail, publicUrl: config.publicUrl });
  /** Contact messages: ten an hour from one address keeps the staff's inbox usable. */
  const contactLimit = createRateLimit(throttleRepository, clock, { name: 'contact', limit: 10, windowMs: 60 * 60 * 1000 });
  /** PDFs of designs in hand (guests too) cost seconds of CPU each. */
  const guestPdfLimit = createRateLimit(throttleRepository, clock, { name: 'design-pdf', limit: 30, windowMs: 60 * 60 * 1000 });
  const configurations = createConfigurationRepository(db);
  const projects = createProjectService({ projects: projectRepository, publicUrl: config.publicUrl });
  /** First-start content: the catalogue and the predefined configurations. */
  const seed = async () => {
    await catalogue.seed();
    await seedPredefinedConfigurations(configurations);
  };
  return { database, users, sessions, signer, auth, catalogue, mailRepository, mailer, registration, profile, contact, contactLimit, guestPdfLimit, projects, projectRepository, configurations, seed, settle };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
