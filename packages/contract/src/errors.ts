// One error shape for every /api failure: {"error": {"code", "message", "fields"?}}.
import { z } from 'zod';

export const errorCodes = [
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
  'internal',
  'unavailable',
  /** The stored catalogue does not parse: nothing is priced until an admin saves a good one. */
  'catalogue_invalid',
  'request_header_too_large',
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
