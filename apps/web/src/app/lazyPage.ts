// A route whose page is its own chunk: loaded on navigation (with the chunk reload guard) and
// prefetched when idle through `handle.prefetch`.
import type { ComponentType } from 'react';
import { isChunkLoadError, reloadOnce } from './chunkReload.ts';

export interface RouteHandle {
  prefetch?: () => Promise<unknown>;
}

/** `page` picks the page's component out of its module, so a renamed export fails the typecheck. */
export function lazyPage<M>(load: () => Promise<M>, page: (module: M) => ComponentType) {
  return {
    lazy: async () => {
      try {
        return { Component: page(await load()) };
      } catch (error) {
        // While the reload happens, keep the navigation pending instead of flashing an error.
        if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
        throw error;
      }
    },
    handle: { prefetch: load } satisfies RouteHandle,
  };
}
