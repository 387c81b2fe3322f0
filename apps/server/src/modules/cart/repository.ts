// Carts and their items in SQL.
import { and, asc, desc, eq, getTableColumns, inArray, max, sql } from 'drizzle-orm';
import { rowFromJson, rowsOf } from '../../db/json-rows.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { cartItems, carts, type ShownShippingJson } from './schema.ts';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItem = typeof cartItems.$inferInsert;
/** An item as the cart shows it: everything but its design (read only to price it again). */
export type ShownCartItem = Omit<CartItemRow, 'design'>;

const { design: _design, ...shownColumns } = getTableColumns(cartItems);
export type CartItemChange = Partial<
  Pick<
    CartItemRow,
    | 'quantity'
    | 'name'
    | 'thumbnail'
    | 'design'
    | 'unitNetCents'
    | 'vatRateBp'
    | 'orderable'
    | 'bom'
    | 'catalogueVersion'
    | 'pricedAt'
    | 'previousUnitNetCents'
    | 'projectUpdatedAt'
  >
>;

export function createCartRepository(uow: UnitOfWork) {
  /** The user's cart locked (see `lock`), and whether this transaction made the cart (a new cart holds no items yet). */
  async function lockOrMake(userId: string): Promise<{ cart: CartRow; made: boolean }> {
    const locked = () => uow.db().select().from(carts).where(eq(carts.userId, userId)).for('update').limit(1);
    // Most carts exist: one statement then. A first use makes the row, which no other transaction
    // sees (or locks) before this one commits: two statements; a first use racing another, three.
    const [found] = await locked();
    if (found) return { cart: found, made: false };
    const [made] = await uow.db().insert(carts).values({ userId }).onConflictDoNothing().returning();
    if (made) return { cart: made, made: true };
    const [row] = await locked();
    return { cart: row!, made: false };
  }

  return {
    /** The user's cart, made on first use (two first uses at once make one). */
    async ensure(userId: string): Promise<CartRow> {
      const [found] = await uow.db().select().from(carts).where(eq(carts.userId, userId)).limit(1);
      if (found) return found;
      const [made] = await uow.db().insert(carts).values({ userId }).onConflictDoNothing().returning();
      if (made) return made;
      const [row] = await uow.db().select().from(carts).where(eq(carts.userId, userId)).limit(1);
      return row!;
    },
    async find(userId: string): Promise<CartRow | undefined> {
      const [row] = await uow.db().select().from(carts).where(eq(carts.userId, userId)).limit(1);
      return row;
    },
    /** The user's cart, locked until the caller's transaction ends (checkout: one submit at a time). */
    async lock(userId: string): Promise<CartRow> {
      return (await lockOrMake(userId)).cart;
    },
    lockOrMake,
    async items(cartId: string): Promise<CartItemRow[]> {
      return uow
        .db()
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    },
    /** The items of the user's cart (none without a cart), in one statement. */
    async itemsOf(userId: string): Promise<CartItemRow[]> {
      return uow
        .db()
        .select(getTableColumns(cartItems))
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    },
    /** The same without the designs: what the cart shows (a read costs about the same with 1 or 30 designs in the cart). */
    async shownItemsOf(userId: string): Promise<ShownCartItem[]> {
      // One JSON value for the whole cart, not a row per item: each column of each row cost the
      // drivers a parse of its own (PGlite copies and decodes every field), so a 30-item cart read
      // cost half as much again as a 1-item one (issue 24: the same within 20 %).
      const items = uow
        .db()
        .select(shownColumns)
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.userId, userId));
      const result = await uow
        .db()
        .execute(sql`select coalesce(json_agg(i order by i.created_at, i.id), '[]'::json) as items from (${items}) i`);
      const [row] = rowsOf<{ items: Record<string, unknown>[] }>(result);
      return (row?.items ?? []).map((json) => rowFromJson<typeof cartItems, ShownCartItem>(cartItems, json));
    },
    /** Items' designs by id (to price them again). */
    async designs(ids: string[]): Promise<Map<string, unknown>> {
      if (ids.length === 0) return new Map();
      const rows = await uow
        .db()
        .select({ id: cartItems.id, design: cartItems.design })
        .from(cartItems)
        .where(inArray(cartItems.id, ids));
      return new Map(rows.map((r) => [r.id, r.design]));
    },
    /** Σ quantities of the user's cart (0 without one). */
    async pieceCount(userId: string): Promise<number> {
      const [row] = await uow
        .db()
        .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int`.mapWith(Number) })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.userId, userId));
      return row?.n ?? 0;
    },
    async item(cartId: string, id: string): Promise<CartItemRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, id)))
        .limit(1);
      return row;
    },
    async itemOfProject(cartId: string, projectId: string): Promise<CartItemRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.projectId, projectId)))
        .orderBy(asc(cartItems.createdAt))
        .limit(1);
      return row;
    },
    /** Answers the new item's id (not its row: the design sent back would be parsed for nothing). */
    async insertItem(item: NewCartItem): Promise<{ id: string }> {
      const [row] = await uow.db().insert(cartItems).values(item).returning({ id: cartItems.id });
      return row!;
    },
    async updateItem(id: string, change: CartItemChange, at: Date): Promise<CartItemRow | undefined> {
      const [row] = await uow
        .db()
        .update(cartItems)
        .set({ ...change, updatedAt: at })
        .where(eq(cartItems.id, id))
        .returning();
      return row;
    },
    async deleteItem(cartId: string, id: string): Promise<boolean> {
      const rows = await uow
        .db()
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, id)))
        .returning({ id: cartItems.id });
      return rows.length === 1;
    },
    /** Empties the cart and forgets the shipping it showed: one statement. */
    async clear(cartId: string): Promise<void> {
      await uow.db().execute(sql`with emptied as (delete from ${cartItems} where ${cartItems.cartId} = ${cartId})
        update ${carts} set "shown_shipping" = null, "updated_at" = ${new Date().toISOString()}::timestamptz where ${carts.id} = ${cartId}`);
    },
    /** The user's cart and its items (account deletion). */
    async deleteOf(userId: string): Promise<void> {
      await uow.db().delete(carts).where(eq(carts.userId, userId));
    },
    async clearPriceChanges(cartId: string): Promise<void> {
      await uow.db().update(cartItems).set({ previousUnitNetCents: null }).where(eq(cartItems.cartId, cartId));
    },
    /**
     * Carts with at least one item, the most recently changed first (an item added, re-priced or its
     * quantity changed), with their items: what a catalogue preview prices.
     */
    async openCarts(limit: number): Promise<{ cart: CartRow; changedAt: Date; items: CartItemRow[] }[]> {
      const changedAt = max(cartItems.updatedAt);
      const heads = await uow
        .db()
        .select({ cart: carts, changedAt })
        .from(carts)
        .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
        .groupBy(carts.id)
        .orderBy(desc(changedAt), asc(carts.id))
        .limit(limit);
      if (heads.length === 0) return [];
      const items = await uow
        .db()
        .select()
        .from(cartItems)
        .where(
          inArray(
            cartItems.cartId,
            heads.map((h) => h.cart.id),
          ),
        )
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return heads.map((h) => ({
        cart: h.cart,
        changedAt: new Date(h.changedAt ?? h.cart.updatedAt),
        items: items.filter((i) => i.cartId === h.cart.id),
      }));
    },
    async setShownShipping(cartId: string, shown: ShownShippingJson | null): Promise<void> {
      await uow.db().update(carts).set({ shownShipping: shown }).where(eq(carts.id, cartId));
    },
    /** Carts holding items, the first of which was added at or after `since` (one pass over the open carts' items). */
    async openFirstFilledSince(since: Date): Promise<number> {
      const firstAdded = uow
        .db()
        .select({ cartId: cartItems.cartId })
        .from(cartItems)
        .groupBy(cartItems.cartId)
        .having(sql`min(${cartItems.createdAt}) >= ${since.toISOString()}::timestamptz`)
        .as('first_added');
      const [row] = await uow
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(firstAdded);
      return row?.n ?? 0;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
