// The signed-in state of seed §4 (user, loggedIn, busy), kept outside React so the API client,
// the guards and other tabs all agree on it. Screens read it through useSession().
import { useSyncExternalStore } from 'react';
import type { TokenResponse, User } from '@kubik/contract/auth';
import type { ApiClient, SessionEndReason } from './client.ts';
import { missingUserMessage } from './errors.ts';
import { parseTokenResponse, parseUser } from './shapes.ts';
import { readTokens, tokenKeys, writeTokens } from './tokens.ts';

export interface SessionState {
  user: User | null;
  loggedIn: boolean;
  /** True while signing in. */
  busy: boolean;
  /** False until the stored session has been checked once on start. */
  ready: boolean;
  /** Why the last session ended, so guards can send the user to the right place. */
  endReason: SessionEndReason | null;
}

const initial: SessionState = { user: null, loggedIn: false, busy: false, ready: false, endReason: null };

export function createSession(client: ApiClient, storage: Storage) {
  let state = initial;
  const listeners = new Set<() => void>();

  function set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  client.onSessionEnd((reason) => {
    set({ user: null, loggedIn: false, busy: false, endReason: reason });
  });

  /** GET /users/me; a response without the user's data ends the session (seed §8). */
  async function fetchUser(): Promise<User> {
    const body = await client.request<unknown>('/users/me');
    const user = parseUser(body);
    if (!user) {
      client.endSession('rejected');
      throw new Error(missingUserMessage);
    }
    set({ user, loggedIn: true, endReason: null });
    return user;
  }

  async function login(email: string, password: string): Promise<User> {
    set({ busy: true });
    try {
      await client.login(email, password);
      return await fetchUser();
    } finally {
      set({ busy: false });
    }
  }

  /** Signs in with tokens already in hand (registration answers with them), as login() does after its call. */
  async function signInWith(response: TokenResponse): Promise<User> {
    writeTokens(storage, parseTokenResponse(response));
    return fetchUser();
  }

  /** Checks a stored session once on start; a dead one ends quietly. */
  async function restore(): Promise<void> {
    try {
      if (readTokens(storage)) await fetchUser();
    } catch {
      // The client has already ended the session where the tokens were refused or expired.
    } finally {
      set({ ready: true });
    }
  }

  /**
   * Another tab signed in or out: the token key appears or disappears in shared storage.
   * A refresh in another tab only replaces the token and changes nothing here.
   */
  function onStorage(event: StorageEvent): void {
    if (event.key !== tokenKeys.token && event.key !== null) return;
    const present = readTokens(storage) !== null;
    if (!present && state.loggedIn) set({ user: null, loggedIn: false, endReason: 'logout' });
    if (present && !state.loggedIn) void fetchUser().catch(() => undefined);
  }

  return {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login,
    signInWith,
    logout: () => client.logout(),
    fetchUser,
    restore,
    onStorage,
  };
}

export type Session = ReturnType<typeof createSession>;

export function useSessionState(session: Session): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
