// The states of an order and of its payment, and the ways to pay, named once (without zod): the
// contract's schemas, the shop's transition tables (@kubik/shop/order-process, payment-process)
// and the orders table's checks (apps/server/src/modules/orders/schema.ts) all take these lists.
export const orderStatuses = ['submitted', 'confirmed', 'in_production', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ['pending', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** `test` is offered only while the built-in test provider is active (no Stripe keys). */
export const paymentMethods = ['card', 'bank_transfer', 'test'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
