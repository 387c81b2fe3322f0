// Server data in the web app: @tanstack/react-query keeps what pages fetched (loading and error
// state, cancelling a request a page no longer needs, refetching after a change), instead of each
// page's own useEffect + AbortController + reload counter. Cached answers belong to one user: when
// the signed-in user changes (sign-in, sign-out, another tab), the cache is dropped.
import { QueryClient } from '@tanstack/react-query';
import type { Session } from './session.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API answers errors in one shape; a failed page shows its toast and waits for the user.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * A query that must not be asked twice on one page — confirming an e-mail link spends its token —
 * says so in its `meta`; it is kept while the session is restored under it (no one → someone).
 */
export const sameForEveryUser = { sameForEveryUser: true } as const;

/** Drops every cached answer when the signed-in user changes (but see `sameForEveryUser`). */
export function clearOnUserChange(client: QueryClient, session: Session): () => void {
  let userId = session.getState().user?.id ?? null;
  return session.subscribe(() => {
    const next = session.getState().user?.id ?? null;
    if (next === userId) return;
    const restored = userId === null;
    userId = next;
    // A page open while the session is restored would otherwise ask its query again: a link
    // confirmed twice reads "already used". Another user (or none) gets nothing of the last one's.
    if (!restored) return client.clear();
    client.removeQueries({ predicate: (query) => query.meta?.['sameForEveryUser'] !== true });
    client.getMutationCache().clear();
  });
}
