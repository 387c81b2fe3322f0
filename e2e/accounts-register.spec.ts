// Registration (issue 4) through the UI: a customer and a company, field errors in the user's
// language at the field (the browser's zod and the server's), the verify page with its resend
// wait, and the confirmation link read from the mail (kept in the database: the e2e server has no
// SMTP_URL) through the admin mailbox API.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, linkIn, mailTo, unique } from './support/mailbox.ts';
import { e2eUsers, expectHeading, useLanguage } from './support/web-helpers.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

test('a customer registers, is signed in, and confirms the address through the link in the mail', async ({
  page,
  request,
}) => {
  const email = unique('customer');
  await page.goto('/register');
  await expectHeading(page, 'Create an account');
  const form = page.getByRole('form', { name: 'Private customer' });

  // The browser checks first, in English, at each field.
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Fill in this field.').first()).toBeVisible();
  await expect(form.getByText('Accept the terms of sale to create an account.')).toBeVisible();
  await form.getByLabel('Full name').fill('Maja Kovač');
  await form.getByLabel('Email').fill('maja@');
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('This does not look like an email address.')).toBeVisible();
  await expect(form.getByText('Enter at least 10 characters.')).toBeVisible();
  await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

  // The server's own refusal (a common password) lands at the field; nothing typed is lost.
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('aaaaaaaaaaaa');
  await form.getByLabel(/I accept the terms/).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('This password is too common. Choose another one.')).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('Maja Kovač');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel(/I accept the terms/)).toBeChecked();

  await form.getByLabel('Password').fill('Kubik-maja-2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-your-email$/);
  await expectHeading(page, 'Check your inbox');
  await expect(page.getByText(email)).toBeVisible();
  // Signed in (the plain layout has no account menu): the resend button is for the signed-in user.
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  await expectNoSeriousViolations(page, '/verify-your-email');

  // The registration mail went out less than a minute ago: the server says wait, the page counts down.
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(/You can ask for another link in \d+ s\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeDisabled();

  const mail = await mailTo(request, email, 'confirm_email');
  await page.goto(linkIn(mail, '/confirm-email'));
  await expectHeading(page, 'Email address confirmed');
  await expect(page.getByText(`Thank you: ${email} is confirmed.`)).toBeVisible();
  await expectNoSeriousViolations(page, '/confirm-email (done)');

  await page.goto('/verify-your-email');
  await expectHeading(page, 'Your email address is confirmed');

  // The link is spent: opening it again explains that, with the way on.
  await page.goto(linkIn(mail, '/confirm-email'));
  await expectHeading(page, 'This link no longer works');
  await expect(page.getByRole('alert')).toHaveText('The link has expired or has already been used.');
});

test('a company registers with its VAT number and address', async ({ page, request }) => {
  const email = unique('company');
  await page.goto('/register');
  await page.getByRole('tab', { name: /Company/ }).click();
  await expect(page.getByRole('tab', { name: /Company/ })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Company' });
  await expectNoSeriousViolations(page, '/register (company)');

  await form.getByLabel('Company name').fill('Mizarstvo Kos d.o.o.');
  await form.getByLabel('VAT number').fill('SI1234567');
  await form.getByLabel('Street and number').fill('Gorenjska cesta 12');
  await form.getByLabel('Postal code').fill('4000');
  await form.getByLabel('City').fill('Kranj');
  await expect(form.getByLabel('Country')).toHaveValue('SI');
  await form.getByLabel('Country').selectOption({ label: 'Austria' });
  await form.getByLabel('Full name').fill('Janez Kos');
  await form.getByLabel('Email').fill(e2eUsers.ana.email);
  await form.getByLabel('Password').fill('Kubik-kos-2026');
  await form.getByLabel(/I accept the terms/).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('This VAT number does not have the right format for its country.')).toBeVisible();

  await form.getByLabel('VAT number').fill('SI12345670');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('This VAT number is not valid: its check digit does not match.')).toBeVisible();

  // An address that already has an account: the server's message at the e-mail field.
  await form.getByLabel('VAT number').fill('ATU13585627');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('An account with this e-mail address already exists.').first()).toBeVisible();
  await expect(form.getByLabel('Company name')).toHaveValue('Mizarstvo Kos d.o.o.');
  await expect(form.getByLabel('Country')).toHaveValue('AT');

  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-your-email$/);
  await expect(page.getByText(email)).toBeVisible();

  const mail = await mailTo(request, email, 'confirm_email');
  await page.goto(linkIn(mail, '/confirm-email'));
  await expectHeading(page, 'Email address confirmed');

  // Signed in as the company: its details are on the account page.
  await page.goto('/dashboard/account');
  const company = page.getByRole('region', { name: 'Company details' });
  await expect(company.getByLabel('Company name')).toHaveValue('Mizarstvo Kos d.o.o.');
  await expect(company.getByLabel('VAT number')).toHaveValue('ATU13585627');
  await expect(company.getByLabel('Country')).toHaveValue('AT');
});

test('field errors follow the language, country names too', async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL!, 'sl');
  await page.goto('/register');
  await expectHeading(page, 'Ustvarite račun');
  await page.getByRole('tab', { name: /Podjetje/ }).click();
  const form = page.getByRole('form', { name: 'Podjetje' });
  await expect(form.getByLabel('Država').locator('option:checked')).toHaveText('Slovenija');
  await form.getByRole('button', { name: 'Ustvari račun' }).click();
  await expect(form.getByText('Izpolnite to polje.').first()).toBeVisible();
  await expect(form.getByText('Za odprtje računa se strinjajte s pogoji poslovanja.')).toBeVisible();

  await page.getByLabel('Jezik').selectOption('es');
  await expectHeading(page, 'Crear una cuenta');
  const spanish = page.getByRole('form', { name: 'Empresa' });
  await expect(spanish.getByText('Rellene este campo.').first()).toBeVisible();
  await expect(spanish.getByLabel('País').locator('option:checked')).toHaveText('Eslovenia');
});

test('an unknown or used confirmation link is explained, and the pages pass axe on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/confirm-email?token=not-a-real-token-0123456789');
  await expectHeading(page, 'This link no longer works');
  await expect(page.getByRole('link', { name: 'Sign in to get a new link' })).toBeVisible();
  await expectNoSeriousViolations(page, '/confirm-email (expired)');
  for (const path of [
    '/register',
    '/verify-your-email',
    '/forgot-password',
    '/password-reset?token=0123456789abcdef0123',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  }
  // The company form, with its long country names, fits too.
  await page.goto('/register');
  await page.getByRole('tab', { name: /Company/ }).click();
  await expect(page.getByRole('form', { name: 'Company' })).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
});
