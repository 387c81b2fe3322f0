// The fake's memory: PaymentIntents, their charges and refunds, and what each change tells a
// webhook. Only the fields and rules Kubik relies on are modelled; each operation checks its
// parameters the way Stripe does (unknown parameters refused, amounts whole, states respected).
import { randomBytes } from 'node:crypto';
import { invalidParam, missingParam, noSuch, StripeApiError, unexpectedState, unknownParam } from './errors.ts';
import type { FormObject, FormValue } from './form.ts';

export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: string } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: Record<string, unknown> | null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: PaymentIntentStatus;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  created: number;
  currency: string;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Record<string, string>;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
  refunded: boolean;
  status: 'succeeded' | 'failed';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export type StripeObject = PaymentIntent | Charge | Refund;

/** What one change tells the webhook: the event type and the object as it now is. */
export interface EventDraft {
  type: string;
  object: StripeObject;
}

export interface Result<T> {
  value: T;
  events: EventDraft[];
}

export interface Decline {
  /** Stripe's error code, `card_declined` by default. */
  code?: string;
  /** `generic_decline`, `insufficient_funds`, … */
  declineCode?: string;
  message?: string;
}

const cancellable: PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const payable: PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `pi_` + 24 letters and digits, random, so ids never repeat across the fakes a test suite starts (a database may remember them). */
export function newId(prefix: string): string {
  return `${prefix}_${Array.from(randomBytes(24), (b) => alphabet[b % alphabet.length]).join('')}`;
}

const now = () => Math.floor(Date.now() / 1000);
const copy = <T>(value: T): T => structuredClone(value);

export class StripeState {
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();

