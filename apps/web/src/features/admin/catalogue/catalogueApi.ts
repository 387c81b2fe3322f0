// The catalogue editor's calls (packages/contract admin-catalogue.ts).
import type { AdminCatalogue, CataloguePreview } from '@kubik/contract/admin-catalogue';
import { api } from '../../../api/instance.ts';
import type { Draft } from './draft.ts';

export const catalogueKey = ['admin', 'catalogue'] as const;

export const catalogueApi = {
  get: (signal?: AbortSignal) => api.request<AdminCatalogue>('/admin/catalogue', signal ? { signal } : {}),
  preview: (baseVersion: number, draft: Draft) =>
    api.request<CataloguePreview>('/admin/catalogue/preview', { method: 'POST', body: { baseVersion, ...draft } }),
  publish: (baseVersion: number, draft: Draft, note: string) =>
    api.request<AdminCatalogue>('/admin/catalogue/versions', { method: 'POST', body: { baseVersion, ...draft, note } }),
};
