// @vitest-environment happy-dom
// Every route of seed §2 exists, with the guard issue 3 gives it, and unknown paths reach the 404.
import { describe, expect, it } from 'vitest';
import { pagePath, pagePatterns } from '@kubik/contract/pages';
import { defaultPiecePath, projectPiecePath } from '@kubik/design/cnc/labels';
import { matchAppRoute, notFoundRoute, routes } from './routes.tsx';
import { prefetchAllowed } from './prefetch.ts';

type Guard = 'open' | 'auth' | 'guest' | 'admin' | 'partner' | 'partner-admin';

const seedRoutes: Array<[string, Guard]> = [
  ['/', 'open'],
  ['/configuration', 'open'],
  ['/configurator', 'open'],
  ['/configurator/p-1', 'open'],
  ['/configurator/share/s-1', 'open'],
  ['/configurator/inquiry/i-1/2026-0042', 'open'],
  ['/configurator/inquiry/2026-0042', 'open'],
  ['/configurator/order/o-1/2026-0042', 'open'],
  ['/configurator/order/2026-0042', 'open'],
  ['/confirm-email', 'open'],
  ['/verify-your-email', 'open'],
  ['/login', 'guest'],
  ['/register', 'guest'],
  ['/forgot-password', 'guest'],
  ['/password-reset', 'open'],
  ['/shopping-cart', 'open'],
  ['/shopping-cart/check-out', 'auth'],
  ['/dashboard', 'auth'],
  ['/dashboard/account', 'auth'],
  ['/dashboard/order-history', 'auth'],
  ['/dashboard/order-history/o-1', 'auth'],
  ['/dashboard/projects', 'auth'],
  ['/dashboard/inquiries/i-1', 'auth'],
  ['/dashboard/inquiries', 'auth'],
  ['/dashboard/admin/orders', 'admin'],
  ['/dashboard/admin/orders/o-1', 'admin'],
  ['/dashboard/admin/projects', 'admin'],
  ['/dashboard/admin/users', 'admin'],
  ['/dashboard/admin/users/u-1', 'admin'],
  ['/dashboard/admin/inquiries', 'admin'],
  ['/dashboard/admin/partners', 'admin'],
  ['/dashboard/admin/partners/p-1', 'admin'],
  ['/dashboard/admin/configurations', 'admin'],
  ['/dashboard/admin/catalogue', 'admin'],
  ['/dashboard/admin/jobs', 'admin'],
  ['/dashboard/partner/customers/c-1', 'partner'],
  ['/dashboard/partner/orders/o-1', 'partner'],
  ['/dashboard/partner/users', 'partner-admin'],
];

function guardOf(path: string): { guard: Guard; leaf: string } {
  const { route } = matchAppRoute(path);
  return { guard: route.guard, leaf: route.path };
}

describe('the route table', () => {
  it.each(seedRoutes)('%s exists with the %s guard', (path, guard) => {
    const found = guardOf(path);
    expect(found.leaf).not.toBe(notFoundRoute.path);
    expect(found.guard).toBe(guard);
  });

  it('sends unknown paths to the 404 route', () => {
    expect(guardOf('/nothing/here').leaf).toBe(notFoundRoute.path);
    expect(guardOf('/dashboard/nothing').leaf).toBe(notFoundRoute.path);
  });

  it('reads the project id, share id and sequence numbers where the seed puts them', () => {
    const params = (path: string) => matchAppRoute(path).params;
    expect(params('/configurator/share/abc')).toMatchObject({ shareId: 'abc' });
    expect(params('/configurator/inquiry/2026-0042')).toMatchObject({ seqId: '2026-0042' });
    expect(params('/configurator/order/o-9/2026-0042')).toMatchObject({ orderId: 'o-9', seqId: '2026-0042' });
    expect(params('/configurator/p-7')).toMatchObject({ projectId: 'p-7' });
  });
});

describe('the page table', () => {
  it('has a route for every page of @kubik/contract/pages, in its order, and no other', () => {
    expect(routes.map((r) => r.path)).toEqual(Object.values(pagePatterns));
  });

  it('takes every path pagePath makes to the page it names', () => {
    expect(matchAppRoute(pagePath('orderDesign', { seqId: '2026-0042' })).route.path).toBe(pagePatterns.orderDesign);
    expect(matchAppRoute(pagePath('sharedProject', { shareId: 's-1' })).route.path).toBe(pagePatterns.sharedProject);
    expect(matchAppRoute(pagePath('adminPartners')).route.path).toBe(pagePatterns.adminPartners);
  });

  it('opens the pieces the labels’ QR codes name', () => {
    expect(matchAppRoute(`${defaultPiecePath('2026-0042')}/P03-2`).route.path).toBe(pagePatterns.adminPiece);
    expect(matchAppRoute(`${projectPiecePath('p-1')}/P03-2`).route.path).toBe(pagePatterns.projectPiece);
  });
});

describe('idle prefetch', () => {
  it('is skipped on slow-2g, 2g and in data-saver mode', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
