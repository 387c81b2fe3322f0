// Servers started at the same moment on one PostgreSQL database all come up: the migrations and the
// first-start content (catalogue, predefined configurations, first admin) are made once, under
// advisory locks, while the others wait — on a fresh database and on one a release behind.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { migrationsFolder } from './db/client.ts';
import { seedConfigurations } from './modules/projects/configurations.ts';
import { startServer, type RunningServer } from './server.ts';
import { createPostgresDatabase } from './testing/test-app.ts';

const admin = { ADMIN_EMAIL: 'admin@kubik.test', ADMIN_PASSWORD: 'Kubik-admin-2026' };

/** Three servers at once; each one's log lines. */
async function startThree(url: string) {
  const logs: string[][] = [[], [], []];
  const started = await Promise.allSettled(
    logs.map((lines) =>
      startServer(
        loadConfig({
          NODE_ENV: 'test',
          DATABASE_URL: url,
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'info',
          WEB_DIST_DIR: '/nonexistent',
          ...admin,
        }),
        {
          logStream: new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }),
        },
      ),
    ),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
  return { servers, failures, logs };
}

async function rows(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.KUBIK_TEST_DB === 'pg')('servers started together', { timeout: 90_000 }, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const expectOneOfEverything = async (url: string, servers: RunningServer[]) => {
    for (const server of servers) expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    expect(await rows(url, 'select count(*) as n from catalogues')).toBe(1);
    expect(await rows(url, 'select count(*) as n from configurations')).toBe(seedConfigurations.length);
    expect(await rows(url, 'select count(*) as n from users')).toBe(1);
    expect(await rows(url, 'select count(*) as n from app_secrets')).toBe(
      await rows(url, 'select count(distinct name) as n from app_secrets'),
    );
  };

  it('all come up on a fresh database, which is migrated and seeded once', async () => {
    const db = await createPostgresDatabase();
    cleanups.push(db.drop);
    const { servers, failures, logs } = await startThree(db.url);
    cleanups.push(async () => void (await Promise.all(servers.map((s) => s.close()))));
    expect(failures).toEqual([]);
    expect(servers).toHaveLength(3);
    await expectOneOfEverything(db.url, servers);
    expect(logs.flat().filter((line) => line.includes('created the first admin'))).toHaveLength(1);
  });

  it('all come up on a database a release behind, which is migrated once', async () => {
    const db = await createPostgresDatabase();
    cleanups.push(db.drop);
    // The database as the previous release left it: every migration but the newest.
    const older = mkdtempSync(join(tmpdir(), 'kubik-migrations-'));
    cleanups.push(async () => rmSync(older, { recursive: true, force: true }));
    cpSync(migrationsFolder, older, { recursive: true });
    const journal = JSON.parse(readFileSync(join(older, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    writeFileSync(join(older, 'meta', '_journal.json'), JSON.stringify(journal));
    const pool = new pg.Pool({ connectionString: db.url });
    await migrate(drizzle(pool), { migrationsFolder: older });
    await pool.end();
    const shipped = journal.entries.length + 1;
    expect(await rows(db.url, 'select count(*) as n from drizzle.__drizzle_migrations')).toBe(shipped - 1);

    const { servers, failures } = await startThree(db.url);
    cleanups.push(async () => void (await Promise.all(servers.map((s) => s.close()))));
    expect(failures).toEqual([]);
    expect(await rows(db.url, 'select count(*) as n from drizzle.__drizzle_migrations')).toBe(shipped);
    await expectOneOfEverything(db.url, servers);
  });
});
