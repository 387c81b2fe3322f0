import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { missingUserMessage } from './errors.ts';
import { createSession } from './session.ts';
import { readTokens, tokenKeys, writeTokens } from './tokens.ts';
import { MemoryStorage, fakeFetch, json, sampleUser, tokens } from '../test/fakes.ts';

const start = Date.UTC(2026, 0, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => vi.useRealTimers());

function setup(me: () => Response = () => json(200, sampleUser)) {
  const storage = new MemoryStorage();
  const server = fakeFetch({
    'POST /api/users/login': () => json(200, tokens(Date.now(), 't1')),
    'GET /api/users/me': me,
    'POST /api/auth/logout': () => json(204, null),
  });
  const client = createApiClient({ storage, fetch: server.fetch });
  const session = createSession(client, storage);
  return { storage, server, client, session };
}

function storageEvent(key: string): StorageEvent {
  return { key } as StorageEvent;
}

describe('the session', () => {
  it('goes from signed out to signed in: login, then a fetch of the user', async () => {
    const { session, server } = setup();
    const user = await session.login('ana@kubik.test', 'pw');
    expect(user.email).toBe('ana@kubik.test');
    expect(session.getState()).toMatchObject({ loggedIn: true, busy: false, endReason: null });
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/users/login', 'GET /api/users/me']);
  });

  it('ends the session when the user fetch has no data', async () => {
    const { session, storage } = setup(() => json(200, null));
    await expect(session.login('ana@kubik.test', 'pw')).rejects.toThrow(missingUserMessage);
    expect(session.getState().loggedIn).toBe(false);
    expect(readTokens(storage)).toBeNull();
  });

  it('signs out: state cleared with reason logout', async () => {
    const { session } = setup();
    await session.login('ana@kubik.test', 'pw');
    await session.logout();
    expect(session.getState()).toMatchObject({ loggedIn: false, user: null, endReason: 'logout' });
  });

  it('restores a stored session on start and marks itself ready', async () => {
    const { session, storage } = setup();
    writeTokens(storage, tokens(start, 'stored'));
    await session.restore();
    expect(session.getState()).toMatchObject({ ready: true, loggedIn: true });
  });

  it('drops a stored session whose tokens have both expired', async () => {
    const { session, storage, server } = setup();
    writeTokens(storage, tokens(start, 'stored', 1_000, 2_000));
    vi.advanceTimersByTime(5_000);
    await session.restore();
    expect(session.getState()).toMatchObject({ ready: true, loggedIn: false, endReason: 'expired' });
    expect(server.calls).toHaveLength(0);
  });

  it('follows another tab signing out and signing in', async () => {
    const { session, storage } = setup();
    await session.login('ana@kubik.test', 'pw');
    storage.removeItem(tokenKeys.token);
    session.onStorage(storageEvent(tokenKeys.token));
    expect(session.getState()).toMatchObject({ loggedIn: false, endReason: 'logout' });

    writeTokens(storage, tokens(Date.now(), 't2'));
    session.onStorage(storageEvent(tokenKeys.token));
    await vi.waitFor(() => expect(session.getState().loggedIn).toBe(true));
  });

  it('ignores storage events of other keys', async () => {
    const { session, storage } = setup();
    await session.login('ana@kubik.test', 'pw');
    storage.removeItem(tokenKeys.token);
    session.onStorage(storageEvent('something-else'));
    expect(session.getState().loggedIn).toBe(true);
  });
});
