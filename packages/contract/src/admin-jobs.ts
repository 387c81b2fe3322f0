// Background jobs as admins see them (issue 24): the job table, filtered by queue and state, and a
// retry for a job that gave up.
//   GET  /api/admin/jobs?queue=&state=&page=&perPage=  adminJobQuery → adminJobPage
//   POST /api/admin/jobs/{id}/retry → adminJob (409 job_not_retryable unless it gave up)
import { z } from 'zod';
import { listQuery } from './projects.ts';

/**
 * waiting: not done and not claimed (due now, or later: a retry's pause); running: a server holds
 * its lease; failed: gave up after its attempts (dead), kept with its last error; done: finished
 * (kept a week).
 */
export const jobStates = ['waiting', 'running', 'failed', 'done'] as const;
export type JobState = (typeof jobStates)[number];

export const adminJobQuery = z.object({
  page: listQuery.shape.page,
  perPage: listQuery.shape.perPage,
  queue: z.string().trim().min(1).max(100).optional(),
  state: z.enum(jobStates).optional(),
});
export type AdminJobQuery = z.infer<typeof adminJobQuery>;

export const adminJob = z.object({
  id: z.number().int(),
  queue: z.string(),
  state: z.enum(jobStates),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  /** Not before this moment (a retry waits here). */
  runAt: z.string(),
  /** The server holding it (`pid-xxxxxxxx`) while running, or the one that ran it once done. */
  lockedBy: z.string().nullable(),
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJob>;

/** `queues`: every queue name the table holds, for the filter. */
export const adminJobPage = z.object({
  items: z.array(adminJob),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  queues: z.array(z.string()),
});
export type AdminJobPage = z.infer<typeof adminJobPage>;
