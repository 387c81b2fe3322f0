// The cart's calls (issue 12 §2), typed by the contract; every amount in the answers is the server's.
import type { QueryClient } from '@tanstack/react-query';
import type { AddCartItemRequest, Cart, CartCount, CartItem, UpdateCartItemRequest } from '@kubik/contract/cart';
import { shopKeys } from '../../api/shopKeys.ts';
import { api } from '../../api/instance.ts';
import { isApiError } from '../../api/errors.ts';

const item = (id: string) => `/cart/items/${encodeURIComponent(id)}`;

const get = (signal?: AbortSignal) => api.request<Cart>('/cart', signal ? { signal } : {});

/** A change answers the cart as it now is; an answer without one (204, or the item alone) is followed by a fresh read. */
async function changed(answer: Promise<unknown>): Promise<Cart> {
  const body = await answer;
  const isCart =
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as { items?: unknown }).items) &&
    typeof (body as { totals?: unknown }).totals === 'object';
  return isCart ? (body as Cart) : get();
}

export const cartApi = {
  get,
  /** The header's badge: the pieces in the cart, without pricing the cart. */
  count: (signal?: AbortSignal) => api.request<CartCount>('/cart/count', signal ? { signal } : {}),
  add: (body: AddCartItemRequest) => changed(api.request('/cart/items', { method: 'POST', body })),
  update: (id: string, body: UpdateCartItemRequest) => changed(api.request(item(id), { method: 'PUT', body })),
  remove: (id: string) => changed(api.request(item(id), { method: 'DELETE' })),
  /** The customer has seen the new prices: the server stops reporting them. */
  acknowledgePrices: () => changed(api.request('/cart/price-changes', { method: 'DELETE' })),
};

/** Keeps the cart the server answered, and the header's count (with the customer's partner discount rate) with it. */
export function putCart(queries: QueryClient, cart: Cart): void {
  queries.setQueryData(shopKeys.cart, cart);
  queries.setQueryData<CartCount>(shopKeys.cartCount, {
    itemCount: cart.totals.itemCount,
    discountBp: cart.totals.discountBp,
  });
}

/** The 409 `already_in_cart` answer carries the existing item's id (contract `alreadyInCartError`). */
export function alreadyInCartItem(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'already_in_cart') return null;
  const { itemId } = error.details;
  return typeof itemId === 'string' ? itemId : null;
}

export type { Cart, CartItem };
