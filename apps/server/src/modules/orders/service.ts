// Orders after checkout: the customer's list and detail (with the history), cancelling while
// submitted, and staff moving an order through the order process. Every state change goes through
// @kubik/shop's transition table (an illegal move is 409 illegal_transition), is kept in the history
// with who, when, from and to, and is mailed to the customer in the language they ordered in.
import type { Cart } from '@kubik/contract/cart';
import type { Order, OrderListQuery, OrderPage, OrderStatus, OrderTracking } from '@kubik/contract/orders';
import { nextOrderStates, transitionOrder, type OrderActor, type OrderPolicy } from '@kubik/shop/order-process';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { CartService } from '../cart/service.ts';
import type { OrderNotifier } from './notify.ts';
import type { OrderRepository, OrderRow } from './repository.ts';
import { orderView, summaryView } from './view.ts';

export type { OrderRow } from './repository.ts';

/**
 * Called inside the transaction that cancels an order (the composition root enqueues the job that
 * closes its open card payments: it commits with the cancel, or vanishes with its rollback).
 */
export type OrderCancelledHook = (orderId: string) => Promise<void>;

export function createOrderService(deps: {
  orders: OrderRepository;
  cart: Pick<CartService, 'addDesigns'>;
  uow: UnitOfWork;
  clock: Clock;
  notify: OrderNotifier;
  /** Runs in the transaction of a cancel (customer's or staff's): a throw rolls the cancel back. */
  onCancelled?: OrderCancelledHook;
}) {
  const { orders, uow } = deps;

  async function load(order: OrderRow, reader: 'customer' | 'staff'): Promise<Order> {
    const [items, lines, history] = [
      await orders.items(order.id),
      await orders.lines(order.id),
      await orders.history(order.id, reader === 'customer'),
    ];
    return orderView(order, items, lines, history, reader);
  }

  async function owned(orderId: string, userId: string): Promise<OrderRow> {
    const order = await orders.findOwned(orderId, userId);
    if (!order) throw new AppError('not_found');
    return order;
  }

  /**
   * What shipping stores: a delivery is shipped only with its tracking (400 tracking_required
   * without); a pickup order has none to give, so any given is not kept.
   */
  function trackingOf(
    order: OrderRow,
    to: OrderStatus,
    tracking: OrderTracking | undefined,
  ): Pick<OrderRow, 'tracking'> | undefined {
    if (to !== 'shipped' || order.shipping.method !== 'delivery') return undefined;
    if (!tracking) throw new AppError('tracking_required');
    return { tracking: { carrier: tracking.carrier, number: tracking.number ?? null, url: tracking.url ?? null } };
  }

  /** Moves an order (locked) from its state to `to` as `actor` (under `policy`: what partners were granted), with history and the customer's mail. */
  async function move(
    orderId: string,
    to: OrderStatus,
    actor: { role: OrderActor; userId: string },
    note: string | undefined,
    check?: (order: OrderRow) => void | Promise<void>,
    policy?: OrderPolicy,
    tracking?: OrderTracking,
  ): Promise<OrderRow> {
    return uow.withTransaction(async () => {
      const order = await orders.lock(orderId);
      if (!order) throw new AppError('not_found');
      await check?.(order);
      const result = transitionOrder(order.status, to, actor.role, policy);
      if (!result.ok) throw new AppError('illegal_transition');
      const shipped = trackingOf(order, to, tracking);
      const at = deps.clock();
      const updated = await orders.update(order.id, { status: to, ...shipped }, at);
      await orders.addHistory([
        {
          orderId: order.id,
          at,
          kind: 'status',
          fromState: order.status,
          toState: to,
          actorRole: actor.role,
          actorId: actor.userId,
          note: note ?? null,
          ...(shipped ? { data: shipped.tracking } : {}),
        },
      ]);
      if (to !== 'submitted') await deps.notify(updated, { kind: 'status', to });
      // In the same transaction (an outer one, e.g. the admin's audited one, included): nothing is closed for a cancel that rolls back.
      if (to === 'cancelled' && deps.onCancelled) await deps.onCancelled(order.id);
      return updated;
    });
  }

  return {
    load,
    /** Every customer's orders for the admin list (rows; the admin module presents them). */
    adminPage: orders.adminPage,
    countOfUser: orders.countOfUser,
    /** The order row as it is now (staff), or undefined. */
    find: orders.find,
    /** One order as staff see it: items, frozen prices, customer, addresses, the whole history. */
    async staffView(orderId: string): Promise<Order> {
      const order = await orders.find(orderId);
      if (!order) throw new AppError('not_found');
      return load(order, 'staff');
    },
    /** A staff note on the order's timeline: internal, or shown to the customer. */
    async addNote(orderId: string, staffId: string, note: string, visibleToCustomer: boolean): Promise<Order> {
      return uow.withTransaction(async () => {
        const order = await orders.lock(orderId);
        if (!order) throw new AppError('not_found');
        await orders.addHistory([
          {
            orderId,
            at: deps.clock(),
            kind: 'note',
            actorRole: 'staff',
            actorId: staffId,
            note,
            public: visibleToCustomer,
          },
        ]);
        return load(order, 'staff');
      });
    },
    /** A user's orders; a list of ids (a partner's customers, never empty) lists theirs together. */
    async list(userId: string | readonly string[], query: OrderListQuery): Promise<OrderPage> {
      const { rows, total } = await orders.page(userId, query);
      return {
        items: rows.map((r) => summaryView(r.order, r.itemCount, r.thumbnail)),
        total,
        page: query.page,
        perPage: query.perPage,
      };
    },
    async get(orderId: string, userId: string): Promise<Order> {
      return load(await owned(orderId, userId), 'customer');
    },
    /** The customer cancels, only while the order is submitted (made-to-measure goods). */
    async cancel(orderId: string, userId: string, reason: string | undefined): Promise<Order> {
      await owned(orderId, userId);
      const order = await move(orderId, 'cancelled', { role: 'customer', userId }, reason, (o) => {
        if (o.userId !== userId) throw new AppError('not_found');
      });
      return load(order, 'customer');
    },
    /** The order row, locked until the caller's transaction ends (staff read its state before changing it). */
    lock: orders.lock,
    /**
     * Staff move an order through its table (confirm, start production, ship, deliver, cancel). With
     * `from`, only while the order is still in that state: of two moves made from one page at once,
     * the second is 409 rather than a move from a state its author never saw.
     */
    async transition(
      orderId: string,
      to: OrderStatus,
      staffId: string,
      note: string | undefined,
      from?: OrderStatus,
      tracking?: OrderTracking,
    ): Promise<Order> {
      const expected = (o: OrderRow) => {
        if (from !== undefined && o.status !== from) throw new AppError('illegal_transition');
      };
      return load(
        await move(orderId, to, { role: 'staff', userId: staffId }, note, expected, undefined, tracking),
        'staff',
      );
    },
    /**
     * A partner user moves one of their customers' orders, only as the admin's policy grants
     * partners: `check` (the scoping rule) runs on the locked order first — its 404 comes before
     * anything else — then a stale `from` or a move not granted is 409 illegal_transition.
     */
    async partnerTransition(
      orderId: string,
      to: OrderStatus,
      partnerUserId: string,
      note: string | undefined,
      from: OrderStatus | undefined,
      policy: OrderPolicy,
      check: (order: OrderRow) => Promise<void>,
      tracking?: OrderTracking,
    ): Promise<Order> {
      const expected = async (o: OrderRow) => {
        await check(o);
        if (from !== undefined && o.status !== from) throw new AppError('illegal_transition');
      };
      return load(
        await move(orderId, to, { role: 'partner', userId: partnerUserId }, note, expected, policy, tracking),
        'customer',
      );
    },
    /** The states a partner may move an order in `status` to under `policy` (what the partner's page offers). */
    partnerMoves: (status: OrderStatus, policy: OrderPolicy): OrderStatus[] =>
      nextOrderStates(status, 'partner', policy),
    /** Every order of the user with its items, lines and history, for the account export. */
    async exportOf(userId: string): Promise<Order[]> {
      const out: Order[] = [];
      for (const order of await orders.allOf(userId)) out.push(await load(order, 'customer'));
      return out;
    },
    /** "Order again": the order's designs back in the cart, as they were ordered, priced now. */
    async reorder(orderId: string, userId: string): Promise<Cart> {
      const order = await owned(orderId, userId);
      const items = await orders.itemsWithDesigns(order.id);
      return deps.cart.addDesigns(
        userId,
        items.map((i) => ({
          projectId: i.projectId,
          name: i.name,
          thumbnail: i.thumbnail,
          design: i.design,
          quantity: i.quantity,
        })),
        order.createdAt,
      );
    },
    /** One ordered item's frozen design, for the configurator's read-only view: the customer's own order, or any order for staff. */
    async itemDesign(orderId: string, seq: number, reader: { userId: string; staff: boolean }) {
      if (reader.staff) {
        if (!(await orders.find(orderId))) throw new AppError('not_found');
      } else await owned(orderId, reader.userId);
      const item = await orders.item(orderId, seq);
      if (!item) throw new AppError('not_found');
      return {
        orderId,
        seq: item.seq,
        name: item.name,
        thumbnail: item.thumbnail,
        projectId: item.projectId,
        design: item.design,
      };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
