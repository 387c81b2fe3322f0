// The admin lists (issue 13): the users list filtered by text and state keeps its view in the
// address bar — a reload shows the same rows, filters and count — and the CSV export is the filtered
// list. The users are registered through the API with a name of their own, one of them blocked by
// the admin through the API, so the test does not depend on what other browser tests registered.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerCustomer, type Customer } from './shop-support.ts';
import { e2eUsers, expectHeading, signIn, useLanguage } from './support/web-helpers.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/users/login', {
    data: { email: e2eUsers.admin.email, password: e2eUsers.admin.password },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function block(request: APIRequestContext, token: string, customer: Customer): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const found = await request.get(`/api/admin/users?q=${encodeURIComponent(customer.email)}`, { headers });
  const [user] = ((await found.json()) as { items: { id: string }[] }).items;
  expect(
    (await request.post(`/api/admin/users/${user!.id}/block`, { headers, data: { reason: 'Browser test' } })).status(),
  ).toBe(200);
}

test('an admin filters the users, reloads and sees the same view, and downloads the CSV of the filter', async ({
  page,
  request,
}) => {
  const tag = `Lipa${Date.now().toString(36)}`;
  const active = [await registerCustomer(request, `${tag} Ana`), await registerCustomer(request, `${tag} Bor`)];
  const blocked = await registerCustomer(request, `${tag} Cene`);
  await block(request, await adminToken(request), blocked);

  await signIn(page, e2eUsers.admin);
  await page.goto('/dashboard/admin/users');
  await expectHeading(page, 'Users');
  const table = page.getByRole('table', { name: 'Users' });

  await page.getByLabel('Search (name, email, company)').fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(page.getByText('3 users', { exact: true })).toBeVisible();
  await page.getByLabel('State').selectOption({ label: 'Active' });
  await expect(page).toHaveURL(/[?&]blocked=false/);
  await expect(page.getByText('2 users', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(/[?&]sort=name&order=asc/);

  const view = async () => {
    await expect(page.getByText('2 users', { exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText(active[0]!.email);
    await expect(table.getByRole('row').nth(2)).toContainText(active[1]!.email);
    await expect(table.getByText(blocked.email)).toHaveCount(0);
    await expect(page.getByLabel('Search (name, email, company)')).toHaveValue(tag);
    await expect(page.getByLabel('State')).toHaveValue('false');
  };
  await view();
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await view();

  // The row opens the user's page in the admin area.
  await expect(table.getByRole('link', { name: `${tag} Ana` })).toHaveAttribute(
    'href',
    /\/dashboard\/admin\/users\/[0-9a-f-]{36}$/,
  );

  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute(
    'href',
    new RegExp(`^/api/admin/users\\?sort=name&order=asc&q=${tag}&blocked=false&format=csv$`),
  );
  const downloading = page.waitForEvent('download');
  await exportLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('users.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('id,email,name,scopes,company,email_confirmed,blocked_at,created_at');
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(active.map((c) => c.email));
});

test('the admin lists fit a 390 px phone: filters wrap, rows are cards, nothing scrolls sideways', async ({
  page,
  request,
}) => {
  const tag = `Breza${Date.now().toString(36)}`;
  const customer = await registerCustomer(request, `${tag} Dolgoime Priimkovič-Novakovič`);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, e2eUsers.admin);
  for (const [path, heading] of [
    ['/dashboard/admin/orders', 'Orders'],
    ['/dashboard/admin/projects', 'Projects'],
    ['/dashboard/admin/partners', 'Partners'],
    [`/dashboard/admin/users?q=${tag}`, 'Users'],
  ] as const) {
    await page.goto(path);
    await expectHeading(page, heading);
    await expect(page.getByText(/^\d+ (orders?|projects?|users?|partners?)$/)).toBeVisible();
    // A string, as in support/web-helpers.ts: the e2e files are typechecked without the DOM's types.
    const overflow = await page.evaluate(`({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: Math.max(...[...document.querySelectorAll('.table-scroll')].map((e) => e.scrollWidth - e.clientWidth)),
    })`);
    expect(overflow, path).toEqual({ page: 0, table: 0 });
  }
  const card = page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1);
  await expect(card).toContainText(customer.email);
  await expect(card.getByRole('link', { name: new RegExp(tag) })).toBeInViewport();
});
