// Buying (issue 12 §1, §3–§5), in the browser against the real server with the built-in test
// provider: a guest designs, is asked to sign in or register from "Add to cart", registers, comes
// back to the same design saved and in the cart, confirms the address, checks out in the seed's
// steps and sees "order submitted", then the order in the history; a declined test payment shows
// "order failed" and a retry of the same order succeeds, and "order again" refills the cart; an
// unconfirmed address may not order.
import { expect, test } from '@playwright/test';
import { cubes, openConfigurator, prepare } from './configurator-support.ts';
import { unique } from './support/mailbox.ts';
import { cartCount, checkOutWithTestProvider, confirmEmail, customerWithShelfInCart } from './shop-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

test('a guest designs, registers from "Add to cart", confirms, checks out with the test provider and finds the order in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // With the test provider (no publishable key) neither Stripe's script nor its loader's chunk is fetched, anywhere.
  const stripe: string[] = [];
  page.on('request', (r) => {
    if (/stripe\.com|\/assets\/(pure|StripeCard)-/.test(r.url())) stripe.push(r.url());
  });
  await openConfigurator(page);
  await page.getByRole('button', { name: /Start with a 3 × 2 shelf/ }).click();
  await expect.poll(async () => (await cubes(page)).length).toBe(6);
  await expect(page.getByTestId('delivery-estimate')).toContainText(/weeks? \d/);

  // A guest's "Add to cart" asks to sign in or register; the way back is kept.
  await page.getByTestId('add-to-cart').click();
  const ask = page.getByRole('dialog', { name: 'Add your design to the cart' });
  await ask.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fconfigurator%3Fintent%3Dcart$/);
  const email = unique('buyer');
  const form = page.getByRole('form', { name: 'Private customer' });
  await form.getByLabel('Full name').fill('Nina Kupec');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('Kubik-buyer-2026');
  await form.getByLabel(/I accept the terms/).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('link', { name: 'Continue without confirming for now' }).click();

  // Back on the same design, now a saved project, and in the cart.
  await expect(page).toHaveURL(/\/configurator\/[0-9a-f-]{36}$/);
  await expect(page.getByText('"Shelf 3 × 2" is in your cart.')).toBeVisible();
  await expect.poll(async () => (await cubes(page)).length).toBe(6);
  await expect(cartCount(page)).toHaveText('1');

  // Not confirmed yet: checkout says so, with a way to get the link again.
  await page.goto('/shopping-cart/check-out');
  await expect(page.getByTestId('email-unconfirmed')).toContainText('Confirm your e-mail address to order');
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();

  await confirmEmail(page, request, email);
  const total = await checkOutWithTestProvider(page);
  await page.getByRole('button', { name: /Complete the test payment/ }).click();
  const done = page.getByTestId('order-submitted');
  await expect(done.getByRole('heading', { name: 'Order submitted' })).toBeVisible();
  await expect(done).toContainText(total);
  await expect(done).toContainText('The payment went through.');
  const number = /K-\d{4}-\d{5}/.exec((await done.textContent())!)![0];
  await expect(cartCount(page)).toHaveText('0');

  // The order page: paid, submitted, the timeline and the delivery estimate.
  await done.getByRole('link', { name: 'View the order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByTestId('payment-status').first()).toContainText('Paid');
  await expect(page.getByTestId('order-status').first()).toContainText('Submitted');
  await expect(page.getByTestId('order-estimate')).toContainText('Estimated delivery: week');
  await expect(page.getByTestId('order-item')).toContainText('Shelf 3 × 2');
  // The ordered piece in one's room (issue 23): on a desktop, the QR code for the phone.
  await page.getByTestId('order-item').getByRole('button', { name: 'View in your room: Shelf 3 × 2' }).click();
  const room = page.getByRole('dialog', { name: 'View in your room' });
  await expect(room.getByTestId('room-qr')).toHaveAttribute('data-link', /\/ar\/[\w-]+\.[\w-]+\.[\w-]+$/);
  await room.getByRole('button', { name: 'Close' }).click();

  // And in the history.
  await page.goto('/dashboard/order-history');
  const card = page.getByTestId('order-card').filter({ hasText: number });
  await expect(card).toContainText('Paid');
  await expect(card).toContainText(total);
  expect(stripe).toEqual([]);
});

test('a declined test payment shows "order failed"; trying again pays the same order', async ({ page, request }) => {
  test.setTimeout(120_000);
  await customerWithShelfInCart(page, request, 'Tina Zavrnjena');

  await checkOutWithTestProvider(page);
  await page.getByRole('button', { name: 'Decline the test payment' }).click();
  const failed = page.getByTestId('order-failed');
  await expect(failed.getByRole('heading', { name: 'Order failed' })).toBeVisible();
  await expect(failed).toContainText('is saved, but the payment did not go through');
  const number = /K-\d{4}-\d{5}/.exec((await failed.textContent())!)![0];

  await failed.getByRole('button', { name: 'Try the payment again' }).click();
  await page.getByRole('button', { name: /Complete the test payment/ }).click();
  await expect(page.getByTestId('order-submitted')).toContainText(number);

  // One order, paid, with the declined attempt in its history.
  await page.goto('/dashboard/order-history');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await page.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page.getByTestId('payment-status').first()).toContainText('Paid');
  await expect(page.getByRole('region', { name: /Order/ }).getByText('Payment: Payment failed')).toBeVisible();

  // "Order again" puts the ordered design back in the (emptied) cart.
  await expect(cartCount(page)).toHaveText('0');
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(page.getByTestId('cart-item')).toContainText('Shelf 3 × 2');
  await expect(cartCount(page)).toHaveText('1');
});

test('an order whose payment failed is paid later from its page ("Pay now")', async ({ page, request }) => {
  test.setTimeout(120_000);
  await customerWithShelfInCart(page, request, 'Rok Kasneje');
  await checkOutWithTestProvider(page);
  await page.getByRole('button', { name: 'Decline the test payment' }).click();
  await page.getByTestId('order-failed').getByRole('link', { name: 'View the order' }).click();
  await expect(page.getByTestId('payment-status').first()).toContainText('Payment failed');

  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/shopping-cart\/check-out\?order=[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: /Complete the test payment/ }).click();
  await expect(page.getByTestId('order-submitted')).toContainText('The payment went through.');
  await page.getByTestId('order-submitted').getByRole('link', { name: 'View the order' }).click();
  await expect(page.getByTestId('payment-status').first()).toContainText('Paid');
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
});
