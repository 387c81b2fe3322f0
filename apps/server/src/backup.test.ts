// Backup and restore, tried once as docs/operations/production.md tells an operator to: a database
// with orders is dumped with pg_dump (custom format), dropped, restored with pg_restore, and a server
// on the restored database finds every order with its items, lines and history, byte for byte.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from './testing/orders.ts';
import { testPassword } from './testing/roles.ts';
import { createTestApp, testPostgresUrl, type TestApp } from './testing/test-app.ts';

const run = promisify(execFile);
/** Debian's versioned tools match the 15 server; the PATH ones otherwise. */
const tool = (name: string) =>
  existsSync(`/usr/lib/postgresql/15/bin/${name}`) ? `/usr/lib/postgresql/15/bin/${name}` : name;

/** Every row of the tables an order is made of, as JSON, in a fixed order. */
async function orderRows(database: TestApp['database']) {
  const tables = ['orders', 'order_items', 'order_lines', 'order_history', 'number_counters', 'mails'];
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const result = await database.query(`select to_jsonb(t) as row from ${table} t order by to_jsonb(t)::text`);
    rows[table] = result.rows.map((r) => r.row);
  }
  return rows;
}

async function onAdmin(statement: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.KUBIK_TEST_DB === 'pg')('backup and restore with pg_dump and pg_restore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kubik-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('restores a dropped database from its dump with every order, item and line', async () => {
    const t = await createTestApp();
    const url = t.pgUrl!;
    const name = new URL(url).pathname.slice(1);
    const ana = await t.createUser({ email: 'ana@kubik.test', password: testPassword });
    const bor = await t.createUser({ email: 'bor@kubik.test', password: testPassword });
    const placed = [
      await insertTestOrder(t, { userId: ana }),
      await insertTestOrder(t, { userId: ana, paymentMethod: 'bank_transfer', company: true, quantity: 3 }),
      await insertTestOrder(t, {
        userId: bor,
        items: [
          { name: 'Polica A', design: { any: 1 }, quantity: 1 },
          { name: 'Polica B', design: { any: 2 }, quantity: 2 },
        ],
      }),
    ];
    const before = await orderRows(t.database);
    expect(before.orders).toHaveLength(3);
    expect(before.order_items).toHaveLength(4);
    expect(before.order_lines).toHaveLength(4);
    // The servers stop (as for a restore in production), the database is dumped, then lost.
    await t.app.close();
    await t.services.close();
    await t.database.close();
    const dump = join(dir, 'kubik.dump');
    await run(tool('pg_dump'), ['--format=custom', '--no-owner', '--file', dump, url]);
    await onAdmin(`drop database ${name} with (force)`);
    expect(await onAdmin(`select 1 from pg_database where datname = '${name}'`)).toEqual([]);

    await onAdmin(`create database ${name}`);
    await run(tool('pg_restore'), ['--no-owner', '--exit-on-error', '--dbname', url, dump]);
    const restored = await createTestApp({}, { sameDatabaseAs: { pgUrl: url } as TestApp });
    try {
      expect(await orderRows(restored.database)).toEqual(before);
      // A server on it (migrations found current) lets each customer read their orders again.
      for (const [email, mine] of [
        ['ana@kubik.test', placed.slice(0, 2)],
        ['bor@kubik.test', placed.slice(2)],
      ] as const) {
        const login = await restored.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email, password: testPassword },
        });
        expect(login.statusCode, login.body).toBe(200);
        const headers = { authorization: `Bearer ${login.json().access_token}` };
        const list = (await restored.app.inject({ method: 'GET', url: '/api/orders', headers })).json().items as {
          id: string;
          number: string;
        }[];
        expect(list.map((o) => o.number).sort()).toEqual(mine.map((o) => o.number).sort());
        for (const order of mine) {
          const read = await restored.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers });
          expect(read.statusCode).toBe(200);
          expect(read.json()).toMatchObject({ number: order.number, totals: { grossCents: order.grossCents } });
        }
      }
    } finally {
      await restored.close();
      await onAdmin(`drop database if exists ${name} with (force)`);
    }
  });
});
