// What the shop's benches share (orders.bench.ts, session.bench.ts): the server in a process of its
// own, confirmed customers, the server's CPU time (all its threads, from /proc, in nanoseconds) and,
// on request, a CPU profile of a stretch of the load taken through the inspector, sorted into where
// the time goes (pricing, SQL, mail, JSON, …).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createPostgresDatabase } from '../apps/server/src/testing/test-app.ts';

const root = join(import.meta.dirname, '..');
export const admin = { email: 'admin@kubik.test', password: 'Kubik-bench-2026' };
export const password = 'Kubik-bench-2026';
export const design = JSON.parse(readFileSync(join(root, 'examples', 'grid-2x2.json'), 'utf8')) as unknown;
export const address = { street: 'Trubarjeva 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' };

/** A free loopback port for a server the bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type ShopServer = {
  url: string;
  pid: number;
  child: ChildProcess;
  stop: () => Promise<void>;
  inspector: string | null;
};

/**
 * The server as `npm start` runs it, but under tsx, with what the set-up needs: NODE_ENV=test with
 * RATE_LIMIT_FACTOR (hundreds of customers registered from one address), the first admin, and the
 * inspector on a free port (only a profile taken through it costs anything).
 */
export async function startShopServer(env: Record<string, string>): Promise<ShopServer> {
  const port = await freePort();
  const inspectPort = await freePort();
  const child = spawn(
    process.execPath,
    [`--inspect=127.0.0.1:${inspectPort}`, '--import', 'tsx', join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        RATE_LIMIT_FACTOR: '1000',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        WEB_DIST_DIR: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  // The inspector's banner goes to stderr; everything else is passed on.
  child.stderr!.on('data', (chunk: Buffer) => {
    const text = chunk
      .toString()
      .split('\n')
      .filter((l) => l && !/Debugger listening|For help, see|Debugger attached|Waiting for the debugger/.test(l))
      .join('\n');
    if (text) process.stderr.write(`${text}\n`);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
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
  const targets = await fetch(`http://127.0.0.1:${inspectPort}/json/list`).then(
    (r) => r.json() as Promise<{ webSocketDebuggerUrl: string }[]>,
    () => [],
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, pid: child.pid!, child, stop, inspector: targets[0]?.webSocketDebuggerUrl ?? null };
}

/** CPU time of the process, all its threads (the database's work on PGlite, the quote workers), ms; null off Linux. */
export function cpuMs(pid: number): number | null {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return null;
  let ns = 0;
  for (const task of readdirSync(tasks)) {
    try {
      // schedstat: time on the CPU in nanoseconds (finer than stat's 10 ms ticks).
      ns += Number(readFileSync(`${tasks}/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // A thread that ended while being read.
    }
  }
  return ns / 1e6;
}

/** Runs `work` and answers the server's CPU ms it cost per `count` (requests). */
export async function cpuPer<T>(
  pid: number,
  work: () => Promise<T>,
  count: (result: T) => number,
): Promise<{ result: T; cpuPerRequest: number | null }> {
  const before = cpuMs(pid);
  const result = await work();
  const after = cpuMs(pid);
  return {
    result,
    cpuPerRequest: before === null || after === null ? null : (after - before) / Math.max(1, count(result)),
  };
}

export async function call<T>(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Runs `work` over `items`, `width` at a time. */
export async function pool<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

export type Customer = { email: string; token: string; projectId: string };

/** Registers `count` confirmed customers (`prefix`-i@kubik.test), each with one saved 2 × 2 design. */
export async function customers(url: string, prefix: string, count: number): Promise<Customer[]> {
  const { access_token: adminToken } = await call<{ access_token: string }>(url, 'POST', '/api/users/login', admin);
  const out: Customer[] = [];
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@kubik.test`);
  await pool(emails, 4, async (email, i) => {
    const { access_token } = await call<{ access_token: string }>(url, 'POST', '/api/users', {
      name: 'Bench',
      email,
      password,
      termsAccepted: true,
    });
    out[i] = { email, token: access_token, projectId: '' };
  });
  // The confirmation links, from the admins' mailbox (no SMTP: mails are kept there).
  const wanted = new Set(emails);
  const links: string[] = [];
  for (let page = 1; links.length < count; page++) {
    const { items } = await call<{ items: { to: string; text: string }[] }>(
      url,
      'GET',
      `/api/admin/mails?page=${page}&perPage=100`,
      undefined,
      adminToken,
    );
    if (items.length === 0) break;
    for (const m of items)
      if (wanted.has(m.to))
        links.push(...[...m.text.matchAll(/confirm-email\?token=([^\s]+)/g)].map((x) => decodeURIComponent(x[1]!)));
  }
  await pool(links, 4, async (token) => void (await call(url, 'POST', '/api/auth/confirm-email', { token })));
  await pool(out, 4, async (c) => {
    c.projectId = (await call<{ id: string }>(url, 'POST', '/api/projects', { name: 'Regal', design }, c.token)).id;
  });
  return out;
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Takes a CPU profile of the server while `work` runs (through the inspector; null without one). */
export async function profiled<T>(
  server: ShopServer,
  work: () => Promise<T>,
): Promise<{ result: T; profile: Profile | null }> {
  if (!server.inspector) return { result: await work(), profile: null };
  const socket = new WebSocket(server.inspector);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let id = 0;
  const pending = new Map<number, (value: unknown) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      pending.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 200 });
  await send('Profiler.start');
  try {
    const result = await work();
    const { profile } = (await send('Profiler.stop')) as { profile: Profile };
    return { result, profile };
  } finally {
    socket.close();
  }
}

/**
 * Where the time goes: each sample is given to the innermost frame on its stack that belongs to a
 * kind of work (the first match from the leaf up), so the SQL a pricing function waits for is SQL,
 * and the JSON a mail template writes is the mail's.
 */
export const kinds: [string, (url: string, fn: string) => boolean][] = [
  ['pricing (design quote, shop price)', (u) => /packages\/(design|shop)\/src/.test(u)],
  ['mail rendering', (u) => /modules\/(mail\/templates|orders\/mails)|\/mjml|\/handlebars|\/juice/.test(u)],
  [
    'SQL (drizzle, driver, PGlite)',
    (u) =>
      /node_modules\/(drizzle-orm|pg|pg-protocol|pg-types|postgres-array|postgres-date|@electric-sql)\//.test(u) ||
      u.startsWith('wasm://') ||
      /\/repository\.ts|stats-repository\.ts|db\/unit-of-work\.ts/.test(u),
  ],
  ['sign-in check (JWT, sessions)', (u) => /node_modules\/(jose|fast-jwt|@fastify\/jwt)\/|modules\/auth\//.test(u)],
  [
    'JSON (parse, validate, serialise)',
    (u, fn) =>
      /node_modules\/(zod|fast-json-stringify|fastify-type-provider-zod|secure-json-parse|ajv)\//.test(u) ||
      /^(stringify|parse)$/.test(fn) ||
      /packages\/contract/.test(u),
  ],
  // Node's sockets and streams are not a kind of their own: their time goes to whoever writes (the
  // database driver, or the HTTP response).
  [
    'HTTP (fastify, node:http, helmet)',
    (u) =>
      /node_modules\/(fastify|@fastify|find-my-way|light-my-request|avvio|pino|abstract-logging|helmet)\/|^node:(_http|http$|internal\/http)/.test(
        u,
      ),
  ],
  ['garbage collection', (_u, fn) => fn === '(garbage collector)'],
  ['native, not attributed (V8, libuv, system calls)', (_u, fn) => fn === '(program)'],
  ['other server code', (u) => /apps\/server\/src/.test(u)],
];

/** Share of the profile's CPU time per kind of work (idle excluded), largest first. */
export function breakdown(profile: Profile): { kind: string; share: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const kindOf = new Map<number, string>();
  const classify = (nodeId: number): string => {
    const known = kindOf.get(nodeId);
    if (known) return known;
    let kind = 'other (node, libraries)';
    for (let at: number | undefined = nodeId; at !== undefined; at = parent.get(at)) {
      const { url, functionName } = byId.get(at)!.callFrame;
      const match = kinds.find(([, test]) => test(url, functionName));
      if (match) {
        kind = match[0];
        break;
      }
    }
    kindOf.set(nodeId, kind);
    return kind;
  };
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((nodeId, i) => {
    if (byId.get(nodeId)!.callFrame.functionName === '(idle)') return;
    const dt = profile.timeDeltas[i] ?? 0;
    const kind = classify(nodeId);
    totals.set(kind, (totals.get(kind) ?? 0) + dt);
    all += dt;
  });
  return [...totals].map(([kind, t]) => ({ kind, share: t / Math.max(1, all) })).sort((a, b) => b.share - a.share);
}

/**
 * Runs `measure` on PGlite in memory and on a fresh PostgreSQL database (dropped after), or on one
 * of them when KUBIK_BENCH_DB says `pglite` or `postgres` (while iterating).
 */
export async function onEachDatabase(
  measure: (label: string, env: Record<string, string>, db: 'pglite' | 'postgres') => Promise<void>,
): Promise<void> {
  const only = process.env.KUBIK_BENCH_DB;
  if (only !== 'postgres') await measure('PGlite in memory', { DATA_DIR: 'memory://' }, 'pglite');
  if (only === 'pglite') return;
  const postgres = await createPostgresDatabase().catch(() => null);
  if (!postgres) {
    console.log('PostgreSQL does not answer on 127.0.0.1:5432: measured on PGlite only');
    return;
  }
  try {
    await measure('PostgreSQL on 127.0.0.1', { DATABASE_URL: postgres.url }, 'postgres');
  } finally {
    await postgres.drop();
  }
}
