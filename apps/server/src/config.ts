// Configuration comes from the environment only; every variable has a documented default
// (README, "Configuration"). Parsed once at start-up so a bad value stops the server with a clear message.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { accessTokenLifetime, refreshTokenLifetime } from '@kubik/contract/auth';
import { defaultShopTimeZone, isTimeZone } from '@kubik/contract/locale';

const optionalText = z.string().trim().min(1).optional().catch(undefined);

const env = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  DATABASE_DIRECT_URL: optionalText,
  PUBLIC_URL: optionalText,
  JWT_SECRET: optionalText.refine(
    (v) => v === undefined || Buffer.byteLength(v) >= 32,
    'must be at least 32 bytes (e.g. `openssl rand -base64 48`), or unset to have one generated',
  ),
  MODEL_LINK_SECRET: optionalText.refine(
    (v) => v === undefined || Buffer.byteLength(v) >= 32,
    'must be at least 32 bytes (e.g. `openssl rand -base64 48`), or unset to have one generated',
  ),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => trustProxy(value, ctx)),
  WEB_DIST_DIR: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Kubik <no-reply@kubik.local>'),
  STAFF_EMAIL: optionalText,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).optional(),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).optional(),
  KUBIK_ROLE: z
    .string()
    .trim()
    .default('all')
    .pipe(
      z.enum(['web', 'worker', 'all'], {
        error: (issue) =>
          `must be web, worker or all (got ${JSON.stringify(issue.input)}): web serves HTTP and runs no jobs, worker runs the jobs, all does both`,
      }),
    ),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).optional(),
  SESSION_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 60 * 60),
  PROJECTS_PER_USER: z.coerce.number().int().min(1).default(200),
  PROJECT_STORAGE_BYTES_PER_USER: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .default(20 * 1024 * 1024),
  STRIPE_SECRET_KEY: optionalText.refine(
    (v) => v === undefined || /^(sk|rk)_(test|live)_\w+$/.test(v),
    'must be a secret (sk_…) or restricted (rk_…) key',
  ),
  STRIPE_PUBLISHABLE_KEY: optionalText.refine(
    (v) => v === undefined || /^pk_(test|live)_\w+$/.test(v),
    'must be a publishable key (pk_…)',
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.refine(
    (v) => v === undefined || /^whsec_\w+$/.test(v),
    'must be a webhook signing secret (whsec_…)',
  ),
  STRIPE_API_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v),
    'must be http(s)://host:port, e.g. http://127.0.0.1:12111',
  ),
  SELLER_NAME: z.string().trim().min(1).default('Kubik'),
  SELLER_ADDRESS: optionalText,
  SELLER_VAT_ID: optionalText,
  SELLER_EMAIL: optionalText.refine(
    (v) => v === undefined || z.email().safeParse(v).success,
    'is not an e-mail address',
  ),
  SELLER_PHONE: optionalText.refine(
    (v) => v === undefined || /^\+?[0-9 ()/-]{6,24}$/.test(v),
    'is not a phone number (digits, spaces and + ( ) / -)',
  ),
  BANK_IBAN: optionalText.refine(
    (v) => v === undefined || isValidIBAN(electronicFormatIBAN(v) ?? ''),
    'is not a valid IBAN',
  ),
  BANK_BIC: optionalText.refine((v) => v === undefined || isValidBIC(v.toUpperCase()), 'is not a valid BIC'),
  SHOP_TIME_ZONE: z
    .string()
    .trim()
    .default(defaultShopTimeZone)
    .refine(isTimeZone, 'is not an IANA time zone (e.g. Europe/Ljubljana)'),
  BANK_TRANSFER_DAYS: z.coerce.number().int().min(1).max(90).default(8),
  METRICS_TOKEN: optionalText.refine(
    (v) => v === undefined || Buffer.byteLength(v) >= 16,
    'must be at least 16 bytes (e.g. `openssl rand -base64 32`), or unset to turn /metrics off',
  ),
});

/** Stripe is on only with all three keys, of one mode (test or live); some of them is a mistake. */
function stripeConfig(e: z.infer<typeof env>): StripeConfig | undefined {
  const keys = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: e.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
  };
  const missing = Object.entries(keys)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (missing.length === 3) return undefined;
  if (missing.length > 0)
    throw new Error(
      `Invalid configuration: card payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together; missing ${missing.join(', ')}`,
    );
  const mode = (key: string) => (key.includes('_live_') ? 'live' : 'test');
  if (mode(e.STRIPE_SECRET_KEY!) !== mode(e.STRIPE_PUBLISHABLE_KEY!))
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are of different modes (test and live)',
    );
  return {
    secretKey: e.STRIPE_SECRET_KEY!,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    apiUrl: e.STRIPE_API_URL,
  };
}

/** Bank transfer is offered only with the account to pay into. */
function bankConfig(e: z.infer<typeof env>): BankConfig | undefined {
  if (!e.BANK_IBAN && !e.BANK_BIC) return undefined;
  if (!e.BANK_IBAN || !e.BANK_BIC)
    throw new Error('Invalid configuration: bank transfer needs BANK_IBAN and BANK_BIC together');
  return {
    iban: friendlyFormatIBAN(electronicFormatIBAN(e.BANK_IBAN) ?? undefined) ?? e.BANK_IBAN,
    bic: e.BANK_BIC.toUpperCase(),
    paymentDays: e.BANK_TRANSFER_DAYS,
  };
}

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** A Stripe-compatible API to talk to instead of api.stripe.com (tests: packages/stripe-fake). */
  apiUrl: string | undefined;
};

