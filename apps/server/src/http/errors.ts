// Expected failures are AppError(code); one handler maps them (and fastify's own errors) to
// {"error": {"code", "message", "fields"?}} with the right status. Never a stack trace to a client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ErrorBody, ErrorCode } from '@kubik/contract/errors';
import type { Locale } from '@kubik/contract/locale';
import { AppError } from '../core/errors.ts';
import { requestLocale } from './locale.ts';
import { errorTexts } from '@kubik/contract/error-texts';
import { fieldMessages as ownFieldMessages } from './messages.ts';

const statusOf: Record<ErrorCode, number> = {
  already_in_cart: 409,
  cart_empty: 409,
  not_orderable: 409,
  prices_changed: 409,
  no_shipping_zone: 400,
  pickup_unavailable: 400,
  payment_method_unavailable: 400,
  idempotency_key_required: 400,
  idempotency_key_reused: 409,
  illegal_transition: 409,
  tracking_required: 400,
  payment_not_refundable: 409,
  refund_invalid_amount: 400,
  refund_exceeds_paid: 409,
  payment_provider_error: 502,
  payment_provider_timeout: 504,
  offer_not_editable: 409,
  offer_not_sendable: 400,
  offer_expired: 409,
  bad_request: 400,
  validation_failed: 400,
  invalid_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unauthorized: 401,
  invalid_credentials: 401,
  token_expired: 401,
  token_invalid: 401,
  forbidden: 403,
  account_blocked: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  cannot_block_self: 409,
  cannot_remove_own_admin: 409,
  last_admin: 409,
  email_already_confirmed: 409,
  job_not_retryable: 409,
  email_taken: 409,
  weak_password: 400,
  common_password: 400,
  too_many_requests: 429,
  email_not_confirmed: 403,
  invalid_design: 400,
  design_has_errors: 422,
  internal: 500,
  unavailable: 503,
  catalogue_invalid: 503,
  request_header_too_large: 431,
  project_limit_reached: 409,
  storage_limit_reached: 409,
};

/** The HTTP status of an expected failure: its own override, else its code's. */
export function statusOfError(error: AppError): number {
  return error.options.status ?? statusOf[error.code];
}

/** Zod issues of a failed request validation, kept raw so they can be worded in the caller's language. */
export class RequestValidationError extends Error {
  constructor(
    readonly part: 'body' | 'querystring' | 'params' | 'headers',
    readonly issues: z.core.$ZodIssue[],
  ) {
    super('validation');
  }
}

const zodLocales: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  sl: z.locales.sl,
  en: z.locales.en,
  es: z.locales.es,
};

export function fieldMessages(issues: z.core.$ZodIssue[], locale: Locale): Record<string, string> {
  const localeError = zodLocales[locale]().localeError;
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (fields[path]) continue;
    const own = ownFieldMessages[issue.message]?.[locale];
    if (own) {
      fields[path] = own;
      continue;
    }
    const worded = localeError(issue as unknown as Parameters<typeof localeError>[0]);
    fields[path] = typeof worded === 'string' ? worded : (worded?.message ?? issue.message);
  }
  return fields;
}

export function errorBody(code: ErrorCode, locale: Locale, fields?: Record<string, string>): ErrorBody {
  return { error: { code, message: errorTexts[locale][code], ...(fields ? { fields } : {}) } };
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Maps fastify's own errors (body parsing, limits) to our codes. */
function fastifyErrorCode(error: FastifyError): ErrorCode | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'invalid_json';
  }
  if (error instanceof SyntaxError) return 'invalid_json';
  if (error.statusCode === 413) return 'payload_too_large';
  if (error.statusCode === 415) return 'unsupported_media_type';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'bad_request';
  return null;
}

/** Seconds a client is asked to wait when the database cannot be reached. */
export const outageRetryAfterSeconds = 5;

/**
 * `databaseDown(error)`: true when the error says the database cannot be reached (db/outage.ts,
 * which logs the outage once): answered 503 `unavailable` with Retry-After, not 500, and not logged
 * per request.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { databaseDown?: (error: unknown) => boolean } = {},
) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(request);
    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds) reply.header('retry-after', String(error.options.retryAfterSeconds));
      const fields = error.options.fields
        ? Object.fromEntries(
            Object.entries(error.options.fields).map(([field, code]) => [
              field,
              (errorTexts[locale] as Record<string, string | undefined>)[code] ??
                ownFieldMessages[code]?.[locale] ??
                code,
            ]),
          )
        : undefined;
      const body = errorBody(error.code, locale, fields);
      return send(
        reply,
        statusOfError(error),
        error.options.details ? { error: { ...error.options.details, ...body.error } } : body,
      );
    }
    if (error instanceof RequestValidationError) {
      const fields = fieldMessages(error.issues, locale);
      return send(reply, 400, errorBody('validation_failed', locale, fields));
    }
    const code = fastifyErrorCode(error);
    if (code) return send(reply, statusOf[code], errorBody(code, locale));
    if (options.databaseDown?.(error)) {
      reply.header('retry-after', String(outageRetryAfterSeconds));
      return send(reply, 503, errorBody('unavailable', locale));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, errorBody('internal', locale));
  });
}
