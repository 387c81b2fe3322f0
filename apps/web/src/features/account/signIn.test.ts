// Registration answers with tokens and the user; session.signInWith stores them exactly as the
// sign-in does and then reads the user, so the session is the same either way.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { createSession } from '../../api/session.ts';
import { tokenKeys } from '../../api/tokens.ts';
import { MemoryStorage, fakeFetch, json, sampleUser, tokens } from '../../test/fakes.ts';

describe('signing in with a registration answer', () => {
  it('stores the tokens and fetches the user', async () => {
    const storage = new MemoryStorage();
    const { fetch, calls } = fakeFetch({ 'GET /api/users/me': () => json(200, sampleUser) });
    const client = createApiClient({ storage, fetch });
    const session = createSession(client, storage);
    const answer = tokens(Date.now(), 'registered-token');

    const user = await session.signInWith(answer);
    expect(user.email).toBe(sampleUser.email);
    expect(session.getState()).toMatchObject({ loggedIn: true, user: { id: sampleUser.id } });
    expect(storage.getItem(tokenKeys.token)).toBe('registered-token');
    expect(calls[0]?.headers.authorization).toBe('Bearer registered-token');
  });
});
