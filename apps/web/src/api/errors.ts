// Errors the API client raises. Server errors keep the server's machine code so screens can show
// their own translated text for it; the seed's fixed texts (§8) are kept word for word.
import type { ErrorBody } from '@kubik/contract/errors';

export const sessionExpiredMessage = 'Both token and refresh token have expired. Your request was aborted.';
export const missingUserMessage = 'User Data response does not contain field';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** What else the error carried beside code, message and fields (e.g. `itemId` of `already_in_cart`). */
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

/** Both tokens expired: the request never left the browser. */
export class SessionExpiredError extends ApiError {
  constructor() {
    super(401, 'session_expired', sessionExpiredMessage);
    this.name = 'SessionExpiredError';
  }
}

/** The API's one error shape, checked by hand (zod stays off the landing page; see shapes.ts). */
export function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  const validFields =
    typeof fields === 'object' && fields !== null && Object.values(fields).every((v) => typeof v === 'string');
  if (fields !== undefined && !validFields) return null;
  return { error: { code, message, ...(fields !== undefined ? { fields: fields as Record<string, string> } : {}) } };
}

/** Reads the one error shape of the API; anything else becomes a generic error with the status. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall through to the generic error.
  }
  const parsed = readErrorBody(body);
  if (parsed) {
    const { code, message, fields } = parsed.error;
    const {
      code: _code,
      message: _message,
      fields: _fields,
      ...details
    } = (body as { error: Record<string, unknown> }).error;
    return new ApiError(response.status, code, message, fields, details);
  }
  const code = response.status === 429 ? 'too_many_requests' : response.status >= 500 ? 'internal' : 'bad_request';
  return new ApiError(response.status, code, response.statusText || 'Error');
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
