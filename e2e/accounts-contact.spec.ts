// The contact dialog (issue 4): opened from the footer, an accessible modal (labelled, focus kept
// inside, Escape closes and focus returns), guests give their address, signed-in users do not;
// the message is stored, mailed to staff and confirmed with a toast.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { mails } from './support/mailbox.ts';
import { animationsSettled, e2eUsers, signIn, useLanguage } from './support/web-helpers.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

test('a guest writes to us from the footer', async ({ page, request }) => {
  const email = `guest-${Date.now()}@kubik.test`;
  await page.goto('/');
  const open = page.getByRole('contentinfo').getByRole('button', { name: 'Contact us' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your message')).toBeFocused();
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );

  // Focus stays in the dialog however far one tabs.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate<boolean>("!!document.activeElement && !!document.activeElement.closest('dialog')")).toBe(
      true,
    );
  }

  // Escape closes; what was typed is still there when it opens again; focus returns to the button.
  await dialog.getByLabel('Your message').fill('Can a cube be 450 mm deep?');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await expect(dialog.getByLabel('Your message')).toHaveValue('Can a cube be 450 mm deep?');

  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Enter your email address so we can answer.')).toBeVisible();
  await dialog.getByLabel('Your email address').fill('guest@');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('This does not look like an email address.')).toBeVisible();
  await dialog.getByLabel('Your email address').fill(email);
  await dialog.getByLabel('Your name (optional)').fill('Gost');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.locator('.Toastify__toast').filter({ hasText: 'Thank you. Your message has been sent' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await mails(request, 'contact_receipt')).some((mail) => mail.to === email)).toBe(true);
  expect(
    (await mails(request, 'contact_staff')).some(
      (mail) => mail.to === e2eUsers.admin.email && mail.text.includes('Can a cube be 450 mm deep?'),
    ),
  ).toBe(true);
});

test('a signed-in user is answered at the account address, from the sign-in page too', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact us' }).getByLabel('Your email address')).toBeVisible();
  await page.keyboard.press('Escape');

  await signIn(page, e2eUsers.ana);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog.getByText(`We will answer at ${e2eUsers.ana.email}`)).toBeVisible();
  await expect(dialog.getByLabel('Your email address')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Write your message.')).toBeVisible();
  await dialog.getByLabel('Your message').fill('Please call me about my order.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.locator('.Toastify__toast').filter({ hasText: 'Thank you. Your message has been sent' }),
  ).toBeVisible();
});
