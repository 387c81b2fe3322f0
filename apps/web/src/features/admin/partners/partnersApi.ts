// The admin's partner calls (packages/contract partners.ts): the list, one partner, its edits, its
// users, and assigning or unassigning a customer. react-query keys start ['admin', 'partner…'], so an
// assignment refetches the partner's page and the user's page alike.
import type { AuditEntry } from '@kubik/contract/admin';
import type {
  CreatePartnerRequest,
  CustomerAssignment,
  CustomerPartner,
  InvitePartnerUserRequest,
  Partner,
  PartnerDetail,
  UpdatePartnerRequest,
} from '@kubik/contract/partners';
import { api } from '../../../api/instance.ts';
import type { ListPage } from '../adminApi.ts';

const one = (id: string) => `/admin/partners/${encodeURIComponent(id)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const partnerKeys = {
  list: (search: string) => ['admin', 'adminPartners', search] as const,
  all: (id: string) => ['admin', 'partner', id] as const,
  detail: (id: string) => ['admin', 'partner', id, 'detail'] as const,
  audit: (id: string) => ['admin', 'partner', id, 'audit'] as const,
  /** The partner a customer is assigned to (the admin's page of a user). */
  ofCustomer: (userId: string) => ['admin', 'user', userId, 'partner'] as const,
};

export const partnersApi = {
  list: (search: string, signal?: AbortSignal) =>
    api.request<ListPage<Partner>>(`/admin/partners?${search}`, withSignal(signal)),
  detail: (id: string, signal?: AbortSignal) => api.request<PartnerDetail>(one(id), withSignal(signal)),
  create: (body: CreatePartnerRequest) => api.request<PartnerDetail>('/admin/partners', { method: 'POST', body }),
  update: (id: string, body: UpdatePartnerRequest) => api.request<PartnerDetail>(one(id), { method: 'PATCH', body }),
  invite: (id: string, body: InvitePartnerUserRequest) =>
    api.request<PartnerDetail>(`${one(id)}/users`, { method: 'POST', body }),
  setAdmin: (id: string, userId: string, isAdmin: boolean) =>
    api.request<PartnerDetail>(`${one(id)}/users/${encodeURIComponent(userId)}`, { method: 'PUT', body: { isAdmin } }),
  audit: (id: string, page: number, perPage: number, signal?: AbortSignal) =>
    api.request<ListPage<AuditEntry>>(
      `/admin/audit?entity=partner&id=${encodeURIComponent(id)}&page=${page}&perPage=${perPage}`,
      withSignal(signal),
    ),
  ofCustomer: (userId: string, signal?: AbortSignal) =>
    api.request<CustomerPartner>(`/admin/users/${encodeURIComponent(userId)}/partner`, withSignal(signal)),
  assign: (userId: string, partnerId: string) =>
    api.request<CustomerAssignment>(`/admin/users/${encodeURIComponent(userId)}/partner`, {
      method: 'POST',
      body: { partnerId },
    }),
  unassign: (userId: string) =>
    api.request<CustomerAssignment>(`/admin/users/${encodeURIComponent(userId)}/partner`, { method: 'DELETE' }),
};
