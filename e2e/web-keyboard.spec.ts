// Keyboard use and the progress bar (issue 3): the skip link comes first, the account menu opens
// and closes from the keyboard, and a failed request turns the top progress bar red.
import { expect, test } from '@playwright/test';
import { e2eUsers, expectHeading, signIn, useLanguage } from './support/web-helpers.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

test('the skip link is the first stop and leads to the content', async ({ page }) => {
  await page.goto('/');
  await expectHeading(page, /Design shelves and cabinets/);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('the account menu works from the keyboard and Escape returns focus', async ({ page }) => {
  await signIn(page, e2eUsers.admin);
  const button = page.getByRole('button', { name: /Admin Kubik/ });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Overview' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  // The focus leaving the menu closes it.
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Shift+Tab');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Administration' }).press('Enter');
  await expectHeading(page, 'Orders');
  // Sort a list column from the keyboard.
  const sort = page.getByRole('button', { name: /Number/ });
  await sort.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('columnheader', { name: /Number/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('a failed request turns the progress bar red', async ({ page }) => {
  await signIn(page, e2eUsers.ana);
  await page.route('**/api/users/me', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"x"}}',
    }),
  );
  await page.reload();
  await expect(page.locator('[role="progressbar"][data-failed="true"]')).toBeAttached();
});
