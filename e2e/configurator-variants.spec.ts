// Compare and keep (issue 22): a customer keeps the design as a variant, edits on, compares both
// with their prices as the price bar shows them, and flips back and forth; each flip is one undo
// step and the design on screen is never lost. In Slovenian, on a desktop and a phone.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/mailbox.ts';
import { useLanguage } from './support/web-helpers.ts';
import { cubes, oneCube, openConfigurator, seedDraft } from './configurator-support.ts';

async function fromMore(page: Page, item: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Več' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('keep a variant, edit on, compare both prices and flip between them', async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL!, 'sl');
      await context.addInitScript(() =>
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
          'kubik.testHook',
          '1',
        ),
      );
      await seedDraft(context, oneCube);
      await openConfigurator(page);
      const price = page.getByTestId('price');
      await expect(price).toHaveText(/€/);
      const one = (await price.textContent())!;

      await fromMore(page, 'Shrani kot različico');
      await expect(page.getByText('Shranjeno kot različica A.')).toBeVisible();
      await fromMore(page, 'Shrani kot različico');
      await expect(page.getByText('Ta načrt je že shranjen kot različica.')).toBeVisible();

      // Edit on: the cube duplicated beside itself.
      await page.evaluate(() =>
        (globalThis as unknown as { __kubik: { select(ids: string[]): void } }).__kubik.select(['a']),
      );
      await page.keyboard.press('Control+d');
      await expect.poll(async () => (await cubes(page)).length).toBe(2);
      await expect(price).not.toHaveText(one);
      const two = (await price.textContent())!;

      await fromMore(page, 'Različice (1)');
      const dialog = page.getByRole('dialog', { name: 'Različice tega načrta' });
      await expect(dialog.getByTestId('variant-current').getByTestId('variant-price')).toHaveText(two);
      const a = dialog.getByTestId('variant-A');
      await expect(a.getByTestId('variant-price')).toContainText(one);
      await expect(a.getByTestId('variant-price')).toContainText('(−');
      await expect(a).toContainText('kocke: 1');
      await expectNoSeriousViolations(page, `variants (${device})`, '.cfg-viewport canvas');
      await dialog.getByRole('button', { name: 'Odpri: Različica A' }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(async () => (await cubes(page)).length).toBe(1);
      await expect(price).toHaveText(one);

      // What was on screen is variant A now: the next flip brings it back.
      await fromMore(page, 'Različice (1)');
      await expect(a.getByTestId('variant-price')).toContainText(two);
      await expect(a).toContainText('kocke: 2');
      await dialog.getByRole('button', { name: 'Odpri: Različica A' }).click();
      await expect.poll(async () => (await cubes(page)).length).toBe(2);
      await expect(price).toHaveText(two);

      // A flip is one undo step.
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await cubes(page)).length).toBe(1);
      await expect(price).toHaveText(one);
    });
  });
}
