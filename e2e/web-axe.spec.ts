// Accessibility (issue 3): axe-core finds no serious or critical violation on any route — as a
// guest on the open and guest-only pages, as an admin on the signed-in and admin pages — in the
// default language, plus the landing page on a phone-sized screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { animationsSettled, e2eUsers, signIn, useLanguage } from './support/web-helpers.ts';

const guestRoutes = [
  '/',
  '/configuration',
  '/configurator',
  '/configurator/p-123',
  '/configurator/share/s-456',
  '/configurator/inquiry/i-1/2026-0042',
  '/configurator/inquiry/2026-0042',
  '/configurator/order/o-1/2026-0042',
  '/configurator/order/2026-0042',
  '/confirm-email',
  '/verify-your-email',
  '/login',
  '/register',
  '/forgot-password',
  '/password-reset',
  '/shopping-cart',
  '/no-such-page',
];

const signedInRoutes = [
  '/shopping-cart/check-out',
  '/dashboard',
  '/dashboard/account',
  '/dashboard/order-history',
  '/dashboard/order-history/o-1',
  '/dashboard/projects',
  '/dashboard/admin/orders',
  '/dashboard/admin/orders/o-1',
  '/dashboard/admin/projects',
  '/dashboard/admin/users',
  '/dashboard/admin/users/u-1',
  '/dashboard/admin/partners',
  '/dashboard/admin/partners/p-1',
];

async function expectNoSeriousViolations(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test('every open and guest-only route, as a guest', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of guestRoutes) await expectNoSeriousViolations(page, path);
});

test('every signed-in and admin route, as an admin', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, e2eUsers.admin);
  for (const path of signedInRoutes) await expectNoSeriousViolations(page, path);
});

test('the landing page and sign-in on a 360 px phone, with the account menu open', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await useLanguage(context, baseURL!, 'en');
  await expectNoSeriousViolations(page, '/');
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(360);
  await signIn(page, e2eUsers.ana);
  await page.getByRole('button', { name: /Ana Novak/ }).click();
  // The sign-in toast slides in over 750 ms.
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`)).toEqual([]);
});
