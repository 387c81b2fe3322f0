// The admin lists' calls (packages/contract admin.ts): paged, sorted and filtered by the server; the
// same query string with format=csv answers the whole filtered list as a CSV file.
import type { AdminOrderRow, AdminProjectRow, AdminUserRow } from '@kubik/contract/admin';
import { api } from '../../api/instance.ts';

export type ListPage<Row> = { items: Row[]; total: number; page: number; perPage: number };
export type ListPath = 'users' | 'projects' | 'orders';

const list =
  <Row>(path: ListPath) =>
  (search: string, signal?: AbortSignal) =>
    api.request<ListPage<Row>>(`/admin/${path}?${search}`, signal ? { signal } : {});

export const adminApi = {
  users: list<AdminUserRow>('users'),
  projects: list<AdminProjectRow>('projects'),
  orders: list<AdminOrderRow>('orders'),
  /** The address of a list's CSV (`search` from listCsvSearch): shown as the export link's target. */
  csvHref: (path: ListPath, search: string) => `/api/admin/${path}?${search}`,
  /** The CSV itself, fetched with the admin's sign-in (a plain link would carry no bearer token). */
  csv: (path: ListPath, search: string) => api.request<Blob>(`/admin/${path}?${search}`, { as: 'blob' }),
};
