// Expected failures, raised anywhere in the server: AppError(code). The codes are the API's
// (packages/contract errors.ts); each module raises its own (e.g. `email_taken` in accounts,
// `catalogue_invalid` in catalogue, and next `illegal_transition` in orders, `payment_declined` in
// payments). http/errors.ts is the one place that maps a code to an HTTP status and a message.
import type { ErrorCode } from '@kubik/contract/errors';

export type { ErrorCode };

export type AppErrorOptions = {
  /** Per-field codes (or already worded messages), for forms. */
  fields?: Record<string, ErrorCode | string>;
  /** Sent as Retry-After with 429 and 503 answers. */
  retryAfterSeconds?: number;
  /** Overrides the code's usual status (e.g. invalid_credentials as 400 on a password confirmation). */
  status?: number;
  /**
   * More members of the error object, for the client to act on (already_in_cart's `itemId`,
   * prices_changed's `changes` and `preview`). The route's response schema for the status must
   * name them, or the serializer drops them.
   */
  details?: Record<string, unknown>;
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
  }
}