  createPaymentIntent(params: FormObject): Result<PaymentIntent> {
    allow(params, [
      'amount',
      'currency',
      'metadata',
      'automatic_payment_methods',
      'payment_method_types',
      'description',
      'receipt_email',
      'capture_method',
      'expand',
    ]);
    if (params.amount === undefined) throw missingParam('amount');
    if (params.currency === undefined) throw missingParam('currency');
    const currency = readCurrency(params.currency);
    const amount = readAmount(params.amount, 'amount', currency);
    if (params.capture_method !== undefined && params.capture_method !== 'automatic')
      throw invalidParam('capture_method', 'The fake supports capture_method=automatic only.');
    const apm = params.automatic_payment_methods;
    const automatic = apm === undefined ? null : readAutomatic(apm);
    const types =
      params.payment_method_types === undefined
        ? ['card']
        : readStrings(params.payment_method_types, 'payment_method_types');
    const id = newId('pi');
    const pi: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: automatic,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${newId('s').slice(2)}`,
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer: null,
      description: readOptionalString(params.description, 'description'),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: applyMetadata({}, params.metadata),
      next_action: null,
      payment_method: null,
      payment_method_types: types,
      receipt_email: readOptionalString(params.receipt_email, 'receipt_email'),
      status: 'requires_payment_method',
    };
    this.paymentIntents.set(id, pi);
    return { value: copy(pi), events: [{ type: 'payment_intent.created', object: copy(pi) }] };
  }

  retrievePaymentIntent(id: string): PaymentIntent {
    return copy(this.paymentIntent(id));
  }

  updatePaymentIntent(id: string, params: FormObject): Result<PaymentIntent> {
    allow(params, ['amount', 'currency', 'metadata', 'description', 'receipt_email', 'expand']);
    const pi = this.paymentIntent(id);
    const currency = params.currency === undefined ? pi.currency : readCurrency(params.currency);
    const amount = params.amount === undefined ? undefined : readAmount(params.amount, 'amount', currency);
    if ((amount !== undefined || params.currency !== undefined) && !payable.includes(pi.status)) {
      throw unexpectedState(`You cannot update this PaymentIntent's amount because it has a status of ${pi.status}.`);
    }
    // Everything is checked before anything changes: a refused update leaves the intent as it was.
    const metadata = applyMetadata(pi.metadata, params.metadata);
    const description =
      params.description === undefined ? pi.description : readOptionalString(params.description, 'description');
    const receiptEmail =
      params.receipt_email === undefined ? pi.receipt_email : readOptionalString(params.receipt_email, 'receipt_email');
    Object.assign(pi, { amount: amount ?? pi.amount, currency, metadata, description, receipt_email: receiptEmail });
    return { value: copy(pi), events: [] };
  }

  cancelPaymentIntent(id: string, params: FormObject): Result<PaymentIntent> {
    allow(params, ['cancellation_reason', 'expand']);
    const pi = this.paymentIntent(id);
    const reason = params.cancellation_reason;
    if (
      reason !== undefined &&
      !['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'].includes(String(reason))
    ) {
      throw invalidParam('cancellation_reason', `Invalid cancellation_reason: ${String(reason)}`);
    }
    if (!cancellable.includes(pi.status)) {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${cancellable.join(', ')}.`,
      );
    }
    Object.assign(pi, {
      status: 'canceled',
      canceled_at: now(),
      cancellation_reason: typeof reason === 'string' ? reason : null,
      next_action: null,
    });
    return { value: copy(pi), events: [{ type: 'payment_intent.canceled', object: copy(pi) }] };
  }

  createRefund(params: FormObject): Result<Refund> {
    allow(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
    let charge: Charge;
    if (typeof params.payment_intent === 'string') {
      const pi = this.paymentIntents.get(params.payment_intent);
      if (!pi) throw noSuch('payment_intent', params.payment_intent, 'payment_intent');
      const latest = pi.latest_charge ? this.charges.get(pi.latest_charge) : undefined;
      if (pi.status !== 'succeeded' || !latest || latest.status !== 'succeeded') {
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'charge_not_refundable',
          message: `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
        });
      }
      charge = latest;
    } else if (typeof params.charge === 'string') {
      const found = this.charges.get(params.charge);
      if (!found) throw noSuch('charge', params.charge, 'charge');
      if (found.status !== 'succeeded')
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'charge_not_refundable',
          message: `Charge ${found.id} has not succeeded and cannot be refunded.`,
        });
      charge = found;
    } else {
      throw new StripeApiError(
        400,
        {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          message: 'One of the following params should be provided for this request: payment_intent or charge.',
        },
        true,
      );
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0)
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${charge.id} has already been refunded.`,
      });
    const amount = params.amount === undefined ? left : readAmount(params.amount, 'amount', charge.currency, 1);
    if (amount > left) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${euros(amount, charge.currency)}) is greater than unrefunded amount on charge (${euros(left, charge.currency)})`,
      });
    }
    const reason = params.reason;
    if (reason !== undefined && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(String(reason)))
      throw invalidParam('reason', `Invalid reason: ${String(reason)}`);
    const refund: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: applyMetadata({}, params.metadata),
      payment_intent: charge.payment_intent,
      reason: typeof reason === 'string' ? reason : null,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return {
      value: copy(refund),
      events: [
        { type: 'refund.created', object: copy(refund) },
        { type: 'charge.refunded', object: copy(charge) },
      ],
    };
  }

  retrieveCharge(id: string): Charge {
    const charge = this.charges.get(id);
    if (!charge) throw noSuch('charge', id);
    return copy(charge);
  }

  retrieveRefund(id: string): Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw noSuch('refund', id);
    return copy(refund);
  }

  // ——— what a customer does in the browser (the test-control API) ———

  /** The card is charged: a successful charge, the intent succeeded. */
  succeed(id: string): Result<PaymentIntent> {
    const pi = this.payablePaymentIntent(id, 'succeed');
    const charge = this.charge(pi, 'succeeded');
    Object.assign(pi, {
      status: 'succeeded',
      amount_received: pi.amount,
      latest_charge: charge.id,
      payment_method: charge.payment_method,
      last_payment_error: null,
      next_action: null,
    });
    return {
      value: copy(pi),
      events: [
        { type: 'charge.succeeded', object: copy(charge) },
        { type: 'payment_intent.succeeded', object: copy(pi) },
      ],
    };
  }

  /** The card is declined: a failed charge; the intent waits for another payment method. */
  fail(id: string, decline: Decline = {}): Result<PaymentIntent> {
    const pi = this.payablePaymentIntent(id, 'fail');
    const code = decline.code ?? 'card_declined';
    const message = decline.message ?? 'Your card was declined.';
    const charge = this.charge(pi, 'failed', code, message);
    Object.assign(pi, {
      status: 'requires_payment_method',
      latest_charge: charge.id,
      payment_method: null,
      next_action: null,
      last_payment_error: {
        type: 'card_error',
        code,
        decline_code: decline.declineCode ?? 'generic_decline',
        message,
        charge: charge.id,
        payment_method: { id: charge.payment_method, object: 'payment_method', type: 'card' },
      },
    });
    return {
      value: copy(pi),
      events: [
        { type: 'charge.failed', object: copy(charge) },
        { type: 'payment_intent.payment_failed', object: copy(pi) },
      ],
    };
  }

  /** 3-D Secure: the customer must visit `authenticateUrl`, then returns to `returnUrl`. */
  requireAction(id: string, authenticateUrl: string, returnUrl: string | null): Result<PaymentIntent> {
    const pi = this.payablePaymentIntent(id, 'require action on');
    Object.assign(pi, {
      status: 'requires_action',
      payment_method: newId('pm'),
      next_action: { type: 'redirect_to_url', redirect_to_url: { url: authenticateUrl, return_url: returnUrl } },
    });
    return { value: copy(pi), events: [{ type: 'payment_intent.requires_action', object: copy(pi) }] };
  }

  private paymentIntent(id: string): PaymentIntent {
    const pi = this.paymentIntents.get(id);
    if (!pi) throw noSuch('payment_intent', id, 'intent');
    return pi;
  }

  private payablePaymentIntent(id: string, what: string): PaymentIntent {
    const pi = this.paymentIntent(id);
    if (!payable.includes(pi.status)) throw unexpectedState(`Cannot ${what} a PaymentIntent with status ${pi.status}.`);
    return pi;
  }

  private charge(
    pi: PaymentIntent,
    status: Charge['status'],
    failureCode: string | null = null,
    failureMessage: string | null = null,
  ): Charge {
    const ok = status === 'succeeded';
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: ok ? pi.amount : 0,
      amount_refunded: 0,
      captured: ok,
      created: now(),
      currency: pi.currency,
      failure_code: failureCode,
      failure_message: failureMessage,
      livemode: false,
      metadata: { ...pi.metadata },
      paid: ok,
      payment_intent: pi.id,
      payment_method: pi.payment_method ?? newId('pm'),
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: ok ? '4242' : '0002' } },
      refunded: false,
      status,
    };
    this.charges.set(charge.id, charge);
    return charge;
  }
}

