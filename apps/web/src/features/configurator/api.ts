// The configurator's calls to the API, through the app's client (tokens, refresh, errors).
import type { Catalogue } from '@kubik/design/catalogue/schema';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import type { Configuration, Project, SharedProject } from '@kubik/contract/projects';
import { api } from '../../api/instance.ts';

let catalogue: Promise<Catalogue> | undefined;

/** The catalogue in force, fetched once per visit; the built-in one if the server cannot answer. */
export function loadCatalogue(): Promise<Catalogue> {
  catalogue ??= api
    .request<{ version: number; catalogue: Catalogue }>('/catalogue', { auth: false })
    .then((answer) => answer.catalogue)
    .catch(() => defaultCatalogue);
  return catalogue;
}

export const projectsApi = {
  get: (id: string) => api.request<Project>(`/projects/${encodeURIComponent(id)}`),
  create: (body: { name: string; design: unknown; thumbnail?: string }) => api.request<Project>('/projects', { method: 'POST', body }),
  update: (id: string, body: { name?: string; design?: unknown; thumbnail?: string | null }) =>
    api.request<Project>(`/projects/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  remove: (id: string) => api.request<void>(`/projects/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  duplicate: (id: string) => api.request<Project>(`/projects/${encodeURIComponent(id)}/duplicate`, { method: 'POST' }),
  share: (id: string) => api.request<{ shareId: string; url: string }>(`/projects/${encodeURIComponent(id)}/share`, { method: 'POST' }),
  unshare: (id: string) => api.request<void>(`/projects/${encodeURIComponent(id)}/share`, { method: 'DELETE' }),
  shared: (shareId: string) => api.request<SharedProject>(`/shares/${encodeURIComponent(shareId)}`, { auth: false }),
  copyShared: (shareId: string) => api.request<Project>(`/shares/${encodeURIComponent(shareId)}/copy`, { method: 'POST' }),
  configurations: () => api.request<{ items: Configuration[] }>('/configurations', { auth: false }),
  configuration: (key: string) => api.request<Configuration>(`/configurations/${encodeURIComponent(key)}`, { auth: false }),
  quote: (design: unknown) =>
    api.request<{ ok: boolean; orderable: boolean; price: { grossCents: number } | null; findings: unknown[] }>('/designs/quote', { method: 'POST', body: { design }, auth: false }),
};
