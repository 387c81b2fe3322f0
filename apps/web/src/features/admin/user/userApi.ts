// The calls of the admin's page of one user (packages/contract admin.ts): the user's file, their
// projects, orders and inquiries (the admin lists filtered to them), the audit trail, and the actions.
import type { AdminOrderRow, AdminProjectRow, AdminUserDetail, AuditEntry } from '@kubik/contract/admin';
import type { Scope } from '@kubik/contract/auth';
import type { InquirySummary } from '@kubik/contract/inquiries';
import { api } from '../../../api/instance.ts';
import type { ListPage } from '../adminApi.ts';

const user = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const pageOf = (page: number, perPage: number) => `page=${page}&perPage=${perPage}`;

export const userKeys = {
  all: (id: string) => ['admin', 'user', id] as const,
  detail: (id: string) => ['admin', 'user', id, 'detail'] as const,
  projects: (id: string, page: number, perPage: number) => ['admin', 'user', id, 'projects', page, perPage] as const,
  orders: (id: string, page: number, perPage: number) => ['admin', 'user', id, 'orders', page, perPage] as const,
  inquiries: (id: string, page: number, perPage: number) => ['admin', 'user', id, 'inquiries', page, perPage] as const,
  audit: (id: string) => ['admin', 'user', id, 'audit'] as const,
};

export const userApi = {
  detail: (id: string, signal?: AbortSignal) => api.request<AdminUserDetail>(user(id), withSignal(signal)),
  projects: (id: string, page: number, perPage: number, signal?: AbortSignal) =>
    api.request<ListPage<AdminProjectRow>>(
      `/admin/projects?ownerId=${encodeURIComponent(id)}&${pageOf(page, perPage)}`,
      withSignal(signal),
    ),
  orders: (id: string, page: number, perPage: number, signal?: AbortSignal) =>
    api.request<ListPage<AdminOrderRow>>(
      `/admin/orders?userId=${encodeURIComponent(id)}&${pageOf(page, perPage)}`,
      withSignal(signal),
    ),
  inquiries: (id: string, page: number, perPage: number, signal?: AbortSignal) =>
    api.request<ListPage<InquirySummary>>(
      `/admin/inquiries?customerId=${encodeURIComponent(id)}&${pageOf(page, perPage)}`,
      withSignal(signal),
    ),
  audit: (id: string, page: number, perPage: number, signal?: AbortSignal, entity: 'user' | 'partner' = 'user') =>
    api.request<ListPage<AuditEntry>>(
      `/admin/audit?entity=${entity}&id=${encodeURIComponent(id)}&${pageOf(page, perPage)}`,
      withSignal(signal),
    ),
  block: (id: string, reason: string) =>
    api.request<AdminUserDetail>(`${user(id)}/block`, { method: 'POST', body: { reason } }),
  unblock: (id: string) => api.request<AdminUserDetail>(`${user(id)}/unblock`, { method: 'POST' }),
  setScopes: (id: string, scopes: Scope[]) =>
    api.request<AdminUserDetail>(`${user(id)}/scopes`, { method: 'PUT', body: { scopes } }),
  resendConfirmation: (id: string) =>
    api.request<{ status: 'sent' }>(`${user(id)}/resend-confirmation`, { method: 'POST' }),
};
