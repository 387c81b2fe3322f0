// Seed §9: once the page has been idle for 2 s, fetch the code of the routes that visible links
// point to, so the next click is instant — except on slow-2g/2g connections or in data-saver mode.
import { matchAppRoute, routes, type AppRoute } from './routes.tsx';

export const prefetchDelayMs = 2000;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}

function visible(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && rect.bottom >= 0 && rect.top <= window.innerHeight;
}

/** The prefetch functions of the routes the document's visible same-origin links lead to. */
export function prefetchersForLinks(
  table: readonly AppRoute[] = routes,
  doc: Document = document,
): Array<() => Promise<unknown>> {
  const seen = new Set<() => Promise<unknown>>();
  for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    if (!visible(anchor)) continue;
    const url = new URL(anchor.href, window.location.origin);
    const { preload, loaded } = matchAppRoute(url.pathname, table).route.page;
    if (preload && !loaded?.()) seen.add(preload);
  }
  return [...seen];
}

/** Schedules one prefetch pass; returns a cancel function (call it when the page changes). */
export function schedulePrefetch(table: readonly AppRoute[] = routes): () => void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!prefetchAllowed(connection)) return () => {};
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    const run = () => {
      for (const prefetch of prefetchersForLinks(table)) void prefetch().catch(() => undefined);
    };
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 2000 });
    else run();
  }, prefetchDelayMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
