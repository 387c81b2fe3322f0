// The configurator's documents in a real browser: "Download PDF" in the menu downloads the design as
// a PDF named after it (guests too), and the assembly panel lists the numbered steps with parts and
// drawings.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openConfigurator, oneCube, prepare, seedDraft } from './configurator-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
  await seedDraft(context, oneCube);
});

test('a guest exports the design as a PDF named after it, from the menu', async ({ page }) => {
  await openConfigurator(page);
  await page.getByRole('button', { name: 'More' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Test unit.pdf');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(page.getByRole('status').filter({ hasText: 'Preparing PDF…' })).toHaveCount(0);
});

test('a failed export says why in a toast', async ({ page }) => {
  await page.route('**/api/designs/pdf', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many PDFs, try again later.' } }),
    }),
  );
  await openConfigurator(page);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Download PDF' }).click();
  await expect(page.getByText('Too many PDFs, try again later.')).toBeVisible();
});

test('the assembly panel lists the steps with parts and a drawing each', async ({ page }) => {
  await openConfigurator(page);
  await expect(page.getByTestId('assembly-steps')).toHaveCount(0);
  await page.getByRole('button', { name: /^Assembly/ }).click();
  const first = page.getByTestId('assembly-steps').locator('li[data-step="1"]');
  await expect(first.getByRole('heading', { name: 'Step 1' })).toBeVisible();
  await expect(first.getByTestId('step-part').first()).toHaveText(/^\S+ × \d+$/);
  await expect(first.getByRole('img', { name: 'Drawing of step 1' }).locator('svg polygon').first()).toBeAttached();
});
