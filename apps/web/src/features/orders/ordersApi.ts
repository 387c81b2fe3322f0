// The customer's orders (issue 12 §5), typed by the contract.
import type { AppHref } from '@kubik/contract/pages';
import type { Cart } from '@kubik/contract/cart';
import type { Order, OrderPage } from '@kubik/contract/orders';
import { api } from '../../api/instance.ts';

const one = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** Where an order waiting for money is paid: checkout's payment step for that order (reloadable). */
export const payPath = (id: string): AppHref => `/shopping-cart/check-out?order=${encodeURIComponent(id)}`;

export const ordersApi = {
  page: (page: number, perPage: number, signal?: AbortSignal) =>
    api.request<OrderPage>(`/orders?page=${page}&perPage=${perPage}&order=desc`, signal ? { signal } : {}),
  get: (id: string, signal?: AbortSignal) => api.request<Order>(one(id), signal ? { signal } : {}),
  cancel: (id: string, reason?: string) =>
    api.request<Order>(`${one(id)}/cancel`, { method: 'POST', body: reason ? { reason } : {} }),
  /** "Order again": the order's designs, as ordered, back in the cart at today's prices. */
  reorder: (id: string) => api.request<Cart>(`${one(id)}/reorder`, { method: 'POST' }),
  /** A document of the order (its confirmation, the proforma) as a file, in the reader's language. */
  document: (path: string) => api.request<Blob>(path.replace(/^\/api(?=\/)/, ''), { as: 'blob' }),
};
