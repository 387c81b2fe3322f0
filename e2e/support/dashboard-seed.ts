// The figures the admin dashboard's browser test expects (e2e/admin-dashboard.spec.ts), written into
// a server of its own (E2E_SEED=dashboard in e2e/server.ts), so no other test sees these orders.
// Ana's two paid orders were placed on the 15th of the month two months back (at noon UTC, so the
// same day in Ljubljana, and always more than 30 days ago); her third, unpaid, yesterday. The admin
// has an open cart filled yesterday. Ana's inquiries: one accepted and one still submitted, both sent
// yesterday, and one declined 40 days ago (outside the 30 days).
import { sql } from 'drizzle-orm';
import type { RunningServer } from '../../apps/server/src/server.ts';
import { insertTestOrder } from '../../apps/server/src/testing/orders.ts';

/** The instant the paid orders were placed, from the moment the server seeded. */
export const paidOrdersPlacedAt = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15, 12));

export async function seedDashboard(server: RunningServer, ids: { ana: string; admin: string }): Promise<void> {
  const db = server.database.db;
  const placed = async (unitNetCents: number, at: Date, status: string, paid: number, refunded: number) => {
    const order = await insertTestOrder(server, { userId: ids.ana, unitNetCents });
    const paidCents = paid < 0 ? order.grossCents : paid;
    const paymentStatus = paidCents === 0 ? 'pending' : refunded === 0 ? 'paid' : 'partially_refunded';
    await db.execute(sql`update orders set created_at = ${at.toISOString()}::timestamptz, status = ${status}, payment_status = ${paymentStatus},
      paid_cents = ${paidCents}, refunded_cents = ${refunded} where id = ${order.id}`);
  };
  const month = paidOrdersPlacedAt();
  // 10,000 net + 2,200 VAT = 12,200 gross, paid.
  await placed(10_000, month, 'delivered', -1, 0);
  // 41,230 net + 9,071 VAT = 50,301 gross, paid, 10,000 refunded: 40,301 kept, net 33,033.
  await placed(41_230, month, 'shipped', -1, 10_000);
  await placed(10_000, new Date(Date.now() - 86_400_000), 'submitted', 0, 0);
  const cart = (await db.execute(sql`insert into carts (user_id) values (${ids.admin}) returning id`)) as unknown;
  const [row] = (Array.isArray(cart) ? cart : (cart as { rows: unknown[] }).rows) as { id: string }[];
  await db.execute(sql`insert into cart_items (cart_id, name, design, quantity, unit_net_cents, vat_rate_bp, currency, orderable, bom, catalogue_version, created_at)
    values (${row!.id}, 'Polica', '{}'::jsonb, 1, 10000, 2200, 'EUR', true, '{}'::jsonb, 1, now() - interval '1 day')`);
  const inquiry = async (seqId: string, status: string, daysAgo: number) =>
    db.execute(sql`insert into inquiries (seq_id, customer_id, status, message, locale, catalogue_version, created_at, updated_at)
      values (${seqId}, ${ids.ana}, ${status}, 'Koliko stane?', 'en', 1, now() - make_interval(days => ${daysAgo}), now() - make_interval(days => ${daysAgo}))`);
  await inquiry('1999-0001', 'accepted', 1);
  await inquiry('1999-0002', 'submitted', 1);
  await inquiry('1999-0003', 'declined', 40);
}
