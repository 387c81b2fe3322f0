import { describe, expect, it } from 'vitest';
import { createQueryClient, clearOnUserChange, sameForEveryUser } from './query.ts';
import type { Session, SessionState } from './session.ts';

function fakeSession() {
  let state = { user: null } as unknown as SessionState;
  const listeners = new Set<() => void>();
  const session = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Session;
  const become = (id: string | null) => {
    state = { ...state, user: id ? ({ id } as SessionState['user']) : null };
    listeners.forEach((l) => l());
  };
  return { session, become };
}

describe('cached server data', () => {
  it('is dropped when the signed-in user changes, and kept while they stay', () => {
    const client = createQueryClient();
    const { session, become } = fakeSession();
    clearOnUserChange(client, session);
    become('ana');
    client.setQueryData(['projects'], ['Ana’s shelf']);
    become('ana');
    expect(client.getQueryData(['projects'])).toEqual(['Ana’s shelf']);
    become('bor');
    expect(client.getQueryData(['projects'])).toBeUndefined();
    client.setQueryData(['projects'], ['Bor’s desk']);
    become(null);
    expect(client.getQueryData(['projects'])).toBeUndefined();
  });

  it('keeps a confirmed e-mail link’s answer while the session is restored, and drops it for the next user', async () => {
    const client = createQueryClient();
    const { session, become } = fakeSession();
    clearOnUserChange(client, session);
    let confirmations = 0;
    const confirm = () =>
      client.fetchQuery({
        queryKey: ['account', 'confirm-email', 't1'],
        queryFn: () => ++confirmations,
        meta: sameForEveryUser,
        staleTime: Infinity,
      });
    expect(await confirm()).toBe(1);
    client.setQueryData(['projects'], ['nobody’s']);
    become('ana');
    expect(await confirm()).toBe(1);
    expect(client.getQueryData(['projects'])).toBeUndefined();
    become(null);
    expect(client.getQueryData(['account', 'confirm-email', 't1'])).toBeUndefined();
  });
});
