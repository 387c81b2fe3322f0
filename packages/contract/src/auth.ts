// Sign-in calls of seed §7 with their exact field names, plus logout (an addition to the seed).
import { z } from 'zod';
import { locales } from './locale.ts';

/** Seed §9: lifetimes in seconds. Tests may shorten them through the server's environment. */
export const accessTokenLifetime = 86_400;
export const refreshTokenLifetime = 604_800;
/** Seed §4: a token counts as expired this many milliseconds before its stated expiry. */
export const expiryLeewayMs = 500;

/** Minimum password length; common passwords are refused as well. */
export const minPasswordLength = 10;
export const maxPasswordLength = 256;

/**
 * Browser mode: a request carrying this header with value "cookie" gets its refresh token in an
 * HttpOnly, SameSite=Strict cookie named `refreshCookie` instead of the body, and sends it back
 * the same way. API clients leave the header out and keep the seed's body fields.
 */
export const authModeHeader = 'x-auth-mode';
export const refreshCookie = 'auth._refresh_token.local';

export const email = z.string().trim().toLowerCase().max(254).email();
export const password = z.string().min(minPasswordLength).max(maxPasswordLength);

export const loginRequest = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(maxPasswordLength),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenResponse = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  /** Seconds the access token lives (also its `exp - iat`). */
  expires_in: z.number().int(),
  /** Omitted in browser mode, where it travels in the HttpOnly cookie. */
  refresh_token: z.string().optional(),
  refresh_expires_in: z.number().int(),
  /** Absolute expiries in epoch milliseconds, so clients need not decode the tokens. */
  access_expires_at: z.number().int(),
  refresh_expires_at: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const refreshRequest = z.object({
  refresh_token: z.string().min(1).max(4096).optional(),
});
export type RefreshRequest = z.infer<typeof refreshRequest>;

export { hasScope, scopes, type Scope } from './scopes.ts';

export const user = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  scope: z.array(z.string()),
  emailConfirmed: z.boolean(),
  locale: z.enum(locales),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;
