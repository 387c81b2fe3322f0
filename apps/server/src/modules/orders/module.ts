// The orders module's factory: its repositories, the order, checkout, payment-state and statistics
// services over them, and the read port through which the composition root lets other modules see
// an order (payments, order documents, 3D models) without its repository.
import type { PublicUrl } from '../../core/public-url.ts';
import type { Clock } from '../../core/clock.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { createCheckoutService, type CheckoutDeps } from './checkout-service.ts';
import { createOrderNotifier } from './notify.ts';
import { createOrderPaymentService } from './payment-service.ts';
import { createOrderRepository, type OrderRepository } from './repository.ts';
import { createOrderService, type OrderCancelledHook } from './service.ts';
import { createOrderStatsRepository } from './stats-repository.ts';
import { createOrderStatsService } from './stats-service.ts';

export type { OrderRow } from './repository.ts';

/** What other modules may read of an order, handed over by the composition root (payment-wiring.ts). */
export type OrderReads = Pick<
  OrderRepository,
  'find' | 'lock' | 'lines' | 'findByNumber' | 'itemsWithDesigns' | 'item'
>;

export type OrdersModuleDeps = {
  uow: UnitOfWork;
  clock: Clock;
  publicUrl: PublicUrl;
  users: Parameters<typeof createOrderNotifier>[0]['users'] & CheckoutDeps['users'];
  mail: Parameters<typeof createOrderNotifier>[0]['mail'];
  cart: CheckoutDeps['cart'];
  catalogue: CheckoutDeps['catalogue'];
  discountOf: CheckoutDeps['discountOf'];
  /** Which ways to pay checkout offers (Stripe's keys or the test provider, bank details). */
  payments: CheckoutDeps['payments'];
  /** Accepting offers (the inquiries module, made later: a port of closures). */
  offers: CheckoutDeps['offers'];
  /** Runs in the cancel's transaction: a job that closes the order's open card payments. */
  onCancelled: OrderCancelledHook;
};

/** Builds the orders module: orders and their moves, checkout, an order's payment state, statistics. */
export function createOrdersModule(deps: OrdersModuleDeps) {
  const { uow, clock, users, mail, publicUrl, cart, catalogue, discountOf, payments, offers, onCancelled } = deps;
  const repository = createOrderRepository(uow);
  const notify = createOrderNotifier({ users, mail, publicUrl });
  const orderPayments = createOrderPaymentService({ orders: repository, uow, notify, clock });
  const orders = createOrderService({ orders: repository, cart, uow, clock, notify, onCancelled });
  const checkout = createCheckoutService({
    orders: repository,
    cart,
    catalogue,
    users,
    uow,
    clock,
    notify,
    discountOf,
    payments,
    orderView: (order) => orders.load(order, 'customer'),
    ...(offers ? { offers } : {}),
  });
  const orderStats = createOrderStatsService({ stats: createOrderStatsRepository(uow) });
  const orderReads: OrderReads = repository;
  return { orders, checkout, orderPayments, orderStats, orderReads };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
