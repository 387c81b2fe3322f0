// A failed route chunk (seed §2, §8): the app reloads the page — at the place the user was
// going — at most once per 60 s; a chunk that keeps failing then shows the error page.
import { expect, test } from '@playwright/test';
import { expectHeading, expectNewDesign, useLanguage } from './support/web-helpers.ts';

test('a failed chunk load reloads once, then shows the error page instead of looping', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL!, 'en');
  let failures = 0;
  await page.route(/\/assets\/ConfiguratorPages-[\w-]+\.js$/, async (route) => {
    failures += 1;
    await route.abort('failed');
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/');
  await expectHeading(page, /Design shelves and cabinets/);
  const started = Date.now();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Configurator' }).click();
  // The first failure reloads the page at /configurator; the chunk fails again there, and
  // within the 60 s guard the error page shows instead of another reload.
  await expect(page).toHaveURL(/\/configurator$/);
  await expectHeading(page, 'This part of Kubik could not be loaded. Check your connection and reload the page.');
  expect(loads).toBe(2);
  expect(failures).toBeGreaterThanOrEqual(2);
  const guard = Number(await page.evaluate<string | null>("sessionStorage.getItem('kubik.chunk-reload-at')"));
  expect(guard).toBeGreaterThanOrEqual(started - 1000);

  // Once the chunk loads again, the page works.
  await page.unroute(/\/assets\/ConfiguratorPages-[\w-]+\.js$/);
  await page.reload();
  await expectNewDesign(page);
});
