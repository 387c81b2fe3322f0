// Issue 14 §4 in the browser: what a partner user sees. A fresh customer (registered and confirmed
// through the API) saves a project and places an order; the admin assigns them to "Mizarstvo Kos" and
// lets partners confirm submitted orders (the order policy). Petra, its partner-admin, finds the
// customer on her dashboard, opens their project read-only (with whose it is, and the PDF), opens
// their order and confirms it, and invites a colleague on the partner's users page — which a plain
// partner user does not reach (the 404 page, no link).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerCustomer, type Customer } from './shop-support.ts';
import { adminToken, expectNoSeriousViolations, mailTo, unique } from './support/mailbox.ts';
import { e2ePartner, e2eUsers } from './support/users.ts';
import { expectHeading, signIn, useLanguage } from './support/web-helpers.ts';

const design = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'examples', 'grid-2x2.json'), 'utf8'),
) as unknown;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenIn = (text: string, path: string) =>
  decodeURIComponent(new RegExp(`${path}\\?token=([^\\s"<>&]+)`).exec(text)![1]!);

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post('/api/users/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** A confirmed customer with a saved project and a placed order (test payment), assigned to Mizarstvo Kos. */
async function customerOfKos(request: APIRequestContext, run: string) {
  const customer: Customer = await registerCustomer(request, `Jana Potočnik ${run}`);
  const confirm = await mailTo(request, customer.email, 'confirm_email');
  expect(
    (
      await request.post('/api/auth/confirm-email', { data: { token: tokenIn(confirm.text, '/confirm-email') } })
    ).status(),
  ).toBe(200);
  const token = await login(request, customer.email, customer.password);
  const me = (await (await request.get('/api/users/me', { headers: bearer(token) })).json()) as { id: string };
  const project = await request.post('/api/projects', {
    headers: bearer(token),
    data: { name: `Omara za predsobo ${run}`, design },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  expect((await request.post('/api/cart/items', { headers: bearer(token), data: { projectId } })).status()).toBe(201);
  const address = { street: 'Trubarjeva cesta 7', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
  const placed = await request.post('/api/orders', {
    headers: { ...bearer(token), 'idempotency-key': `partner-dashboard-${run}` },
    data: {
      shipping: { method: 'delivery', address },
      customer: { name: customer.name, email: customer.email },
      billingAddress: address,
      paymentMethod: 'test',
      termsAccepted: true,
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: string; number: string; status: string };
  expect(order.status).toBe('submitted');

  const admin = bearer(await adminToken(request));
  const partners = (await (
    await request.get(`/api/admin/partners?q=${encodeURIComponent(e2ePartner.name)}`, { headers: admin })
  ).json()) as { items: { id: string }[] };
  expect(
    (
      await request.post(`/api/admin/users/${me.id}/partner`, {
        headers: admin,
        data: { partnerId: partners.items[0]!.id },
      })
    ).status(),
  ).toBe(200);
  const policy = await request.put('/api/admin/order-policy', {
    headers: admin,
    data: { partnerMay: [{ from: 'submitted', to: 'confirmed' }] },
  });
  expect(policy.status()).toBe(200);
  return { customer, customerId: me.id, projectId, projectName: `Omara za predsobo ${run}`, order };
}

test('Petra sees her customer, opens their project read-only, confirms their order and manages her users', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = `${Date.now()}`.slice(-6);
  const { customer, customerId, projectId, projectName, order } = await customerOfKos(request, run);
  await useLanguage(context, baseURL!, 'en');
  await signIn(page, e2eUsers.petra);

  // The partner dashboard, not the customer's.
  await page.goto('/dashboard');
  await expectHeading(page, `${e2ePartner.name}: partner overview`);
  await expect(page.getByText('Your customers get a 10 % discount.')).toBeVisible();
  await page.getByLabel('Search customers').fill(`Potočnik ${run}`);
  const customers = page.getByTestId('partner-customers');
  await expect(customers.getByRole('link')).toHaveCount(1);
  await expect(page.getByTestId('partner-orders').getByRole('link', { name: order.number })).toBeVisible();
  await expectNoSeriousViolations(page, 'partner dashboard');
  await customers.getByRole('link', { name: customer.name }).click();

  // The customer: contact, projects, orders.
  await expect(page).toHaveURL(`/dashboard/partner/customers/${customerId}`);
  await expectHeading(page, customer.name);
  await expect(page.getByTestId('partner-customer-contact')).toContainText(customer.email);
  await expect(page.getByTestId('partner-orders').getByRole('link', { name: order.number })).toBeVisible();
  await expectNoSeriousViolations(page, 'partner customer');
  await page.getByTestId('partner-projects').getByRole('link', { name: projectName }).click();

  // Their project, read-only, with whose it is, and its PDF.
  await expect(page).toHaveURL(`/configurator/${projectId}`);
  await expect(page.getByRole('note')).toHaveText(
    `Project of your customer ${customer.name} (${customer.email}): read-only.`,
  );
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'More' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${projectName}.pdf`);
  await page.getByRole('link', { name: 'Back to the customer' }).click();

  // Their order: as the customer sees it, with the one move partners may make.
  await page.getByTestId('partner-orders').getByRole('link', { name: order.number }).click();
  await expect(page).toHaveURL(`/dashboard/partner/orders/${order.id}`);
  await expectHeading(page, `Order ${order.number}`);
  await expect(page.getByTestId('order-status')).toHaveText(/Submitted$/);
  await expect(page.getByRole('button', { name: /^Move to/ })).toHaveCount(1);
  await expectNoSeriousViolations(page, 'partner order');
  await page.getByRole('button', { name: 'Move to “Confirmed”' }).click();
  await expect(page.getByText(`Order ${order.number} is now “Confirmed”.`)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(/Confirmed$/);
  await expect(page.getByRole('button', { name: /^Move to/ })).toHaveCount(0);
  await expect(page.getByText('Kubik has not allowed partners any change of this order’s state.')).toBeVisible();
  // The customer sees the move too.
  const customerToken = await login(request, customer.email, customer.password);
  expect(
    (
      (await (await request.get(`/api/orders/${order.id}`, { headers: bearer(customerToken) })).json()) as {
        status: string;
      }
    ).status,
  ).toBe('confirmed');

  // The partner's users: Petra invites a colleague (not an admin).
  await page.getByRole('link', { name: 'Back to the overview' }).click();
  await page.getByRole('link', { name: 'Our users' }).click();
  await expect(page).toHaveURL('/dashboard/partner/users');
  await expectHeading(page, 'Our users');
  const users = page.getByTestId('partner-users');
  await expect(users).toContainText(e2eUsers.petra.email);
  const colleague = { name: `Luka Kos ${run}`, email: unique('luka'), password: 'Luka-Kos-2026!' };
  await page.getByLabel('Name').fill(colleague.name);
  await page.getByLabel('E-mail').fill(colleague.email);
  await page.getByLabel('Language of the invitation').selectOption('en');
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}.`)).toBeVisible();
  await expect(users.getByRole('listitem').filter({ hasText: colleague.email })).toContainText(
    'Invitation not yet accepted',
  );
  await expectNoSeriousViolations(page, 'partner users');

  // On a 390 px phone the lists are cards and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/dashboard',
    `/dashboard/partner/customers/${customerId}`,
    `/dashboard/partner/orders/${order.id}`,
    '/dashboard/partner/users',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(
      await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
      path,
    ).toBeLessThanOrEqual(0);
  }

  // The colleague sets a password from the invitation and signs in: a plain partner user sees the
  // partner dashboard without the users link, and the users page is the 404 page for them.
  const invitation = await mailTo(request, colleague.email, 'partner_invite');
  expect(
    (
      await request.post('/api/auth/reset-password', {
        data: { token: tokenIn(invitation.text, '/password-reset'), password: colleague.password },
      })
    ).status(),
  ).toBeLessThan(300);
  const other = await context.browser()!.newContext({ baseURL: baseURL! });
  await useLanguage(other, baseURL!, 'en');
  const luka = await other.newPage();
  await luka.goto('/login');
  await luka.getByLabel('Email').fill(colleague.email);
  await luka.getByLabel('Password').fill(colleague.password);
  await luka.getByRole('button', { name: 'Sign in' }).click();
  await expect(luka.getByRole('button', { name: new RegExp(colleague.name) })).toBeVisible();
  await luka.goto('/dashboard');
  await expectHeading(luka, `${e2ePartner.name}: partner overview`);
  await expect(luka.getByTestId('partner-customers')).toContainText(customer.name);
  await expect(luka.getByRole('link', { name: 'Our users' })).toHaveCount(0);
  await luka.goto('/dashboard/partner/users');
  await expect(luka.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await other.close();
});
