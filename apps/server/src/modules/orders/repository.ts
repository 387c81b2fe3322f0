// Orders in SQL: the order row, its frozen items and lines, its history, the number counters.
import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@kubik/contract/order-states';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AdminOrderQuery } from '@kubik/contract/admin';
import { orderNumberDigits } from '@kubik/shop/numbering';
import { rowFromJson, rowsOf } from '../../db/json-rows.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { numberCounters, orderHistory, orderItems, orderLines, orders } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemSummary = Omit<OrderItemRow, 'design' | 'parts'>;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderHistoryRow = typeof orderHistory.$inferSelect;
export type NewHistory = typeof orderHistory.$inferInsert;

export type OrderListFilter = Pick<
  AdminOrderQuery,
  'q' | 'status' | 'paymentStatus' | 'from' | 'to' | 'userId' | 'sort' | 'order'
> & {
  /** Only these customers' orders (the admin's partner filter: the customers assigned to the partner). */
  userIds?: readonly string[];
};

type Json = Record<string, unknown>;
/** An item's columns but its frozen design and parts (what a view of the order needs). */
const { design: _design, parts: _parts, ...itemSummaryColumns } = getTableColumns(orderItems);

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function orderFilter(query: OrderListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.userId) where.push(eq(orders.userId, query.userId));
  if (query.userIds) where.push(query.userIds.length > 0 ? inArray(orders.userId, [...query.userIds]) : sql`false`);
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.paymentStatus) where.push(eq(orders.paymentStatus, query.paymentStatus));
  if (query.from) where.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(orders.createdAt, nextDay(query.to)));
  if (query.q) {
    const like = containing(query.q);
    where.push(
      or(
        ilike(orders.number, like),
        sql`${orders.customer}->>'name' ilike ${like}`,
        sql`${orders.customer}->>'email' ilike ${like}`,
        sql`${orders.customer}->'company'->>'companyName' ilike ${like}`,
      ),
    );
  }
  return and(...where);
}

/** formatOrderNumber({ year, seq }) in SQL, the sequence the "numbered" CTE's; never cut short past 99,999. */
function orderNumberSql(year: number): SQL {
  const seq = sql.raw(`(select last from "numbered")::text`);
  return sql`('K-' || ${String(year)} || '-' || lpad(${seq}, greatest(${orderNumberDigits}, length(${seq})), '0'))`;
}

