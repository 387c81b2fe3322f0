// A page that is its own chunk: `preload` fetches it (a navigation waits for it with the progress
// bar, idle prefetching calls it for visible links), `Component` shows it — at once when it is
// loaded, through the layout's Suspense fallback when not (a cold start on a deep link, the back
// button). A chunk that fails to load reloads the page once (chunkReload.ts), else the error
// reaches the layout's error boundary, which says so.
import { createElement, type ComponentType } from 'react';
import { isChunkLoadError, reloadOnce } from './chunkReload.ts';

export interface Page {
  Component: ComponentType;
  /** Loads the page's code and texts; resolves when `Component` can show it without waiting. */
  preload?: () => Promise<unknown>;
  /** True once `Component` shows the page without waiting. */
  loaded?: () => boolean;
}

/** `page` picks the page's component out of its module, so a renamed export fails the typecheck. */
export function lazyPage<M>(load: () => Promise<M>, page: (module: M) => ComponentType): Page {
  let loaded: ComponentType | undefined;
  let failed: unknown;
  let pending: Promise<unknown> | undefined;
  const preload = (): Promise<unknown> => {
    failed = undefined;
    pending ??= load().then(
      (module) => {
        loaded = page(module);
      },
      (error: unknown) => {
        pending = undefined;
        // While the reload happens, keep the navigation pending instead of flashing an error.
        if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
        failed = error;
        throw error;
      },
    );
    return pending;
  };
  function LazyPage() {
    if (loaded) return createElement(loaded);
    // Until a navigation here tries again (preload), the error page stays.
    if (failed !== undefined) throw failed;
    // Suspense shows the fallback until the code is here (a failure renders again and throws above).
    throw preload().catch(() => undefined);
  }
  return { Component: LazyPage, preload, loaded: () => loaded !== undefined };
}
