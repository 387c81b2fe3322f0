// Seed §9 behaviours in the browser: after 2 s idle the code behind visible links is fetched,
// except in data-saver mode; every navigation starts at the top; toasts sit top-right.
import { expect, test, type Page } from '@playwright/test';
import { e2eUsers, expectNewDesign, signIn, useLanguage } from './support/web-helpers.ts';

const configuratorChunk = /\/assets\/ConfiguratorPages-[\w-]+\.js$/;

test('visible links are prefetched once the page has been idle for 2 s', async ({ page }) => {
  const requested: number[] = [];
  page.on('request', (r) => {
    if (configuratorChunk.test(r.url())) requested.push(Date.now());
  });
  await page.goto('/');
  const loaded = Date.now();
  await expect.poll(() => requested.length, { timeout: 8_000 }).toBeGreaterThan(0);
  expect(requested[0]! - loaded).toBeGreaterThanOrEqual(1_500);
});

/**
 * How many times the configurator's chunk is fetched once the page has been idle for 4 s. The
 * page's clock is Playwright's: the 4 s pass at once, then the test waits for the network to go quiet.
 */
async function chunkRequestsAfterIdle(page: Page, saveData: boolean): Promise<number> {
  await page.clock.install();
  if (saveData)
    await page.addInitScript(
      `Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });`,
    );
  let requested = 0;
  page.on('request', (r) => {
    if (configuratorChunk.test(r.url())) requested += 1;
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /./ }).first()).toBeVisible();
  await page.clock.runFor(4_000);
  await page.waitForLoadState('networkidle');
  return requested;
}

test('nothing is prefetched in data-saver mode', async ({ page }) => {
  expect(await chunkRequestsAfterIdle(page, true)).toBe(0);
});

test('the data-saver test has its control: the same 4 s of idle without data saver fetch the chunk', async ({
  page,
}) => {
  expect(await chunkRequestsAfterIdle(page, false)).toBeGreaterThan(0);
});

test('a navigation starts at the top of the page', async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
  await page.setViewportSize({ width: 1000, height: 500 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Design your piece' }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(300);
  await page.getByRole('link', { name: 'Design your piece' }).click();
  await expectNewDesign(page);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
});

test('the outcome of signing in is a toast at the top right', async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, e2eUsers.ana);
  const toast = page.locator('.Toastify__toast-container--top-right').getByText('Welcome back, Ana Novak.');
  await expect(toast).toBeVisible();
});
