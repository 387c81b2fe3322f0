// The configurator's calls to the API, through the app's client (tokens, refresh, errors).
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { CatalogueInForce } from '@kubik/design/validate';
import type { ShippingTable } from '@kubik/shop/shipping';
import type { AdminConfiguration, PublishConfigurationRequest } from '@kubik/contract/configurations';
import type { InquiryItemDesign } from '@kubik/contract/inquiries';
import type { OrderItemDesign } from '@kubik/contract/orders';
import type { MailedDesign } from '@kubik/contract/mailed-designs';
import type { Configuration, Project, SharedProject } from '@kubik/contract/projects';
import { api } from '../../api/instance.ts';

let catalogue: Promise<Catalogue> | undefined;
let inForce: (CatalogueInForce & { fallback: boolean }) | null = null;
/** The shop's delivery zones, with the catalogue: "plus delivery from" (null until loaded, or when the server could not answer). */
let shippingTable: ShippingTable | null = null;

/**
 * The catalogue in force, fetched once per visit. If the server cannot answer, the built-in one
 * prices the design — and catalogueFallback() says so, so the page can tell the customer that the
 * price shown is not the shop's (the server's quote is the one that counts). The built-in one is
 * fetched only then: a visit the server answers never loads it.
 */
export function loadCatalogue(): Promise<Catalogue> {
  catalogue ??= api
    .request<{ version: number; catalogue: Catalogue; shippingTable: ShippingTable }>('/catalogue', { auth: false })
    .then((answer) => {
      inForce = { version: answer.version, catalogue: answer.catalogue, fallback: false };
      shippingTable = answer.shippingTable;
      return answer.catalogue;
    })
    .catch(async () => {
      const { builtInCatalogue } = await import('@kubik/design/validate');
      inForce = { ...builtInCatalogue, fallback: true };
      // Asked again on the next page load, in case the server is back.
      catalogue = undefined;
      return builtInCatalogue.catalogue;
    });
  return catalogue;
}

/** The catalogue with the version it came with (version 0: the built-in one). */
export function catalogueInForce(loaded: Catalogue): CatalogueInForce {
  return loaded === inForce?.catalogue ? inForce : { version: 0, catalogue: loaded };
}

/** The shipping table that came with the catalogue (null with the built-in fallback: no "from" figure then). */
export function shippingTableInForce(): ShippingTable | null {
  return shippingTable;
}

/** True when the shop's catalogue could not be loaded and prices come from the built-in one. */
export function catalogueFallback(): boolean {
  return inForce?.fallback ?? false;
}

export const projectsApi = {
  get: (id: string) => api.request<Project>(`/projects/${encodeURIComponent(id)}`),
  create: (body: { name: string; design: unknown; thumbnail?: string }) =>
    api.request<Project>('/projects', { method: 'POST', body }),
  update: (id: string, body: { name?: string; design?: unknown; thumbnail?: string | null }) =>
    api.request<Project>(`/projects/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  remove: (id: string) => api.request<void>(`/projects/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  duplicate: (id: string) => api.request<Project>(`/projects/${encodeURIComponent(id)}/duplicate`, { method: 'POST' }),
  share: (id: string) =>
    api.request<{ shareId: string; url: string }>(`/projects/${encodeURIComponent(id)}/share`, { method: 'POST' }),
  unshare: (id: string) => api.request<void>(`/projects/${encodeURIComponent(id)}/share`, { method: 'DELETE' }),
  shared: (shareId: string) => api.request<SharedProject>(`/shares/${encodeURIComponent(shareId)}`, { auth: false }),
  /** A design mailed as a link (issue 22), for anyone with the token; 404 once expired. */
  mailed: (token: string) => api.request<MailedDesign>(`/designs/mailed/${encodeURIComponent(token)}`, { auth: false }),
  copyShared: (shareId: string) =>
    api.request<Project>(`/shares/${encodeURIComponent(shareId)}/copy`, { method: 'POST' }),
  /** An ordered item's frozen design (the owner's order only). */
  orderItem: (orderId: string, seq: string) =>
    api.request<OrderItemDesign>(`/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(seq)}`),
  /** An inquiry item's frozen design (its customer, staff, the customer's partner); `inquiry`: its id or number (2026-0042). */
  inquiryItem: (inquiry: string, seq: string) =>
    api.request<InquiryItemDesign>(`/inquiries/${encodeURIComponent(inquiry)}/items/${encodeURIComponent(seq)}`),
  configurations: () => api.request<{ items: Configuration[] }>('/configurations', { auth: false }),
  configuration: (key: string) =>
    api.request<Configuration>(`/configurations/${encodeURIComponent(key)}`, { auth: false }),
  quote: (design: unknown) =>
    api.request<{
      ok: boolean;
      orderable: boolean;
      catalogueVersion: number;
      price: { grossCents: number } | null;
      findings: unknown[];
    }>('/designs/quote', { method: 'POST', body: { design }, auth: false }),
};

/** Admins: a project published as a predefined configuration (a frozen copy of its design). */
export const publishConfiguration = (body: PublishConfigurationRequest) =>
  api.request<AdminConfiguration>('/admin/configurations', { method: 'POST', body });
