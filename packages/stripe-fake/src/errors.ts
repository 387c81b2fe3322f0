// Errors in Stripe's shape, {"error": {type, code?, message, param?}}, with the status stripe-node
// turns into its error classes (400/404 → StripeInvalidRequestError or StripeIdempotencyError,
// 401 → StripeAuthenticationError, 402 → StripeCardError).

export interface StripeErrorFields {
  type: 'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error';
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly fields: StripeErrorFields,
    /**
     * The request failed its checks before the endpoint ran: Stripe saves no idempotent result for
     * it, so the same key may be retried with corrected parameters.
     */
    readonly beforeExecution = false,
  ) {
    super(fields.message);
    this.name = 'StripeApiError';
  }

  body(): { error: StripeErrorFields } {
    return { error: this.fields };
  }
}

export function invalidParam(param: string, message: string, code = 'parameter_invalid_string'): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', code, param, message }, true);
}

export function unknownParam(param: string): StripeApiError {
  return new StripeApiError(
    400,
    {
      type: 'invalid_request_error',
      code: 'parameter_unknown',
      param,
      message: `Received unknown parameter: ${param}`,
    },
    true,
  );
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(
    400,
    { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` },
    true,
  );
}

export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(
    404,
    { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` },
    true,
  );
}

export function unexpectedState(message: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message });
}
