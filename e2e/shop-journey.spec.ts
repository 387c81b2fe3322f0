// The order journey around paying (issue 20 defects 5–7), in the browser against the real server
// with the built-in test provider: a reloaded payment step resumes paying the same order; an order
// left unpaid is paid later from the order history ("Pay now"); the history counts each order's
// pieces; the next checkout starts from the last order's addresses, and a separate delivery address
// (priced by its own country) ends up on the order page.
import { expect, test, type Page } from '@playwright/test';
import { prepare } from './configurator-support.ts';
import { cartCount, checkOutWithTestProvider, customerWithShelfInCart } from './shop-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

/** The order number the payment step names ("Pay for order K-2026-00001"). */
async function payingFor(page: Page): Promise<string> {
  const title = page.getByRole('heading', { name: /^Pay for order K-\d{4}-\d{5}$/ });
  await expect(title).toBeVisible();
  return /K-\d{4}-\d{5}/.exec((await title.textContent())!)![0];
}

test('a reloaded payment step resumes paying the same order', async ({ page, request }) => {
  test.setTimeout(120_000);
  await customerWithShelfInCart(page, request, 'Pia Osvežena');

  const total = await checkOutWithTestProvider(page);
  await expect(page).toHaveURL(/\/shopping-cart\/check-out\?order=[0-9a-f-]{36}$/);
  const number = await payingFor(page);

  // F5 on the payment step: the same order, still to pay — not "nothing to check out".
  await page.reload();
  expect(await payingFor(page)).toBe(number);
  await expect(page.getByTestId('test-payment')).toContainText(total);
  await expect(cartCount(page)).toHaveText('0');
  await page.getByRole('button', { name: /Complete the test payment/ }).click();
  const done = page.getByTestId('order-submitted');
  await expect(done).toContainText(number);
  await expect(done).toContainText('The payment went through.');

  // One order, paid, with its one piece counted; nothing left to pay.
  await page.goto('/dashboard/order-history');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('items: 1');
  await expect(card).toContainText('Paid');
  await expect(card.getByTestId('pay-now')).toHaveCount(0);
});

test('an order left unpaid is paid later from the order history', async ({ page, request }) => {
  test.setTimeout(120_000);
  await customerWithShelfInCart(page, request, 'Ivo Pozabljivi');
  const total = await checkOutWithTestProvider(page);
  const number = await payingFor(page);

  // Walked away from the payment step: the history leads back to paying.
  await page.goto('/dashboard/order-history');
  const card = page.getByTestId('order-card').filter({ hasText: number });
  await expect(card).toContainText('items: 1');
  await expect(card).toContainText('Payment pending');
  await card.getByRole('link', { name: `Pay order ${number} now` }).click();
  await expect(page).toHaveURL(/\/shopping-cart\/check-out\?order=[0-9a-f-]{36}$/);
  expect(await payingFor(page)).toBe(number);
  await page.getByRole('button', { name: /Complete the test payment/ }).click();
  await expect(page.getByTestId('order-submitted')).toContainText('The payment went through.');

  await page.goto('/dashboard/order-history');
  await expect(card).toContainText('Paid');
  await expect(card.getByTestId('pay-now')).toHaveCount(0);
  await card.getByRole('link', { name: `Order ${number}`, exact: true }).click();
  await expect(page.getByTestId('order-status').first()).toBeVisible();
  await expect(page.getByTestId('awaiting-payment')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await expect(page.getByText(total).first()).toBeVisible();
});

test('the next checkout starts from the last order; a separate delivery address is priced by its country and kept on the order', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await customerWithShelfInCart(page, request, 'Lara Selivka');
  await checkOutWithTestProvider(page);
  const first = await payingFor(page);

  // The first order's page: unpaid, "Pay now" first; "Order again" refills the cart.
  await page.goto('/dashboard/order-history');
  await page.getByRole('link', { name: `Order ${first}`, exact: true }).click();
  await expect(page.getByTestId('awaiting-payment')).toContainText('This order is not paid yet');
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await page.getByRole('link', { name: 'Go to checkout' }).click();

  // Step 1 is filled in from the last order.
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Your details' })).toBeVisible();
  await expect(page.getByLabel('Street and number')).toHaveValue('Trubarjeva cesta 7');
  await expect(page.getByLabel('Postal code')).toHaveValue('1000');
  await expect(page.getByLabel('City')).toHaveValue('Ljubljana');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: delivered elsewhere, to Italy — the countries delivered to come first, and Italy's price applies.
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Delivery' })).toBeVisible();
  const delivery = page.getByTestId('shipping-delivery');
  await expect(delivery).toContainText(/€\d/);
  const toSlovenia = (await delivery.locator('.choice__price').textContent())!;
  await page.getByLabel('Deliver to the billing address').uncheck();
  const country = page.getByLabel('Country');
  await expect(country.locator('optgroup').first()).toHaveAttribute('label', 'Countries we deliver to');
  await expect(country.locator('optgroup').first().locator('option')).toContainText(['Austria', 'Italy', 'Slovenia']);
  await expect(country.locator('optgroup').first().locator('option', { hasText: 'United States' })).toHaveCount(0);
  await page.getByLabel('Street and number').fill('Via Roma 5');
  await page.getByLabel('Postal code').fill('34100');
  await page.getByLabel('City').fill('Trieste');
  await country.selectOption('IT');
  await expect(delivery.locator('.choice__price')).not.toHaveText(toSlovenia);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Summary' })).toBeVisible();
  await expect(page.getByText('Via Roma 5, 34100 Trieste, IT')).toBeVisible();
  await page.getByLabel(/I accept the terms of sale/).check();
  await page.getByTestId('place-order').click();
  const second = await payingFor(page);
  expect(second).not.toBe(first);
  await page.getByRole('button', { name: /Complete the test payment/ }).click();
  await page.getByTestId('order-submitted').getByRole('link', { name: 'View the order' }).click();

  // The order page: delivered to Trieste, billed in Ljubljana.
  await expect(page.getByRole('heading', { level: 1, name: `Order ${second}` })).toBeVisible();
  await expect(page.getByTestId('order-delivery-address')).toHaveText('Via Roma 5, 34100 Trieste, IT');
  await expect(page.getByTestId('order-billing-address')).toHaveText('Trubarjeva cesta 7, 1000 Ljubljana, SI');

  // And the next checkout remembers the delivery address too, with the other one a click away.
  await page.getByRole('button', { name: 'Order again' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Deliver to the billing address')).not.toBeChecked();
  await expect(page.getByLabel('Street and number')).toHaveValue('Via Roma 5');
  await page.getByRole('button', { name: 'Use the address Trubarjeva cesta 7, 1000 Ljubljana, SI' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Ljubljana');
});
