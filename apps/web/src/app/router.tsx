// The browser router (history mode, base "/") and what happens around every navigation: the
// progress bar runs while route code loads, the page scrolls to the top, and once idle the code
// behind visible links is prefetched.
import { createBrowserRouter, createPath } from 'react-router';
import { setNavigationTarget } from './chunkReload.ts';
import { progress } from '../ui/progress.ts';
import { schedulePrefetch } from './prefetch.ts';
import { routes } from './routes.tsx';

export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: '/' });
  let navigating = false;
  let lastKey = router.state.location.key;
  let cancelPrefetch = schedulePrefetch(routes);

  router.subscribe((state) => {
    const busy = state.navigation.state !== 'idle';
    setNavigationTarget(state.navigation.location ? createPath(state.navigation.location) : null);
    if (busy && !navigating) progress.start();
    if (!busy && navigating) progress.done();
    navigating = busy;

    if (state.location.key !== lastKey) {
      lastKey = state.location.key;
      if (!state.location.hash && state.historyAction !== 'POP') window.scrollTo(0, 0);
      cancelPrefetch();
      cancelPrefetch = schedulePrefetch(routes);
    }
  });
  return router;
}