function allow(params: FormObject, known: string[]): void {
  for (const key of Object.keys(params)) if (!known.includes(key)) throw unknownParam(key);
}

/** Smallest charge per currency (Stripe's minimums for the currencies Kubik could use). */
const minimum: Record<string, number> = { eur: 50, usd: 50, gbp: 30, chf: 50 };

function readCurrency(value: FormValue): string {
  const c = typeof value === 'string' ? value.toLowerCase() : '';
  if (!(c in minimum))
    throw invalidParam(
      'currency',
      `Invalid currency: ${typeof value === 'string' ? value : '(object)'}.`,
      'parameter_invalid_string',
    );
  return c;
}

function readAmount(value: FormValue, param: string, currency: string, min = minimum[currency] ?? 50): number {
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value))
    throw invalidParam(
      param,
      `Invalid integer: ${typeof value === 'string' ? value : '(object)'}`,
      'parameter_invalid_integer',
    );
  const amount = Number(value);
  if (amount > 99_999_999) throw invalidParam(param, 'Amount must be no more than 999,999.99', 'amount_too_large');
  if (amount < min) throw invalidParam(param, `Amount must be at least ${euros(min, currency)}`, 'amount_too_small');
  return amount;
}

function readAutomatic(value: FormValue): { enabled: boolean; allow_redirects?: string } {
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParam('automatic_payment_methods', 'Invalid object');
  const enabled = value.enabled;
  if (enabled !== 'true' && enabled !== 'false')
    throw invalidParam('automatic_payment_methods[enabled]', 'Invalid boolean', 'parameter_invalid_boolean');
  const redirects = value.allow_redirects;
  if (redirects !== undefined && redirects !== 'always' && redirects !== 'never')
    throw invalidParam('automatic_payment_methods[allow_redirects]', 'Invalid allow_redirects');
  return redirects === undefined
    ? { enabled: enabled === 'true' }
    : { enabled: enabled === 'true', allow_redirects: redirects };
}

function readStrings(value: FormValue, param: string): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw invalidParam(param, 'Invalid array');
  return value as string[];
}

function readOptionalString(value: FormValue | undefined, param: string): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw invalidParam(param, 'Invalid string');
  return value;
}

/**
 * Stripe's metadata rules: up to 50 keys of at most 40 characters, values of at most 500; on an
 * update a key set to "" is removed, and `metadata=""` removes them all.
 */
function applyMetadata(current: Record<string, string>, update: FormValue | undefined): Record<string, string> {
  if (update === undefined) return current;
  if (update === '') return {};
  if (typeof update !== 'object' || Array.isArray(update)) throw invalidParam('metadata', 'Invalid object');
  const next = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (typeof value !== 'string') throw invalidParam(`metadata[${key}]`, 'Metadata values must be strings.');
    if (key.length > 40) throw invalidParam(`metadata[${key}]`, 'Metadata keys can have up to 40 characters.');
    if (value.length > 500) throw invalidParam(`metadata[${key}]`, 'Metadata values can have up to 500 characters.');
    if (value === '') delete next[key];
    else next[key] = value;
  }
  if (Object.keys(next).length > 50) throw invalidParam('metadata', 'Metadata can have up to 50 keys.');
  return next;
}

function euros(cents: number, currency: string): string {
  const symbol =
    currency === 'eur' ? '€' : currency === 'usd' ? '$' : currency === 'gbp' ? '£' : `${currency.toUpperCase()} `;
  return `${symbol}${(cents / 100).toFixed(2)}`;
}
