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
 * A query whose answer is nobody's in particular and must not be asked twice — confirming an
 * e-mail link spends its token — says so in its `meta`; the cache keeps it when the user changes.
 */
export const sameForEveryUser = { sameForEveryUser: true } as const;

/** Drops every cached answer that is the user's when the signed-in user changes. */
export function clearOnUserChange(client: QueryClient, session: Session): () => void {
  let userId = session.getState().user?.id ?? null;
  return session.subscribe(() => {
    const next = session.getState().user?.id ?? null;
    if (next === userId) return;
    userId = next;
    // A page open while the session is restored (user: none → someone) would otherwise ask its
    // query again: a link confirmed twice reads "already used".
    client.removeQueries({ predicate: (query) => query.meta?.['sameForEveryUser'] !== true });
    client.getMutationCache().clear();
  });
}
