// The admin's predefined configurations (packages/contract configurations.ts).
import type { AdminConfiguration, EditConfigurationRequest } from '@kubik/contract/configurations';
import { api } from '../../api/instance.ts';

const path = (id: string) => `/admin/configurations/${encodeURIComponent(id)}`;

export const configurationsApi = {
  list: (signal?: AbortSignal) =>
    api.request<{ items: AdminConfiguration[] }>('/admin/configurations', signal ? { signal } : {}),
  edit: (id: string, body: EditConfigurationRequest) =>
    api.request<AdminConfiguration>(path(id), { method: 'PATCH', body }),
  unpublish: (id: string) => api.request<void>(path(id), { method: 'DELETE' }),
  order: (ids: string[]) =>
    api.request<{ items: AdminConfiguration[] }>('/admin/configurations/order', { method: 'PUT', body: { ids } }),
};

/** The list with the item at `from` moved to `to` (both in range). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
