// PostgreSQL errors the modules turn into their own (e.g. a unique index into email_taken).

/** unique_violation, as drizzle reports it (the driver's error is its cause) or as the driver does. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.cause?.code === '23505' || e?.code === '23505';
}

/** Node's socket errors that mean the database server cannot be reached (or went away mid-query). */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that is shutting down, restarting or refusing connections: class 08
 * (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * 53300 too_many_connections.
 */
const unreachableState = (code: string) =>
  code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';

/** What node-postgres and its pool (and PGlite) say, with no code, when a connection is gone or never came. */
const unreachableMessage =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is closed)/;

/**
 * True when `error` (or what it wraps: drizzle's DrizzleQueryError keeps the driver's error as its
 * cause, Node's AggregateError its attempts) says the database cannot be reached — an outage, not a
 * bug: answered 503 `unavailable` with Retry-After (http/errors.ts), logged once per outage (outage.ts).
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (
    typeof e.code === 'string' &&
    (socketCodes.has(e.code) || (/^[0-9A-Z]{5}$/.test(e.code) && unreachableState(e.code)))
  )
    return true;
  if (typeof e.message === 'string' && unreachableMessage.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionError(inner, depth + 1))) return true;
  return isConnectionError(e.cause, depth + 1);
}
