// The app's one API client and session, wired to the browser: localStorage, Web Locks and the
// storage event that carries sign-ins and sign-outs between tabs.
import { createApiClient } from './client.ts';
import { clearOnUserChange, createQueryClient } from './query.ts';
import { createSession, useSessionState, type SessionState } from './session.ts';

export const api = createApiClient({
  storage: window.localStorage,
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
});

export const session = createSession(api, window.localStorage);

window.addEventListener('storage', (event) => session.onStorage(event));

/** Server data the pages fetched (react-query); one user's answers never show to the next. */
export const queryClient = createQueryClient();
clearOnUserChange(queryClient, session);

export function useSession(): SessionState {
  return useSessionState(session);
}
