// The money paths, on PGlite and on PostgreSQL: adding to the cart and reading it (with 1 and with
// 30 items in it), and POST /api/orders. Each order is a real checkout: a confirmed customer's cart
// (one 2 × 2 design) locked, re-priced with the catalogue, frozen into an order with its items,
// lines, number and history, the cart emptied and the confirmation mail written — one transaction.
// Then the same orders again with the same Idempotency-Keys (a retried "place order"). The server
// runs in a process of its own; autocannon loads it from this process, so the load generator never
// shares its loop. The figure that counts is the server process's CPU time per request (all its
// threads, from /proc): on a shared machine wall-clock figures move with everyone else's load, CPU
// per request much less. Targets (issue 24): an order ≤ 6 ms on PostgreSQL and ≤ 12 ms on PGlite;
// a cart add or read ≤ 5 and ≤ 10 ms, the same with 1 or 30 items (1-item ÷ 30-item CPU ≥ 0.8).
// A stretch of new orders runs under the inspector's CPU profiler: where their time goes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  address,
  breakdown,
  call,
  cpuPer,
  customers,
  pool,
  profiled,
  startShopServer,
  type Customer,
  type ShopServer,
  onEachDatabase,
} from './shop-server.ts';

const orderCustomers = 250;
const profiledOrders = 50;
const bigCarts = 30;
const bigCartItems = 30;

type Load = { rps: number; p50: number; p99: number; statuses: string; n: number; cpuPerRequest: number | null };

