// The admin's page of one user (issue 13): the admin finds a new user by typing in the users list's
// filter and opens their file; blocks them through the block-user dialog with a reason, and the
// user's open session in another browser is refused on its next request and sent to sign in (a
// blocked user cannot sign in); unblocks them, and the user can sign in again. The audit trail
// shows both changes with who made them, and the page fits a 390 px phone. Roles change from the
// page, but an admin's own admin role cannot be unticked.
import { expect, test, type Page } from '@playwright/test';
import { oneCube } from './configurator-support.ts';
import { signInAs } from './shop-support.ts';
import { expectNoSeriousViolations, unique } from './support/mailbox.ts';
import { e2eUsers, expectHeading, signIn, useLanguage } from './support/web-helpers.ts';

test('an admin finds a user, blocks them with a reason (their session ends), and unblocks them (they sign in again)', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  const customer = { email: unique('blokada'), name: `Nina Blokada ${suffix}`, password: 'Kubik-nina-2026' };
  const created = await request.post('/api/users', {
    data: {
      name: customer.name,
      email: customer.email,
      password: customer.password,
      termsAccepted: true,
      locale: 'en',
    },
  });
  expect(created.status()).toBe(201);
  const registered = (await created.json()) as { access_token: string; user: { id: string } };
  const userId = registered.user.id;
  const project = await request.post('/api/projects', {
    data: { name: 'Polica za hodnik', design: oneCube },
    headers: { authorization: `Bearer ${registered.access_token}` },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;

  // The user is signed in in their own browser.
  const userContext = await browser.newContext({ baseURL: baseURL! });
  await useLanguage(userContext, baseURL!, 'en');
  const userPage = await userContext.newPage();
  await signInAs(userPage, customer, '/login?redirect=%2Fdashboard%2Faccount');
  await expectHeading(userPage, 'Account');

  // The admin, on a phone-sized screen, finds them through the list's filter.
  const adminContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 } });
  await useLanguage(adminContext, baseURL!, 'en');
  const admin = await adminContext.newPage();
  await signIn(admin, e2eUsers.admin);
  await admin.goto('/dashboard/admin/users');
  const answered = admin.waitForResponse(
    (r) => r.url().includes('/api/admin/users?') && r.url().includes(`q=Nina+Blokada+${suffix}`),
  );
  await admin.getByLabel('Search (name, email, company)').fill(`Nina Blokada ${suffix}`);
  expect((await answered).status()).toBe(200);
  const table = admin.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('cell', { name: customer.email, exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  // The name opens the user's page.
  await table.getByRole('link', { name: customer.name }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/admin/users/${userId}$`));
  await expectHeading(admin, customer.name);
  await expect(admin.getByTestId('user-email-status')).toHaveText('Not confirmed yet');
  await expect(admin.getByTestId('user-state')).toHaveText('Active');
  await expect(admin.getByTestId('user-sign-ins').getByRole('listitem')).toHaveCount(2);
  await expect(
    admin.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'Polica za hodnik' }),
  ).toHaveAttribute('href', `/configurator/${projectId}`);
  await expect(admin.getByText('This user has placed no orders.')).toBeVisible();
  await expect(admin.getByText('Staff have not changed anything on this account.')).toBeVisible();
  await expectFitsWidth(admin, 390);
  await expectNoSeriousViolations(admin, 'the user page');

  // The confirmation mail was sent at registration a moment ago: sending it again is refused for now.
  await admin.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(admin.getByText('Too many attempts. Try again in a few minutes.')).toBeVisible();

  // Block, through the block-user dialog: a reason is required.
  await admin.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: `Block ${customer.name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Block user' }).click();
  await expect(dialog.getByText('Please give a reason for blocking.')).toBeVisible();
  await dialog.getByLabel('Reason (kept in the audit trail)').fill('Naročila s tujimi karticami');
  await dialog.getByRole('button', { name: 'Block user' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(`${customer.name} is blocked and signed out everywhere.`)).toBeVisible();
  await expect(admin.getByTestId('user-state')).toHaveText('Blocked');
  await expect(admin.getByTestId('user-blocked')).toContainText('Reason: Naročila s tujimi karticami');
  const trail = admin.getByTestId('user-audit');
  await expect(trail.getByRole('listitem').filter({ hasText: 'Blocked' }).first()).toContainText(e2eUsers.admin.email);
  await expect(trail).toContainText('Reason: Naročila s tujimi karticami');

  // The user's open session is refused on its next request: they are sent to sign in, and cannot.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/login/);
  await userPage.getByLabel('Email').fill(customer.email);
  await userPage.getByLabel('Password').fill(customer.password);
  await userPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(userPage.getByRole('region', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'This account is blocked. Please contact us.',
  );

  // Unblock, confirmed in a dialog.
  await admin.getByRole('button', { name: 'Unblock', exact: true }).click();
  const confirm = admin.getByRole('dialog', { name: `Unblock ${customer.name}?` });
  await confirm.getByRole('button', { name: 'Unblock' }).click();
  await expect(admin.getByText(`${customer.name} can sign in again.`)).toBeVisible();
  await expect(admin.getByTestId('user-state')).toHaveText('Active');
  await expect(admin.getByTestId('user-blocked')).toHaveCount(0);
  await expect(trail.getByRole('listitem').filter({ hasText: 'Unblocked' })).toHaveCount(1);
  // The sign-in the block ended stays ended, with its reason.
  await expect(admin.getByTestId('user-sign-ins')).toContainText('(blocked)');

  // The user signs in again.
  await signInAs(userPage, customer, '/login?redirect=%2Fdashboard%2Faccount');
  await expectHeading(userPage, 'Account');

  // Roles: the admin makes them a partner too, recorded before → after.
  const save = admin.getByRole('button', { name: 'Save roles' });
  await expect(save).toBeDisabled();
  await admin.getByRole('checkbox', { name: 'Partner', exact: true }).check();
  await save.click();
  await expect(admin.getByText('The roles are saved.')).toBeVisible();
  await expect(trail.getByRole('listitem').filter({ hasText: 'Roles changed' })).toContainText(
    'Roles: Customer → Customer, Partner',
  );

  // On their own page an admin cannot untick their own admin role.
  const token = (
    (await (
      await request.post('/api/users/login', {
        data: { email: e2eUsers.admin.email, password: e2eUsers.admin.password },
      })
    ).json()) as { access_token: string }
  ).access_token;
  const me = (await (await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    id: string;
  };
  await admin.goto(`/dashboard/admin/users/${me.id}`);
  await expectHeading(admin, e2eUsers.admin.name);
  await expect(admin.getByRole('checkbox', { name: 'Admin', exact: true })).toBeDisabled();
  await expect(admin.getByText('You cannot remove your own admin role.')).toBeVisible();

  await userContext.close();
  await adminContext.close();
});

async function expectFitsWidth(page: Page, width: number): Promise<void> {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
}
