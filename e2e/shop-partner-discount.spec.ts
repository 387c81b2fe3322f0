// The partner discount in the shop (issue 14): a customer an admin assigned to a partner sees the
// partner's discount in the configurator's price bar, as a line of its own in the cart and in
// checkout's summary, and on the placed order — in English, Slovenian and Spanish. The price bar's
// price has it taken off already (issue 20: the configurator shows the cart's figure).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { prepare } from './configurator-support.ts';
import { unique } from './support/mailbox.ts';
import { e2eUsers, useLanguage } from './support/web-helpers.ts';
import {
  cartCount,
  checkOutWithTestProvider,
  confirmEmail,
  registerCustomer,
  saveShelf,
  signInAs,
  type Customer,
} from './shop-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post('/api/users/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** A partner of this test's own (10 %), so no other spec's edits reach it, with the customer assigned to it. */
async function assignToNewPartner(request: APIRequestContext, customer: Customer): Promise<void> {
  const admin = { authorization: `Bearer ${await tokenOf(request, e2eUsers.admin.email, e2eUsers.admin.password)}` };
  const partner = await request.post('/api/admin/partners', {
    headers: admin,
    data: { name: 'Mizarstvo Popust', contactEmail: unique('partner'), discountBp: 1000 },
  });
  expect(partner.status()).toBe(201);
  const me = await request.get('/api/users/me', {
    headers: { authorization: `Bearer ${await tokenOf(request, customer.email, customer.password)}` },
  });
  const { id } = (await me.json()) as { id: string };
  const assigned = await request.post(`/api/admin/users/${id}/partner`, {
    headers: admin,
    data: { partnerId: ((await partner.json()) as { id: string }).id },
  });
  expect(assigned.status()).toBe(200);
}

test("an assigned customer sees the partner's discount in the price bar, the cart, the summary and the order", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const customer = await registerCustomer(request, 'Pia Partnerska');
  await assignToNewPartner(request, customer);
  await signInAs(page, customer);
  await confirmEmail(page, request, customer.email);

  const projectId = await saveShelf(page);
  await expect(page.getByTestId('partner-discount-note')).toContainText(
    /Partner discount −10 % \(−€\d+\.\d\d\) included/,
  );
  await page.getByTestId('add-to-cart').click();
  await expect(cartCount(page)).toHaveText('1');

  await page.goto('/shopping-cart');
  await expect(page.getByText('Partner discount (10 %)')).toBeVisible();

  await checkOutWithTestProvider(page);
  // The summary (before placing) had the discount as its own line; the order keeps it.
  await page.getByRole('button', { name: /Complete the test payment/ }).click();
  const done = page.getByTestId('order-submitted');
  await expect(done.getByRole('heading', { name: 'Order submitted' })).toBeVisible();
  await done.getByRole('link', { name: 'View the order' }).click();
  await expect(page.getByText('Partner discount (10 %)')).toBeVisible();
  const orderUrl = page.url();

  // The same order, and the price bar, in Slovenian and in Spanish.
  for (const [locale, line, note] of [
    ['sl', 'Partnerski popust (10 %)', 'Partnerski popust −10 %'],
    ['es', 'Descuento de socio (10 %)', 'Descuento de socio −10 %'],
  ] as const) {
    await useLanguage(context, baseURL!, locale);
    await page.goto(orderUrl);
    await expect(page.getByText(line)).toBeVisible();
    await page.goto(`/configurator/${projectId}`);
    await expect(page.getByTestId('partner-discount-note')).toContainText(note);
  }
});

test('the checkout summary shows the discount as a line of its own', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, 'Rok Povzetek');
  await assignToNewPartner(request, customer);
  await signInAs(page, customer);
  await confirmEmail(page, request, customer.email);
  await saveShelf(page);
  await page.getByTestId('add-to-cart').click();
  await expect(cartCount(page)).toHaveText('1');
  await page.goto('/shopping-cart');
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByLabel('Street and number').fill('Trubarjeva cesta 7');
  await page.getByLabel('Postal code').fill('1000');
  await page.getByLabel('City').fill('Ljubljana');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('shipping-delivery').getByRole('radio').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Summary' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'What you are ordering' });
  await expect(lines.getByRole('row').filter({ hasText: 'Partner discount (10 %)' })).toContainText(/−€\d/);
});
