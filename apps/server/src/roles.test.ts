// The production layout in small (docs/operations/production.md, decision 0025): two web servers
// (KUBIK_ROLE=web) and one worker (KUBIK_ROLE=worker), real processes on one PostgreSQL database. A
// client spreads sign-in, cart, order and payment over both web servers; one web server is killed
// (SIGKILL) mid-way and the client retries on the other, as a load balancer would. Afterwards every
// acknowledged order exists once, every mail went out once, and every job ran on the worker.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleDesign } from './testing/orders.ts';
import { testPassword } from './testing/roles.ts';
import { exited, startServerProcess, type ServerProcess } from './testing/server-process.ts';
import { startSmtp, type TestSmtp } from './testing/smtp.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const address = { street: 'Dunajska 5', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
const bank = { BANK_IBAN: 'SI56 1910 0000 0123 438', BANK_BIC: 'DNBKSI2X' };
const customers = 10;

type Answer = { status: number; body: Record<string, unknown> };

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * KUBIK_TEST_PGBOUNCER (a pgbouncer binary): the web servers reach PostgreSQL through PgBouncer in
 * transaction mode, with DATABASE_DIRECT_URL for their LISTEN and migration lock, as
 * docs/operations/production.md lays it out. Unset (CI): straight to PostgreSQL.
 */
