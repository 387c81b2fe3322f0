// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL
// is set. Both get the same drizzle schema and the same migrations; the rest of the server sees one type.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** The database or a transaction on it: repositories take either (see unit-of-work.ts). */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations, serialised across app servers by an advisory lock. */
  migrate: () => Promise<void>;
  /** PGlite only: the whole cluster as a tarball, to open copies of it quickly. */
  dump?: () => Promise<Blob>;
  /** True when a trivial query answers within `timeoutMs` (default 1500). */
  ping: (timeoutMs?: number) => Promise<boolean>;
  /** How many of the migrations this build ships the database has not applied (0: current). */
  pendingMigrations: () => Promise<number>;
  /** SQL with $1… parameters straight on the database, outside any unit of work: for libraries
   * that bring their own SQL (rate limiting). */
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
  /**
   * Listens for NOTIFY on a channel. `onState(false)` says notifications may have been missed (the
   * listening connection dropped); `onState(true)` that they flow again. Returns the unsubscribe.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onState: (live: boolean) => void,
  ) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  /** Hears every query's duration (seconds) and whether it failed: metrics (metrics/metrics.ts). One observer; a later call replaces it. */
  observeQueries: (observer: QueryObserver | undefined) => void;
  /** The connections: in use, idle, and queries waiting for one (PGlite: its single connection). */
  poolUse: () => PoolUse;
};

export type QueryObserver = (seconds: number, failed: boolean) => void;
export type PoolUse = { max: number; inUse: number; idle: number; waiting: number };

/**
 * Times `query` (a driver client's method) for the observer `observe()` answers: its promise, or its
 * callback (pg's Pool.query calls its client's query with one).
 */
function timed<F extends (...args: never[]) => unknown>(query: F, observe: () => QueryObserver | undefined): F {
  return function (this: unknown, ...args: Parameters<F>) {
    const observer = observe();
    if (!observer) return query.apply(this, args);
    const start = performance.now();
    const last: unknown = args.at(-1);
    if (typeof last === 'function') {
      const callback = function (this: unknown, error: unknown, ...rest: unknown[]) {
        observer((performance.now() - start) / 1000, Boolean(error));
        return (last as (...a: unknown[]) => unknown).call(this, error, ...rest);
      };
      return query.apply(this, [...args.slice(0, -1), callback] as Parameters<F>);
    }
    const result = query.apply(this, args);
    if (!(result instanceof Promise)) return result;
    result.then(
      () => observer((performance.now() - start) / 1000, false),
      () => observer((performance.now() - start) / 1000, true),
    );
    return result;
  } as F;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | undefined /* undefined or memory://: in memory */; template?: Blob }
  /**
   * `directUrl`: the server itself, for the work that needs one session throughout (the migration
   * lock, LISTEN) when `url` goes through a transaction pooler such as PgBouncer in transaction mode
   * (docs/operations/production.md); unset, `url` serves both.
   */
  | { kind: 'postgres'; url: string; directUrl?: string; listenHeartbeat?: ListenHeartbeat };

/** How often the LISTEN connection is asked for an answer, and how long it has to give one. */
export type ListenHeartbeat = { everyMs: number; timeoutMs: number };
const defaultHeartbeat: ListenHeartbeat = { everyMs: 5000, timeoutMs: 5000 };

/** apps/server/drizzle, found from src/db (tsx, tests) and from dist (the bundle). */
export const migrationsFolder =
  ['../../drizzle', '../drizzle']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((folder) => existsSync(join(folder, 'meta', '_journal.json'))) ?? 'apps/server/drizzle';

/** When each migration this build ships was made: drizzle records it as the applied row's created_at. */
function shippedMigrations(): number[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => entry.when);
}

/**
 * The shipped migrations missing from drizzle's table. A database ahead of the build (a newer
 * server migrated it during an upgrade) counts as current: migrations only add, so an older server
 * keeps serving (decision 0021).
 */
async function pendingOf(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<number> {
  const shipped = shippedMigrations();
  try {
    const { rows } = await query('select created_at from drizzle.__drizzle_migrations');
    const applied = new Set(rows.map((row) => Number(row.created_at)));
    return shipped.filter((when) => !applied.has(when)).length;
  } catch (error) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: never migrated.
    const code = (error as { code?: string }).code;
    if (code === '42P01' || code === '3F000') return shipped.length;
    throw error;
  }
}

/** Arbitrary constant naming Kubik's migration lock among PostgreSQL advisory locks. */
const migrationLockKey = 0x6b75_6269;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.template)
    : openPostgres(options.url, options.directUrl ?? options.url, options.listenHeartbeat ?? defaultHeartbeat);
}

/** `template`: a dump (see `dump`) to start from instead of an empty cluster — the tests' shortcut
 * past initdb, which costs seconds. */
