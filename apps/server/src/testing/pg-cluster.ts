// A PostgreSQL cluster of a test's own (initdb + pg_ctl in a temp dir, on a free port), for tests
// that stop the database: the shared server on 5432 is never stopped. Run as root (this machine),
// the cluster's programs run as the `postgres` user, as initdb demands.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
export const postgresBin = process.env.KUBIK_TEST_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether initdb and pg_ctl are there to use. */
export const clusterAvailable = () =>
  existsSync(join(postgresBin, 'initdb')) && existsSync(join(postgresBin, 'pg_ctl'));

export type PgCluster = {
  url: string;
  port: number;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** As the `postgres` user when this process is root (initdb and postgres refuse to run as root). */
function owner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = /^postgres:[^:]*:(\d+):(\d+):/m.exec(readFileSync('/etc/passwd', 'utf8'));
  return entry ? { uid: Number(entry[1]), gid: Number(entry[2]) } : undefined;
}

export async function startCluster(database = 'kubik'): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'kubik-pg-'));
  const as = owner();
  if (as) chownSync(dir, as.uid, as.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const options = { ...as, env: { ...process.env, LC_ALL: 'C' } };
  await run(
    join(postgresBin, 'initdb'),
    ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'],
    options,
  );
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
  const start = async () =>
    void (await run(
      join(postgresBin, 'pg_ctl'),
      ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start'],
      options,
    ));
  const stop = async () =>
    void (await run(join(postgresBin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], options));
  await start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    start,
    stop,
    destroy: async () => {
      await run(join(postgresBin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], options).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