export type BankConfig = { iban: string; bic: string; paymentDays: number };

/**
 * TRUST_PROXY: `false`; the number of proxies in front of Kubik (`1` behind one reverse proxy: the
 * client's address is the last one it appends to X-Forwarded-For); or the proxies' addresses or
 * CIDRs, comma-separated. `true` would take the client's own first X-Forwarded-For entry, which it
 * can write itself, and so is refused.
 */
function trustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would trust any X-Forwarded-For a client sends: give the number of proxies in front of Kubik (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.every((part) => isIP(part.split('/')[0]!) !== 0)) return list;
  ctx.addIssue({
    code: 'custom',
    message: 'expected false, a number of proxies, or comma-separated addresses or CIDRs',
  });
  return z.NEVER;
}

/**
 * What one process does (docs/decisions/0025-web-and-worker-roles.md): `web` serves the API and the
 * app and runs no jobs (its enqueues still commit rows for a worker); `worker` runs the job queue,
 * the periodic jobs and the documents they make, and answers only /api/health and /api/ready;
 * `all` (the default, `npm start`) does both.
 */
export type Role = 'web' | 'worker' | 'all';

export type Config = {
  env: 'production' | 'development' | 'test';
  role: Role;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The PostgreSQL server itself when DATABASE_URL goes through PgBouncer in transaction mode: for the migration lock and LISTEN. */
  databaseDirectUrl: string | undefined;
  /** Where links point outside a request: PUBLIC_URL, or `http://localhost:PORT` when it is unset. */
  publicUrl: string;
  /** PUBLIC_URL as given; undefined: links use each request's own address (core/public-url.ts). */
  publicUrlConfigured: string | undefined;
  jwtSecret: string | undefined;
  /** Signs the 3D files' links for phones and AR viewers (modules/models3d); undefined: generated once and kept in the database. */
  modelLinkSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  bodyLimit: number;
  trustProxy: false | number | string[];
  /** How long a claimed job is held without renewal; a live runner renews it every half lease (jobs/queue.ts). */
  jobLeaseSeconds: number;
  /** Every rate limit's allowance multiplied by this (tests only: the browser tests sign up many users from one address). */
  rateLimitFactor: number;
  webDistDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** A sign-in ends this long after the password was given, however often it is refreshed. */
  sessionMaxAge: number;
  /** What one account may keep: projects, and the bytes they take in the database (designs as stored, compressed; thumbnails). */
  projectQuota: { projects: number; storedBytes: number };
  /** Card payments through Stripe; undefined: the built-in test provider stands in. */
  stripe: StripeConfig | undefined;
  /** The account bank transfers go to; undefined: bank transfer is not offered. */
  bank: BankConfig | undefined;
  /** The IANA zone every date is shown in (pages, mails, PDFs, exports). */
  shopTimeZone: string;
  /** Who sells, as the order documents name it, and how customers reach the shop (the PDFs' contact line). */
  seller: {
    name: string;
    address: string | undefined;
    vatId: string | undefined;
    email: string | undefined;
    phone: string | undefined;
  };
  /** The bearer token Prometheus sends for /metrics; undefined: /metrics does not exist (metrics/routes.ts). */
  metricsToken: string | undefined;
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env, repoRoot = process.cwd()): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.KUBIK_ROLE !== 'all' && !e.DATABASE_URL)
    throw new Error(
      `Invalid configuration: KUBIK_ROLE=${e.KUBIK_ROLE} needs DATABASE_URL, the PostgreSQL server web servers and workers share; the embedded database belongs to one process, which must then be all`,
    );
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL)
    throw new Error(
      'Invalid configuration: DATABASE_DIRECT_URL is the direct way to the server behind DATABASE_URL; set DATABASE_URL too (or neither, for the embedded database)',
    );
  // Shortened token lifetimes exist for tests only; production always uses the seed's lifetimes.
  const testing = e.NODE_ENV === 'test';
  return {
    env: e.NODE_ENV,
    role: e.KUBIK_ROLE,
    port: e.PORT,
    host: e.HOST,
    // memory:// keeps the embedded database in memory (benchmarks, throw-away runs).
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: e.PUBLIC_URL?.replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    modelLinkSecret: e.MODEL_LINK_SECRET,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    jobLeaseSeconds: e.JOBS_LEASE_SECONDS,
    rateLimitFactor: testing && e.RATE_LIMIT_FACTOR ? e.RATE_LIMIT_FACTOR : 1,
    webDistDir: resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    accessTokenTtl: testing && e.ACCESS_TOKEN_TTL_SECONDS ? e.ACCESS_TOKEN_TTL_SECONDS : accessTokenLifetime,
    refreshTokenTtl: testing && e.REFRESH_TOKEN_TTL_SECONDS ? e.REFRESH_TOKEN_TTL_SECONDS : refreshTokenLifetime,
    sessionMaxAge: e.SESSION_MAX_AGE_SECONDS,
    projectQuota: { projects: e.PROJECTS_PER_USER, storedBytes: e.PROJECT_STORAGE_BYTES_PER_USER },
    stripe: stripeConfig(e),
    bank: bankConfig(e),
    shopTimeZone: e.SHOP_TIME_ZONE,
    seller: {
      name: e.SELLER_NAME,
      address: e.SELLER_ADDRESS,
      vatId: e.SELLER_VAT_ID,
      email: e.SELLER_EMAIL,
      phone: e.SELLER_PHONE,
    },
    metricsToken: e.METRICS_TOKEN,
  };
}
