// Kubik's metrics in Prometheus' text format (prom-client). One registry per app instance (the
// tests build many apps in one process, so the library's global registry is never used), and the
// process's default metrics once per process. Counters
// are counted where the thing happens, once per event: payments on the committed transition
// (uow.afterCommit), mails and jobs where the job runner records the outcome. Gauges that need the
// database (job queues) are read when Prometheus scrapes, with a short timeout. What each metric
// means, and the alerts on them: docs/operations/metrics.md.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export type JobOutcome = 'done' | 'retry' | 'dead';
export type PaymentEvent = 'started' | 'succeeded' | 'failed' | 'refunded';
export type MailOutcome = 'sent' | 'failed';

/** How long a scrape waits for the database before reporting it down. */
const scrapeTimeoutMs = 2000;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The class of an HTTP status: 2xx … 5xx (the error-rate alert divides 5xx by all). */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * The process's own metrics (prom-client's defaults: CPU, memory, event-loop lag, GC): one set per
 * process, made on the first scrape-able app, however many apps a process builds (the tests build
 * hundreds; a set per app kept an event-loop monitor and timers running for each).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(database: Pick<Database, 'db' | 'ping' | 'poolUse' | 'observeQueries'>) {
  const registry = new Registry();

  const httpDuration = new Histogram({
    name: 'kubik_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern (never the raw URL) and status class, and how long they took.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const httpRequests = new Counter({
    name: 'kubik_http_requests_total',
    help: 'HTTP requests by method, route pattern and exact status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'kubik_db_query_duration_seconds',
    help: 'Database queries and how long they took (failed ones too).',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  const queryErrors = new Counter({
    name: 'kubik_db_query_errors_total',
    help: 'Database queries that failed (any reason: a constraint, a lost connection).',
    registers: [registry],
  });
  database.observeQueries((seconds, failed) => {
    queryDuration.observe(seconds);
    if (failed) queryErrors.inc();
  });

  new Gauge({
    name: 'kubik_db_pool_connections',
    help: 'Database connections by state: in_use, idle; waiting counts queries waiting for a connection; max the pool size (PGlite: its single connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse();
      this.set({ state: 'in_use' }, use.inUse);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });
  new Gauge({
    name: 'kubik_db_up',
    help: '1 when the database answered `select 1` within 2 s at this scrape, else 0.',
    registers: [registry],
    async collect() {
      this.set((await withTimeout(database.ping(), scrapeTimeoutMs).catch(() => false)) ? 1 : 0);
    },
  });

  type JobRow = {
    queue: string;
    waiting: string | number;
    scheduled: string | number;
    running: string | number;
    failed: string | number;
    oldest: string | number | null;
  };
  const jobsGauge = new Gauge({
    name: 'kubik_jobs',
    help: 'Jobs by queue and state: waiting (due, not claimed), scheduled (not due yet, retries too), running (claimed), failed (gave up after its attempts; the admin area lists and retries them).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const oldestDue = new Gauge({
    name: 'kubik_jobs_oldest_due_age_seconds',
    help: 'Per queue, how long the longest-waiting due, unclaimed job has been due (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const jobsRead = new Gauge({
    name: 'kubik_jobs_scrape_ok',
    help: '1 when the job gauges were read from the database at this scrape, 0 when it did not answer in time (they then keep the last values read).',
    registers: [registry],
  });
  /** One query before each scrape fills the job gauges (prom-client collects metrics concurrently, so not in their collect). */
  async function readJobs(): Promise<void> {
    try {
      const rows = rowsOf<JobRow>(
        await withTimeout(
          database.db.execute(sql`
            select queue,
              count(*) filter (where failed_at is null and run_at <= now() and (locked_until is null or locked_until < now())) as waiting,
              count(*) filter (where failed_at is null and run_at > now() and (locked_until is null or locked_until < now())) as scheduled,
              count(*) filter (where failed_at is null and locked_until >= now()) as running,
              count(*) filter (where failed_at is not null) as failed,
              extract(epoch from now() - min(run_at) filter (where failed_at is null and run_at <= now() and (locked_until is null or locked_until < now()))) as oldest
            from jobs where done_at is null group by queue`),
          scrapeTimeoutMs,
        ),
      );
      jobsGauge.reset();
      oldestDue.reset();
      for (const row of rows) {
        for (const state of ['waiting', 'scheduled', 'running', 'failed'] as const)
          jobsGauge.set({ queue: row.queue, state }, Number(row[state]));
        oldestDue.set({ queue: row.queue }, row.oldest === null ? 0 : Math.max(0, Number(row.oldest)));
      }
      jobsRead.set(1);
    } catch {
      jobsRead.set(0);
    }
  }

  const jobRuns = new Counter({
    name: 'kubik_job_runs_total',
    help: 'Job attempts run by this server, by queue and outcome: done, retry (failed, will run again), dead (failed for the last time).',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'kubik_job_duration_seconds',
    help: 'How long job attempts took, by queue.',
    labelNames: ['queue'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const mails = new Counter({
    name: 'kubik_mails_total',
    help: 'Mails handed to SMTP (sent) or refused by it (failed, retried by the job).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'kubik_payments_total',
    help: 'Payments by provider and event: started (an attempt made), succeeded, failed, refunded — each counted once, when its transaction commits.',
    labelNames: ['provider', 'event'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'kubik_rate_limit_refusals_total',
    help: "Uses refused by a rate limit, by the limit's name.",
    labelNames: ['limit'] as const,
    registers: [registry],
  });

  // Every label a counter can take starts at 0, so rate() and increase() see the first event.
  for (const outcome of ['sent', 'failed'] as const) mails.inc({ outcome }, 0);

  return {
    registry,
    request(method: string, route: string, status: number, seconds: number): void {
      httpDuration.observe({ method, route, status_class: statusClass(status) }, seconds);
      httpRequests.inc({ method, route, status: String(status) });
    },
    job(queue: string, outcome: JobOutcome, seconds: number): void {
      jobRuns.inc({ queue, outcome });
      jobDuration.observe({ queue }, seconds);
    },
    mail(outcome: MailOutcome): void {
      mails.inc({ outcome });
    },
    payment(provider: string, event: PaymentEvent): void {
      payments.inc({ provider, event });
    },
    rateLimitRefused(limit: string): void {
      refusals.inc({ limit });
    },
    /** The text Prometheus scrapes. */
    async scrape(): Promise<string> {
      await readJobs();
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
    contentType: registry.contentType,
    close(): void {
      database.observeQueries(undefined);
      registry.clear();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
