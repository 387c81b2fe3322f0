// One error shape for every /api failure: {"error": {"code", "message", "fields"?}}.
import { z } from 'zod';

/**
 * The shop's codes (cart, checkout, orders, payments, refunds, inquiries, offers). Each has a status
 * (in its comment; the server's http/errors.ts maps it) and a message in sl/en/es.
 */
export const shopErrorCodes = [
  'already_in_cart', // 409, with the existing item's id (`alreadyInCartError` in cart.ts)
  'cart_empty', // 409
  'not_orderable', // 409: a design with error findings
  'prices_changed', // 409, with the new prices (`pricesChangedError` in orders.ts)
  'no_shipping_zone', // 400: no delivery to that country
  'pickup_unavailable', // 400
  'payment_method_unavailable', // 400: bank transfer for a non-company, card without a provider
  'idempotency_key_required', // 400
  'idempotency_key_reused', // 409: the same key with a different request
  'illegal_transition', // 409
  'tracking_required', // 400: shipping a delivered order needs a carrier and a tracking number or link
  'payment_not_refundable', // 409
  'refund_invalid_amount', // 400
  'refund_exceeds_paid', // 409
  'payment_provider_error', // 502: the provider refused or did not answer
  'payment_provider_timeout', // 504: the provider did not answer in time (nothing was charged)
  'offer_not_editable', // 409
  'offer_not_sendable', // 400
  'offer_expired', // 409
] as const;
export type ShopErrorCode = (typeof shopErrorCodes)[number];

export const errorCodes = [
  ...shopErrorCodes,
  'bad_request',
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'invalid_credentials',
  'token_expired',
  'token_invalid',
  'forbidden',
  'account_blocked',
  'not_found',
  'method_not_allowed',
  'conflict',
  'email_taken',
  'weak_password',
  'common_password',
  'too_many_requests',
  'email_not_confirmed',
  'invalid_design',
  /** A design with errors (its findings) gets no workshop files: CNC ZIP, cut list, the workshop's PDF (issue 21, D-B). */
  'design_has_errors',
  'internal',
  'unavailable',
  /** The stored catalogue does not parse: nothing is priced until an admin saves a good one. */
  'catalogue_invalid',
  'request_header_too_large',
  /** Quotas of an account (PROJECTS_PER_USER, PROJECT_STORAGE_BYTES_PER_USER). */
  'project_limit_reached',
  'storage_limit_reached',
  /** 409: an admin cannot block themselves. */
  'cannot_block_self',
  /** 409: an admin cannot take away their own admin scope. */
  'cannot_remove_own_admin',
  'last_admin',
  /** 409: the confirmation mail is not sent again for an address already confirmed. */
  'email_already_confirmed',
  /** 409: only a job that gave up can be retried (another admin may have retried it already). */
  'job_not_retryable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages, keyed by the dotted path of the field (e.g. "address.postalCode"). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
