// Accessibility (issue 3): axe-core finds no serious or critical violation on any route — as a
// guest on the open and guest-only pages, as an admin on the signed-in and admin pages — in the
// default language, plus the landing page on a phone-sized screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { prepare } from './configurator-support.ts';
import { cartCount, confirmEmail, registerCustomer, saveShelf, signInAs } from './shop-support.ts';
import { expectNoSeriousViolations } from './support/mailbox.ts';
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
  '/dashboard/inquiries/00000000-0000-4000-8000-000000000000',
  '/shopping-cart/check-out?offer=00000000-0000-4000-8000-000000000000',
  '/dashboard/admin/inquiries',
  '/dashboard/inquiries',
  '/dashboard/admin/orders',
  '/dashboard/admin/orders/o-1',
  '/dashboard/admin/projects',
  '/dashboard/admin/users',
  '/dashboard/admin/users/u-1',
  '/dashboard/admin/partners',
  '/dashboard/admin/partners/p-1',
];

/** Opens a route and checks it once its heading shows. */
async function routePasses(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, path);
}

test('every open and guest-only route, as a guest', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of guestRoutes) await routePasses(page, path);
});

test('every signed-in and admin route, as an admin', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, e2eUsers.admin);
  for (const path of signedInRoutes) await routePasses(page, path);
});

test('the landing page and sign-in on a 360 px phone, with the account menu open', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await useLanguage(context, baseURL!, 'en');
  await routePasses(page, '/');
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(360);
  await signIn(page, e2eUsers.ana);
  await page.getByRole('button', { name: /Ana Novak/ }).click();
  // The sign-in toast slides in over 750 ms.
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`),
  ).toEqual([]);
});

// The shop's screens with real data (issue 12), on a desktop and a 390 × 844 phone: the price bar
// with its buttons, the "already in cart" dialog, the cart, each checkout step, the test payment,
// "order failed", "order submitted", the order page, the history and an ordered item's design.
// Nothing is wider than the phone's screen.
for (const screen of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const) {
  test(`the shop's screens with an order, on a ${screen.name}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({
      viewport: screen.viewport,
      ...(screen.phone ? { isMobile: true, hasTouch: true } : {}),
    });
    await prepare(context, baseURL!);
    const page = await context.newPage();
    const check = async (what: string) => {
      await expectNoSeriousViolations(page, `${screen.name}, ${what}`);
      const width = await page.evaluate<number>('document.documentElement.scrollWidth');
      expect(width, `${what} is no wider than the screen`).toBeLessThanOrEqual(screen.viewport.width);
    };
    const customer = await registerCustomer(request, 'Vida Dostopna');
    await signInAs(page, customer);
    await confirmEmail(page, request, customer.email);
    await saveShelf(page);
    await page.getByTestId('add-to-cart').click();
    await expect(cartCount(page)).toHaveText('1');
    // The price bar stays in view with the total, the delivery weeks and both buttons.
    for (const part of [
      page.getByTestId('price'),
      page.getByTestId('delivery-estimate'),
      page.getByTestId('ask-for-offer'),
      page.getByTestId('add-to-cart'),
    ])
      await expect(part).toBeInViewport();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('dialog', { name: 'This design is already in your cart' })).toBeVisible();
    await check('the "already in cart" dialog');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.goto('/shopping-cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await check('the cart');
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Step 1 of 4: Your details' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please correct the marked fields.')).toBeVisible();
    await check('checkout, your details with errors');
    await page.getByLabel('Street and number').fill('Calle Mayor 1');
    await page.getByLabel('Postal code').fill('28013');
    await page.getByLabel('City').fill('Madrid');
    await page.getByLabel('Country').selectOption('ES');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('shipping-delivery')).toContainText('Estimated delivery');
    await check('checkout, delivery');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('payment-card')).toBeVisible();
    await check('checkout, payment');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('order-total')).toBeVisible();
    await check('checkout, summary');
    await page.getByLabel(/I accept the terms of sale/).check();
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('test-payment')).toBeVisible();
    await check('the test payment');
    await page.getByRole('button', { name: 'Decline the test payment' }).click();
    await expect(page.getByTestId('order-failed')).toBeVisible();
    await check('order failed');
    await page.getByRole('button', { name: 'Try the payment again' }).click();
    await page.getByRole('button', { name: /Complete the test payment/ }).click();
    await expect(page.getByTestId('order-submitted')).toBeVisible();
    await check('order submitted');
    await page.getByRole('link', { name: 'View the order' }).click();
    await expect(page.getByTestId('order-timeline')).toBeVisible();
    await check('the order');
    await page.getByRole('link', { name: /Open the design of/ }).click();
    await expect(page.getByText('Ordered design (read-only)')).toBeVisible();
    await page.waitForFunction(() => (globalThis as unknown as { __kubik?: unknown }).__kubik !== undefined);
    await check('an ordered design');
    await page.goto('/dashboard/order-history');
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await check('the order history');
    await context.close();
  });
}
