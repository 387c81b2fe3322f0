// The catalogue editor (issue 13 §5): an admin raises a material's price, previews what it does to
// the open carts (a customer's cart with that material goes up), publishes it as a new version,
// and the configurator prices the customer's design with it. Runs against the real server.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { prepare } from './configurator-support.ts';
import { registerCustomer, saveShelf, signInAs } from './shop-support.ts';
import { e2eUsers, signIn } from './support/web-helpers.ts';

const euros = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/**
 * No serious or critical axe finding. Toasts are left out: they come and go with a 750 ms bounce,
 * and axe measuring one half-faded reads a contrast that no reader ever sees settled.
 */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude('.Toastify')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an admin raises a material’s price, previews the carts going up, publishes, and the configurator’s price goes up', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await prepare(context, baseURL!);
  // A customer's shelf (white melamine chipboard, the default board) in the cart.
  const customer = await registerCustomer(page.request);
  await signInAs(page, customer);
  const projectId = await saveShelf(page);
  const price = page.getByTestId('price');
  await expect(price).toHaveText(/€\d/);
  const before = euros(await price.textContent());
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('"Shelf 3 × 2" is in your cart.')).toBeVisible();

  // The admin, in their own browser.
  const adminContext = await browser.newContext();
  await prepare(adminContext, baseURL!);
  const admin = await adminContext.newPage();
  await signIn(admin, e2eUsers.admin);
  await admin.getByRole('button', { name: /Account menu/ }).click();
  await admin.getByRole('link', { name: 'Catalogue', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  const inForce = Number(
    /Version (\d+) is in force/.exec((await admin.getByText(/Version \d+ is in force/).textContent())!)![1],
  );

  const chipboard = admin.getByRole('group', { name: 'Melamine chipboard, 18 mm', exact: true });
  const perM2 = chipboard.getByLabel('Price per m², net');
  await expect(perM2).toHaveValue('14.00');
  // A problem shows beside its field as it is typed, and blocks the preview.
  await perM2.fill('');
  await expect(chipboard.getByText('Enter a value.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Preview price changes' })).toBeDisabled();
  await perM2.fill('24.00');
  await expect(chipboard.getByText('Enter a value.')).toBeHidden();

  await admin.getByRole('button', { name: 'Preview price changes' }).click();
  await expect(admin.getByText('changed: chipboard-18 (Price per m², net)')).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(customer.email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').last()).toHaveText(/^\+€\d/);
  await expect(admin.getByText(/dearer: [1-9]/)).toBeVisible();
  // The editor with its preview: accessible, and on a phone nothing is wider than the screen.
  await expectAccessible(admin);
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => admin.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await admin.getByRole('button', { name: 'Shipping zones' }).click();
  await expect(admin.getByRole('group', { name: 'Slovenia', exact: true })).toBeVisible();
  await expect.poll(() => admin.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await expectAccessible(admin);

  await admin.getByLabel('Note (what changes and why)').fill('White chipboard at the new supplier price');
  await admin.getByRole('button', { name: `Publish version ${inForce + 1}` }).click();
  await expect(admin.getByText(`Version ${inForce + 1} is now in force.`).first()).toBeVisible();
  await expect(admin.getByText(`Version ${inForce + 1} is in force.`)).toBeVisible();
  const history = admin.getByRole('row', { name: /White chipboard at the new supplier price/ });
  await expect(history).toContainText(e2eUsers.admin.email);
  await adminContext.close();

  // The customer's design costs more with the version in force.
  await page.goto(`/configurator/${projectId}`);
  await expect(price).toHaveText(/€\d/);
  await expect.poll(async () => euros(await price.textContent())).toBeGreaterThan(before);
});
