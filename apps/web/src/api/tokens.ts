// Where the session's tokens live (seed §9: storage prefix "auth.") and how their expiry is read
// (seed §4: a token counts as expired 500 ms before its stated expiry).
import type { TokenResponse } from '@kubik/contract/auth';
import { expiryLeewayMs } from './shapes.ts';

export const tokenKeys = {
  token: 'auth._token.local',
  tokenExpiration: 'auth._token_expiration.local',
  refreshExpiration: 'auth._refresh_token_expiration.local',
} as const;

export type TokenStatus = 'valid' | 'expired' | 'unknown';

export interface StoredTokens {
  token: string;
  accessExpiresAt: number | null;
  refreshExpiresAt: number | null;
}

/** Unknown when there is no expiry to go by; expired from 500 ms before the stated expiry. */
export function tokenStatus(expiresAt: number | null, now: number = Date.now()): TokenStatus {
  if (expiresAt === null || !Number.isFinite(expiresAt)) return 'unknown';
  return now < expiresAt - expiryLeewayMs ? 'valid' : 'expired';
}

function readNumber(storage: Storage, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function readTokens(storage: Storage): StoredTokens | null {
  const token = storage.getItem(tokenKeys.token);
  if (!token) return null;
  return {
    token,
    accessExpiresAt: readNumber(storage, tokenKeys.tokenExpiration),
    refreshExpiresAt: readNumber(storage, tokenKeys.refreshExpiration),
  };
}

export function writeTokens(storage: Storage, response: TokenResponse): void {
  // Expiries first: another tab reacts to the token key's storage event and must see fresh expiries.
  storage.setItem(tokenKeys.tokenExpiration, String(response.access_expires_at));
  storage.setItem(tokenKeys.refreshExpiration, String(response.refresh_expires_at));
  storage.setItem(tokenKeys.token, response.access_token);
}

export function clearTokens(storage: Storage): void {
  storage.removeItem(tokenKeys.token);
  storage.removeItem(tokenKeys.tokenExpiration);
  storage.removeItem(tokenKeys.refreshExpiration);
}
