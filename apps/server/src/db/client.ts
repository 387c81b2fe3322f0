// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL
// is set. Both get the same drizzle schema and the same migrations; the rest of the server sees one type.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations, serialised across app servers by an advisory lock. */
  migrate: () => Promise<void>;
  /** PGlite only: the whole cluster as a tarball, to open copies of it quickly. */
  dump?: () => Promise<Blob>;
  /** True when a trivial query answers. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | undefined /* undefined or memory://: in memory */; template?: Blob }
  | { kind: 'postgres'; url: string };

/** apps/server/drizzle, found from src/db (tsx, tests) and from dist (the bundle). */
export const migrationsFolder = ['../../drizzle', '../drizzle']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(join(folder, 'meta', '_journal.json'))) ?? 'apps/server/drizzle';

/** Arbitrary constant naming Kubik's migration lock among PostgreSQL advisory locks. */
const migrationLockKey = 0x6b75_6269;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options.dataDir, options.template) : openPostgres(options.url);
}

/** `template`: a dump (see `dump`) to start from instead of an empty cluster — the tests' shortcut
 * past initdb, which costs seconds. */
/** ping and an idempotent close over either engine's client. */
function lifecycle(query: (text: string) => Promise<unknown>, end: () => Promise<void>): Pick<Database, 'ping' | 'close'> {
  let closed = false;
  return {
    ping: async () => {
      if (closed) return false;
      try {
        await query('select 1');
        return true;
      } catch {
        return false;
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
  const options = template ? { loadDataDir: template } : {};
  if (dataDir && !dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(join(dataDir, 'pglite'), options);
  } else {
    client = await PGlite.create(options);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('none'),
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      // One process owns a PGlite data directory, so no lock is needed.
      await migrate(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    ...lifecycle(
      (text) => client.query(text),
      () => client.close(),
    ),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A failing idle client must not crash the process; the next query reports the problem.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrate(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
        client.release();
      }
    },
    ...lifecycle(
      (text) => pool.query(text),
      () => pool.end(),
    ),
  };
}
