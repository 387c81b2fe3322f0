// Checkout's calls (issue 12 §3, §4), typed by the contract. The browser sends who, where and how
// to pay — never an amount; the server prices everything under its lock and answers the totals.
import type { Account } from '@kubik/contract/accounts';
import type { Cart, ShippingOptions } from '@kubik/contract/cart';
import type {
  CheckoutAddresses,
  CheckoutPreview,
  CheckoutPreviewRequest,
  CreateOrderRequest,
  Order,
} from '@kubik/contract/orders';
import { idempotencyKeyHeader } from '@kubik/contract/orders';
import type {
  PaymentConfig,
  PaymentState,
  StartPaymentAnswer,
  StartPaymentRequest,
  TestPaymentRequest,
} from '@kubik/contract/payments';
import { api } from '../../api/instance.ts';

const order = (id: string) => `/orders/${encodeURIComponent(id)}`;

export const checkoutApi = {
  account: (signal?: AbortSignal) => api.request<Account>('/users/me/account', signal ? { signal } : {}),
  cart: (signal?: AbortSignal) => api.request<Cart>('/cart', signal ? { signal } : {}),
  paymentConfig: (signal?: AbortSignal) => api.request<PaymentConfig>('/payments/config', signal ? { signal } : {}),
  shipping: (country: string, signal?: AbortSignal) =>
    api.request<ShippingOptions>(`/cart/shipping?country=${encodeURIComponent(country)}`, signal ? { signal } : {}),
  /** The shipping step for an accepted offer's items (404 not mine, 409 no longer open). */
  offerShipping: (offerId: string, country: string, signal?: AbortSignal) =>
    api.request<ShippingOptions>(
      `/checkout/shipping?country=${encodeURIComponent(country)}&offerId=${encodeURIComponent(offerId)}`,
      signal ? { signal } : {},
    ),
  /** What checkout prefills beyond the account: the last order's phone and addresses, the countries delivered to. */
  addresses: (signal?: AbortSignal) => api.request<CheckoutAddresses>('/checkout/addresses', signal ? { signal } : {}),
  preview: (body: CheckoutPreviewRequest) =>
    api.request<CheckoutPreview>('/checkout/preview', { method: 'POST', body }),
  /** `key` is the attempt's Idempotency-Key: the same key again answers the same order. */
  placeOrder: (body: CreateOrderRequest, key: string) =>
    api.request<Order>('/orders', { method: 'POST', body, headers: { [idempotencyKeyHeader]: key } }),
  order: (id: string, signal?: AbortSignal) => api.request<Order>(order(id), signal ? { signal } : {}),
  startPayment: (id: string, body: StartPaymentRequest) =>
    api.request<StartPaymentAnswer>(`${order(id)}/payment`, { method: 'POST', body }),
  paymentState: (id: string, signal?: AbortSignal) =>
    api.request<PaymentState>(`${order(id)}/payment`, signal ? { signal } : {}),
  /** The test provider's outcome; `completeUrl` is the server's (under /api). */
  completeTest: (completeUrl: string, body: TestPaymentRequest) =>
    api.request<PaymentState>(completeUrl.replace(/^\/api(?=\/)/, ''), { method: 'POST', body }),
  resendConfirmation: () => api.request<{ status: 'sent' }>('/auth/resend-confirmation', { method: 'POST' }),
};