/** ping (bounded by a timeout: a database that hangs is as good as none) and an idempotent close over either engine's client. */
function lifecycle(
  query: (text: string) => Promise<unknown>,
  end: () => Promise<void>,
): Pick<Database, 'ping' | 'close'> {
  let closed = false;
  return {
    ping: async (timeoutMs = 1500) => {
      if (closed) return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      try {
        return await Promise.race([
          query('select 1').then(
            () => true,
            () => false,
          ),
          late,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await end();
    },
  };
}

async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Database> {
  let client: PGlite;
  // pg_trgm: the admin lists' text search uses trigram indexes (migration 0010_admin_search); PGlite
  // ships the extension but loads only the ones it is given.
  const options = { extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) };
  if (dataDir && !dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(join(dataDir, 'pglite'), options);
  } else {
    client = await PGlite.create(options);
  }
  // Timing and use of the one connection: queries on it and transactions (drizzle runs a
  // transaction's queries on the object PGlite hands its callback).
  let observer: QueryObserver | undefined;
  let pending = 0;
  const busy = <T>(work: Promise<T>) => {
    pending += 1;
    return work.finally(() => (pending -= 1));
  };
  const query = timed(client.query.bind(client), () => observer);
  client.query = ((...args: Parameters<typeof query>) => busy(query(...args))) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<typeof transaction>[0]) =>
    busy(
      transaction((tx) => {
        tx.query = timed(tx.query.bind(tx), () => observer);
        return callback(tx);
      }),
    )) as typeof client.transaction;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    observeQueries: (next) => (observer = next),
    poolUse: () => ({
      max: 1,
      inUse: pending > 0 ? 1 : 0,
      idle: pending > 0 ? 0 : 1,
      waiting: Math.max(0, pending - 1),
    }),
    query: async (text, values) => {
      const result = await client.query<Record<string, unknown>>(text, values ?? []);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    // One process owns a PGlite database, and its one connection hears its own notifications.
    listen: async (channel, onNotify, onState) => {
      const unsubscribe = await client.listen(channel, onNotify);
      onState(true);
      return unsubscribe;
    },
    dump: () => client.dumpDataDir('none'),
    pendingMigrations: () => pendingOf((text) => client.query<Record<string, unknown>>(text)),
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      // One process owns a PGlite data directory, so no lock is needed.
      await migrate(drizzlePglite(client), { migrationsFolder });
    },
    ...lifecycle(
      (text) => client.query(text),
      () => client.close(),
    ),
  };
}

async function openPostgres(url: string, directUrl: string, heartbeat: ListenHeartbeat): Promise<Database> {
  // connectionTimeoutMillis: a database host that swallows packets fails a request in 5 s (503,
  // http/errors.ts) instead of holding it for the kernel's TCP timeout.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A failing idle client must not crash the process; the next query reports the problem.
  pool.on('error', () => {});
  // Every query goes through a pooled client (pool.query too): each is timed for the observer.
  let observer: QueryObserver | undefined;
  pool.on('connect', (client) => {
    client.query = timed(client.query.bind(client), () => observer) as typeof client.query;
  });
  const db = drizzlePg(pool) as unknown as Db;
  const listeners = new Set<{ stop: () => Promise<void> }>();
  return {
    db,
    kind: 'postgres',
    observeQueries: (next) => (observer = next),
    poolUse: () => ({
      max: pool.options.max ?? 10,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    query: async (text, values) => {
      const result = await pool.query(text, values);
      return { rows: result.rows as Record<string, unknown>[], rowCount: result.rowCount ?? 0 };
    },
    pendingMigrations: () => pendingOf((text) => pool.query(text)),
    listen: async (channel, onNotify, onState) => {
      const listener = listenOn(directUrl, channel, onNotify, onState, heartbeat);
      listeners.add(listener);
      await listener.ready;
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      // A session lock: held on one connection of its own to the server, not the pool's.
      const client = new pg.Client({ connectionString: directUrl });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrate(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    ...lifecycle(
      (text) => pool.query(text),
      async () => {
        await Promise.all([...listeners].map((l) => l.stop()));
        await pool.end();
      },
    ),
  };
}

/**
 * LISTEN on a connection of its own, reconnecting (with a growing pause, at most 5 s) when it
 * drops; the caller hears onState(false) at once and onState(true) once listening again.
 * A connection can also stall without closing (a network partition, a dropped NAT entry): it then
 * hears nothing and reports nothing. So it is asked for an answer every `heartbeat.everyMs`; one
 * that does not come within `timeoutMs` counts as a drop (N9).
 */
function listenOn(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onState: (live: boolean) => void,
  heartbeat: ListenHeartbeat,
) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let beat: NodeJS.Timeout | undefined;
  let pause = 100;
  let first: ((value: void) => void) | undefined;
  const ready = new Promise<void>((resolve) => (first = resolve));
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      clearInterval(beat);
      onState(false);
      // With the heartbeat's query still waiting, end() drops the socket instead of saying goodbye.
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(connect, (pause = Math.min(pause * 2, 5000)));
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replace(/"/g, '')}"`);
      pause = 100;
      onState(true);
      let waiting = false;
      beat = setInterval(() => {
        if (waiting || client !== next) return;
        waiting = true;
        const late = setTimeout(lost, heartbeat.timeoutMs);
        late.unref();
        next
          .query('select 1')
          .then(() => clearTimeout(late), lost)
          .finally(() => (waiting = false));
      }, heartbeat.everyMs);
      beat.unref();
    } catch {
      lost();
    }
    first?.();
    first = undefined;
  };
  void connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(beat);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
