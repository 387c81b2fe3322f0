// A fresh server on a database of its own for each test file: in-memory PGlite, or — in the api-pg
// project — a new database on the PostgreSQL server at 127.0.0.1:5432, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Writable } from 'node:stream';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createLogger } from '../http/logging.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createServices, type Services } from '../services.ts';

export const testPostgresUrl = process.env.KUBIK_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestClock = { now: Date; advance: (ms: number) => void; read: () => Date };

export type TestApp = {
  app: FastifyInstance;
  services: Services;
  database: Database;
  config: Config;
  clock: TestClock;
  logs: string[];
  /** The PostgreSQL database's URL (api-pg), for a second app server on it. */
  pgUrl: string | undefined;
  close: () => Promise<void>;
  createUser: (user: { email: string; password: string; name?: string; scopes?: string[] }) => Promise<string>;
};

export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kubik_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: testPostgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The cluster's bytes, read once per test process, handed to PGlite as a Blob whose `arrayBuffer()`
 * is a copy of them: reading the 40 MB file and streaming it through a Blob for every test app was a
 * third of opening one (0.6 of 1.9 CPU seconds). PGlite reads only `arrayBuffer()` and `type`.
 */
class TemplateBlob extends Blob {
  constructor(private readonly cluster: Uint8Array) {
    super([]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.cluster.slice().buffer);
  }
}
let templateBytes: { file: string; bytes: Uint8Array } | undefined;

/** The migrated cluster the api-pglite project's global setup dumped, if there is one. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  if (templateBytes?.file !== file) templateBytes = { file, bytes: readFileSync(file) };
  return new TemplateBlob(templateBytes.bytes);
}

/**
 * `sameDatabaseAs` (PostgreSQL only): a second app server on another's database, as behind a load
 * balancer; closing it leaves the database to its owner. `databaseUrl`: a PostgreSQL database the
 * test owns (e.g. on a cluster of its own, testing/pg-cluster.ts), left as it is on close.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { sameDatabaseAs?: TestApp; databaseUrl?: string; notifyDelayMs?: number } = {},
): Promise<TestApp> {
  const kind = process.env.KUBIK_TEST_DB === 'pg' || options.databaseUrl ? 'postgres' : 'pglite';
  const shared = options.sameDatabaseAs?.pgUrl ?? options.databaseUrl;
  const pgDb =
    kind === 'postgres' ? (shared ? { url: shared, drop: async () => {} } : await createPostgresDatabase()) : null;
  const database = await openDatabase(
    pgDb ? { kind: 'postgres', url: pgDb.url } : { kind: 'pglite', dataDir: undefined, template: pgliteTemplate() },
  );
  await database.migrate();
  // `notifyDelayMs`: this server hears the database's notifications late, as a loaded server does.
  if (options.notifyDelayMs) {
    const listen = database.listen;
    database.listen = (channel, onNotify, onState) =>
      listen(channel, (payload) => void setTimeout(() => onNotify(payload), options.notifyDelayMs), onState);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const clock: TestClock = {
    now: new Date(),
    // Moves the services' clock and the process's Date alike: rate limits (rate-limiter-flexible)
    // read Date.now() themselves.
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(new Date(Date.now() + ms));
    },
    read() {
      return new Date(this.now.getTime());
    },
  };
  clock.now = new Date();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const log = createLogger(config.logLevel, logStream);
  const services = await createServices(database, config, log, () => clock.read());
  await services.seed();
  const app = await buildApp({ config, services, log });
  await app.ready();
  if (config.role !== 'web') services.jobs.start();
  return {
    app,
    services,
    database,
    config,
    clock,
    logs,
    pgUrl: pgDb?.url,
    createUser: async ({ email, password, name = 'Test User', scopes = ['customer'] }) => {
      const row = await services.users.insert({ email, name, passwordHash: await hashPassword(password), scopes });
      return row.id;
    },
    close: async () => {
      vi.useRealTimers();
      await app.close();
      await services.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}
