// Projects in the browser: a guest's design survives sign-in and lands in the account; a saved
// project reloads; a saved project saves itself after an edit (and retries after a failure, and
// keeps the edit in this browser when the page is left before its save arrives); a
// share link opens read-only in a fresh browser, never autosaves, and stops when revoked;
// ready-made designs open in the configurator; the projects list asks in the app's dialogs, downloads
// the customer's PDF and the CNC files, and is a column of cards on a phone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eUsers, signIn, storedToken } from './support/web-helpers.ts';
import { cubes, oneCube, openConfigurator, prepare } from './configurator-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

test("a guest's design is kept across sign-in and saved to the account, then reloads", async ({ page }) => {
  await openConfigurator(page);
  await page.getByRole('button', { name: 'Add a cube', exact: true }).click();
  await page.getByRole('button', { name: 'Add a cube', exact: true }).click();
  await page.getByLabel('Design name').fill('Guest shelf');
  await page.getByLabel('Design name').press('Enter');
  await expect(page.getByTestId('cube-count')).toHaveText('2');
  await page.getByRole('button', { name: 'Save to my account' }).click();
  // The app's dialog: sign in or register, the design stays in this browser meanwhile.
  await page.getByRole('dialog', { name: 'Save your design' }).getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=%2Fconfigurator/);
  await page.getByLabel('Email').fill(e2eUsers.ana.email);
  await page.getByLabel('Password').fill(e2eUsers.ana.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/configurator\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('cube-count')).toHaveText('2');
  await expect(page.getByLabel('Design name')).toHaveValue('Guest shelf');
  expect(await page.evaluate("localStorage.getItem('kubik.configurator.draft')")).toBeNull();

  await page.reload();
  await expect(page.getByTestId('cube-count')).toHaveText('2');
  expect((await cubes(page)).map((c) => c.position!.x)).toEqual([0, 400]);

  await page.goto('/dashboard/projects');
  await expect(page.getByRole('link', { name: 'Guest shelf' })).toBeVisible();
});

test('save, reload, share in a fresh browser, revoke', async ({ page, browser, baseURL }) => {
  await signIn(page, e2eUsers.admin);
  await openConfigurator(page);
  await page.getByRole('button', { name: 'Add a cube', exact: true }).click();
  await page.getByLabel('Design name').fill('Shared cube');
  await page.getByLabel('Design name').press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/configurator\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Saved.')).toBeVisible();

  // Edit and save again, then reload: the change is there.
  await page.getByRole('button', { name: 'Add a cube', exact: true }).click();
  await expect(page.getByTestId('cube-count')).toHaveText('2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.').first()).toBeVisible();
  // Nothing left unsaved (the autosave agrees), so the reload leaves without the browser's prompt.
  await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-status', 'saved');
  await page.reload();
  await expect(page.getByTestId('cube-count')).toHaveText('2');

  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Create link' }).click();
  const url = await page.getByLabel('Share link').inputValue();
  expect(url).toMatch(/\/configurator\/share\/[A-Za-z0-9_-]+$/);

  const fresh = await browser.newContext();
  await prepare(fresh, baseURL!);
  const guest = await fresh.newPage();
  await guest.goto(url);
  await expect(guest.getByText('Shared design, view only')).toBeVisible();
  await expect(guest.getByRole('heading', { level: 1, name: 'Shared cube' })).toBeVisible();
  await expect(guest.getByTestId('cube-count')).toHaveText('2');
  await expect(guest.getByRole('button', { name: 'Add a cube', exact: true })).toHaveCount(0);
  await expect(guest.getByTestId('autosave-status')).toHaveCount(0);
  await guest.getByRole('button', { name: 'Copy to my projects' }).click();
  await expect(guest).toHaveURL(/\/login\?redirect=/);

  await page.getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByText('The link no longer works.')).toBeVisible();
  await guest.goto(url);
  await expect(guest.getByRole('heading', { level: 1, name: /not found/ })).toBeVisible();
  await fresh.close();
});

