// A route whose page is its own chunk: loaded on navigation (with the chunk reload guard) and
// prefetched when idle through `handle.prefetch`.
import type { ComponentType } from 'react';
import { isChunkLoadError, reloadOnce } from './chunkReload.ts';

type PageModule = Record<string, ComponentType>;

export interface RouteHandle {
  prefetch?: () => Promise<unknown>;
}

export function lazyPage(load: () => Promise<PageModule>, name: string) {
  return {
    lazy: async () => {
      try {
        const module = await load();
        const Component = module[name];
        if (!Component) throw new Error(`The page ${name} is missing from its module`);
        return { Component };
      } catch (error) {
        // While the reload happens, keep the navigation pending instead of flashing an error.
        if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
        throw error;
      }
    },
    handle: { prefetch: load } satisfies RouteHandle,
  };
}
