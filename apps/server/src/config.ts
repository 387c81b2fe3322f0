// Configuration comes from the environment only; every variable has a documented default
// (README, "Configuration"). Parsed once at start-up so a bad value stops the server with a clear message.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { accessTokenLifetime, refreshTokenLifetime } from '@kubik/contract/auth';

const optionalText = z.string().trim().min(1).optional().catch(undefined);

const env = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  PUBLIC_URL: optionalText,
  JWT_SECRET: optionalText.refine((v) => v === undefined || Buffer.byteLength(v) >= 32, 'must be at least 32 bytes (e.g. `openssl rand -base64 48`), or unset to have one generated'),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(5 * 1024 * 1024),
  TRUST_PROXY: z.string().default('false').transform((value, ctx) => trustProxy(value, ctx)),
  WEB_DIST_DIR: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Kubik <no-reply@kubik.local>'),
  STAFF_EMAIL: optionalText,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).optional(),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).optional(),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).optional(),
});

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
    ctx.addIssue({ code: 'custom', message: 'true would trust any X-Forwarded-For a client sends: give the number of proxies in front of Kubik (e.g. 1) or their addresses (e.g. 10.0.0.0/8)' });
    return z.NEVER;
  }
  const list = text.split(',').map((part) => part.trim()).filter(Boolean);
  if (list.every((part) => isIP(part.split('/')[0]!) !== 0)) return list;
  ctx.addIssue({ code: 'custom', message: 'expected false, a number of proxies, or comma-separated addresses or CIDRs' });
  return z.NEVER;
}

export type Config = {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  bodyLimit: number;
  trustProxy: false | number | string[];
  jobLeaseSeconds: number;
  /** Every rate limit's allowance multiplied by this (tests only: the browser tests sign up many users from one address). */
  rateLimitFactor: number;
  webDistDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env, repoRoot = process.cwd()): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // Shortened token lifetimes exist for tests only; production always uses the seed's lifetimes.
  const testing = e.NODE_ENV === 'test';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // memory:// keeps the embedded database in memory (benchmarks, throw-away runs).
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
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
  };
}