/** Signs Ana in and saves a one-cube design named `name`: the page is then the project's. */
async function savedProject(page: Page, name: string): Promise<void> {
  await signIn(page, e2eUsers.ana);
  await openConfigurator(page);
  await page.getByRole('button', { name: 'Add a cube', exact: true }).click();
  await page.getByLabel('Design name').fill(name);
  await page.getByLabel('Design name').press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/configurator\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('autosave-status')).toHaveText('Saved');
}

test('a saved project saves itself after an edit, once', async ({ page }) => {
  await savedProject(page, 'Autosaved');
  const status = page.getByTestId('autosave-status');

  // An edit, no Save button: after the pause it is on the server.
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/projects\//.test(request.url())) puts.push(request.url());
  });
  await page.getByRole('button', { name: 'Add a cube', exact: true }).click();
  await expect(page.getByTestId('cube-count')).toHaveText('2');
  await expect(status).toHaveText('Saving…');
  await expect(status).toHaveText('Saved', { timeout: 8000 });
  expect(puts).toHaveLength(1);
  await page.reload();
  await expect(page.getByTestId('cube-count')).toHaveText('2');
});

test('a failed save says so, keeps the edit (across a reload too) and retries', async ({ page }) => {
  await savedProject(page, 'Not yet saved');
  const status = page.getByTestId('autosave-status');

  // The server fails: the status says so and the edit stays; "retry" saves it once the server answers.
  await page.route('**/api/projects/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Add a cube', exact: true }).click();
  await expect(page.getByTestId('cube-count')).toHaveText('2');
  const retry = page.getByRole('button', { name: 'Not saved — retry' });
  await expect(retry).toBeVisible({ timeout: 8000 });
  await expect(page.getByTestId('cube-count')).toHaveText('2');
  // Even leaving the page meanwhile loses nothing: this browser kept the edit and offers it back.
  await page.reload();
  await expect(
    page.getByText('Unsaved changes kept in this browser were restored; they are being saved.'),
  ).toBeVisible();
  await expect(page.getByTestId('cube-count')).toHaveText('2');
  await expect(retry).toBeVisible({ timeout: 8000 });
  await page.unroute('**/api/projects/*');
  await retry.click();
  await expect(status).toHaveText('Saved');
  await page.reload();
  await expect(page.getByTestId('cube-count')).toHaveText('2');
  expect(
    await page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('kubik.configurator.unsaved'))"),
  ).toEqual([]);
});

test('leaving the page while its save is still on the way keeps the edit in this browser', async ({ page }) => {
  await savedProject(page, 'Left in a hurry');

  // Saves never get an answer, as when the tab is gone before the server answers.
  const held: { abort: () => Promise<void> }[] = [];
  let holding = true;
  await page.route('**/api/projects/*', (route) => {
    if (holding && route.request().method() === 'PUT') held.push(route);
    else void route.fallback();
  });
  await page.getByRole('button', { name: 'Add a cube', exact: true }).click();
  await expect(page.getByTestId('cube-count')).toHaveText('2');
  // Before the autosave's pause is over: the page goes, its save with it.
  await page.reload();
  await expect(
    page.getByText('Unsaved changes kept in this browser were restored; they are being saved.'),
  ).toBeVisible();
  await expect(page.getByTestId('cube-count')).toHaveText('2');

  holding = false;
  for (const route of held.splice(0)) await route.abort().catch(() => undefined);
  await expect(page.getByTestId('autosave-status')).toHaveText('Saved', { timeout: 20_000 });
  await page.reload();
  await expect(page.getByTestId('cube-count')).toHaveText('2');
  expect(
    await page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('kubik.configurator.unsaved'))"),
  ).toEqual([]);
});

test('ready-made designs open in the configurator, named in the language of the page, with pictures', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'sl', url: baseURL! }]);
  await page.goto('/configuration');
  const card = page.getByRole('link', { name: /Mreža 2 × 2/ });
  await expect(card).toBeVisible();
  // A picture drawn from the design itself, not an empty box.
  await expect(card.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await card.click();
  await expect(page).toHaveURL(/\/configurator$/);
  await expect(page.getByTestId('cube-count')).toHaveText('4');
  await expect(page.getByLabel('Ime načrta')).toHaveValue('Mreža 2 × 2');
});

