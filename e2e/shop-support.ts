// Helpers for the shop's browser tests: a fresh customer per test (registered through the API and
// signed in through the form, in English), and a design saved as a project from the configurator.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { cubes, openConfigurator, prepare } from './configurator-support.ts';
import { linkIn, mailTo, unique } from './support/mailbox.ts';
import { e2eUsers, signIn } from './support/web-helpers.ts';

export interface Customer {
  email: string;
  password: string;
  name: string;
}

/** Registers a private customer through the API (address not confirmed yet). */
export async function registerCustomer(request: APIRequestContext, name = 'Maja Kos'): Promise<Customer> {
  const customer = { name, email: unique('shop'), password: 'Kubik-shop-2026' };
  const answer = await request.post('/api/users', { data: { ...customer, termsAccepted: true } });
  expect(answer.status()).toBe(201);
  return customer;
}

export async function signInAs(page: Page, customer: Customer, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: new RegExp(customer.name) })).toBeVisible();
}

/** Starts the 3 × 2 shelf in a new design and saves it as a project; answers the project's id. */
export async function saveShelf(page: Page): Promise<string> {
  await openConfigurator(page);
  await page.getByRole('button', { name: /Start with a 3 × 2 shelf/ }).click();
  await expect.poll(async () => (await cubes(page)).length).toBe(6);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/configurator\/[0-9a-f-]{36}$/);
  return /\/configurator\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
}

export const cartCount = (page: Page) => page.getByTestId('cart-count');

/** A fresh customer, signed in with the address confirmed, with the 3 × 2 shelf saved and in the cart; answers them. */
export async function customerWithShelfInCart(page: Page, request: APIRequestContext, name: string): Promise<Customer> {
  const customer = await registerCustomer(request, name);
  await signInAs(page, customer);
  await confirmEmail(page, request, customer.email);
  await saveShelf(page);
  await page.getByTestId('add-to-cart').click();
  await expect(cartCount(page)).toHaveText('1');
  return customer;
}

/** Confirms a customer's address through the link in the mail Kubik wrote. */
export async function confirmEmail(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const mail = await mailTo(request, email, 'confirm_email');
  await page.goto(linkIn(mail, '/confirm-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeVisible();
}

/** Walks checkout's steps for a customer without addresses on file: Ljubljana, delivery, the test provider. */
export async function checkOutWithTestProvider(page: Page): Promise<string> {
  await page.goto('/shopping-cart');
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/shopping-cart\/check-out$/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Your details' })).toBeVisible();
  await page.getByLabel('Street and number').fill('Trubarjeva cesta 7');
  await page.getByLabel('Postal code').fill('1000');
  await page.getByLabel('City').fill('Ljubljana');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Delivery' })).toBeVisible();
  const delivery = page.getByTestId('shipping-delivery');
  await expect(delivery).toContainText(/€\d/);
  await expect(delivery).toContainText('Estimated delivery: week');
  await delivery.getByRole('radio').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Payment' })).toBeVisible();
  const test = page.getByTestId('payment-card');
  await expect(test).toContainText('Test payment');
  await expect(test).toContainText('this is a test payment and no money moves');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Summary' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'What you are ordering' })).toContainText('Shelf 3 × 2');
  const total = (await page.getByTestId('order-total').textContent())!;
  await page.getByLabel(/I accept the terms of sale/).check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('test-payment')).toContainText('Test — no money moves');
  return total;
}

/** A new customer orders the saved shelf and pays with the test provider; the page ends on their order's page. */
export async function placePaidOrder(
  page: Page,
  request: APIRequestContext,
  name: string,
): Promise<{ number: string; orderId: string }> {
  await customerWithShelfInCart(page, request, name);
  await checkOutWithTestProvider(page);
  await page.getByRole('button', { name: /Complete the test payment/ }).click();
  const done = page.getByTestId('order-submitted');
  await expect(done).toContainText('The payment went through.');
  const number = /K-\d{4}-\d{5}/.exec((await done.textContent())!)![0];
  await done.getByRole('link', { name: 'View the order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order-history\/[0-9a-f-]{36}$/);
  return { number, orderId: /([0-9a-f-]{36})$/.exec(page.url())![1]! };
}

/** The admin, in a browser of their own, on an order's page (its heading shown). */
export async function adminOnOrder(
  browser: Browser,
  baseURL: string,
  order: { orderId: string; number: string },
): Promise<{ adminContext: BrowserContext; admin: Page }> {
  const adminContext = await browser.newContext();
  await prepare(adminContext, baseURL);
  const admin = await adminContext.newPage();
  await signIn(admin, e2eUsers.admin);
  await admin.goto(`/dashboard/admin/orders/${order.orderId}`);
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
  return { adminContext, admin };
}
