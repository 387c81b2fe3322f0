// The account page (issue 4): every edit with its toast — profile and language, company details,
// billing and shipping addresses, password, e-mail (confirmed through the link mailed to the new
// address) — the data export as a download, and deleting the account behind a confirm dialog.
// Also the admin mailbox page.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, linkIn, mailTo, unique } from './support/mailbox.ts';
import { e2eUsers, expectHeading, signIn, useLanguage } from './support/web-helpers.ts';

async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.Toastify__toast').filter({ hasText: text }).first()).toBeVisible();
}

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

test('a company edits every part of its account, downloads its data and deletes the account', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = unique('firm');
  const password = 'Kubik-firm-2026';
  const created = await request.post('/api/companies', {
    data: {
      companyName: 'Les in dom d.o.o.',
      vatId: 'SI59082437',
      address: { street: 'Tržaška 5', city: 'Ljubljana', postalCode: '1000', country: 'SI' },
      name: 'Tina Horvat',
      email,
      password,
      termsAccepted: true,
      locale: 'en',
    },
  });
  expect(created.status()).toBe(201);
  await signIn(page, { email, password, name: 'Tina Horvat' } as never);
  await page.goto('/dashboard/account');
  await expectHeading(page, 'Account');
  await expectNoSeriousViolations(page, '/dashboard/account');

  // Profile: the name (the header follows) and the language.
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Full name').fill('Tina Horvat Novak');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expectToast(page, 'Your profile has been saved.');
  await expect(page.getByRole('button', { name: /Tina Horvat Novak/ })).toBeVisible();
  await profile.getByLabel('Language').selectOption('es');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expectHeading(page, 'Cuenta');
  const perfil = page.getByRole('region', { name: 'Perfil' });
  await perfil.getByLabel('Idioma').selectOption('en');
  await perfil.getByRole('button', { name: 'Guardar el perfil' }).click();
  await expectHeading(page, 'Account');

  // Company details: a wrong VAT number is refused at the field, a right one saved.
  const company = page.getByRole('region', { name: 'Company details' });
  await expect(company.getByLabel('Company name')).toHaveValue('Les in dom d.o.o.');
  await company.getByLabel('VAT number').fill('XX123456');
  await company.getByRole('button', { name: 'Save company details' }).click();
  await expect(company.getByText('Start the VAT number with an EU country prefix, e.g. SI12345678.')).toBeVisible();
  await company.getByLabel('VAT number').fill('DE 136 695 976');
  await company.getByLabel('City').fill('Kranj');
  await company.getByRole('button', { name: 'Save company details' }).click();
  await expectToast(page, 'The company details have been saved.');
  await expect(company.getByLabel('VAT number')).toHaveValue('DE136695976');

  // Billing address (filled from the registration) and a new shipping address; removing one.
  const billing = page.getByRole('region', { name: 'Billing address' });
  await expect(billing.getByLabel('Street and number')).toHaveValue('Tržaška 5');
  await billing.getByLabel('Postal code').fill('');
  await billing.getByRole('button', { name: 'Save billing address' }).click();
  await expect(billing.getByText('Fill in this field.')).toBeVisible();
  await billing.getByLabel('Postal code').fill('1001');
  await billing.getByRole('button', { name: 'Save billing address' }).click();
  await expectToast(page, 'The billing address has been saved.');
  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipping.getByText('No shipping address yet.')).toBeVisible();
  await shipping.getByLabel('Street and number').fill('Calle Mayor 1');
  await shipping.getByLabel('Postal code').fill('28013');
  await shipping.getByLabel('City').fill('Madrid');
  await shipping.getByLabel('Country').selectOption({ label: 'Spain' });
  await shipping.getByRole('button', { name: 'Save shipping address' }).click();
  await expectToast(page, 'The shipping address has been saved.');
  await shipping.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'The shipping address has been removed.');
  await expect(shipping.getByText('No shipping address yet.')).toBeVisible();

  // Password: the current one must be right; the new one follows the rules.
  const passwordSection = page.getByRole('region', { name: 'Password' });
  await passwordSection.getByLabel('Current password').fill('not-my-password');
  await passwordSection.getByLabel('New password').fill('Kubik-firm-2027');
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByText('The e-mail address or password is not correct.')).toBeVisible();
  await passwordSection.getByLabel('Current password').fill(password);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, /Your password has been changed/);
  expect((await request.post('/api/users/login', { data: { email, password: 'Kubik-firm-2027' } })).status()).toBe(200);

  // E-mail address: pending until the link mailed to the new address is opened.
  const newEmail = unique('firm-new');
  const emailSection = page.getByRole('region', { name: 'Email address' });
  await emailSection.getByLabel('New email address').fill(newEmail);
  await emailSection.getByLabel('Current password').fill('Kubik-firm-2027');
  await emailSection.getByRole('button', { name: 'Change email address' }).click();
  await expectToast(page, `We sent a confirmation link to ${newEmail}.`);
  await expect(emailSection.getByText(`Waiting for confirmation: ${newEmail}.`, { exact: false })).toBeVisible();
  const mail = await mailTo(request, newEmail, 'change_email');
  await page.goto(linkIn(mail, '/confirm-email'));
  await expect(page.getByText(`Thank you: ${newEmail} is confirmed.`)).toBeVisible();
  await page.goto('/dashboard/account');
  await expect(
    page.getByRole('region', { name: 'Email address' }).getByText(`Now: ${newEmail}.`, { exact: false }),
  ).toBeVisible();

  // Export: a JSON download of everything kept about the user.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kubik-account.json');
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { email: string; company: { vatId: string } };
  };
  expect(exported.account.email).toBe(newEmail);
  expect(exported.account.company.vatId).toBe('DE136695976');
  await expectToast(page, 'Your data has been downloaded.');

  // Delete: a labelled dialog; Escape closes it; the password confirms; then home, signed out.
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await expectNoSeriousViolations(page, 'delete dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete my account…' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await dialog.getByLabel('Current password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog.getByText('The e-mail address or password is not correct.')).toBeVisible();
  await dialog.getByLabel('Current password').fill('Kubik-firm-2027');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectToast(page, 'Your account has been deleted. Goodbye.');
  expect(
    (await request.post('/api/users/login', { data: { email: newEmail, password: 'Kubik-firm-2027' } })).status(),
  ).toBe(401);
});

