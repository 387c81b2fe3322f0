// The calls of the accounts API (issue 4) the account screens make, typed by the contract.
import type {
  Account,
  Address,
  RegisterCompanyRequest,
  RegisterCustomerRequest,
  UpdateAccountRequest,
} from '@kubik/contract/accounts';
import type { TokenResponse, User } from '@kubik/contract/auth';
import { api } from '../../api/instance.ts';

export type Registered = TokenResponse & { user: User };

export const accountApi = {
  registerCustomer: (body: RegisterCustomerRequest) =>
    api.request<Registered>('/users', { method: 'POST', body, auth: false }),
  registerCompany: (body: RegisterCompanyRequest) =>
    api.request<Registered>('/companies', { method: 'POST', body, auth: false }),
  confirmEmail: (token: string) =>
    api.request<{ email: string }>('/auth/confirm-email', { method: 'POST', body: { token }, auth: false }),
  resendConfirmation: () => api.request<{ status: 'sent' }>('/auth/resend-confirmation', { method: 'POST' }),
  forgotPassword: (email: string) =>
    api.request<{ status: 'accepted' }>('/auth/forgot-password', { method: 'POST', body: { email }, auth: false }),
  resetPassword: (token: string, password: string) =>
    api.request<void>('/auth/reset-password', { method: 'POST', body: { token, password }, auth: false }),
  account: (signal?: AbortSignal) => api.request<Account>('/users/me/account', signal ? { signal } : {}),
  update: (body: UpdateAccountRequest) => api.request<Account>('/users/me', { method: 'PATCH', body }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.request<void>('/users/me/password', { method: 'POST', body: { currentPassword, newPassword } }),
  changeEmail: (email: string, password: string) =>
    api.request<Account>('/users/me/email', { method: 'POST', body: { email, password } }),
  exportData: () => api.request<unknown>('/users/me/export'),
  deleteAccount: (password: string) => api.request<void>('/users/me', { method: 'DELETE', body: { password } }),
};

export type { Account, Address };

/** A mail Kubik wrote, as the admin mailbox lists it. */
export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  locale: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
  /** Files sent with it, made when it went out (a proforma). */
  attachments: { filename: string }[];
}

export interface MailPage {
  items: Mail[];
  total: number;
  page: number;
  perPage: number;
}

export const mailboxApi = {
  page: (page: number, perPage: number, signal?: AbortSignal) =>
    api.request<MailPage>(`/admin/mails?page=${page}&perPage=${perPage}`, signal ? { signal } : {}),
};
