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

/** Drops every cached answer when the signed-in user changes. */
export function clearOnUserChange(client: QueryClient, session: Session): () => void {
  let userId = session.getState().user?.id ?? null;
  return session.subscribe(() => {
    const next = session.getState().user?.id ?? null;
    if (next === userId) return;
    userId = next;
    client.clear();
  });
}
