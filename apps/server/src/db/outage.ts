// Knowing that the database is out, once. Requests (and jobs) that fail because the database cannot
// be reached report it here: the first report of an outage logs "database unreachable" and starts
// asking the database (`ping`, with a short timeout) every `probeEveryMs`; the first answer logs
// "database back" and ends the outage. So an outage of any length is two log lines, not one error
// line per request, and recovery needs no restart (the pool makes new connections on its own; the
// probe only says when).
import { isConnectionError } from './errors.ts';

export type OutageLog = {
  error: (details: Record<string, unknown>, message: string) => void;
  info: (details: Record<string, unknown>, message: string) => void;
};

export type DatabaseWatch = {
  /** True, and the outage noted, when `error` says the database cannot be reached. */
  caught: (error: unknown) => boolean;
  /** Whether an outage is under way (a report came and no probe has had an answer since). */
  down: () => boolean;
  /** Stops probing (the server is closing). */
  stop: () => void;
};

/** The error's first code or message, for the outage's one log line (never a query's parameters). */
function reason(error: unknown): string {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 6;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string') return e.code;
    if (typeof e.message === 'string' && !e.message.startsWith('Failed query')) return e.message.slice(0, 120);
  }
  return 'unknown';
}

export function watchDatabase(options: {
  ping: () => Promise<boolean>;
  log: OutageLog;
  probeEveryMs?: number;
  now?: () => number;
}): DatabaseWatch {
  const probeEveryMs = options.probeEveryMs ?? 1000;
  const now = options.now ?? Date.now;
  let since: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const probe = () => {
    timer = setTimeout(async () => {
      timer = undefined;
      if (stopped) return;
      if (await options.ping()) {
        options.log.info({ downMs: now() - since! }, 'database back');
        since = undefined;
      } else if (!stopped) probe();
    }, probeEveryMs);
    timer.unref();
  };

  return {
    caught(error) {
      if (!isConnectionError(error)) return false;
      if (since === undefined && !stopped) {
        since = now();
        options.log.error({ reason: reason(error) }, 'database unreachable');
        probe();
      }
      return true;
    },
    down: () => since !== undefined,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
