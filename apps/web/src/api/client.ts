// The fetch client of seed §4: bearer token on every call, a refresh before the next request once
// the access token has expired, refreshes collapsed into one (in this tab by a shared promise,
// across tabs by a Web Lock plus a re-read of storage), and a reset when both tokens have expired.
import type { TokenResponse } from '@kubik/contract/auth';
import { ApiError, SessionExpiredError, errorFromResponse } from './errors.ts';
import { authModeHeader, parseTokenResponse } from './shapes.ts';
import { clearTokens, readTokens, tokenKeys, tokenStatus, writeTokens } from './tokens.ts';

/** Why a session ended: the user signed out, the tokens ran out, or the server refused them. */
export type SessionEndReason = 'logout' | 'expired' | 'rejected';

export interface RequestActivity {
  start(): void;
  done(): void;
  fail(): void;
}

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  storage: Storage;
  /** navigator.locks where the browser has it; without it refreshes collapse within the tab only. */
  locks?: LockManagerLike | undefined;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** Attach the bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Answer the body as a Blob (a PDF, a ZIP) instead of JSON. */
  as?: 'blob';
  /** Extra request headers (e.g. the `Idempotency-Key` of placing an order). */
  headers?: Record<string, string>;
}

const refreshLockName = 'kubik-auth-refresh';

/** Every request's headers: JSON answers, and the refresh token kept in the cookie (not the body). */
function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { accept: 'application/json', [authModeHeader]: 'cookie', ...extra };
}

/** A request as fetch takes it: its JSON body, the access token, the abort signal. */
function requestInit(request: RequestOptions, token: string | null): RequestInit {
  const extra: Record<string, string> = { ...request.headers };
  if (request.body !== undefined) extra['content-type'] = 'application/json';
  if (token) extra.authorization = `Bearer ${token}`;
  const init: RequestInit = { method: request.method ?? 'GET', headers: headers(extra), credentials: 'same-origin' };
  if (request.body !== undefined) init.body = JSON.stringify(request.body);
  if (request.signal) init.signal = request.signal;
  return init;
}

/** A good answer's content: nothing (204), a file (`as: 'blob'`), or its JSON (null when empty). */
async function answerOf<T>(response: Response, request: RequestOptions): Promise<T> {
  if (response.status === 204) return undefined as T;
  if (request.as === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '/api';
  const storage = options.storage;
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);
  const endListeners = new Set<(reason: SessionEndReason) => void>();
  const activityListeners = new Set<RequestActivity>();
  let refreshing: Promise<void> | null = null;

  function endSession(reason: SessionEndReason): void {
    clearTokens(storage);
    for (const listener of endListeners) listener(reason);
  }

  function activity(kind: keyof RequestActivity): void {
    for (const listener of activityListeners) listener[kind]();
  }

  async function callRefresh(): Promise<void> {
    // Another tab may have refreshed while this one waited for the lock: storage has the answer.
    const current = readTokens(storage);
    if (!current) throw new SessionExpiredError();
    if (tokenStatus(current.accessExpiresAt) === 'valid') return;
    if (tokenStatus(current.refreshExpiresAt) === 'expired') {
      endSession('expired');
      throw new SessionExpiredError();
    }
    const response = await doFetch(`${baseUrl}/auth/token`, {
      method: 'POST',
      headers: headers({ 'content-type': 'application/json' }),
      body: '{}',
      credentials: 'same-origin',
    });
    if (!response.ok) {
      const error = await errorFromResponse(response);
      if (response.status === 401 || response.status === 403) endSession('rejected');
      throw error;
    }
    writeTokens(storage, parseTokenResponse(await response.json()));
  }

  /** One refresh at a time: callers in this tab share a promise, tabs take turns on a lock. */
  function refresh(): Promise<void> {
    refreshing ??= (options.locks ? options.locks.request(refreshLockName, callRefresh) : callRefresh()).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** The access token to send, refreshed first when needed; null when nobody is signed in. */
  async function accessToken(): Promise<string | null> {
    const tokens = readTokens(storage);
    if (!tokens) return null;
    if (tokenStatus(tokens.accessExpiresAt) !== 'expired') return tokens.token;
    if (tokenStatus(tokens.refreshExpiresAt) === 'expired') {
      endSession('expired');
      throw new SessionExpiredError();
    }
    await refresh();
    return readTokens(storage)?.token ?? null;
  }

  const send = (path: string, request: RequestOptions, token: string | null): Promise<Response> =>
    doFetch(`${baseUrl}${path}`, requestInit(request, token));

  async function request<T = unknown>(path: string, request: RequestOptions = {}): Promise<T> {
    activity('start');
    try {
      const token = request.auth === false ? null : await accessToken();
      let response = await send(path, request, token);
      if (response.status === 401 && token) {
        let sent: string | null = token;
        const tokens = readTokens(storage);
        if (tokens && tokens.token !== token) {
          // Another tab refreshed while this request was on its way: retry with its token.
          sent = tokens.token;
          response = await send(path, request, sent);
        } else if (tokens && tokenStatus(tokens.refreshExpiresAt) !== 'expired') {
          // The server refused a token we thought valid (clock skew, revoked): one refresh, one retry.
          storage.setItem(tokenKeys.tokenExpiration, '0');
          await refresh();
          sent = readTokens(storage)?.token ?? null;
          response = await send(path, request, sent);
        }
        if (response.status === 401) {
          const error = await errorFromResponse(response);
          // Only a refusal of the token storage still holds ends the session (in every tab).
          const current = readTokens(storage)?.token ?? null;
          if (current === null || current === sent) endSession('rejected');
          throw error;
        }
      }
      if (!response.ok) throw await errorFromResponse(response);
      activity('done');
      return await answerOf<T>(response, request);
    } catch (error) {
      activity('fail');
      throw error;
    }
  }

  async function login(email: string, password: string): Promise<TokenResponse> {
    const body = await request<unknown>('/users/login', { method: 'POST', body: { email, password }, auth: false });
    const tokens = parseTokenResponse(body);
    writeTokens(storage, tokens);
    return tokens;
  }

  /** Revokes the sign-in on the server when it can; the local session ends either way. */
  async function logout(): Promise<void> {
    try {
      if (readTokens(storage)) await request('/auth/logout', { method: 'POST' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      endSession('logout');
    }
  }

  return {
    request,
    login,
    logout,
    refresh,
    /** Ends the session locally (clears the tokens) and tells the listeners why. */
    endSession,
    onSessionEnd(listener: (reason: SessionEndReason) => void): () => void {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    onActivity(listener: RequestActivity): () => void {
      activityListeners.add(listener);
      return () => activityListeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
