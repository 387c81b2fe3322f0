// Every endpoint a customer uses in a session, each at a fixed rate (autocannon's overallRate, 10
// connections; the load generator in this process, the server in its own): sign-in, me, project
// save, quote, cart add, checkout preview, order, order read. Printed as a table of req/s, p50 and
// p99 and the answers, with the server's CPU time per request; a run with any error is said so.
// Rates are what one app server should carry on the shared 2-core machine with room to spare.
import autocannon from 'autocannon';
import {
  address,
  call,
  cpuPer,
  customers,
  design,
  password,
  type Customer,
  type ShopServer,
  startShopServer,
  onEachDatabase,
} from './shop-server.ts';

const people = 120;
const seconds = 5;

type Step = {
  name: string;
  rate: number;
  method: string;
  path: (c: Customer, i: number) => string;
  body?: (c: Customer, i: number) => unknown;
  headers?: (c: Customer, i: number) => Record<string, string>;
  amount?: number;
  signedIn?: boolean;
};

type Row = {
  name: string;
  rate: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: string;
  errors: number;
  cpu: number | null;
};

async function step(server: ShopServer, who: Customer[], s: Step): Promise<Row> {
  let i = 0;
  const amount = s.amount ?? s.rate * seconds;
  const { result, cpuPerRequest } = await cpuPer(
    server.pid,
    () =>
      autocannon({
        url: server.url,
        connections: 10,
        overallRate: s.rate,
        amount,
        requests: [
          {
            method: s.method as 'GET',
            setupRequest: (r) => {
              const n = i++;
              const c = who[n % who.length]!;
              const body = s.body?.(c, n);
              return {
                ...r,
                path: s.path(c, n),
                ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
                headers: {
                  ...r.headers,
                  ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
                  ...(s.signedIn === false ? {} : { authorization: `Bearer ${c.token}` }),
                  ...s.headers?.(c, n),
                },
              };
            },
          },
        ],
      }),
    (r) => r.requests.total,
  );
  const codes = Object.entries(result.statusCodeStats ?? {});
  const errors =
    result.errors +
    result.timeouts +
    codes.filter(([code]) => Number(code) >= 400).reduce((n, [, s]) => n + (s?.count ?? 0), 0);
  return {
    name: s.name,
    rate: s.rate,
    rps: result.requests.total / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: codes.map(([code, s]) => `${s?.count ?? 0}×${code}`).join(' '),
    errors,
    cpu: cpuPerRequest,
  };
}

async function measure(name: string, env: Record<string, string>) {
  const server = await startShopServer(env);
  try {
    const who = await customers(server.url, 'session', people);
    const order = {
      shipping: { method: 'delivery', address },
      customer: { name: 'Bench', email: 'bench@kubik.test' },
      billingAddress: address,
      paymentMethod: 'test',
      termsAccepted: true,
    };
    const placed: string[] = [];
    const steps: Step[] = [
      {
        name: 'POST /api/users/login',
        rate: 10,
        method: 'POST',
        path: () => '/api/users/login',
        body: (c) => ({ email: c.email, password }),
        signedIn: false,
      },
      { name: 'GET /api/users/me', rate: 200, method: 'GET', path: () => '/api/users/me' },
      {
        name: 'PUT /api/projects/{id}',
        rate: 50,
        method: 'PUT',
        path: (c) => `/api/projects/${c.projectId}`,
        body: (_c, i) => ({ name: `Regal ${i}`, design }),
      },
      {
        name: 'POST /api/designs/quote',
        rate: 50,
        method: 'POST',
        path: () => '/api/designs/quote',
        body: () => ({ design }),
      },
      {
        name: 'POST /api/cart/items',
        rate: 50,
        method: 'POST',
        path: () => '/api/cart/items',
        body: (c) => ({ projectId: c.projectId, asNewItem: true }),
      },
      {
        name: 'POST /api/checkout/preview',
        rate: 50,
        method: 'POST',
        path: () => '/api/checkout/preview',
        body: () => ({ shipping: order.shipping }),
      },
      // One order per customer (each cart then holds about two items), each under a key of its own.
      {
        name: 'POST /api/orders',
        rate: 20,
        amount: people,
        method: 'POST',
        path: () => '/api/orders',
        body: () => order,
        headers: (c) => ({ 'idempotency-key': `session-order-${c.email}` }),
      },
    ];
    const rows: Row[] = [];
    for (const s of steps) rows.push(await step(server, who, s));
    // The orders just placed, read back by their customers.
    for (const c of who)
      placed.push(
        (
          await call<{ items: { id: string }[] }>(
            server.url,
            'GET',
            '/api/orders?page=1&perPage=10',
            undefined,
            c.token,
          )
        ).items[0]!.id,
      );
    rows.push(
      await step(server, who, {
        name: 'GET /api/orders/{id}',
        rate: 100,
        method: 'GET',
        path: (_c, i) => `/api/orders/${placed[i % placed.length]}`,
      }),
    );

    console.log(
      `\ndatabase: ${name}; ${people} confirmed customers; each endpoint at a fixed rate, 10 connections, ${seconds} s (orders: one per customer)`,
    );
    console.log(
      `${'endpoint'.padEnd(28)} ${'rate'.padStart(5)} ${'req/s'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'cpu ms'.padStart(7)}   answers`,
    );
    for (const r of rows)
      console.log(
        `${r.name.padEnd(28)} ${String(r.rate).padStart(5)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${(r.cpu === null ? '–' : r.cpu.toFixed(1)).padStart(7)}   ${r.statuses}`,
      );
    const errors = rows.reduce((n, r) => n + r.errors, 0);
    const slow = rows.filter((r) => r.rps < r.rate * 0.9);
    console.log(
      `errors: ${errors} (target 0: ${errors === 0 ? 'met' : 'NOT met'}); below 90 % of their rate: ${slow.length === 0 ? 'none' : slow.map((r) => r.name).join(', ')}`,
    );
  } finally {
    await server.stop();
  }
}

export default async function bench() {
  await onEachDatabase((label, env) => measure(label, env));
}
