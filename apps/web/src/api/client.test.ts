import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { SessionExpiredError, sessionExpiredMessage } from './errors.ts';
import { readTokens, tokenKeys, tokenStatus, writeTokens } from './tokens.ts';
import { FakeLocks, MemoryStorage, fakeFetch, json, tokens } from '../test/fakes.ts';

const start = Date.UTC(2026, 0, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => vi.useRealTimers());

describe('tokenStatus', () => {
  it('counts a token as expired 500 ms before its stated expiry', () => {
    const expiresAt = start + 10_000;
    expect(tokenStatus(expiresAt, expiresAt - 501)).toBe('valid');
    expect(tokenStatus(expiresAt, expiresAt - 500)).toBe('expired');
    expect(tokenStatus(null)).toBe('unknown');
  });

  it('follows the fake clock', () => {
    const expiresAt = start + 10_000;
    expect(tokenStatus(expiresAt)).toBe('valid');
    vi.advanceTimersByTime(9_500);
    expect(tokenStatus(expiresAt)).toBe('expired');
  });
});

function setup(storage = new MemoryStorage(), locks?: FakeLocks) {
  let issued = 0;
  const server = fakeFetch({
    'GET /api/things': (call) => json(200, { auth: call.headers.authorization ?? null }),
    'POST /api/auth/token': async () => {
      await Promise.resolve();
      issued += 1;
      return json(200, tokens(Date.now(), `refreshed-${issued}`));
    },
    'POST /api/users/login': () => json(200, tokens(Date.now(), 'first')),
    'POST /api/auth/logout': () => json(204, null),
  });
  const client = createApiClient({ storage, fetch: server.fetch, locks });
  const refreshCalls = () => server.calls.filter((c) => c.url === '/api/auth/token').length;
  return { client, server, storage, refreshCalls };
}

