// Languages (issue 3): the 404 page in Slovenian (the default) and English, and a language
// chosen in the switcher surviving a reload through the i18n_redirected cookie.
import { expect, test } from '@playwright/test';
import { oneCube, openConfigurator, prepare, seedDraft } from './configurator-support.ts';
import { expectHeading, useLanguage } from './support/web-helpers.ts';

test('an unknown route shows the 404 page in Slovenian by default', async ({ page }) => {
  await page.goto('/ni-take-strani');
  await expectHeading(page, 'Te strani ni bilo mogoče najti');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Nazaj na domačo stran' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown route shows the 404 page in English, with the link home', async ({ page, context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
  await page.goto('/no/such/page');
  await expectHeading(page, 'This page could not be found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const home = page.getByRole('link', { name: 'Back to the home page' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('the language switch survives a reload and needs no URL prefix', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Začnite oblikovati' }).first()).toBeVisible();
  await page.getByLabel('Jezik').selectOption('es');
  await expect(page.getByRole('link', { name: 'Empezar a diseñar' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('es');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Empezar a diseñar' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByLabel('Idioma').selectOption('en');
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the browser language is not used', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'es-ES', baseURL: baseURL! });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await context.close();
});

test("the configurator's texts come with it, in the language in force, and follow a switch made there or before", async ({
  page,
}) => {
  // Slovenian by default, straight onto the configurator.
  await page.goto('/configurator');
  await expect(page.getByRole('heading', { name: 'Kako želite začeti?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj kocko', exact: true }).first()).toBeVisible();
  // Switched there: the configurator speaks Spanish at once.
  await page.getByLabel('Jezik').selectOption('es');
  await expect(page.getByRole('heading', { name: '¿Cómo quiere empezar?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Añadir cubo', exact: true }).first()).toBeVisible();
  // Switched on the landing page (English loaded before the configurator was), then back to it.
  await page.goto('/');
  await page.getByLabel('Idioma').selectOption('en');
  await page.getByRole('link', { name: 'Configurator', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'How would you like to start?' })).toBeVisible();
  await page.getByLabel('Language').selectOption('sl');
  await expect(page.getByRole('heading', { name: 'Kako želite začeti?' })).toBeVisible();
});

test('a first visit to the configurator in Slovenian fetches no English messages, no zod and no finding texts', async ({
  page,
}) => {
  // With data saver on, as the bench measures it: no idle prefetching of the pages behind the links.
  await page.addInitScript(
    `Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });`,
  );
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(en|zod|design-sl|design-en|design-es)-[\w-]+\.js$/.test(request.url())) fetched.push(request.url());
  });
  await page.goto('/configurator');
  await expect(page.getByRole('heading', { name: 'Kako želite začeti?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
});

test("a finding's message comes in the reader's language, its texts fetched when there is one to show", async ({
  page,
  context,
  baseURL,
}) => {
  await prepare(context, baseURL!);
  await useLanguage(context, baseURL!, 'sl');
  // One cube 400 mm up in the air: the rules say it floats.
  await seedDraft(context, { ...oneCube, elements: [{ ...oneCube.elements[0], position: { x: 0, y: 400, z: 0 } }] });
  const fetched: string[] = [];
  page.on('request', (request) => {
    const texts = /\/assets\/(design-(?:sl|en|es))-[\w-]+\.js$/.exec(request.url());
    if (texts) fetched.push(texts[1]!);
  });
  await openConfigurator(page);
  await expect(page.getByTestId('findings')).toContainText('Kocka lebdi: ne stoji na tleh niti na drugi kocki.');
  await expect(page.getByTestId('finding-marker')).toBeVisible();
  expect(fetched).toEqual(['design-sl']);
});

test('a text Slovenian lacks comes in English, the fallback, fetched then', async ({ page }) => {
  // The locales hold the same keys (locales.test.ts); here the served Slovenian messages lose one.
  await page.route(/\/assets\/sl-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: (await response.text()).replace(/"notFound":"Te strani ni bilo mogoče najti",?/, ''),
    });
  });
  await page.goto('/ni-take-strani');
  await expectHeading(page, 'This page could not be found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await expect(page.getByRole('link', { name: 'Nazaj na domačo stran' })).toBeVisible();
});
