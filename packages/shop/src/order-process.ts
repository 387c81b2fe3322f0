// The order's lifecycle (issue 12 §5, DESIGN §5): submitted → confirmed → in_production → shipped →
// delivered, or cancelled. Payment has a lifecycle of its own (payment-process.ts).
//
// Who moves what:
// - the customer cancels, only while the order is submitted: the goods are made to measure, so
//   once the workshop has confirmed it, only staff may cancel (Tylko, shop-anchors §2.7);
// - staff make every move in the table;
// - partners make the moves an admin has granted them (`OrderPolicy.partnerMay`), none by default.
// Cancelling is possible until the goods leave the workshop; after shipping, a return is a refund
// (refunds.ts), not a cancellation.
import { Process, type TransitionResult, type TransitionTable } from './process.ts';

import { orderStatuses, type OrderStatus } from '@kubik/contract/order-states';

export { orderStatuses, type OrderStatus };

export const orderActors = ['customer', 'partner', 'staff'] as const;
export type OrderActor = (typeof orderActors)[number];

const baseTable: TransitionTable<OrderStatus, OrderActor> = {
  submitted: { confirmed: ['staff'], cancelled: ['customer', 'staff'] },
  confirmed: { in_production: ['staff'], cancelled: ['staff'] },
  in_production: { shipped: ['staff'], cancelled: ['staff'] },
  shipped: { delivered: ['staff'] },
  delivered: {},
  cancelled: {},
};

export type OrderMove = readonly [from: OrderStatus, to: OrderStatus];

/** The admin's setting: which moves partners may make on their customers' orders. */
export interface OrderPolicy {
  partnerMay: readonly OrderMove[];
}

export const defaultOrderPolicy: OrderPolicy = { partnerMay: [] };

/** Moves an admin may grant partners: every move of the table. */
export const grantableOrderMoves: readonly OrderMove[] = new Process('order', baseTable).pairs();

/** Checks a policy read from settings: every granted move must be a move of the table. */
export function checkOrderPolicy(policy: OrderPolicy): { ok: true } | { ok: false; unknown: OrderMove[] } {
  const base = new Process('order', baseTable);
  const unknown = policy.partnerMay.filter(([from, to]) => !base.has(from, to));
  return unknown.length === 0 ? { ok: true } : { ok: false, unknown };
}

/** The order process under a policy (the partner grants added to the base table). */
export function orderProcess(policy: OrderPolicy = defaultOrderPolicy): Process<OrderStatus, OrderActor> {
  const table = Object.fromEntries(orderStatuses.map((from) => [from, { ...baseTable[from] }])) as {
    [F in OrderStatus]: { [T in OrderStatus]?: readonly OrderActor[] };
  };
  for (const [from, to] of policy.partnerMay) {
    const actors = table[from][to];
    if (actors && !actors.includes('partner')) table[from][to] = [...actors, 'partner'];
  }
  return new Process('order', table);
}

/** `transition(from, to, actor)` of the order process; an illegal move is a typed `IllegalTransition`. */
export function transitionOrder(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  policy: OrderPolicy = defaultOrderPolicy,
): TransitionResult<OrderStatus> {
  return orderProcess(policy).transition(from, to, actor);
}

/** The states `actor` may move an order to from `from` under `policy`: what staff's page offers, from the table `transitionOrder` enforces. */
export function nextOrderStates(
  from: OrderStatus,
  actor: OrderActor,
  policy: OrderPolicy = defaultOrderPolicy,
): OrderStatus[] {
  return orderProcess(policy).next(from, actor);
}

/** Whether the customer may still cancel (the "cancel order" button). */
export function customerMayCancel(status: OrderStatus): boolean {
  return orderProcess().actors(status, 'cancelled').includes('customer');
}
