// The mail module's factory: its outbox repository and the mail service over it.
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createMailRepository } from './repository.ts';
import { createMailService, type AttachmentSource } from './service.ts';

export type MailModuleDeps = {
  uow: UnitOfWork;
  jobs: JobQueue;
  smtpUrl: string | undefined;
  from: string;
  /** Files named by a mail, made when it goes out. */
  attachments?: AttachmentSource;
  /** Hears each hand-over to SMTP (metrics). */
  onOutcome?: (outcome: 'sent' | 'failed') => void;
};

/** Builds the mail module: the outbox and the service that queues and sends mails. */
export function createMailModule({ uow, jobs, smtpUrl, from, attachments, onOutcome }: MailModuleDeps) {
  const mail = createMailService({
    smtpUrl,
    from,
    repository: createMailRepository(uow),
    jobs,
    uow,
    attachments,
    onOutcome,
  });
  return { mail };
}

export type MailModule = ReturnType<typeof createMailModule>;
