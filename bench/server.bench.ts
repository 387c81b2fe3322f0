// Issue 2's figures: one argon2id hash, and GET /api/users/me under autocannon on loopback beside
// GET /api/health on the same server (the ratio is what auth + a database read cost per request).
import autocannon from 'autocannon';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { createPostgresDatabase } from '../apps/server/src/testing/test-app.ts';

const email = 'bench@kubik.test';
const password = 'Kubik-bench-2026';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 10, duration: 5, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export default async function bench() {
  const hashes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await hashPassword(`${password}-${i}`);
    hashes.push(performance.now() - started);
  }
  console.log(`argon2id hash (m=19 MiB, t=2, p=1): median ${median(hashes).toFixed(1)} ms over ${hashes.length}`);

  await measure('memory://', undefined);
  const postgres = await createPostgresDatabase().catch(() => null);
  if (!postgres) {
    console.log('PostgreSQL does not answer on 127.0.0.1:5432: measured on PGlite only');
    return;
  }
  try {
    await measure('memory://', postgres.url);
  } finally {
    await postgres.drop();
  }
}

async function measure(dataDir: string, databaseUrl: string | undefined) {
  const server = await startServer(
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, WEB_DIST_DIR: '/nonexistent' }),
  );
  try {
    await server.services.users.insert({ email, name: 'Bench', passwordHash: await hashPassword(password), scopes: ['customer'] });
    const res = await fetch(`${server.url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const { access_token } = (await res.json()) as { access_token: string };
    const empty = await load(`${server.url}/api/health`, {});
    const me = await load(`${server.url}/api/users/me`, { authorization: `Bearer ${access_token}` });
    console.log(`\ndatabase: ${server.database.kind === 'pglite' ? 'PGlite in memory' : 'PostgreSQL on 127.0.0.1'}, 10 connections, 5 s each`);
    console.log('endpoint          req/s     p99 ms   errors');
    console.log(`/api/health   ${empty.rps.toFixed(0).padStart(9)} ${String(empty.p99).padStart(9)} ${String(empty.errors).padStart(8)}`);
    console.log(`/api/users/me ${me.rps.toFixed(0).padStart(9)} ${String(me.p99).padStart(9)} ${String(me.errors).padStart(8)}`);
    console.log(`ratio /users/me ÷ /health throughput: ${(me.rps / empty.rps).toFixed(2)}`);
  } finally {
    await server.close();
  }
}
