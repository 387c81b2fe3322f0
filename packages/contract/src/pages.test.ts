// The page table: paths made from it, worked by hand, and the types that keep links to real pages.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { pagePath, pagePatterns, pageUrl, type AppHref, type PageParams, type PagePath } from './pages.ts';

describe('pagePath', () => {
  it('fills and encodes parameters, drops a left-out optional segment and adds the query', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('project', { projectId: 'p 1/2' })).toBe('/configurator/p%201%2F2');
    expect(pagePath('orderDesign', { orderId: 'o-1', seqId: '2026-0042' })).toBe('/configurator/order/o-1/2026-0042');
    expect(pagePath('orderDesign', { seqId: '2026-0042' })).toBe('/configurator/order/2026-0042');
    expect(pagePath('adminPartners')).toBe('/dashboard/admin/partners');
    expect(pagePath('adminPartners', { partnerId: 'x' })).toBe('/dashboard/admin/partners/x');
    expect(pagePath('checkout', undefined, { order: 'o-9', offer: undefined })).toBe(
      '/shopping-cart/check-out?order=o-9',
    );
    expect(pagePath('login', {}, { redirect: '/configurator/p-1?intent=cart' })).toBe(
      '/login?redirect=%2Fconfigurator%2Fp-1%3Fintent%3Dcart',
    );
  });

  it('refuses a missing required parameter', () => {
    expect(() => pagePath('order', {} as PageParams<'order'>)).toThrow(/orderId/);
  });

  it('makes absolute URLs on the public address, with or without its trailing slash', () => {
    expect(pageUrl('https://kubik.example/', 'order', { orderId: 'o-1' })).toBe(
      'https://kubik.example/dashboard/order-history/o-1',
    );
    expect(pageUrl('http://localhost:3000', 'passwordReset', undefined, { token: 'a+b' })).toBe(
      'http://localhost:3000/password-reset?token=a%2Bb',
    );
  });

  it('names every page once, each path a pattern of its own', () => {
    const paths = Object.values(pagePatterns);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[\w\-/:?]*$/);
  });
});

describe('the path types', () => {
  it("take the app's pages with their parameters, query and hash, and nothing else", () => {
    expectTypeOf<'/configurator/p-1'>().toExtend<PagePath>();
    expectTypeOf<'/configurator/order/2026-0042'>().toExtend<PagePath>();
    expectTypeOf<'/dashboard/admin/partners'>().toExtend<PagePath>();
    expectTypeOf<'/shopping-cart/check-out?order=o-1'>().toExtend<AppHref>();
    expectTypeOf<'/#main'>().toExtend<AppHref>();
    expectTypeOf<'/orders'>().not.toExtend<AppHref>();
    expectTypeOf<'/dashboard/order-histroy'>().not.toExtend<AppHref>();
    expectTypeOf<PageParams<'projectPiece'>>().toEqualTypeOf<{ projectId: string } & { piece: string }>();
    expectTypeOf<PageParams<'adminPartners'>>().toEqualTypeOf<{ partnerId?: string }>();
  });
});
