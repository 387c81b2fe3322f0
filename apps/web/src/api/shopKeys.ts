// react-query keys of the shop's server data, shared by the features that read or change it (the
// header's cart count, the cart, checkout, orders), so a change in one refreshes the others.
export const shopKeys = {
  cart: ['cart'] as const,
  /** Under `cart`, so invalidating the cart refreshes the header's count too. */
  cartCount: ['cart', 'count'] as const,
  orders: ['orders'] as const,
  order: (id: string) => ['orders', 'one', id] as const,
  paymentConfig: ['payments', 'config'] as const,
};
