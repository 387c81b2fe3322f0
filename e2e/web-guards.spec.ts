// Route guards (issue 3, seed §2): open pages, sign-in required with the remembered path,
// guest-only pages, and admin pages that show the 404 page to everyone without the admin scope.
import { expect, test } from '@playwright/test';
import { e2eUsers, expectHeading, expectNewDesign, signIn, useLanguage } from './support/web-helpers.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

test('a guest on a sign-in page goes to /login, and after signing in to the page asked for', async ({ page }) => {
  await page.goto('/dashboard/projects?sort=name#top');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fprojects%3Fsort%3Dname%23top$/);
  await page.getByLabel('Email').fill(e2eUsers.ana.email);
  await page.getByLabel('Password').fill(e2eUsers.ana.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\?sort=name#top$/);
  await expectHeading(page, 'My projects');
});

test('a remembered path that breaks the rule is dropped: home after sign-in is /dashboard', async ({ page }) => {
  await signIn(page, e2eUsers.ana, '/login?redirect=%2F%2Fevil.example%2Fx');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectHeading(page, 'Overview');
});

test('a signed-in user on a guest-only page goes to /dashboard', async ({ page }) => {
  await signIn(page, e2eUsers.ana);
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('open pages render for guests', async ({ page }) => {
  await page.goto('/configurator');
  await expectNewDesign(page);
  for (const [path, title] of [
    ['/configuration', 'Ready-made designs'],
    ['/shopping-cart', 'Cart'],
    ['/password-reset', 'Choose a new password'],
    ['/confirm-email', 'Confirm your email address'],
    ['/verify-your-email', 'Check your inbox'],
  ] as const) {
    await page.goto(path);
    await expectHeading(page, title);
  }
});

test('admin pages show the 404 page to guests and to customers, and the page to admins', async ({ page }) => {
  await page.goto('/dashboard/admin/users');
  await expectHeading(page, 'This page could not be found');
  await expect(page).toHaveURL(/\/dashboard\/admin\/users$/);

  await signIn(page, e2eUsers.ana);
  await page.goto('/dashboard/admin/orders');
  await expectHeading(page, 'This page could not be found');

  await page.getByRole('button', { name: /Ana Novak/ }).click();
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, e2eUsers.admin);
  await page.goto('/dashboard/admin/users');
  await expectHeading(page, 'Users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
});

test("the admin's user list shows the real users from the server, and its filter searches there", async ({ page }) => {
  await signIn(page, e2eUsers.admin);
  await page.goto('/dashboard/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  // The first page is the newest users (earlier browser tests register many), so any real row will do here.
  await expect(table.getByRole('cell', { name: /@/ }).first()).toBeVisible();
  await expect(page.getByText('No users to show.')).toHaveCount(0);
  const answered = page.waitForResponse((r) => r.url().includes('/api/admin/users?') && r.url().includes('q=Novak'));
  await page.getByLabel('Search (name, email, company)').fill('Novak');
  expect((await answered).status()).toBe(200);
  await expect(table.getByRole('cell', { name: e2eUsers.ana.email, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: e2eUsers.admin.email, exact: true })).toHaveCount(0);
});

test('wrong credentials show the translated message, not the server text', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(e2eUsers.ana.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('region', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'The email or password is not correct.',
  );
  // The outcome is also a toast, top-right.
  await expect(
    page.locator('.Toastify__toast-container--top-right').getByText('The email or password is not correct.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-out goes to / and the protected pages are closed again', async ({ page }) => {
  await signIn(page, e2eUsers.ana);
  await page.goto('/dashboard/account');
  await expectHeading(page, 'Account');
  await page.getByRole('button', { name: /Ana Novak/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});
