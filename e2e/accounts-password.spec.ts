// A forgotten password (issue 4): the request answers the same whether or not the address has an
// account (nothing reveals who is registered), the mail carries a link, the link sets a new
// password under the rules, and works once.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminToken, mails, mailTo, unique } from './support/mailbox.ts';
import { animationsSettled, expectHeading, useLanguage } from './support/web-helpers.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

test('forgot and reset a password through its mail; the answer does not tell who has an account', async ({
  page,
  request,
}) => {
  const email = unique('reset');
  const created = await request.post('/api/users', {
    data: { name: 'Petra Zupan', email, password: 'Kubik-petra-2026', termsAccepted: true },
  });
  expect(created.status()).toBe(201);
  const stranger = unique('nobody');

  await page.goto('/forgot-password');
  await expectHeading(page, 'Forgot your password?');
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );

  // An address without an account gets exactly the same answer as one with an account.
  await page.getByLabel('Email').fill(stranger);
  await page.getByRole('button', { name: 'Send the link' }).click();
  const neutral = page.getByRole('status').filter({ hasText: 'If an account exists' });
  await expect(neutral).toHaveText(new RegExp(`If an account exists for ${stranger}`));
  const strangerText = (await neutral.innerText()).replace(stranger, 'ADDRESS');

  await page.getByRole('button', { name: 'Send to another address' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(neutral).toHaveText(new RegExp(`If an account exists for ${email}`));
  expect((await neutral.innerText()).replace(email, 'ADDRESS')).toBe(strangerText);

  const mail = await mailTo(request, email, 'reset_password');
  expect(await mails(request, 'reset_password', stranger, await adminToken(request))).toEqual([]);
  const link = /\/password-reset\?token=[^\s"<>]+/.exec(mail.text)![0];

  await page.goto(link);
  await expectHeading(page, 'Choose a new password');
  await expect(page.getByText(/At least 10 characters/)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the new password').fill('shorter');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Enter at least 10 characters.')).toBeVisible();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();

  // A common password is refused by the server, at the field, and the link is not spent.
  await page.getByLabel('New password', { exact: true }).fill('aaaaaaaaaaaa');
  await page.getByLabel('Repeat the new password').fill('aaaaaaaaaaaa');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  // At the field (the same words also come as a toast, which may or may not have appeared yet).
  await expect(page.getByRole('main').getByText('This password is too common. Choose another one.')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('Kubik-petra-2027');
  await page.getByLabel('Repeat the new password').fill('Kubik-petra-2027');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your new password is saved. Sign in with it.')).toBeVisible();

  // The new password signs in, the old one does not.
  expect((await request.post('/api/users/login', { data: { email, password: 'Kubik-petra-2026' } })).status()).toBe(
    401,
  );
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Kubik-petra-2027');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /Petra Zupan/ })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Kubik-petra-2028');
  await page.getByLabel('Repeat the new password').fill('Kubik-petra-2028');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link has expired or has already been used.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
