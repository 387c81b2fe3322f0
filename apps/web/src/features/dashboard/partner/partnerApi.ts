// A partner user's calls (`/api/partner/…`, packages/contract/src/partners.ts), typed by the
// contract. Every answer is filtered on the server to the partner's customers: anything else is 404.
import type { InquiryPage } from '@kubik/contract/inquiries';
import type { OrderPage, OrderStatus, OrderTracking } from '@kubik/contract/orders';
import type {
  InvitePartnerUserRequest,
  PartnerCustomer,
  PartnerOrder,
  PartnerProjectRow,
  PartnerSelf,
  PartnerUser,
} from '@kubik/contract/partners';
import { api } from '../../../api/instance.ts';

type Page<T> = { items: T[]; total: number; page: number; perPage: number };
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});
const id = encodeURIComponent;

/** react-query keys of the partner's data: a move on an order refreshes the lists under `partner`. */
export const partnerKeys = {
  all: ['partner'] as const,
  me: ['partner', 'me'] as const,
  customers: ['partner', 'customers'] as const,
  customer: (customerId: string) => ['partner', 'customers', customerId] as const,
  projects: (customerId: string) => ['partner', 'customers', customerId, 'projects'] as const,
  inquiries: ['partner', 'inquiries'] as const,
  orders: (customerId?: string) => ['partner', 'orders', customerId ?? 'all'] as const,
  order: (orderId: string) => ['partner', 'order', orderId] as const,
  users: ['partner', 'users'] as const,
};

export const partnerApi = {
  me: (signal?: AbortSignal) => api.request<PartnerSelf>('/partner/me', opts(signal)),
  customers: (signal?: AbortSignal) => api.request<{ items: PartnerCustomer[] }>('/partner/customers', opts(signal)),
  customer: (customerId: string, signal?: AbortSignal) =>
    api.request<PartnerCustomer>(`/partner/customers/${id(customerId)}`, opts(signal)),
  projects: (customerId: string, signal?: AbortSignal) =>
    api.request<Page<PartnerProjectRow>>(
      `/partner/customers/${id(customerId)}/projects?page=1&perPage=100`,
      opts(signal),
    ),
  /** The newest hundred inquiries of the partner's customers (the dashboard puts the open ones first). */
  inquiries: (signal?: AbortSignal) => api.request<InquiryPage>('/partner/inquiries?page=1&perPage=100', opts(signal)),
  orders: (customerId: string | undefined, signal?: AbortSignal) =>
    api.request<OrderPage>(
      `/partner/orders?page=1&perPage=50&order=desc${customerId ? `&customerId=${id(customerId)}` : ''}`,
      opts(signal),
    ),
  order: (orderId: string, signal?: AbortSignal) =>
    api.request<PartnerOrder>(`/partner/orders/${id(orderId)}`, opts(signal)),
  /** A move the admin's order policy grants partners, from the state the page showed (409 when it moved meanwhile). */
  transition: (orderId: string, from: OrderStatus, to: OrderStatus, tracking?: OrderTracking) =>
    api.request<PartnerOrder>(`/partner/orders/${id(orderId)}/transitions`, {
      method: 'POST',
      body: { from, to, ...(tracking ? { tracking } : {}) },
    }),
  users: (signal?: AbortSignal) => api.request<{ items: PartnerUser[] }>('/partner/users', opts(signal)),
  invite: (request: InvitePartnerUserRequest) =>
    api.request<{ items: PartnerUser[] }>('/partner/users', { method: 'POST', body: request }),
};