export function createOrderRepository(uow: UnitOfWork) {
  return {
    /** Every customer's orders for the admin list: filtered, sorted and paged in SQL. */
    async adminPage(
      query: OrderListFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const where = orderFilter(query);
      const column = { createdAt: orders.createdAt, number: orders.number, total: orders.grossCents }[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const rows = await uow
        .db()
        .select()
        .from(orders)
        .where(where)
        .orderBy(direction(column), direction(orders.id))
        .limit(limit)
        .offset(offset);
      const [total] = await uow.db().select({ n: count() }).from(orders).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async countOfUser(userId: string): Promise<number> {
      const [row] = await uow.db().select({ n: count() }).from(orders).where(eq(orders.userId, userId));
      return row?.n ?? 0;
    },
    /** The next number of a (scope, year) sequence, in the caller's transaction: no gaps, no duplicates. */
    async nextNumber(scope: string, year: number): Promise<number> {
      const [row] = await uow
        .db()
        .insert(numberCounters)
        .values({ scope, year, last: 1 })
        .onConflictDoUpdate({
          target: [numberCounters.scope, numberCounters.year],
          set: { last: sql`${numberCounters.last} + 1` },
        })
        .returning({ last: numberCounters.last });
      return row!.last;
    },
    /**
     * A new order with its items, lines and history in one statement (one round trip, one plan:
     * decision 0027), in the caller's transaction; answers the rows as stored (the items without
     * their design and parts), so the new order's view needs no second read. The order comes with
     * its number: no placeholder is written and changed afterwards.
     */
    async insertWithRows(
      order: Omit<NewOrder, 'number'>,
      items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
      lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
      history: Omit<NewHistory, 'orderId'>[],
      /** The year whose counter numbers the order (the workshop's calendar year of the order). */
      year: number,
    ): Promise<{ order: OrderRow; items: OrderItemSummary[]; lines: OrderLineRow[]; history: OrderHistoryRow[] }> {
      const db = uow.db();
      const orderId = order.id ?? randomUUID();
      // Each part is a data-modifying CTE; the rows are answered as JSON (one row, four columns).
      // (drizzle writes a query builder inside sql`…` in parentheses: the CTE's own.) The year's
      // counter is advanced first and the order takes its number from it (formatOrderNumber's
      // K-<year>-<seq>, written in SQL): its row stays locked to the commit.
      const ctes = [
        sql`"numbered" as ${db
          .insert(numberCounters)
          .values({ scope: 'order', year, last: 1 })
          .onConflictDoUpdate({
            target: [numberCounters.scope, numberCounters.year],
            set: { last: sql`${numberCounters.last} + 1` },
          })
          .returning({ last: numberCounters.last })}`,
        sql`"new_order" as ${db
          .insert(orders)
          .values({ ...order, id: orderId, number: orderNumberSql(year) })
          .returning()}`,
      ];
      const written = (name: string, rows: unknown[], insert: () => SQLWrapper, orderBy: string) => {
        if (rows.length === 0) return sql`'[]'::json`;
        ctes.push(sql`${sql.identifier(name)} as ${insert()}`);
        return sql`(select json_agg(${sql.identifier(name)} order by ${sql.identifier(orderBy)}) from ${sql.identifier(name)})`;
      };
      const owned = <R>(rows: R[]) => rows.map((row) => ({ ...row, orderId }));
      const itemsJson = written(
        'new_items',
        items,
        () => db.insert(orderItems).values(owned(items)).returning(itemSummaryColumns),
        'seq',
      );
      const linesJson = written(
        'new_lines',
        lines,
        () => db.insert(orderLines).values(owned(lines)).returning(),
        'position',
      );
      const historyJson = written(
        'new_history',
        history,
        () => db.insert(orderHistory).values(owned(history)).returning(),
        'id',
      );
      const result = await db.execute(sql`with ${sql.join(ctes, sql`, `)}
        select (select row_to_json("new_order") from "new_order") as "order", ${itemsJson} as "items", ${linesJson} as "lines", ${historyJson} as "history"`);
      const [row] = rowsOf<{ order: Json; items: Json[]; lines: Json[]; history: Json[] }>(result);
      return {
        order: rowFromJson(orders, row!.order),
        items: row!.items.map((i) => rowFromJson<typeof orderItems, OrderItemSummary>(orderItems, i)),
        lines: row!.lines.map((l) => rowFromJson(orderLines, l)),
        history: row!.history.map((h) => rowFromJson(orderHistory, h)),
      };
    },
    async insert(
      order: NewOrder,
      items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
      lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
    ): Promise<OrderRow> {
      const db = uow.db();
      const [row] = await db.insert(orders).values(order).returning();
      if (items.length > 0) await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row!.id })));
      if (lines.length > 0) await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id })));
      return row!;
    },
    /** The order an accepted offer became (at most one: the offer's lock makes sure). */
    async findByOffer(offerId: string): Promise<OrderRow | undefined> {
      const [row] = await uow.db().select().from(orders).where(eq(orders.offerId, offerId)).limit(1);
      return row;
    },
    async find(id: string): Promise<OrderRow | undefined> {
      const [row] = await uow.db().select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },
    async findByNumber(number: string): Promise<OrderRow | undefined> {
      const [row] = await uow.db().select().from(orders).where(eq(orders.number, number)).limit(1);
      return row;
    },
    /** An order of that user: someone else's is as absent as a missing one. */
    async findOwned(id: string, userId: string): Promise<OrderRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)))
        .limit(1);
      return row;
    },
    /**
     * The order row, locked until the caller's transaction ends: its state changes one at a time.
     * NO KEY UPDATE: rows that only point at the order (history, payments, events) may still be added.
     */
    async lock(id: string): Promise<OrderRow | undefined> {
      const [row] = await uow.db().select().from(orders).where(eq(orders.id, id)).for('no key update').limit(1);
      return row;
    },
    async findByIdempotencyKey(userId: string, key: string): Promise<OrderRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
        .limit(1);
      return row;
    },
    async update(
      id: string,
      fields: Partial<
        Pick<OrderRow, 'status' | 'paymentStatus' | 'paidCents' | 'refundedCents' | 'paymentMethod' | 'tracking'>
      >,
      at: Date,
    ): Promise<OrderRow> {
      const [row] = await uow
        .db()
        .update(orders)
        .set({ ...fields, updatedAt: at })
        .where(eq(orders.id, id))
        .returning();
      return row!;
    },
    /** Adds history rows; answers them as stored. */
    async addHistory(rows: NewHistory[]): Promise<OrderHistoryRow[]> {
      return rows.length > 0 ? uow.db().insert(orderHistory).values(rows).returning() : [];
    },
    /**
     * The refund row a provider's news wrote for the refund that gave back `amountCents` and brought
     * the order's refunds to `refundedCents` (each refund row holds what it gave back: their running
     * sum is the total after it), given to whoever asked for that refund, with their data merged in;
     * false when no such row is there.
     */
    async attributeRefund(
      orderId: string,
      refund: { provider: string; amountCents: number; refundedCents: number },
      actor: { role: string; id: string | null },
      data: Record<string, unknown>,
    ): Promise<boolean> {
      const db = uow.db();
      const result = await db.execute(sql`
        update ${orderHistory}
        set actor_role = ${actor.role}, actor_id = ${actor.id},
            data = coalesce(${orderHistory.data}, '{}'::jsonb) || ${JSON.stringify(data)}::jsonb
        where ${orderHistory.id} = (
          select id from (
            select id, actor_role, provider, amount_cents,
                   sum(amount_cents) over (order by id) as refunded
            from ${orderHistory}
            where order_id = ${orderId} and kind = 'refund'
          ) refunds
          where refunded = ${refund.refundedCents} and amount_cents = ${refund.amountCents}
            and actor_role = 'provider' and provider = ${refund.provider}
        )
        returning ${orderHistory.id}`);
      return rowsOf(result).length > 0;
    },
    async history(orderId: string, publicOnly: boolean): Promise<OrderHistoryRow[]> {
      const where = publicOnly
        ? and(eq(orderHistory.orderId, orderId), eq(orderHistory.public, true))
        : eq(orderHistory.orderId, orderId);
      return uow.db().select().from(orderHistory).where(where).orderBy(asc(orderHistory.id));
    },
    /** The items without their frozen design and parts (what a view of the order needs). */
    async items(orderId: string): Promise<OrderItemSummary[]> {
      return uow
        .db()
        .select(itemSummaryColumns)
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.seq));
    },
    /** The items with their frozen designs, in order. */
    async itemsWithDesigns(orderId: string): Promise<OrderItemRow[]> {
      return uow.db().select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.seq));
    },
    async item(orderId: string, seq: number): Promise<OrderItemRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.seq, seq)))
        .limit(1);
      return row;
    },
    async lines(orderId: string): Promise<OrderLineRow[]> {
      return uow
        .db()
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
    },
    /** The user's most recent order, if any. */
    async latestOf(userId: string): Promise<OrderRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1);
      return row;
    },
    async allOf(userId: string): Promise<OrderRow[]> {
      return uow.db().select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt));
    },
    /** One user's orders (or, a list of ids: a partner's customers, those of several users), newest first (or oldest), with each one's piece count and first thumbnail. */
    async page(
      userId: string | readonly string[],
      query: { page: number; perPage: number; status?: OrderStatus; order: 'asc' | 'desc' },
    ) {
      const whose = typeof userId === 'string' ? eq(orders.userId, userId) : inArray(orders.userId, [...userId]);
      const where = query.status ? and(whose, eq(orders.status, query.status)) : whose;
      const rows = await uow
        .db()
        .select({
          order: orders,
          // Qualified by hand: drizzle writes a one-table select's columns unqualified, and an unqualified
          // "id" inside the subquery would be the item's own id (every count 0, no picture).
          itemCount:
            sql<number>`(select coalesce(sum("order_items"."quantity"), 0)::int from "order_items" where "order_items"."order_id" = "orders"."id")`.mapWith(
              Number,
            ),
          thumbnail: sql<
            string | null
          >`(select "order_items"."thumbnail" from "order_items" where "order_items"."order_id" = "orders"."id" order by "order_items"."seq" limit 1)`,
        })
        .from(orders)
        .where(where)
        .orderBy(query.order === 'asc' ? asc(orders.createdAt) : desc(orders.createdAt), asc(orders.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const [total] = await uow.db().select({ n: count() }).from(orders).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
