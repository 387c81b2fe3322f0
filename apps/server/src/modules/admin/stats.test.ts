// GET /api/admin/stats on orders whose figures were worked out by hand: the statuses, the revenue
// per month in Europe/Ljubljana (orders placed on either side of midnight at the end of a month,
// in winter and in summer time), paid minus refunded with the net share rounded per order, the
// carts → orders figure of the last 30 days (the inquiry figures: partners/admin-partners.test.ts), and the route refused to everyone but admins.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '@kubik/contract/stats';
import { insertTestOrder } from '../../testing/orders.ts';
import { signInRoles } from '../../testing/roles.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { conversionBp } from './stats.ts';

type Who = 'admin' | 'customer' | 'company' | 'partner';

describe('GET /api/admin/stats', () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;
  const stats = async (who: Who = 'admin') =>
    t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: headers[who] });

  /** An order placed at `placedAt` (UTC), in `status`, with `paid` and `refunded` cents. */
  async function order(
    placedAt: string,
    status: string,
    paid: 'unpaid' | 'paid' | { refunded: number },
    unitNetCents = 10_000,
  ) {
    const o = await insertTestOrder(t, { userId: ids.customer, unitNetCents });
    const paidCents = paid === 'unpaid' ? 0 : o.grossCents;
    const refundedCents = typeof paid === 'object' ? paid.refunded : 0;
    const paymentStatus =
      paid === 'unpaid'
        ? 'pending'
        : refundedCents === 0
          ? 'paid'
          : refundedCents === paidCents
            ? 'refunded'
            : 'partially_refunded';
    await t.database.db
      .execute(sql`update orders set created_at = ${placedAt}::timestamptz, status = ${status}, payment_status = ${paymentStatus},
      paid_cents = ${paidCents}, refunded_cents = ${refundedCents} where id = ${o.id}`);
    return o;
  }

  /** A cart of `userId` holding items added at the given instants (UTC). */
  async function cart(userId: string, addedAt: string[]) {
    const result: unknown = await t.database.db.execute(
      sql`insert into carts (user_id) values (${userId}) returning id`,
    );
    const [found] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string }[];
    for (const at of addedAt) {
      await t.database.db
        .execute(sql`insert into cart_items (cart_id, name, design, quantity, unit_net_cents, vat_rate_bp, currency, orderable, bom, catalogue_version, created_at)
        values (${found!.id}, 'Polica', '{}'::jsonb, 1, 10000, 2200, 'EUR', true, '{}'::jsonb, 1, ${at}::timestamptz)`);
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    const roles = await signInRoles(t);
    Object.assign(ids, roles.ids);
    Object.assign(headers, roles.headers);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused to customers, companies and partners (404) and to guests (401)', async () => {
    for (const who of ['customer', 'company', 'partner'] as const) expect((await stats(who)).statusCode, who).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
  });

  it('answers zeros for every status and month of an empty shop, inquiries too', async () => {
    t.clock.now = new Date('2026-03-10T09:00:00Z');
    const body = (await stats()).json() as AdminStats;
    expect(body.ordersByStatus.map((s) => s.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(body.revenueByMonth.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(body.revenueByMonth.every((m) => m.orders === 0 && m.grossCents === 0 && m.netCents === 0)).toBe(true);
    expect(body.carts).toEqual({
      days: 30,
      since: '2026-02-08T09:00:00.000Z',
      ordersPlaced: 0,
      openCarts: 0,
      conversionBp: null,
    });
    expect(body.inquiries).toEqual({
      byStatus: [
        { status: 'submitted', count: 0 },
        { status: 'offered', count: 0 },
        { status: 'accepted', count: 0 },
        { status: 'declined', count: 0 },
        { status: 'expired', count: 0 },
        { status: 'withdrawn', count: 0 },
      ],
      last30Days: { submitted: 0, accepted: 0 },
    });
  });

  it('counts seeded orders by status, by Ljubljana month and by what was kept, and carts against orders', async () => {
    // Each order 10,000 net + 2,200 VAT = 12,200 gross unless said otherwise.
    await order('2025-11-30T22:30:00Z', 'delivered', 'paid'); // 23:30 on 30 November in Ljubljana: before the 12 months
    await order('2025-11-30T23:30:00Z', 'delivered', 'paid'); // 00:30 on 1 December in Ljubljana (UTC+1): the first month
    await order('2026-06-30T22:30:00Z', 'delivered', 'paid'); // 00:30 on 1 July in Ljubljana (summer time, UTC+2), though June in UTC
    await order('2026-10-31T22:59:59Z', 'shipped', 'paid'); // 23:59:59 on 31 October in Ljubljana
    await order('2026-10-31T23:30:00Z', 'delivered', 'paid'); // 00:30 on 1 November in Ljubljana, though October in UTC
    // 41,230 net + 9,071 VAT = 50,301 gross, 10,000 refunded: 40,301 kept, of which net 40,301 × 41,230 / 50,301 = 33,033.34 → 33,033.
    await order('2026-11-10T10:00:00Z', 'confirmed', { refunded: 10_000 }, 41_230);
    await order('2026-11-12T10:00:00Z', 'cancelled', { refunded: 12_200 }); // everything refunded: no revenue
    await order('2026-11-14T10:00:00Z', 'submitted', 'unpaid'); // not paid: no revenue
    // Open carts: one first filled inside the 30 days (counts), one whose first item is older (does not), one empty (does not).
    await cart(ids.company, ['2026-11-01T08:00:00Z', '2026-11-02T08:00:00Z']);
    await cart(ids.partner, ['2026-09-01T08:00:00Z', '2026-11-03T08:00:00Z']);
    await cart(ids.admin, []);

    t.clock.now = new Date('2026-11-15T10:00:00Z');
    const res = await stats();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as AdminStats;
    expect(body.at).toBe('2026-11-15T10:00:00.000Z');
    expect(body.timeZone).toBe('Europe/Ljubljana');
    expect(body.ordersByStatus).toEqual([
      { status: 'submitted', count: 1 },
      { status: 'confirmed', count: 1 },
      { status: 'in_production', count: 0 },
      { status: 'shipped', count: 1 },
      { status: 'delivered', count: 4 },
      { status: 'cancelled', count: 1 },
    ]);
    const month = (m: string) => body.revenueByMonth.find((r) => r.month === m);
    expect(body.revenueByMonth).toHaveLength(12);
    expect(body.revenueByMonth[0]!.month).toBe('2025-12');
    expect(body.revenueByMonth[11]!.month).toBe('2026-11');
    expect(month('2025-12')).toEqual({ month: '2025-12', orders: 1, grossCents: 12_200, netCents: 10_000 });
    expect(month('2026-06')).toEqual({ month: '2026-06', orders: 0, grossCents: 0, netCents: 0 });
    expect(month('2026-07')).toEqual({ month: '2026-07', orders: 1, grossCents: 12_200, netCents: 10_000 });
    expect(month('2026-10')).toEqual({ month: '2026-10', orders: 1, grossCents: 12_200, netCents: 10_000 });
    expect(month('2026-11')).toEqual({
      month: '2026-11',
      orders: 2,
      grossCents: 12_200 + 40_301,
      netCents: 10_000 + 33_033,
    });
    expect(body.revenueByMonth.reduce((s, m) => s + m.grossCents, 0)).toBe(4 * 12_200 + 40_301);
    // Since 16 October 10:00 UTC: the two of 31 October and the three of November were placed; one cart is open.
    expect(body.carts).toEqual({
      days: 30,
      since: '2026-10-16T10:00:00.000Z',
      ordersPlaced: 5,
      openCarts: 1,
      conversionBp: 8333,
    });
    expect(body.inquiries).toEqual({
      byStatus: [
        { status: 'submitted', count: 0 },
        { status: 'offered', count: 0 },
        { status: 'accepted', count: 0 },
        { status: 'declined', count: 0 },
        { status: 'expired', count: 0 },
        { status: 'withdrawn', count: 0 },
      ],
      last30Days: { submitted: 0, accepted: 0 },
    });
  });

  it('starts the months in Ljubljana when UTC is still in the old month', async () => {
    t.clock.now = new Date('2026-11-30T23:30:00Z'); // 00:30 on 1 December in Ljubljana
    const body = (await stats()).json() as AdminStats;
    expect(body.revenueByMonth[0]!.month).toBe('2026-01');
    expect(body.revenueByMonth[11]).toEqual({ month: '2026-12', orders: 0, grossCents: 0, netCents: 0 });
    expect(body.revenueByMonth.find((m) => m.month === '2025-12')).toBeUndefined();
  });

  it('rounds the conversion to a basis point and has none without carts', () => {
    expect(conversionBp(5, 1)).toBe(8333);
    expect(conversionBp(2, 1)).toBe(6667);
    expect(conversionBp(0, 3)).toBe(0);
    expect(conversionBp(3, 0)).toBe(10_000);
    expect(conversionBp(0, 0)).toBeNull();
  });
});
