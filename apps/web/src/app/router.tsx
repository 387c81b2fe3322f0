// What happens around every navigation inside the app (wouter's `aroundNav`): the target page's
// code and texts load first, with the progress bar, while the current page stays (a chunk that
// fails reloads the page there, chunkReload.ts); then the location changes, and a new page
// starts at the top (a hash, or the same page with another query, keeps the scroll).
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { progress } from '../ui/progress.ts';
import type { NavigateOptions } from '../ui/routing.tsx';
import { setNavigationTarget } from './chunkReload.ts';
import { matchAppRoute } from './routes.tsx';

let latest = 0;

async function aroundNav(
  navigate: (to: string, options?: NavigateOptions) => void,
  to: string,
  options?: NavigateOptions,
): Promise<void> {
  const target = new URL(to, window.location.href);
  const { preload, loaded } = matchAppRoute(target.pathname).route.page;
  const navigation = ++latest;
  if (preload && !loaded?.()) {
    setNavigationTarget(to);
    progress.start();
    try {
      await preload();
    } catch {
      // The page shows the failure (its layout's error boundary) once the location changed.
    } finally {
      progress.done();
      setNavigationTarget(null);
    }
    // A later navigation started while this one loaded: that one wins.
    if (navigation !== latest) return;
  }
  const samePage = target.pathname === window.location.pathname;
  navigate(to, options);
  if (!target.hash && !samePage) window.scrollTo(0, 0);
}

export function AppRouter({ children }: { children: ReactNode }) {
  return (
    <Router aroundNav={(navigate, to, options) => void aroundNav(navigate, String(to), options as NavigateOptions)}>
      {children}
    </Router>
  );
}
