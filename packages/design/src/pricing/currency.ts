// Kubik sells in one currency: the catalogue's prices, quotes, carts, orders, payments and the
// documents all say this one, from here (the contract's schemas and the server's rows too).
export const currency = 'EUR' as const;
export type Currency = typeof currency;
