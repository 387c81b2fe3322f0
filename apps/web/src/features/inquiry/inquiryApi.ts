// The inquiry page's calls (issue 14 §2), typed by the contract: the inquiry with its thread and
// offers, a reply, the customer's withdraw and decline, and staff's and the partner's offers.
import type { Inquiry, OfferDraftRequest, OfferRevision } from '@kubik/contract/inquiries';
import { api } from '../../api/instance.ts';

const one = (id: string) => `/inquiries/${encodeURIComponent(id)}`;
const offer = (id: string, offerId: string) => `${one(id)}/offers/${encodeURIComponent(offerId)}`;

export const inquiryApi = {
  get: (id: string, signal?: AbortSignal) => api.request<Inquiry>(one(id), signal ? { signal } : {}),
  reply: (id: string, body: string) => api.request<Inquiry>(`${one(id)}/messages`, { method: 'POST', body: { body } }),
  withdraw: (id: string) => api.request<Inquiry>(`${one(id)}/withdraw`, { method: 'POST', body: {} }),
  createOffer: (id: string, body: OfferDraftRequest) =>
    api.request<Inquiry>(`${one(id)}/offers`, { method: 'POST', body }),
  reviseOffer: (id: string, offerId: string, body: OfferRevision) =>
    api.request<Inquiry>(offer(id, offerId), { method: 'PATCH', body }),
  sendOffer: (id: string, offerId: string) => api.request<Inquiry>(`${offer(id, offerId)}/send`, { method: 'POST' }),
  withdrawOffer: (id: string, offerId: string) =>
    api.request<Inquiry>(`${offer(id, offerId)}/withdraw`, { method: 'POST' }),
  declineOffer: (id: string, offerId: string, reason: string) =>
    api.request<Inquiry>(`${offer(id, offerId)}/decline`, { method: 'POST', body: { reason } }),
};

export const inquiryKey = (id: string) => ['inquiries', id] as const;

/** How the reader stands to the inquiry: its customer, or one who answers it (staff, the customer's partner). */
export type Side = 'customer' | 'answering';
