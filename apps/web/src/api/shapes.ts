// Light checks of the two sign-in answers, by hand rather than with the contract's zod schemas:
// importing those would put all of zod on the landing page (≈27 kB gzipped) for two shapes.
// shapes.test.ts keeps these checks in step with the contract.
import type { TokenResponse, User } from '@kubik/contract/auth';

/** Seed §4 (mirrors expiryLeewayMs of @kubik/contract/auth, which shapes.test.ts checks). */
export const expiryLeewayMs = 500;
/** Mirrors authModeHeader of the contract. */
export const authModeHeader = 'x-auth-mode';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';

export function parseTokenResponse(body: unknown): TokenResponse {
  if (
    isObject(body) &&
    body.token_type === 'Bearer' &&
    isString(body.access_token) &&
    isInt(body.expires_in) &&
    (body.refresh_token === undefined || isString(body.refresh_token)) &&
    isInt(body.refresh_expires_in) &&
    isInt(body.access_expires_at) &&
    isInt(body.refresh_expires_at)
  ) {
    return body as unknown as TokenResponse;
  }
  throw new Error('The token response is not valid');
}

/** The user object, or null when the response does not hold one (seed §5, §8). */
export function parseUser(body: unknown): User | null {
  if (
    isObject(body) &&
    isString(body.id) &&
    isString(body.email) &&
    isString(body.name) &&
    Array.isArray(body.scope) &&
    body.scope.every(isString) &&
    typeof body.emailConfirmed === 'boolean' &&
    isString(body.locale) &&
    isString(body.createdAt)
  ) {
    return body as unknown as User;
  }
  return null;
}

/** Seed §6: a user has a scope when the user's scope list includes it (one check, in the contract). */
export { hasScope } from '@kubik/contract/scopes';
