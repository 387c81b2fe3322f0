// Checkout's form state and its checks against the contract's own schemas (so the browser refuses
// exactly what the server would), with messages in the reader's language.
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Account } from '@kubik/contract/accounts';
import { address } from '@kubik/contract/accounts';
import type { User } from '@kubik/contract/auth';
import {
  checkoutCustomer,
  type CheckoutAddresses,
  type CheckoutCustomer,
  type PaymentMethod,
  type ShippingChoice,
} from '@kubik/contract/orders';
import type { PaymentConfig } from '@kubik/contract/payments';

export const checkoutSteps = ['customer', 'shipping', 'payment', 'summary'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export interface AddressFields {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface CheckoutForm {
  name: string;
  email: string;
  phone: string;
  companyName: string;
  vatId: string;
  billing: AddressFields;
  method: 'pickup' | 'delivery';
  sameAddress: boolean;
  delivery: AddressFields;
  payment: PaymentMethod;
  note: string;
  terms: boolean;
}

export type FieldErrors = Record<string, string>;

const emptyAddress: AddressFields = { street: '', city: '', postalCode: '', country: 'SI' };
const fromAddress = (a: Account['billingAddress'] | undefined): AddressFields | null =>
  a ? { street: a.street, city: a.city, postalCode: a.postalCode, country: a.country } : null;

/** The card option the server offers: Stripe's card, or the built-in test provider's stand-in for it. */
export const cardMethod = (config: PaymentConfig): PaymentMethod => (config.card.provider === 'test' ? 'test' : 'card');

type LastOrder = CheckoutAddresses['lastOrder'];

const sameAddress = (a: AddressFields, b: AddressFields) =>
  a.street.trim() === b.street.trim() &&
  a.city.trim() === b.city.trim() &&
  a.postalCode.trim() === b.postalCode.trim() &&
  a.country.toUpperCase() === b.country.toUpperCase();

/**
 * Prefilled from the account (name and e-mail, the company and its VAT id, the billing and shipping
 * addresses it keeps), and where the account has none, from the customer's last order (its phone,
 * its billing address, and its delivery address when that was another one).
 */
export function initialForm(
  account: Account | undefined,
  user: User | null,
  config: PaymentConfig,
  last: LastOrder = null,
): CheckoutForm {
  const billing =
    fromAddress(account?.billingAddress) ??
    fromAddress(account?.company?.address) ??
    fromAddress(last?.billingAddress) ??
    emptyAddress;
  const lastDelivery = fromAddress(last?.deliveryAddress);
  const shipping =
    fromAddress(account?.shippingAddress) ??
    (lastDelivery && !sameAddress(lastDelivery, billing) ? lastDelivery : null);
  return {
    name: account?.name ?? user?.name ?? '',
    email: account?.email ?? user?.email ?? '',
    phone: last?.phone ?? '',
    companyName: account?.company?.companyName ?? '',
    vatId: account?.company?.vatId ?? '',
    billing,
    method: 'delivery',
    sameAddress: shipping === null,
    delivery: shipping ?? billing,
    payment: cardMethod(config),
    note: '',
    terms: false,
  };
}

/** Every address the customer gave before (the account's, the last order's), each once: offered beside each address block. */
export function savedAddresses(account: Account | undefined, last: LastOrder = null): AddressFields[] {
  const out: AddressFields[] = [];
  for (const a of [
    account?.billingAddress,
    account?.company?.address,
    account?.shippingAddress,
    last?.billingAddress,
    last?.deliveryAddress,
  ]) {
    const fields = fromAddress(a);
    if (fields && !out.some((o) => sameAddress(o, fields))) out.push(fields);
  }
  return out;
}

export const addressLine = (a: AddressFields) => `${a.street}, ${a.postalCode} ${a.city}, ${a.country}`;

const customCodes = new Set([
  'invalid_country',
  'invalid_vat_format',
  'invalid_vat_check_digit',
  'invalid_vat_country',
  'terms_required',
]);

function messagesOf(error: z.ZodError, t: TFunction, prefix: string): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (out[path]) continue;
    const input = issue.input;
    if (customCodes.has(issue.message)) out[path] = t(`account.validation.${issue.message}`);
    else if (issue.message === 'invalid_phone') out[path] = t('shop.checkout.invalidPhone');
    else if (input === undefined || (typeof input === 'string' && input.trim() === ''))
      out[path] = t('account.validation.required');
    else if (path.endsWith('email')) out[path] = t('account.validation.email');
    else out[path] = t('account.validation.invalid');
  }
  return out;
}

export function customerOf(form: CheckoutForm, company: boolean): unknown {
  return {
    name: form.name,
    email: form.email,
    ...(form.phone.trim() ? { phone: form.phone } : {}),
    ...(company ? { company: { companyName: form.companyName, vatId: form.vatId } } : {}),
  };
}

export function shippingOf(form: CheckoutForm): ShippingChoice {
  if (form.method === 'pickup') return { method: 'pickup' };
  const where = form.sameAddress ? form.billing : form.delivery;
  return { method: 'delivery', address: { ...where, country: where.country.toUpperCase() } };
}

/** The customer step: who orders and where the invoice goes. */
export function checkCustomer(
  form: CheckoutForm,
  company: boolean,
  t: TFunction,
): { errors: FieldErrors; customer?: CheckoutCustomer } {
  const errors: FieldErrors = {};
  const customer = checkoutCustomer.safeParse(customerOf(form, company));
  // The company's fields sit beside the others in the form: "company.vatId" shows at "vatId".
  if (!customer.success)
    for (const [path, message] of Object.entries(messagesOf(customer.error, t, '')))
      errors[path.replace(/^company\./, '')] = message;
  const billing = address.safeParse(form.billing);
  if (!billing.success) Object.assign(errors, messagesOf(billing.error, t, 'billing'));
  return customer.success && Object.keys(errors).length === 0 ? { errors, customer: customer.data } : { errors };
}

/** The shipping step: a delivery needs an address (the billing one, or another). */
export function checkShipping(form: CheckoutForm, t: TFunction): FieldErrors {
  if (form.method === 'pickup' || form.sameAddress) return {};
  const parsed = address.safeParse(form.delivery);
  return parsed.success ? {} : messagesOf(parsed.error, t, 'delivery');
}