async function startPgBouncer(binary: string, directUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'kubik-pgbouncer-'));
  const direct = new URL(directUrl);
  const port = await freePort();
  writeFileSync(join(dir, 'users.txt'), `"${decodeURIComponent(direct.username)}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${direct.hostname} port=${direct.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 4',
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits,options',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: then it runs as nobody, who must read its files.
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(binary, [...(asRoot ? ['-u', 'nobody'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: 'ignore',
  });
  // Listening once a connection through it answers.
  const url = new URL(directUrl);
  url.port = String(port);
  for (let tries = 0; ; tries++) {
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (tries > 100) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url: url.toString(),
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const metricsToken = 'roles-test-metrics-token';

/** A server's metrics, in Prometheus' text format. */
async function scrape(url: string): Promise<string> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  expect(res.status).toBe(200);
  return res.text();
}

/** One sample's value (0 when absent), by its name and labels as written, e.g. `kubik_mails_total{outcome="sent"}`. */
function sample(text: string, series: string): number {
  const [name, labels = ''] = series.split('{');
  const wanted = labels.replace(/}$/, '').split(',').filter(Boolean);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const have =
      line
        .slice(name!.length)
        .match(/^\{([^}]*)\}/)?.[1]
        ?.split(',') ?? [];
    if (wanted.every((label) => have.includes(label))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe.runIf(process.env.KUBIK_TEST_DB === 'pg')(
  'two web servers and a worker on one PostgreSQL',
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    let smtp: TestSmtp;
    let web: ServerProcess[] = [];
    let worker: ServerProcess;
    let pooler: { url: string; stop: () => Promise<void> } | undefined;

    beforeAll(async () => {
      smtp = await startSmtp();
      // The database, migrated and seeded, and the customers; this process itself runs no jobs (web).
      t = await createTestApp({ KUBIK_ROLE: 'web' });
      for (let i = 0; i < customers; i++) {
        const company = i % 2 === 1;
        const id = await t.createUser({
          email: `kupec${i}@kubik.test`,
          password: testPassword,
          name: `Kupec ${i}`,
          scopes: company ? ['customer', 'company'] : ['customer'],
        });
        await t.services.users.update(id, { emailConfirmedAt: new Date() });
      }
      const env = {
        DATABASE_URL: t.pgUrl!,
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://kubik.example',
        JOBS_LEASE_SECONDS: '5',
        METRICS_TOKEN: metricsToken,
        ...bank,
      };
      if (process.env.KUBIK_TEST_PGBOUNCER) pooler = await startPgBouncer(process.env.KUBIK_TEST_PGBOUNCER, t.pgUrl!);
      const webEnv = pooler ? { ...env, DATABASE_URL: pooler.url, DATABASE_DIRECT_URL: t.pgUrl! } : env;
      [worker, ...web] = await Promise.all([
        startServerProcess({ ...env, KUBIK_ROLE: 'worker' }),
        startServerProcess({ ...webEnv, KUBIK_ROLE: 'web' }),
        startServerProcess({ ...webEnv, KUBIK_ROLE: 'web' }),
      ]);
    }, 150_000);

    afterAll(async () => {
      for (const server of [...web, worker]) {
        if (server && server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGTERM');
          await exited(server.child);
        }
      }
      await pooler?.stop();
      await t?.close();
      await smtp?.close();
    });

    it('the worker answers its health checks and nothing else', async () => {
      expect((await fetch(`${worker.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${worker.url}/api/ready`)).status).toBe(200);
      expect(
        (
          await fetch(`${worker.url}/api/users/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'kupec0@kubik.test', password: testPassword }),
          })
        ).status,
      ).toBe(404);
      expect((await fetch(`${worker.url}/api/openapi.json`)).status).toBe(404);
      expect((await fetch(`${worker.url}/`)).status).toBe(404);
      expect(worker.output()).toContain('"role":"worker"');
      expect(web[0]!.output()).toContain('"role":"web"');
    });

    it('keeps every acknowledged order once and sends every mail once while a web server dies mid-way', async () => {
      const [a, b] = web as [ServerProcess, ServerProcess];
      const refused: string[] = [];
      /**
       * One request to the server `i` names (even: A, odd: B); when it does not answer (refused, or
       * cut mid-request), the same request to A, as a load balancer's retry would.
       */
      const call = async (
        i: number,
        method: string,
        path: string,
        body: unknown,
        headers: Record<string, string> = {},
      ): Promise<Answer> => {
        const servers = i % 2 === 1 ? [b, a] : [a];
        for (const server of servers) {
          try {
            const res = await fetch(`${server.url}${path}`, {
              method,
              headers: { 'content-type': 'application/json', ...headers },
              body: body === undefined ? undefined : JSON.stringify(body),
            });
            const text = await res.text();
            return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
          } catch {
            refused.push(`${method} ${path}`);
          }
        }
        throw new Error(`no server answered ${method} ${path}`);
      };
      const acknowledged: { id: string; key: string; email: string; method: string }[] = [];

      const journey = async (n: number) => {
        const email = `kupec${n}@kubik.test`;
        const company = n % 2 === 1;
        const login = await call(n, 'POST', '/api/users/login', { email, password: testPassword });
        expect(login.status).toBe(200);
        const auth = { authorization: `Bearer ${String(login.body.access_token)}` };
        const project = await call(
          n + 1,
          'POST',
          '/api/projects',
          { name: `Polica ${n}`, design: exampleDesign('one-cube.json') },
          auth,
        );
        expect(project.status).toBe(201);
        const added = await call(n, 'POST', '/api/cart/items', { projectId: project.body.id, quantity: 1 }, auth);
        // A retry after a cut answer finds it in the cart already.
        expect([201, 409]).toContain(added.status);
        const key = `roles-${n}-${Date.now()}`;
        const order = await call(
          n + 1,
          'POST',
          '/api/orders',
          {
            shipping: { method: 'pickup' },
            billingAddress: address,
            termsAccepted: true,
            customer: {
              name: `Kupec ${n}`,
              email,
              ...(company ? { company: { companyName: `Mizarstvo ${n} d.o.o.`, vatId: 'SI12345679' } } : {}),
            },
            paymentMethod: company ? 'bank_transfer' : 'test',
          },
          { ...auth, 'idempotency-key': key },
        );
        expect(order.status, JSON.stringify(order.body)).toBe(201);
        const id = String(order.body.id);
        acknowledged.push({ id, key, email, method: company ? 'bank_transfer' : 'test' });
        // Half-way through, web server B dies without a word (this journey's next steps meet it dead).
        if (acknowledged.length === customers / 2) b.child.kill('SIGKILL');
        const started = await call(n, 'POST', `/api/orders/${id}/payment`, {}, auth);
        expect(started.status, JSON.stringify(started.body)).toBe(200);
        if (!company) {
          const paid = await call(n + 1, 'POST', `/api/payments/test/${id}/complete`, { outcome: 'succeeded' }, auth);
          expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        }
      };
      await Promise.all(Array.from({ length: customers }, (_, n) => journey(n)));
      expect(await exited(b.child)).toBeNull();
      expect(b.child.signalCode).toBe('SIGKILL');
      // The client met the dead server (and went on on A): the kill happened mid-way.
      expect(refused.length).toBeGreaterThan(0);

      // Every acknowledged order exists once, and no order exists that was not acknowledged.
      const orders = (
        await t.database.query('select id, idempotency_key, payment_status, payment_method from orders order by id')
      ).rows;
      expect(orders.map((o) => o.id).sort()).toEqual(acknowledged.map((o) => o.id).sort());
      expect(new Set(orders.map((o) => o.idempotency_key)).size).toBe(customers);
      expect(orders.filter((o) => o.payment_method === 'test').every((o) => o.payment_status === 'paid')).toBe(true);

      // Every mail is sent once: the worker's jobs drain, then the SMTP sink holds exactly the stored mails.
      const pending = async () =>
        Number(
          (
            await t.database.query(
              `select count(*) as n from jobs where done_at is null and failed_at is null and run_at <= now()`,
            )
          ).rows[0]!.n,
        );
      await expect.poll(pending, { timeout: 30_000, interval: 100 }).toBe(0);
      const stored = (await t.database.query('select "to", subject, kind, sent_at from mails')).rows;
      expect(stored.every((m) => m.sent_at !== null)).toBe(true);
      const sent = smtp.mails.map((m) => `${m.to.join(',')} ${m.subject}`).sort();
      expect(sent).toEqual(stored.map((m) => `${String(m.to)} ${String(m.subject)}`).sort());
      // Each customer: the order's mail, and the payment's (paid) or the transfer's with its proforma.
      for (const { email, method } of acknowledged) {
        const kinds = stored
          .filter((m) => m.to === email)
          .map((m) => m.kind)
          .sort();
        expect(kinds).toEqual(
          method === 'test' ? ['order_payment_paid', 'order_submitted'] : ['order_bank_transfer', 'order_submitted'],
        );
      }
      const transfers = smtp.mails.filter((m) => m.attachments.some((f) => f.contentType === 'application/pdf'));
      expect(transfers).toHaveLength(customers / 2);

      // Every job ran on the worker: the web servers (the killed one too) only enqueued.
      const runners = (
        await t.database.query('select distinct locked_by from jobs where done_at is not null')
      ).rows.map((r) => String(r.locked_by));
      expect(runners.length).toBeGreaterThan(0);
      expect(runners.every((runner) => runner.startsWith(`${worker.child.pid}-`))).toBe(true);
      const mailJobs = Number(
        (await t.database.query(`select count(*) as n from jobs where queue = 'mail.send' and done_at is not null`))
          .rows[0]!.n,
      );
      expect(mailJobs).toBe(stored.length);

      // The metrics count what happened: the worker sent every mail, the surviving web server
      // started payments and took orders (what the killed one counted died with it).
      const onWorker = await scrape(worker.url);
      expect(sample(onWorker, 'kubik_mails_total{outcome="sent"}')).toBe(stored.length);
      expect(sample(onWorker, 'kubik_job_runs_total{queue="mail.send",outcome="done"}')).toBe(mailJobs);
      const onA = await scrape(web[0]!.url);
      expect(sample(onA, 'kubik_mails_total{outcome="sent"}')).toBe(0);
      expect(
        sample(onA, 'kubik_payments_total{provider="test",event="started"}') +
          sample(onA, 'kubik_payments_total{provider="bank",event="started"}'),
      ).toBeGreaterThan(0);
      expect(sample(onA, 'kubik_http_requests_total{method="POST",route="/api/orders",status="201"}')).toBeGreaterThan(
        0,
      );
    });
  },
);
