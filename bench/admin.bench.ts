// The admin user list is paged in SQL: GET /api/admin/users (first page of 25, newest first, and a
// search) with 1,000 users should answer about as fast as with 10 (ratio of throughputs; target
// ≥ 0.7). The users are written straight into the database before the server starts; the server
// runs in a process of its own and autocannon loads it from this one, as in server.bench.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseOptions } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { createUnitOfWork } from '../apps/server/src/db/unit-of-work.ts';
import { createUserRepository } from '../apps/server/src/modules/users/repository.ts';
import { users } from '../apps/server/src/modules/users/schema.ts';
import { createPostgresDatabase } from '../apps/server/src/testing/test-app.ts';
import { line, load, startServer, type Load } from './server.bench.ts';

const email = 'admin@kubik.test';
const password = 'Kubik-bench-2026';
const target = 0.7;

/** Migrates the database and writes the admin and `count − 1` customers (multi-row inserts). */
async function seed(options: DatabaseOptions, count: number): Promise<void> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const passwordHash = await hashPassword(password);
    await database.db
      .insert(users)
      .values({ email, name: 'Admin', passwordHash, scopes: ['customer', 'admin'], emailConfirmedAt: new Date() });
    const rows = Array.from({ length: count - 1 }, (_, i) => ({
      email: `kupec${i}@primer.test`,
      name: `Kupec ${i}`,
      passwordHash: 'x',
      scopes: ['customer'],
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(users).values(rows.slice(i, i + 500));
  } finally {
    await database.close();
  }
}

async function measure(env: Record<string, string>): Promise<{ page: Load; search: Load }> {
  const server = await startServer(env);
  try {
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}` };
    const page = `${server.url}/api/admin/users?page=1&perPage=25&sort=createdAt&order=desc`;
    const search = `${server.url}/api/admin/users?q=kupec1&perPage=25&sort=email&order=asc`;
    await load({ url: page, headers, duration: 1 });
    return { page: await load({ url: page, headers }), search: await load({ url: search, headers }) };
  } finally {
    await server.stop();
  }
}

async function compare(
  name: string,
  make: (
    count: number,
  ) => Promise<{ env: Record<string, string>; options: DatabaseOptions; drop: () => Promise<void> }>,
) {
  const results: Record<number, { page: Load; search: Load }> = {};
  for (const count of [10, 1_000]) {
    const db = await make(count);
    try {
      await seed(db.options, count);
      results[count] = await measure(db.env);
    } finally {
      await db.drop();
    }
  }
  console.log(`\ndatabase: ${name}; the server in its own process; 10 connections, 5 s each`);
  console.log(
    `${'endpoint'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}   answers`,
  );
  for (const count of [10, 1_000]) {
    console.log(line(`users page, ${count} users`, results[count]!.page));
    console.log(line(`users search, ${count} users`, results[count]!.search));
  }
  for (const kind of ['page', 'search'] as const) {
    const ratio = results[1_000]![kind].rps / results[10]![kind].rps;
    console.log(
      `ratio ${kind} 1,000 users ÷ 10 users: ${ratio.toFixed(2)} (target ≥ ${target}: ${ratio >= target ? 'met' : 'NOT met'})`,
    );
  }
}

/**
 * The search in the database alone, without HTTP (so the machine's load matters less): the users
 * repository's admin page for a selective text (11 of 100,000 users) with the trigram indexes of
 * migration 0010, then with them dropped — what the indexes buy once the table is large.
 */
export async function searchInDatabase(count: number): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await database.migrate();
    for (let i = 0; i < count; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - i) }, (_, j) => ({
        email: `kupec${i + j}@primer.test`,
        name: `Kupec ${i + j}`,
        passwordHash: 'x',
        scopes: ['customer'],
      }));
      await database.db.insert(users).values(rows);
    }
    await database.query('analyze users');
    const repository = createUserRepository(createUnitOfWork(database.db));
    const time = async () => {
      const runs = 20;
      const started = performance.now();
      let found = 0;
      for (let i = 0; i < runs; i++)
        found = (await repository.adminPage({ q: 'kupec4242', sort: 'email', order: 'asc' }, 0, 25)).total;
      return { ms: (performance.now() - started) / runs, found };
    };
    await time();
    const indexed = await time();
    await database.query('drop index users_email_trgm_idx, users_name_trgm_idx, users_company_name_trgm_idx');
    const scanned = await time();
    console.log(
      `\nsearch in the database alone (PGlite in memory, ${count.toLocaleString('en')} users, q=kupec4242 → ${indexed.found} users, page and count):`,
    );
    console.log(
      `  with the trigram indexes: ${indexed.ms.toFixed(1)} ms; without them (a scan): ${scanned.ms.toFixed(1)} ms (${(scanned.ms / indexed.ms).toFixed(1)}× slower)`,
    );
  } finally {
    await database.close();
  }
}

export default async function bench() {
  await searchInDatabase(100_000);
  await compare('PGlite on disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kubik-admin-bench-'));
    return {
      env: { DATA_DIR: dir },
      options: { kind: 'pglite', dataDir: dir },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  });
  if (
    !(await createPostgresDatabase().then(
      async (probe) => (await probe.drop(), true),
      () => false,
    ))
  ) {
    console.log('PostgreSQL does not answer on 127.0.0.1:5432: measured on PGlite only');
    return;
  }
  await compare('PostgreSQL on 127.0.0.1', async () => {
    const pg = await createPostgresDatabase();
    return { env: { DATABASE_URL: pg.url }, options: { kind: 'postgres', url: pg.url }, drop: pg.drop };
  });
}