test("the projects list renames and deletes in the app's dialogs, duplicates, and downloads the customer's PDF and the CNC files", async ({
  page,
}) => {
  // Any browser dialog (prompt, confirm) fails the test: the app asks in its own.
  page.on('dialog', (dialog) => {
    throw new Error(`a browser dialog: ${dialog.type()} "${dialog.message()}"`);
  });
  await signIn(page, e2eUsers.ana);
  await openConfigurator(page);
  await page.getByRole('button', { name: 'Add a cube', exact: true }).click();
  await page.getByLabel('Design name').fill('List me');
  await page.getByLabel('Design name').press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/configurator\/[0-9a-f-]{36}$/);

  await page.goto('/dashboard/projects');
  const row = page.getByRole('row', { name: /List me/ });
  await expect(row).toBeVisible();
  await expect(row.locator('img.project-thumb')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  // The owner's downloads: the customer's PDF (a cover with the price, no cutting plan) and the ZIP.
  const pdf = page.waitForEvent('download');
  await row.getByRole('button', { name: 'PDF' }).click();
  expect((await pdf).suggestedFilename()).toBe('List me.pdf');
  const bytes = readFileSync((await (await pdf).path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain('Including VAT');
  expect(text).not.toContain('Cutting plan');
  const zip = page.waitForEvent('download');
  await row.getByRole('button', { name: 'CNC files (ZIP)' }).click();
  expect((await zip).suggestedFilename()).toBe('List me.zip');

  await row.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('link', { name: 'List me (copy)' })).toBeVisible();

  // Rename: the app's dialog, an empty name is refused with a message, Enter saves.
  await page
    .getByRole('row', { name: /List me \(copy\)/ })
    .getByRole('button', { name: 'Rename' })
    .click();
  const rename = page.getByRole('dialog', { name: 'Rename the project' });
  await expect(rename.getByLabel('New name')).toHaveValue('List me (copy)');
  await rename.getByLabel('New name').fill('  ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('Enter a name.')).toBeVisible();
  await rename.getByLabel('New name').fill('Listed and renamed');
  await rename.getByLabel('New name').press('Enter');
  await expect(rename).toBeHidden();
  await expect(page.getByRole('link', { name: 'Listed and renamed' })).toBeVisible();

  // Delete: the app's dialog; "Keep it" keeps it, "Delete" deletes it.
  const renamed = page.getByRole('row', { name: /Listed and renamed/ });
  await renamed.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the project?' });
  await expect(confirm).toContainText('Delete “Listed and renamed”? This cannot be undone.');
  await confirm.locator('.confirm__buttons').getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('link', { name: 'Listed and renamed' })).toBeVisible();
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Listed and renamed' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'List me', exact: true })).toBeVisible();
});

test('on a 390 × 844 phone each project is a card: its name, count, date and every action fit the screen', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await prepare(context, baseURL!);
  const page = await context.newPage();
  await signIn(page, e2eUsers.ana);
  const token = await storedToken(page);
  const created = await page.request.post('/api/projects', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Omara za spalnico z dolgim imenom, ki se mora prelomiti', design: oneCube },
  });
  expect(created.status()).toBe(201);

  await page.goto('/dashboard/projects');
  const row = page.getByRole('row', { name: /Omara za spalnico/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/Cubes: 1 · /);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  const scroller = await page
    .locator('.table-scroll')
    .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroller.scroll).toBeLessThanOrEqual(scroller.client);
  const card = (await row.boundingBox())!;
  for (const name of ['Rename', 'Duplicate', 'PDF', 'CNC files (ZIP)', 'Delete']) {
    const box = (await row.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(card.x);
    expect(box.x + box.width, name).toBeLessThanOrEqual(Math.min(card.x + card.width, 390) + 0.5);
  }
  // Delete asks in the app's dialog here too, and fits the screen.
  await row.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the project?' });
  const box = (await confirm.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(row).toHaveCount(0);
  await context.close();
});

/** The text of a PDF (pdftotext, from poppler-utils, as the unit tests use). */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'kubik-e2e-')), 'file.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}
