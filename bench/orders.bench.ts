// POST /api/orders: throughput and p99 of placing orders, on PGlite and on PostgreSQL. Each
// request is a real checkout: a confirmed customer's cart (one 2 × 2 design) locked, re-priced with
// the catalogue (the design quoted afresh), frozen into an order with its items, lines, number and
// history, the cart emptied and the confirmation mail written — one transaction. Then the same
// requests again with the same Idempotency-Keys (a double-clicked or retried "place order"): each
// answers the order it made. The server runs in a process of its own (`node --import tsx
// main.ts`); autocannon loads it from this process, so the load generator never shares its loop.
// Besides req/s and latency, the server process's CPU time per request (from /proc): on a shared
// machine the wall-clock figures move with everyone else's load, the CPU per request much less.
// The server runs with NODE_ENV=test and RATE_LIMIT_FACTOR so the set-up may register hundreds of
// customers from one address (ten an hour otherwise); the measured route has no rate limit.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createPostgresDatabase } from '../apps/server/src/testing/test-app.ts';
import { startServer as startBenchServer } from './server.bench.ts';

const root = join(import.meta.dirname, '..');
const admin = { email: 'admin@kubik.test', password: 'Kubik-bench-2026' };
const password = 'Kubik-bench-2026';
const customers = 300;
const design = JSON.parse(readFileSync(join(root, 'examples', 'grid-2x2.json'), 'utf8'));
const address = { street: 'Trubarjeva 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' };

/** The server as the server bench starts it, with what the set-up needs: registration without its hourly limit, the first admin. */
async function startServer(env: Record<string, string>) {
  const server = await startBenchServer({ NODE_ENV: 'test', RATE_LIMIT_FACTOR: '1000', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...env });
  return { url: server.url, stop: server.stop, pid: server.child.pid! };
}

/** CPU time the process has used, ms (Linux /proc; user + system; null elsewhere). */
function cpuMs(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second).
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function call<T>(url: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/** Registers confirmed customers, each with one design in the cart; answers their tokens. */
async function prepare(url: string): Promise<string[]> {
  const { access_token: adminToken } = await call<{ access_token: string }>(url, 'POST', '/api/users/login', admin);
  const tokens: string[] = [];
  const emails = Array.from({ length: customers }, (_, i) => `customer-${i}@kubik.test`);
  await pool(emails, 4, async (email) => {
    const { access_token } = await call<{ access_token: string }>(url, 'POST', '/api/users', { name: 'Bench', email, password, termsAccepted: true });
    tokens.push(access_token);
  });
  // The confirmation links, from the admins' mailbox (no SMTP: mails are kept there).
  const links: string[] = [];
  for (let page = 1; links.length < customers; page++) {
    const { items } = await call<{ items: { text: string }[] }>(url, 'GET', `/api/admin/mails?page=${page}&perPage=100`, undefined, adminToken);
    if (items.length === 0) break;
    for (const m of items) links.push(...[...m.text.matchAll(/confirm-email\?token=([^\s]+)/g)].map((x) => decodeURIComponent(x[1]!)));
  }
  await pool(links, 4, async (token) => void (await call(url, 'POST', '/api/auth/confirm-email', { token })));
  await pool(tokens, 4, async (token) => {
    const project = await call<{ id: string }>(url, 'POST', '/api/projects', { name: 'Regal', design }, token);
    await call(url, 'POST', '/api/cart/items', { projectId: project.id }, token);
  });
  return tokens;
}

type Load = { rps: number; p50: number; p99: number; statuses: string; n: number; cpuPerRequest: number | null };

async function placeAll(url: string, pid: number, tokens: string[]): Promise<Load> {
  const cpuBefore = cpuMs(pid);
  const body = JSON.stringify({ shipping: { method: 'delivery', address }, customer: { name: 'Bench', email: 'bench@kubik.test' }, billingAddress: address, paymentMethod: 'test', termsAccepted: true });
  let i = 0;
  const result = await autocannon({
    url: `${url}/api/orders`,
    connections: 10,
    amount: tokens.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = i++ % tokens.length;
          return { ...request, body, headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${tokens[n]}`, 'idempotency-key': `bench-order-${n}` } };
        },
      },
    ],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${count}×${code}`).join(' ');
  const cpuAfter = cpuMs(pid);
  const cpuPerRequest = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, statuses, n: result.requests.total, cpuPerRequest };
}

const line = (name: string, l: Load) =>
  `${name.padEnd(40)} ${l.rps.toFixed(0).padStart(7)} ${String(l.p50).padStart(7)} ${String(l.p99).padStart(7)} ${(l.cpuPerRequest === null ? '–' : l.cpuPerRequest.toFixed(1)).padStart(8)}   ${l.statuses}`;

async function measure(name: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const started = performance.now();
    const tokens = await prepare(server.url);
    console.log(`\ndatabase: ${name}; ${tokens.length} confirmed customers with a 2 × 2 design in the cart (set up in ${((performance.now() - started) / 1000).toFixed(1)} s); 10 connections`);
    console.log(`${'request'.padEnd(40)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'cpu ms'.padStart(8)}   answers`);
    console.log(line('POST /api/orders (new orders)', await placeAll(server.url, server.pid, tokens)));
    console.log(line('POST /api/orders (same keys: replays)', await placeAll(server.url, server.pid, tokens)));
    console.log("cpu ms: the server process's CPU time per request (user + system), the figure a busy shared machine moves least");
  } finally {
    await server.stop();
  }
}

export default async function bench() {
  await measure('PGlite in memory', { DATA_DIR: 'memory://' });
  const postgres = await createPostgresDatabase().catch(() => null);
  if (!postgres) {
    console.log('PostgreSQL does not answer on 127.0.0.1:5432: measured on PGlite only');
    return;
  }
  try {
    await measure('PostgreSQL on 127.0.0.1', { DATABASE_URL: postgres.url });
  } finally {
    await postgres.drop();
  }
}