describe('the API client', () => {
  it('sends the access token as a bearer token, in browser (cookie) mode', async () => {
    const { client, storage, server } = setup();
    writeTokens(storage, tokens(start, 'abc'));
    await expect(client.request('/things')).resolves.toEqual({ auth: 'Bearer abc' });
    expect(server.calls[0]?.headers['x-auth-mode']).toBe('cookie');
  });

  it('sends extra headers with the request (the Idempotency-Key of placing an order)', async () => {
    const { client, storage, server } = setup();
    writeTokens(storage, tokens(start, 'abc'));
    await client.request('/things', { headers: { 'idempotency-key': 'key-123456' } });
    expect(server.calls[0]?.headers['idempotency-key']).toBe('key-123456');
    expect(server.calls[0]?.headers.authorization).toBe('Bearer abc');
  });

  it('refreshes before the next request once the access token has (nearly) expired', async () => {
    const { client, storage, refreshCalls } = setup();
    writeTokens(storage, tokens(start, 'old', 60_000));
    vi.advanceTimersByTime(59_600); // 400 ms before expiry: inside the 500 ms leeway
    await expect(client.request('/things')).resolves.toEqual({ auth: 'Bearer refreshed-1' });
    expect(refreshCalls()).toBe(1);
    expect(readTokens(storage)?.token).toBe('refreshed-1');
  });

  it('does not refresh while the access token is still valid', async () => {
    const { client, storage, refreshCalls } = setup();
    writeTokens(storage, tokens(start, 'old', 60_000));
    vi.advanceTimersByTime(59_400);
    await client.request('/things');
    expect(refreshCalls()).toBe(0);
  });

  it('collapses concurrent refreshes in one tab into one', async () => {
    const { client, storage, refreshCalls } = setup();
    writeTokens(storage, tokens(start, 'old', 1_000));
    vi.advanceTimersByTime(2_000);
    const answers = await Promise.all([
      client.request('/things'),
      client.request('/things'),
      client.request('/things'),
    ]);
    expect(refreshCalls()).toBe(1);
    expect(answers).toEqual([
      { auth: 'Bearer refreshed-1' },
      { auth: 'Bearer refreshed-1' },
      { auth: 'Bearer refreshed-1' },
    ]);
  });

  it('collapses refreshes across tabs: the lock holder refreshes, the others re-read storage', async () => {
    const storage = new MemoryStorage();
    const locks = new FakeLocks();
    const tabA = setup(storage, locks);
    const tabB = createApiClient({ storage, fetch: tabA.server.fetch, locks });
    writeTokens(storage, tokens(start, 'old', 1_000));
    vi.advanceTimersByTime(2_000);
    const [a, b] = await Promise.all([tabA.client.request('/things'), tabB.request('/things')]);
    expect(tabA.refreshCalls()).toBe(1);
    expect(a).toEqual({ auth: 'Bearer refreshed-1' });
    expect(b).toEqual({ auth: 'Bearer refreshed-1' });
  });

  it('aborts the request and resets the session when both tokens have expired', async () => {
    const { client, storage, server } = setup();
    const ended = vi.fn();
    client.onSessionEnd(ended);
    writeTokens(storage, tokens(start, 'old', 1_000, 5_000));
    vi.advanceTimersByTime(4_600);
    const attempt = client.request('/things');
    await expect(attempt).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(attempt).rejects.toThrow(sessionExpiredMessage);
    expect(server.calls).toHaveLength(0);
    expect(storage.getItem(tokenKeys.token)).toBeNull();
    expect(ended).toHaveBeenCalledWith('expired');
  });

  it('ends the session when the server refuses the refresh', async () => {
    const storage = new MemoryStorage();
    const server = fakeFetch({
      'POST /api/auth/token': () => json(401, { error: { code: 'token_invalid', message: 'no' } }),
    });
    const client = createApiClient({ storage, fetch: server.fetch });
    const ended = vi.fn();
    client.onSessionEnd(ended);
    writeTokens(storage, tokens(start, 'old', 1_000));
    vi.advanceTimersByTime(2_000);
    await expect(client.request('/things')).rejects.toMatchObject({ status: 401, code: 'token_invalid' });
    expect(ended).toHaveBeenCalledWith('rejected');
    expect(readTokens(storage)).toBeNull();
  });

  it('sends no token when nobody is signed in', async () => {
    const { client } = setup();
    await expect(client.request('/things')).resolves.toEqual({ auth: null });
  });

  it('keeps the server error code and message', async () => {
    const storage = new MemoryStorage();
    const server = fakeFetch({
      'POST /api/users/login': () => json(401, { error: { code: 'invalid_credentials', message: 'Wrong' } }),
    });
    const client = createApiClient({ storage, fetch: server.fetch });
    await expect(client.login('a@b.c', 'x')).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
  });

  it('signs in, stores the token and its expiries, and signs out', async () => {
    const { client, storage, server } = setup();
    const ended = vi.fn();
    client.onSessionEnd(ended);
    await client.login('ana@kubik.test', 'secret');
    expect(readTokens(storage)).toEqual({
      token: 'first',
      accessExpiresAt: start + 60_000,
      refreshExpiresAt: start + 600_000,
    });
    await client.logout();
    expect(server.calls.at(-1)?.headers.authorization).toBe('Bearer first');
    expect(readTokens(storage)).toBeNull();
    expect(ended).toHaveBeenCalledWith('logout');
  });

  it('reports request activity for the progress bar, failures included', async () => {
    const { client } = setup();
    const seen: string[] = [];
    client.onActivity({
      start: () => seen.push('start'),
      done: () => seen.push('done'),
      fail: () => seen.push('fail'),
    });
    await client.request('/things');
    await client.request('/missing').catch(() => undefined);
    expect(seen).toEqual(['start', 'done', 'start', 'fail']);
  });

  it('refreshes once and retries when the server refuses a token the clock thought valid', async () => {
    const storage = new MemoryStorage();
    const server = fakeFetch({
      'GET /api/things': (call) =>
        call.headers.authorization === 'Bearer old'
          ? json(401, { error: { code: 'token_expired', message: 'expired' } })
          : json(200, { auth: call.headers.authorization }),
      'POST /api/auth/token': () => json(200, tokens(Date.now(), 'new')),
    });
    const client = createApiClient({ storage, fetch: server.fetch });
    writeTokens(storage, tokens(start, 'old'));
    await expect(client.request('/things')).resolves.toEqual({ auth: 'Bearer new' });
    expect(server.calls.map((c) => c.url)).toEqual(['/api/things', '/api/auth/token', '/api/things']);
  });

  it('ends the session when the server keeps refusing after a refresh', async () => {
    const storage = new MemoryStorage();
    const server = fakeFetch({
      'GET /api/things': () => json(401, { error: { code: 'token_invalid', message: 'no' } }),
      'POST /api/auth/token': () => json(200, tokens(Date.now(), 'new')),
    });
    const client = createApiClient({ storage, fetch: server.fetch });
    const ended = vi.fn();
    client.onSessionEnd(ended);
    writeTokens(storage, tokens(start, 'old'));
    await expect(client.request('/things')).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledWith('rejected');
    expect(readTokens(storage)).toBeNull();
  });

  it('retries with the token another tab got meanwhile instead of ending the session', async () => {
    const storage = new MemoryStorage();
    const server = fakeFetch({
      'GET /api/things': (call) => {
        if (call.headers.authorization === 'Bearer mine') {
          // While this request travelled, another tab refreshed and stored its token.
          writeTokens(storage, tokens(Date.now(), 'theirs'));
          return json(401, { error: { code: 'token_expired', message: 'expired' } });
        }
        return json(200, { auth: call.headers.authorization });
      },
    });
    const client = createApiClient({ storage, fetch: server.fetch });
    const ended = vi.fn();
    client.onSessionEnd(ended);
    writeTokens(storage, tokens(start, 'mine'));
    await expect(client.request('/things')).resolves.toEqual({ auth: 'Bearer theirs' });
    expect(ended).not.toHaveBeenCalled();
    expect(server.calls.filter((c) => c.url === '/api/auth/token')).toHaveLength(0);
  });
});
