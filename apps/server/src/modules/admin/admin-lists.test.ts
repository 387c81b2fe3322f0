// The admin lists' filters, one by one and together, each applied by the database; the CSV export
// answers exactly the filtered rows; and the text search is served by the trigram indexes of
// migration 0010_admin_search (pg_trgm, in PGlite as in PostgreSQL) rather than by reading every row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/factory.ts';
import { exampleDesign, insertTestOrder, type TestOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';

describe('the admin lists', () => {
  let t: TestApp;
  let admin: { authorization: string };
  const ids: Record<string, string> = {};
  const orders: Record<string, TestOrder> = {};

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
  const list = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return res.json() as { items: Record<string, unknown>[]; total: number };
  };
  /** One column of each CSV data line, the header dropped. */
  const csvColumn = async (url: string, column: number) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    return res.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[column]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ids.admin = await t.createUser({
      email: 'staff@kubik.test',
      password,
      name: 'Staff Kos',
      scopes: ['customer', 'admin'],
    });
    admin = await signIn(t, 'staff@kubik.test', password);
    ids.ana = await t.createUser({ email: 'ana@primer.test', password, name: 'Ana Zupan', scopes: ['customer'] });
    ids.mizar = await t.createUser({
      email: 'info@mizar.test',
      password,
      name: 'Bojan Kralj',
      scopes: ['customer', 'company'],
    });
    await t.services.users.update(ids.mizar, {
      company: {
        companyName: 'Mizarstvo Hrast d.o.o.',
        vatId: 'SI12345678',
        address: { street: 'Čopova 3', city: 'Ljubljana', postalCode: '1000', country: 'SI' },
      },
    });
    ids.blocked = await t.createUser({
      email: 'cene@primer.test',
      password,
      name: 'Cene Blokiran',
      scopes: ['customer'],
    });
    await t.services.auth.setBlocked(ids.blocked, true);

    for (const [email, name, shared] of [
      ['ana@primer.test', 'Knjižna polica', false],
      ['info@mizar.test', 'Omara za pisarno', true],
      ['info@mizar.test', 'Regal v delavnici', false],
    ] as const) {
      const headers = await signIn(t, email, password);
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers,
        payload: { name, design: exampleDesign('grid-2x2.json') },
      });
      expect(made.statusCode).toBe(201);
      ids[name] = made.json().id;
      if (shared)
        expect(
          (await t.app.inject({ method: 'POST', url: `/api/projects/${made.json().id}/share`, headers })).statusCode,
        ).toBe(200);
    }

    orders.march = await insertTestOrder(t, { userId: ids.ana, paymentMethod: 'test' });
    orders.april = await insertTestOrder(t, { userId: ids.mizar, paymentMethod: 'bank_transfer', company: true });
    orders.paid = await insertTestOrder(t, { userId: ids.mizar, paymentMethod: 'test', company: true });
    await t.services.markPaid.markPaid({
      orderId: orders.paid.id,
      actor: { role: 'provider', provider: 'test' },
      amountCents: orders.paid.grossCents,
    });
    // The test orders' customer snapshot is fixed: give each its own customer and day.
    const ana = { name: 'Ana Zupan', email: 'ana@primer.test' };
    const mizar = {
      name: 'Bojan Kralj',
      email: 'info@mizar.test',
      company: { companyName: 'Mizarstvo Hrast d.o.o.', vatId: 'SI12345678' },
    };
    for (const [order, customer, at] of [
      [orders.march, ana, '2026-03-05T10:00:00Z'],
      [orders.april, mizar, '2026-04-30T23:30:00Z'],
      [orders.paid, mizar, '2026-05-01T00:10:00Z'],
    ] as const) {
      await t.database.query(`update orders set created_at = $1, customer = $2::jsonb where id = $3`, [
        at,
        JSON.stringify(customer),
        order.id,
      ]);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('filters users by text (name, e-mail, company), scope and blocked, alone and together; the CSV holds the same rows', async () => {
    const emails = async (query: string) =>
      (await list(`/api/admin/users?sort=email&order=asc&${query}`)).items.map((u) => u.email);
    expect(await emails('q=zupan')).toEqual(['ana@primer.test']);
    expect(await emails('q=PRIMER.test')).toEqual(['ana@primer.test', 'cene@primer.test']);
    expect(await emails('q=hrast')).toEqual(['info@mizar.test']);
    expect(await emails('scope=company')).toEqual(['info@mizar.test']);
    expect(await emails('scope=admin')).toEqual(['staff@kubik.test']);
    expect(await emails('blocked=true')).toEqual(['cene@primer.test']);
    expect(await emails('blocked=false')).toEqual(['ana@primer.test', 'info@mizar.test', 'staff@kubik.test']);
    expect(await emails('q=primer&blocked=false&scope=customer')).toEqual(['ana@primer.test']);
    expect((await list('/api/admin/users?q=primer&blocked=true')).total).toBe(1);
    expect((await get('/api/admin/users?blocked=maybe')).statusCode).toBe(400);

    expect(await csvColumn('/api/admin/users?format=csv&sort=email&order=asc&q=primer&blocked=false', 1)).toEqual([
      'ana@primer.test',
    ]);
    expect(await csvColumn('/api/admin/users?format=csv&sort=email&order=asc&scope=customer&blocked=false', 1)).toEqual(
      ['ana@primer.test', 'info@mizar.test', 'staff@kubik.test'],
    );
  });

  it("filters projects by text (the name or the owner's name or e-mail) and shared; the CSV holds the same rows", async () => {
    const names = async (query: string) =>
      (await list(`/api/admin/projects?sort=name&order=asc&${query}`)).items.map((p) => p.name);
    expect(await names('q=polica')).toEqual(['Knjižna polica']);
    expect(await names('q=kralj')).toEqual(['Omara za pisarno', 'Regal v delavnici']);
    expect(await names('q=mizar.test')).toEqual(['Omara za pisarno', 'Regal v delavnici']);
    expect(await names('shared=true')).toEqual(['Omara za pisarno']);
    expect(await names('shared=false')).toEqual(['Knjižna polica', 'Regal v delavnici']);
    expect(await names('q=kralj&shared=false')).toEqual(['Regal v delavnici']);
    const row = (await list('/api/admin/projects?q=polica')).items[0]!;
    expect(row).toMatchObject({
      id: ids['Knjižna polica'],
      owner: { id: ids.ana, name: 'Ana Zupan', email: 'ana@primer.test' },
      shared: false,
    });
    expect(row.size).toBeGreaterThan(0);
    expect(await csvColumn('/api/admin/projects?format=csv&sort=name&order=asc&q=kralj&shared=false', 1)).toEqual([
      'Regal v delavnici',
    ]);
  });

  it('filters orders by state, payment state, a date range (UTC days, both ends included) and text; the CSV holds the same rows', async () => {
    const numbers = async (query: string) =>
      (await list(`/api/admin/orders?sort=createdAt&order=asc&${query}`)).items.map((o) => o.number);
    const { march, april, paid } = orders as Record<'march' | 'april' | 'paid', TestOrder>;
    expect(await numbers('status=submitted')).toEqual([march.number, april.number, paid.number]);
    expect(await numbers('status=delivered')).toEqual([]);
    expect(await numbers('paymentStatus=paid')).toEqual([paid.number]);
    expect(await numbers('paymentStatus=pending')).toEqual([march.number, april.number]);
    expect(await numbers('from=2026-04-30&to=2026-04-30')).toEqual([april.number]);
    expect(await numbers('from=2026-04-01')).toEqual([april.number, paid.number]);
    expect(await numbers('to=2026-04-29')).toEqual([march.number]);
    expect(await numbers(`q=${encodeURIComponent(march.number)}`)).toEqual([march.number]);
    expect(await numbers('q=zupan')).toEqual([march.number]);
    expect(await numbers('q=INFO@MIZAR')).toEqual([april.number, paid.number]);
    expect(await numbers('q=hrast')).toEqual([april.number, paid.number]);
    expect(await numbers('q=mizar&paymentStatus=pending&from=2026-04-01&to=2026-04-30')).toEqual([april.number]);
    expect((await get('/api/admin/orders?status=lost')).statusCode).toBe(400);

    expect(await csvColumn('/api/admin/orders?format=csv&sort=createdAt&order=asc&q=mizar&from=2026-05-01', 0)).toEqual(
      [paid.number],
    );
    expect(await csvColumn('/api/admin/orders?format=csv&sort=createdAt&order=asc&paymentStatus=pending', 0)).toEqual([
      march.number,
      april.number,
    ]);
  });

  it('has pg_trgm, and each text search can be answered from its trigram indexes instead of reading the table', async () => {
    const plan = (query: string) =>
      t.services.uow.withTransaction(async () => {
        // The tables here are tiny, so the planner would rightly read them whole; without that option
        // it shows which index serves the filter.
        await t.services.uow.db().execute(sql`set local enable_seqscan = off`);
        const result = (await t.services.uow.db().execute(sql.raw(`explain ${query}`))) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      });
    expect((await t.database.query(`select extname from pg_extension where extname = 'pg_trgm'`)).rows).toHaveLength(1);

    const users = await plan(
      `select id from users where email ilike '%kralj%' or name ilike '%kralj%' or (company ->> 'companyName') ilike '%kralj%'`,
    );
    for (const index of ['users_email_trgm_idx', 'users_name_trgm_idx', 'users_company_name_trgm_idx'])
      expect(users).toContain(index);
    expect(users).not.toContain('Seq Scan');

    const orderPlan = await plan(
      `select id from orders where number ilike '%mizar%' or (customer ->> 'name') ilike '%mizar%' or (customer ->> 'email') ilike '%mizar%' or ((customer -> 'company') ->> 'companyName') ilike '%mizar%'`,
    );
    for (const index of [
      'orders_number_trgm_idx',
      'orders_customer_name_trgm_idx',
      'orders_customer_email_trgm_idx',
      'orders_customer_company_trgm_idx',
    ])
      expect(orderPlan).toContain(index);
    expect(orderPlan).not.toContain('Seq Scan');

    const projectPlan = await plan(`select id from projects where name ilike '%polica%'`);
    expect(projectPlan).toContain('projects_name_trgm_idx');
    expect(projectPlan).not.toContain('Seq Scan');
  });
});