/** `requests` requests over 10 connections, the i-th made by `request(i)`; with its CPU per request. */
async function run(
  server: ShopServer,
  method: string,
  path: (i: number) => string,
  requests: number,
  request: (i: number) => { token: string; body?: string; headers?: Record<string, string> },
): Promise<Load> {
  let i = 0;
  const { result, cpuPerRequest } = await cpuPer(
    server.pid,
    () =>
      autocannon({
        url: server.url,
        connections: Math.min(10, requests),
        amount: requests,
        requests: [
          {
            method: method as 'GET',
            setupRequest: (r) => {
              const n = i++;
              const { token, body, headers } = request(n);
              return {
                ...r,
                path: path(n),
                ...(body ? { body } : {}),
                headers: {
                  ...r.headers,
                  ...(body ? { 'content-type': 'application/json' } : {}),
                  authorization: `Bearer ${token}`,
                  ...headers,
                },
              };
            },
          },
        ],
      }),
    (r) => r.requests.total,
  );
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${count}×${code}`)
    .join(' ');
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    n: result.requests.total,
    cpuPerRequest,
  };
}

const orderBody = JSON.stringify({
  shipping: { method: 'delivery', address },
  customer: { name: 'Bench', email: 'bench@kubik.test' },
  billingAddress: address,
  paymentMethod: 'test',
  termsAccepted: true,
});
const orders = (server: ShopServer, who: Customer[]) =>
  run(
    server,
    'POST',
    () => '/api/orders',
    who.length,
    (i) => ({ token: who[i]!.token, body: orderBody, headers: { 'idempotency-key': `bench-order-${who[i]!.email}` } }),
  );
const adds = (server: ShopServer, who: Customer[], asNewItem: boolean) =>
  run(
    server,
    'POST',
    () => '/api/cart/items',
    who.length,
    (i) => ({ token: who[i]!.token, body: JSON.stringify({ projectId: who[i]!.projectId, asNewItem }) }),
  );
const reads = (server: ShopServer, who: Customer[], rounds: number) =>
  run(
    server,
    'GET',
    () => '/api/cart',
    who.length * rounds,
    (i) => ({ token: who[i % who.length]!.token }),
  );

const cpu = (l: Load) => (l.cpuPerRequest === null ? '–' : l.cpuPerRequest.toFixed(1));
const against = (l: Load, target: number | null) =>
  target === null || l.cpuPerRequest === null
    ? ''
    : `${(l.cpuPerRequest / target).toFixed(2)}× ${l.cpuPerRequest <= target ? 'met' : 'NOT met'}`;
const line = (name: string, l: Load, target: number | null) =>
  `${name.padEnd(40)} ${l.rps.toFixed(0).padStart(6)} ${String(l.p50).padStart(6)} ${String(l.p99).padStart(6)} ${cpu(l).padStart(7)} ${(target === null ? '' : `≤ ${target}`).padStart(6)}  ${against(l, target).padEnd(13)} ${l.statuses}`;

async function measure(name: string, env: Record<string, string>, targets: { order: number; cart: number }) {
  const server = await startShopServer(env);
  try {
    const started = performance.now();
    const all = await customers(server.url, 'customer', orderCustomers + bigCarts);
    const small = all.slice(0, orderCustomers);
    const big = all.slice(orderCustomers);
    // Each big cart holds 29 copies of its design (set up, not measured); the measured add is the 30th.
    await pool(
      big.flatMap((c) => Array.from({ length: bigCartItems - 1 }, () => c)),
      4,
      async (c) =>
        void (await call(server.url, 'POST', '/api/cart/items', { projectId: c.projectId, asNewItem: true }, c.token)),
    );
    console.log(
      `\ndatabase: ${name}; ${all.length} confirmed customers, each with a saved 2 × 2 design (set up in ${((performance.now() - started) / 1000).toFixed(1)} s); 10 connections`,
    );
    console.log(
      `${'request'.padEnd(40)} ${'req/s'.padStart(6)} ${'p50 ms'.padStart(6)} ${'p99 ms'.padStart(6)} ${'cpu ms'.padStart(7)} ${'target'.padStart(6)}  ${'cpu ÷ target'.padEnd(13)} answers`,
    );
    // Warm-up: the first requests of a route compile it and fill the caches.
    await reads(server, big.slice(0, 2), 5);

    const add1 = await adds(server, small, false);
    console.log(line('POST /api/cart/items (cart of 1 item)', add1, targets.cart));
    const add30 = await adds(server, big, true);
    console.log(line(`POST /api/cart/items (cart of ${bigCartItems} items)`, add30, targets.cart));
    const read1 = await reads(server, small, 2);
    console.log(line('GET /api/cart (1 item)', read1, targets.cart));
    const read30 = await reads(server, big, 10);
    console.log(line(`GET /api/cart (${bigCartItems} items)`, read30, targets.cart));

    const measured = small.slice(0, orderCustomers - profiledOrders);
    const placed = await orders(server, measured);
    console.log(line('POST /api/orders (new orders)', placed, targets.order));
    console.log(line('POST /api/orders (same keys: replays)', await orders(server, measured), null));
    const { profile } = await profiled(server, () => orders(server, small.slice(orderCustomers - profiledOrders)));

    const ratio = (a: Load, b: Load) => (a.cpuPerRequest && b.cpuPerRequest ? a.cpuPerRequest / b.cpuPerRequest : NaN);
    const addRatio = ratio(add1, add30);
    const readRatio = ratio(read1, read30);
    console.log(
      `cart CPU, 1 item ÷ ${bigCartItems} items (target ≥ 0.8): add ${addRatio.toFixed(2)} ${addRatio >= 0.8 ? 'met' : 'NOT met'}; read ${readRatio.toFixed(2)} ${readRatio >= 0.8 ? 'met' : 'NOT met'}`,
    );
    if (profile && process.env.KUBIK_BENCH_PROFILE_DIR) {
      // For a closer look: open it in Chrome's DevTools (Performance) or speedscope.
      const file = join(
        process.env.KUBIK_BENCH_PROFILE_DIR,
        `orders-${env.DATABASE_URL ? 'postgres' : 'pglite'}-${Date.now()}.cpuprofile`,
      );
      writeFileSync(file, JSON.stringify(profile));
      console.log(`the profile: ${file}`);
    }
    if (profile) {
      const shares = breakdown(profile);
      console.log(
        `where a new order's CPU goes (a profile of ${profiledOrders} more orders; ms at ${cpu(placed)} ms an order):`,
      );
      for (const { kind, share } of shares)
        console.log(
          `  ${kind.padEnd(50)} ${(share * 100).toFixed(0).padStart(3)} %  ${placed.cpuPerRequest === null ? '' : `${(share * placed.cpuPerRequest).toFixed(1)} ms`}`,
        );
    }
    console.log(
      "cpu ms: the server process's CPU time per request (all threads, user + system), the figure a busy shared machine moves least",
    );
  } finally {
    await server.stop();
  }
}

export default async function bench() {
  // KUBIK_BENCH_DB=pglite or postgres: one database only (while iterating).
  await onEachDatabase((label, env, db) =>
    measure(label, env, db === 'pglite' ? { order: 12, cart: 10 } : { order: 6, cart: 5 }),
  );
}
