// Issue 13 items 3 and 6 in the browser: an admin opens a customer's project (read-only, saying
// whose it is, with the customer's PDF), publishes it as a configuration with its names and
// descriptions in three languages, a room and a picture of the scene, finds it first at /configuration
// (and under its room) in Slovenian, English and Spanish, moves it with the keyboard-reachable buttons, then unpublishes it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/mailbox.ts';
import { e2eUsers, signIn } from './support/web-helpers.ts';
import { cubes, openConfigurator, prepare } from './configurator-support.ts';

const grid = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'examples', 'grid-2x2.json'), 'utf8')) as unknown;

const run = Date.now().toString(36);
const names = { sl: `Stena ${run}`, en: `Wall ${run}`, es: `Pared ${run}` };

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

// Whatever happened in the test, its configuration does not stay published for the gallery's tests.
test.afterEach(async ({ request }) => {
  const login = await request.post('/api/users/login', {
    data: { email: e2eUsers.admin.email, password: e2eUsers.admin.password },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const list = (await (await request.get('/api/admin/configurations', { headers })).json()) as {
    items: { id: string; name: { en: string } }[];
  };
  for (const left of list.items.filter((item) => item.name.en === names.en))
    expect((await request.delete(`/api/admin/configurations/${left.id}`, { headers })).status()).toBeLessThan(300);
});

test("an admin publishes a customer's project as a configuration in three languages, then unpublishes it", async ({
  page,
  request,
}) => {
  // Ana's project, saved through the API (no thumbnail: the admin's capture becomes the picture).
  const login = await request.post('/api/users/login', {
    data: { email: e2eUsers.ana.email, password: e2eUsers.ana.password },
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const created = await request.post('/api/projects', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Ana's wall ${run}`, design: grid },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;

  await signIn(page, e2eUsers.admin);
  await openConfigurator(page, `/configurator/${projectId}`);
  // Whose it is, read-only: no name field, no Save.
  await expect(page.getByRole('note')).toHaveText(
    `Project of ${e2eUsers.ana.name} (${e2eUsers.ana.email}). You are viewing it as an administrator: read-only.`,
  );
  await expect(page.getByRole('heading', { level: 1, name: `Ana's wall ${run}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Design name' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  expect(await cubes(page)).toHaveLength(4);

  // The customer's PDF of someone else's project.
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem', { name: 'Download workshop PDF' })).toBeVisible();
  const pdf = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download PDF', exact: true }).click();
  expect((await pdf).suggestedFilename()).toBe(`Ana's wall ${run}.pdf`);

  // Publish: every language is required.
  await page.getByRole('button', { name: 'Publish as configuration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish as configuration' });
  await expect(dialog.getByRole('img', { name: `Picture of the design “Ana's wall ${run}”` })).toBeVisible();
  await dialog.getByLabel('Name (Slovenščina)').fill(names.sl);
  await dialog.getByLabel('Name (English)').fill(names.en);
  await dialog.getByLabel('Name (Español)').fill('');
  await dialog.getByLabel('Description (Slovenščina)').fill('Štiri kocke s hrbtišči.');
  await dialog.getByLabel('Description (English)').fill('Four cubes with backs.');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByLabel('Name (Español)')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('This field is required.')).toHaveCount(2);
  await dialog.getByLabel('Name (Español)').fill(names.es);
  await dialog.getByLabel('Description (Español)').fill('Cuatro cubos con trasera.');
  await dialog.getByLabel('Room').selectOption({ label: "Children's room" });
  await dialog.getByLabel('Place in the list (1 = first)').fill('1');
  await expectNoSeriousViolations(page, 'publish dialog', '.cfg-viewport');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();

  // The admin's list: first, with the picture of the scene.
  await expect(page).toHaveURL(/\/dashboard\/admin\/configurations$/);
  await expect(page.getByText('Published among the configurations.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Configurations' });
  const rows = list.getByRole('listitem');
  await expect(rows.first().getByRole('heading', { name: names.en })).toBeVisible();
  await expect(rows.first().locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  // Down one place and back, with the buttons (reachable by keyboard).
  await list.getByRole('button', { name: `Move “${names.en}” down` }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(1).getByRole('heading', { name: names.en })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `“${names.en}” is now in place 2` })).toBeAttached();
  await list.getByRole('button', { name: `Move “${names.en}” up` }).click();
  await expect(rows.first().getByRole('heading', { name: names.en })).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard/admin/configurations');
  // On a phone the rows stay within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // /configuration shows it first, in each language.
  await page.goto('/configuration');
  const cards = page.getByTestId('gallery-card');
  await expect(cards.first()).toContainText(names.en);
  await expect(cards.first()).toContainText("Children's room");
  // The gallery's room filter finds it under the room chosen when publishing.
  await page.getByRole('radio', { name: "Children's room" }).check();
  await expect(page).toHaveURL(/\/configuration\?room=children$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(names.en);
  await page.goBack();
  await expect(page).toHaveURL(/\/configuration$/);
  await expect(cards.first()).toContainText('Four cubes with backs.');
  await expect(cards.first().locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await page.getByLabel('Language').selectOption('sl');
  await expect(cards.first()).toContainText(names.sl);
  await expect(cards.first()).toContainText('Štiri kocke s hrbtišči.');
  await page.getByLabel('Jezik').selectOption('es');
  await expect(cards.first()).toContainText(names.es);
  await expect(cards.first()).toContainText('Cuatro cubos con trasera.');
  await page.getByLabel('Idioma').selectOption('en');
  await expect(cards.first()).toContainText(names.en);

  // The admin navigation leads to the list; unpublish there, and it is gone from /configuration.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Configurations' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/configurations$/);
  await page.getByRole('button', { name: `Unpublish “${names.en}”` }).click();
  await page
    .getByRole('dialog', { name: 'Unpublish the configuration?' })
    .getByRole('button', { name: 'Unpublish' })
    .click();
  await expect(page.getByText(`“${names.en}” is unpublished.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: names.en })).toHaveCount(0);
  await page.goto('/configuration');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(names.en)).toHaveCount(0);
});
