// The admin dashboard (issues 13 and 14): on a server seeded with known orders and inquiries (e2e/support/dashboard-seed.ts)
// an admin sees the charts with those figures on a 390 px phone, and each figure leads to the orders
// list filtered to it; a customer's dashboard has no admin part and downloads neither its code nor
// its figures.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { paidOrdersPlacedAt } from './support/dashboard-seed.ts';
import { startServer } from './support/server.ts';
import { animationsSettled, e2eUsers, expectHeading, signIn, useLanguage } from './support/web-helpers.ts';

let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: { E2E_SEED: 'dashboard' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Every request the page makes, to check what was (not) downloaded. */
function requests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('an admin sees the shop’s figures as charts, each leading to the filtered orders list', async ({
  page,
  context,
}) => {
  await useLanguage(context, server.url, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, e2eUsers.admin, `${server.url}/login`);
  await expectHeading(page, 'Overview');
  const admin = page.getByRole('region', { name: 'Shop administration' });
  await expect(admin).toBeVisible();
  for (const name of ['All orders', 'All projects', 'Users', 'Partners', 'Catalogue', 'Predefined configurations']) {
    await expect(admin.getByRole('link', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
  }

  // Orders by status: Ana's three orders, every status present.
  const statuses = page.getByRole('figure', { name: 'Orders by status' });
  await expect(statuses).toBeVisible();
  for (const [status, count] of [
    ['Submitted', 1],
    ['Confirmed', 0],
    ['In production', 0],
    ['Shipped', 1],
    ['Delivered', 1],
    ['Cancelled', 0],
  ] as const) {
    await expect(statuses.getByRole('link', { name: `${status}: ${count} — show these orders` })).toBeVisible();
  }

  // Revenue: 12,200 + (50,301 − 10,000 refunded) = €525.01 gross; 10,000 + 33,033 = €430.33 net, in one month.
  const revenue = page.getByRole('figure', { name: 'Revenue per month' });
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    paidOrdersPlacedAt(),
  );
  await expect(
    revenue.getByRole('link', {
      name: `${month}: €525.01 gross, €430.33 net from 2 paid orders — show the orders placed that month`,
    }),
  ).toBeAttached();
  await expect(revenue.getByRole('link', { name: /gross/ })).toHaveCount(12);
  await expect(revenue.getByText('Last 12 months: €525.01 gross, €430.33 net.')).toBeVisible();

  // Carts → orders: the unpaid order of yesterday against the admin's open cart.
  const carts = page.getByRole('figure', { name: 'Carts → orders, last 30 days' });
  await expect(carts.getByText('at most 50%')).toBeVisible();
  await expect(carts.getByText('Orders placed: 1 · carts filled and not ordered yet: 1')).toBeVisible();

  // Inquiries (issue 14): per state, and the last 30 days' inquiry → order conversion.
  const inquiries = page.getByRole('figure', { name: 'Inquiries by status' });
  for (const [status, count] of [
    ['Submitted', 1],
    ['Offered', 0],
    ['Accepted', 1],
    ['Declined', 1],
    ['Expired', 0],
    ['Withdrawn', 0],
  ] as const) {
    await expect(inquiries.getByRole('img', { name: `${status}: ${count}` })).toBeAttached();
  }
  const conversion = page.getByRole('figure', { name: 'Inquiries → orders, last 30 days' });
  await expect(conversion.getByText('50%')).toBeVisible();
  await expect(conversion.getByText('Inquiries sent: 2 · of those accepted (became an order): 1')).toBeVisible();

  // Nothing is wider than the phone, and axe finds nothing serious in the charts.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // Tab reaches the bars: the first one after the admin shortcuts is a status bar.
  await admin.getByRole('link', { name: /^Background jobs/ }).focus();
  await page.keyboard.press('Tab');
  await expect(statuses.getByRole('link', { name: 'Submitted: 1 — show these orders' })).toBeFocused();

  // A bar leads to the orders list filtered to its status.
  await statuses.getByRole('link', { name: 'Delivered: 1 — show these orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/orders\?status=delivered$/);
});

test('a customer’s dashboard has no admin part and loads neither its code nor its figures', async ({
  page,
  context,
}) => {
  await useLanguage(context, server.url, 'en');
  const urls = requests(page);
  await signIn(page, e2eUsers.ana, `${server.url}/login`);
  await expectHeading(page, 'Overview');
  await expect(page.getByRole('link', { name: /^My projects/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shop administration' })).toHaveCount(0);
  await expect(page.getByRole('figure')).toHaveCount(0);
  expect(urls.filter((url) => url.includes('/api/admin/') || /AdminDashboard|BarChart|ColumnChart/.test(url))).toEqual(
    [],
  );
});