test('a private customer has no company section; the admin reads mails in the mailbox', async ({ page, request }) => {
  const email = unique('private');
  expect(
    (
      await request.post('/api/users', {
        data: { name: 'Luka Mlakar', email, password: 'Kubik-luka-2026', termsAccepted: true },
      })
    ).status(),
  ).toBe(201);
  await signIn(page, { email, password: 'Kubik-luka-2026', name: 'Luka Mlakar' } as never);
  await page.goto('/dashboard/account');
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Company details' })).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Customers do not find the mailbox; the admin does.
  await page.goto('/dashboard/admin/mailbox');
  await expectHeading(page, 'This page could not be found');
  await page.getByRole('button', { name: /Luka Mlakar/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, e2eUsers.admin);
  await page.goto('/dashboard/admin/mailbox');
  await expectHeading(page, 'Mailbox');
  const table = page.getByRole('table', { name: 'Mailbox' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText('Kept')).toBeVisible();
  await expect(page.getByText(/Page 1 of \d+ · \d+ in total/)).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard/admin/mailbox');

  await row.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(
    page
      .frameLocator('dialog iframe')
      .getByText(/Luka Mlakar/)
      .first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'mail dialog', '.mail__html');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Server-side paging: a smaller page size asks the server again.
  const asked = page.waitForRequest((r) => r.url().includes('/api/admin/mails?page=1&perPage=25'));
  await page.getByLabel('Rows per page').selectOption('25');
  await asked;
});
