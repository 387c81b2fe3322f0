// What may reach the logs. Errors are logged by type, code, a short message and the code frames —
// never a failed query's parameters (a password hash, a whole design) or PostgreSQL's detail line
// (which repeats the values), and never more than a few kilobytes however large the request was.
import { pino, type DestinationStream, type Logger } from 'pino';

const maxMessage = 300;
const maxFrames = 12;

const cut = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit)}… (${text.length} chars)` : text;

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
};

/** A PostgreSQL error (it carries a five-character SQLSTATE). */
const isDatabaseError = (error: ErrorLike) => typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

function message(error: ErrorLike): string {
  const text = typeof error.message === 'string' ? error.message : String(error);
  // PostgreSQL repeats the offending value after a colon ('invalid input syntax for type integer: "…"'):
  // only the part before it is kept.
  if (isDatabaseError(error)) return cut(text.split(': ')[0]!, maxMessage);
  // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>" — the values go.
  return cut(text.split('\nparams:')[0]!, maxMessage);
}

/** Where in the schema a database error happened (names only, never values). */
function where(error: ErrorLike): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['constraint', 'table', 'column'] as const)
    if (typeof error[key] === 'string') out[key] = cut(error[key], 100);
  return out;
}

function frames(stack: unknown): string[] | undefined {
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, maxFrames)
    .map((line) => cut(line.trim(), 200));
}

/** pino's `err` serializer for the whole server. */
export function safeError(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object') return { message: cut(String(value), maxMessage) };
  const error = value as ErrorLike;
  const cause = error.cause && typeof error.cause === 'object' ? (error.cause as ErrorLike) : undefined;
  return {
    type: typeof error.name === 'string' ? error.name : 'Error',
    message: message(error),
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
    ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
    ...(cause
      ? {
          cause: {
            type: typeof cause.name === 'string' ? cause.name : 'Error',
            message: message(cause),
            ...(typeof cause.code === 'string' ? { code: cause.code } : {}),
            ...where(cause),
          },
        }
      : {}),
    stack: frames(error.stack),
  };
}

/** A request path for the log line: no query (it may carry tokens), at most 300 characters. */
export function loggedPath(url: string): string {
  return cut(url.split('?')[0] ?? '', 300);
}

/** The server's logger: JSON lines, secrets redacted, errors through safeError. */
export function createLogger(level: string, stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      // Belt and braces: our request line holds none of these, but an error's context might.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.refresh_token',
          '*.access_token',
          '*.token',
          '*.passwordHash',
        ],
        censor: '[redacted]',
      },
      serializers: { err: safeError, error: safeError },
    },
    stream,
  );
}
