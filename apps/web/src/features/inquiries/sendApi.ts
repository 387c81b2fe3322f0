// The customer's inquiry calls (issue 14 §1), typed by the contract: send one, list one's own, and
// mail the e-mail confirmation again (sending needs a confirmed address).
import type { CreateInquiryRequest, Inquiry, InquiryPage } from '@kubik/contract/inquiries';
import { api } from '../../api/instance.ts';

/** react-query keys of the customer's inquiries (the list refreshes after sending). */
export const inquiryKeys = {
  own: ['inquiries', 'own'] as const,
};

export const sendApi = {
  create: (body: CreateInquiryRequest) => api.request<Inquiry>('/inquiries', { method: 'POST', body }),
  page: (page: number, perPage: number, signal?: AbortSignal) =>
    api.request<InquiryPage>(`/inquiries?page=${page}&perPage=${perPage}`, signal ? { signal } : {}),
  resendConfirmation: () => api.request<{ status: 'sent' }>('/auth/resend-confirmation', { method: 'POST' }),
};
