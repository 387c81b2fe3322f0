// The admin's partner page and the admin area's partner and inquiry leftovers of issue 14: marking
// and unmarking a partner-admin (scope and membership together, audited; a partner may be left with
// none), the partner a customer is assigned to, the orders list's partner filter (the customers
// assigned now, in the list and its CSV), one customer's inquiries, and the dashboard's inquiry
// figures — each refused (404) to everyone but admins.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '@kubik/contract/stats';
import { insertTestOrder } from '../../testing/orders.ts';
import { signInRoles, type Role } from '../../testing/roles.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('the admin side of partners', () => {
  let t: TestApp;
  let ids: Record<Role, string>;
  let headers: Record<Role, { authorization: string }>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: Role = 'admin') =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const audit = async (entity: string, id: string) =>
    (await call('GET', `/api/admin/audit?entity=${entity}&id=${id}&perPage=100`)).json().items as {
      action: string;
      actor: { id: string };
      before: unknown;
      after: unknown;
    }[];
  const scopesOf = async (id: string) => (await t.services.users.findById(id))!.scopes;
  let seq = 0;
  /** An inquiry of `customerId` in `status`, submitted at `at` (written straight into the table). */
  const inquiry = async (customerId: string, status: string, at: string) => {
    seq += 1;
    await t.database.db
      .execute(sql`insert into inquiries (seq_id, customer_id, status, message, locale, catalogue_version, created_at, updated_at)
      values (${`2026-${String(seq).padStart(4, '0')}`}, ${customerId}, ${status}, 'Koliko stane?', 'sl', 1, ${at}::timestamptz, ${at}::timestamptz)`);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ ids, headers } = await signInRoles(t));
  });
  afterAll(() => t.close());

  it('marks and unmarks a partner-admin: the scope and the flag together, audited; a partner may be left with none', async () => {
    const partner = (
      await call('POST', '/api/admin/partners', { name: 'Les in Dom', contactEmail: 'les@kubik.test' })
    ).json();
    const invited = (
      await call('POST', `/api/admin/partners/${partner.id}/users`, {
        email: 'jure@les.si',
        name: 'Jure',
        locale: 'sl',
        isAdmin: false,
      })
    ).json();
    const jure = invited.users[0].id as string;
    expect(await scopesOf(jure)).toEqual(['partner']);

    const marked = await call('PUT', `/api/admin/partners/${partner.id}/users/${jure}`, { isAdmin: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().users).toEqual([expect.objectContaining({ id: jure, isAdmin: true })]);
    expect([...(await scopesOf(jure))].sort()).toEqual(['partner', 'partner-admin']);

    const unmarked = await call('PUT', `/api/admin/partners/${partner.id}/users/${jure}`, { isAdmin: false });
    expect(unmarked.statusCode).toBe(200);
    // Decision: the last partner-admin may be unmarked; the partner then has none (as a new partner).
    expect(unmarked.json().users).toEqual([expect.objectContaining({ id: jure, isAdmin: false })]);
    expect(await scopesOf(jure)).toEqual(['partner']);

    const trail = await audit('partner', partner.id);
    expect(trail.slice(0, 2).map((r) => r.action)).toEqual(['unmark_partner_admin', 'mark_partner_admin']);
    expect(trail[1]).toMatchObject({
      actor: { id: ids.admin },
      before: { userId: jure, isAdmin: false },
      after: { userId: jure, isAdmin: true },
    });

    // Only the partner's own members: another partner's user, a customer and a made-up id are 404, and nothing changes.
    const other = (
      await call('POST', '/api/admin/partners', { name: 'Drugi', contactEmail: 'drugi@kubik.test' })
    ).json();
    expect((await call('PUT', `/api/admin/partners/${other.id}/users/${jure}`, { isAdmin: true })).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', `/api/admin/partners/${partner.id}/users/${ids.customer}`, { isAdmin: true })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/admin/partners/${partner.id}/users/00000000-0000-4000-8000-000000000000`, {
          isAdmin: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(await scopesOf(ids.customer)).toEqual(['customer']);
    expect((await call('PUT', `/api/admin/partners/${partner.id}/users/${jure}`, { isAdmin: 'yes' })).statusCode).toBe(
      400,
    );
    for (const who of ['customer', 'company', 'partner'] as const) {
      expect(
        (await call('PUT', `/api/admin/partners/${partner.id}/users/${jure}`, { isAdmin: true }, who)).statusCode,
        who,
      ).toBe(404);
    }
    expect(await scopesOf(jure)).toEqual(['partner']);
  });

  it('answers the partner a customer is assigned to, or null; others get 404', async () => {
    const partner = (
      await call('POST', '/api/admin/partners', { name: 'Salon Bor', contactEmail: 'bor@kubik.test', discountBp: 1250 })
    ).json();
    expect((await call('GET', `/api/admin/users/${ids.company}/partner`)).json()).toEqual({
      customerId: ids.company,
      partner: null,
    });
    await call('POST', `/api/admin/users/${ids.company}/partner`, { partnerId: partner.id });
    const res = await call('GET', `/api/admin/users/${ids.company}/partner`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      customerId: ids.company,
      partner: { id: partner.id, name: 'Salon Bor', discountBp: 1250, customerCount: 1 },
    });
    expect((await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000/partner')).statusCode).toBe(404);
    for (const who of ['customer', 'company', 'partner'] as const)
      expect((await call('GET', `/api/admin/users/${ids.company}/partner`, undefined, who)).statusCode, who).toBe(404);
    await call('DELETE', `/api/admin/users/${ids.company}/partner`);
    expect((await call('GET', `/api/admin/users/${ids.company}/partner`)).json().partner).toBeNull();
  });

  it('filters the admin orders list by partner: the orders of the customers assigned to it now, in the list and its CSV', async () => {
    const partner = (
      await call('POST', '/api/admin/partners', { name: 'Hrast', contactEmail: 'hrast@kubik.test' })
    ).json();
    const empty = (
      await call('POST', '/api/admin/partners', { name: 'Prazen', contactEmail: 'prazen@kubik.test' })
    ).json();
    const mine = [
      await insertTestOrder(t, { userId: ids.customer }),
      await insertTestOrder(t, { userId: ids.customer }),
    ];
    await insertTestOrder(t, { userId: ids.company });
    await call('POST', `/api/admin/users/${ids.customer}/partner`, { partnerId: partner.id });

    const page = (await call('GET', `/api/admin/orders?partnerId=${partner.id}&sort=number&order=asc`)).json();
    expect(page.total).toBe(2);
    expect(page.items.map((o: { id: string }) => o.id)).toEqual(mine.map((o) => o.id));
    const csv = (await call('GET', `/api/admin/orders?partnerId=${partner.id}&format=csv`)).body
      .trimEnd()
      .split('\r\n');
    expect(csv).toHaveLength(3);
    expect((await call('GET', `/api/admin/orders?partnerId=${empty.id}`)).json().total).toBe(0);
    expect((await call('GET', '/api/admin/orders?partnerId=00000000-0000-4000-8000-000000000000')).json().total).toBe(
      0,
    );
    expect((await call('GET', '/api/admin/orders?partnerId=kos')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/orders')).json().total).toBe(3);
    // Unassigned, the customer's orders leave the partner's filter.
    await call('DELETE', `/api/admin/users/${ids.customer}/partner`);
    expect((await call('GET', `/api/admin/orders?partnerId=${partner.id}`)).json().total).toBe(0);
  });

  it("lists one customer's inquiries for the admin, and counts inquiries and their conversion on the dashboard", async () => {
    t.clock.now = new Date('2026-11-20T10:00:00Z');
    // The last 30 days start on 21 October 10:00 UTC.
    await inquiry(ids.customer, 'accepted', '2026-11-02T09:00:00Z');
    await inquiry(ids.customer, 'offered', '2026-11-10T09:00:00Z');
    await inquiry(ids.customer, 'submitted', '2026-11-19T09:00:00Z');
    await inquiry(ids.company, 'accepted', '2026-09-01T09:00:00Z'); // accepted, but submitted before the window
    await inquiry(ids.company, 'declined', '2026-10-25T09:00:00Z');
    await inquiry(ids.company, 'withdrawn', '2026-10-21T09:59:59Z'); // one second before the window

    const own = (await call('GET', `/api/admin/inquiries?customerId=${ids.customer}`)).json();
    expect(own.total).toBe(3);
    expect(own.items.map((i: { status: string }) => i.status)).toEqual(['submitted', 'offered', 'accepted']);
    expect(own.items.every((i: { customer: { id: string } }) => i.customer.id === ids.customer)).toBe(true);
    expect((await call('GET', '/api/admin/inquiries')).json().total).toBe(6);
    expect(
      (await call('GET', `/api/admin/inquiries?customerId=${ids.customer}`, undefined, 'partner')).statusCode,
    ).toBe(404);

    const stats = (await call('GET', '/api/admin/stats')).json() as AdminStats;
    expect(stats.inquiries).toEqual({
      byStatus: [
        { status: 'submitted', count: 1 },
        { status: 'offered', count: 1 },
        { status: 'accepted', count: 2 },
        { status: 'declined', count: 1 },
        { status: 'expired', count: 0 },
        { status: 'withdrawn', count: 1 },
      ],
      // Submitted in the window: 2 Nov, 10 Nov, 19 Nov, 25 Oct; of those, the one of 2 Nov is accepted.
      last30Days: { submitted: 4, accepted: 1 },
    });
  });

  it('asks guests to sign in (401) on the new routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/users/${ids.customer}/partner` })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/partners/${ids.customer}/users/${ids.partner}`,
          payload: { isAdmin: true },
        })
      ).statusCode,
    ).toBe(401);
  });
});
