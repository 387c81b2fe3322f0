// The admin order page's calls (packages/contract admin.ts, payments.ts): one order as staff see it,
// its audit trail, moving it, payments, refunds, notes, and the workshop's files.
import type { AdminOrder, AuditEntry } from '@kubik/contract/admin';
import type { JobPackInfo } from '@kubik/contract/admin-workshop';
import { idempotencyKeyHeader, type OrderStatus, type OrderTracking } from '@kubik/contract/orders';
import type { PaymentState, RecordBankPaymentRequest } from '@kubik/contract/payments';
import { api } from '../../../api/instance.ts';

const one = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;
const auditPerPage = 100;
/** The audit trail is read whole, page by page, up to this many pages (10,000 rows). */
const auditMaxPages = 100;

export const adminOrderKeys = {
  order: (id: string) => ['admin', 'order', id] as const,
  audit: (id: string) => ['admin', 'order', id, 'audit'] as const,
  jobPack: (id: string) => ['admin', 'order', id, 'job-pack'] as const,
};

type AuditPage = { items: AuditEntry[]; total: number };

export const adminOrderApi = {
  get: (id: string, signal?: AbortSignal) => api.request<AdminOrder>(one(id), signal ? { signal } : {}),
  /** Every audit row of the order, newest first. */
  async audit(id: string, signal?: AbortSignal): Promise<AuditEntry[]> {
    const rows: AuditEntry[] = [];
    for (let page = 1; page <= auditMaxPages; page++) {
      const answer = await api.request<AuditPage>(
        `/admin/audit?entity=order&id=${encodeURIComponent(id)}&page=${page}&perPage=${auditPerPage}`,
        signal ? { signal } : {},
      );
      rows.push(...answer.items);
      if (rows.length >= answer.total || answer.items.length === 0) break;
    }
    return rows;
  },
  /** `from`: the state the page shows; the server refuses (409) when someone moved the order first. */
  transition: (id: string, from: OrderStatus, to: OrderStatus, note?: string, tracking?: OrderTracking) =>
    api.request<AdminOrder>(`${one(id)}/transitions`, {
      method: 'POST',
      body: { to, from, ...(note ? { note } : {}), ...(tracking ? { tracking } : {}) },
    }),
  note: (id: string, note: string, visibleToCustomer: boolean) =>
    api.request<AdminOrder>(`${one(id)}/notes`, { method: 'POST', body: { note, visibleToCustomer } }),
  bankPayment: (id: string, body: RecordBankPaymentRequest) =>
    api.request<PaymentState>(`${one(id)}/payments`, { method: 'POST', body }),
  /** `key`: the dialog's Idempotency-Key for this refund (the same key again refunds nothing more). */
  refund: (id: string, amountCents: number, reason: string, key: string) =>
    api.request<PaymentState>(`${one(id)}/refunds`, {
      method: 'POST',
      body: { amountCents, reason },
      headers: { [idempotencyKeyHeader]: key },
    }),
  /** Whether the order's job pack is made yet, and what it is. */
  jobPack: (id: string, signal?: AbortSignal) =>
    api.request<JobPackInfo>(`${one(id)}/job-pack`, signal ? { signal } : {}),
  /** A workshop file of the order as a blob: `job-pack.zip`, `cut-list.csv`, `items/{seq}/workshop.pdf?locale=`. */
  file: (id: string, path: string) => api.request<Blob>(`${one(id)}/${path}`, { as: 'blob' }),
  /** An item's plan and elevations for an architect's CAD (the models3d module's route). */
  outline: (id: string, seq: number, locale: string) =>
    api.request<Blob>(`/orders/${encodeURIComponent(id)}/items/${seq}/outline.dxf?locale=${locale}`, { as: 'blob' }),
};
