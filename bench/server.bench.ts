// The server's figures: one argon2id hash; GET /api/users/me beside GET /api/health (the ratio is
// what authentication costs a signed-in request; targets ≥ 0.3 on PostgreSQL and ≥ 0.15 on PGlite);
// and /api/health while four connections send 10,000-cube designs to POST /api/designs/quote.
// Honest by construction: the server runs in a process of its own (`node --import tsx main.ts`, as
// `npm start` runs the built one), and autocannon loads it from this process (the attack from a
// worker thread of its own), so the load generator never shares the server's event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { createPostgresDatabase } from '../apps/server/src/testing/test-app.ts';
import { freePort } from './shop-server.ts';

const root = join(import.meta.dirname, '..');
const email = 'bench@kubik.test';
const password = 'Kubik-bench-2026';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, child, stop };
}

export type Load = { rps: number; p50: number; p99: number; statuses: string };

function summary(result: autocannon.Result): Load {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${count}×${code}`)
    .join(' ');
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, statuses };
}

export async function load(options: autocannon.Options): Promise<Load> {
  return summary(await autocannon({ connections: 10, duration: 5, ...options }));
}

export const line = (name: string, l: Load) =>
  `${name.padEnd(34)} ${l.rps.toFixed(0).padStart(8)} ${String(l.p50).padStart(7)} ${String(l.p99).padStart(7)}   ${l.statuses}`;

function bigDesign(n: number): string {
  const elements = Array.from({ length: n }, (_, i) => ({
    id: `g${i}`,
    kind: 'cube',
    position: { x: (i % 100) * 400, y: Math.floor(i / 100) * 400, z: 0 },
    size: { width: 400, height: 400, depth: 400 },
  }));
  return JSON.stringify({ design: { schemaVersion: 1, name: 'g', settings: {}, elements } });
}

export default async function bench() {
  const hashes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await hashPassword(`${password}-${i}`);
    hashes.push(performance.now() - started);
  }
  console.log(`argon2id hash (m=19 MiB, t=2, p=1): median ${median(hashes).toFixed(1)} ms over ${hashes.length}`);

  await measure('PGlite in memory', { DATA_DIR: 'memory://' }, 0.15);
  const postgres = await createPostgresDatabase().catch(() => null);
  if (!postgres) {
    console.log('PostgreSQL does not answer on 127.0.0.1:5432: measured on PGlite only');
    return;
  }
  try {
    await measure('PostgreSQL on 127.0.0.1', { DATABASE_URL: postgres.url }, 0.3);
  } finally {
    await postgres.drop();
  }
}

async function measure(name: string, env: Record<string, string>, target: number) {
  const server = await startServer(env);
  try {
    const registered = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email, password, termsAccepted: true }),
    });
    const { access_token } = (await registered.json()) as { access_token: string };
    const authorization = `Bearer ${access_token}`;
    // Warm-up: the first requests compile routes and fill caches.
    await load({ url: `${server.url}/api/users/me`, headers: { authorization }, duration: 1 });
    const health = await load({ url: `${server.url}/api/health` });
    const me = await load({ url: `${server.url}/api/users/me`, headers: { authorization } });

    // The attack of review D2: four connections of 10,000-cube quotes (signed in: guests are held
    // to 2,000 elements), from a worker thread, while /api/health is measured.
    const attack = autocannon({
      url: `${server.url}/api/designs/quote`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: bigDesign(10_000),
      connections: 4,
      duration: 6,
      workers: 1,
    });
    await new Promise((r) => setTimeout(r, 500));
    const underAttack = await load({ url: `${server.url}/api/health`, duration: 5 });
    const attacked = summary(await attack);

    console.log(`\ndatabase: ${name}; the server in its own process; 10 connections, 5 s each`);
    console.log(
      `${'endpoint'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}   answers`,
    );
    console.log(line('GET /api/health', health));
    console.log(line('GET /api/users/me', me));
    console.log(line('GET /api/health during the attack', underAttack));
    console.log(line('  attack: 10,000-cube quotes ×4', attacked));
    const ratio = me.rps / health.rps;
    console.log(
      `ratio /users/me ÷ /health throughput: ${ratio.toFixed(2)} (target ≥ ${target}: ${ratio >= target ? 'met' : 'NOT met'})`,
    );
    console.log(`ratio /health under attack ÷ alone: ${(underAttack.rps / health.rps).toFixed(2)}`);
  } finally {
    await server.stop();
  }
}
