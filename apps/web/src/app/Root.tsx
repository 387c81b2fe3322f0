// The root of every page: the progress bar, toasts, the reaction to sessions ending, and the page
// the location names (routes.tsx) in its layout behind its guard.
import { useEffect } from 'react';
import { Route } from 'wouter';
import { ProgressBar } from '../ui/ProgressBar.tsx';
import { useLocation } from '../ui/routing.tsx';
import { Toasts } from '../ui/Toasts.tsx';
import { Guarded } from './guards.tsx';
import { PlainLayout, SiteLayout } from './layouts/Layouts.tsx';
import { schedulePrefetch } from './prefetch.ts';
import { matchAppRoute } from './routes.tsx';
import { SessionEvents } from './SessionEvents.tsx';

function RoutedPage() {
  const { pathname } = useLocation();
  const { route } = matchAppRoute(pathname);
  // Once the page has been idle, the code behind its visible links (prefetch.ts); again on every new page.
  useEffect(() => schedulePrefetch(), [pathname]);
  const Layout = route.layout === 'plain' ? PlainLayout : SiteLayout;
  return (
    <Layout>
      <Guarded guard={route.guard}>
        <Route path={route.path}>
          <route.page.Component />
        </Route>
      </Guarded>
    </Layout>
  );
}

export function Root() {
  return (
    <>
      <ProgressBar />
      <SessionEvents />
      <RoutedPage />
      <Toasts />
    </>
  );
}
