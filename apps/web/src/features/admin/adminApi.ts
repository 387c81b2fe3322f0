// The admin lists' calls (packages/contract admin.ts): paged, sorted and filtered by the server.
import type { AdminOrderRow, AdminProjectRow, AdminUserRow } from '@kubik/contract/admin';
import { api } from '../../api/instance.ts';
import type { TableQuery } from '../../ui/Table.tsx';

export type ListPage<Row> = { items: Row[]; total: number; page: number; perPage: number };

/** The table's state as the list's query string; `sorts` maps a column id to the API's sort name. */
export function listSearch(query: TableQuery, sorts: Record<string, string>): string {
  const params = new URLSearchParams({ page: String(query.page), perPage: String(query.perPage) });
  const sort = query.sort ? sorts[query.sort.id] : undefined;
  if (sort && query.sort) {
    params.set('sort', sort);
    params.set('order', query.sort.desc ? 'desc' : 'asc');
  }
  if (query.filter.trim()) params.set('q', query.filter.trim());
  return params.toString();
}

const list = <Row>(path: string) => (search: string, signal?: AbortSignal) => api.request<ListPage<Row>>(`/admin/${path}?${search}`, signal ? { signal } : {});

export const adminApi = {
  users: list<AdminUserRow>('users'),
  projects: list<AdminProjectRow>('projects'),
  orders: list<AdminOrderRow>('orders'),
};
