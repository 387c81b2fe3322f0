// "View in your room" (issue 23): a saved project's 3D view with a QR code on the desktop; the code,
// read with zbar as a phone's camera would, opens /ar/<token> in a browser that is not signed in,
// where model-viewer loads the hosted GLB; an altered token says the link does not work. An unsaved
// draft gets its code too: the server holds the design for the link.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/mailbox.ts';
import { e2eUsers, signIn, useLanguage } from './support/web-helpers.ts';
import { openConfigurator, prepare } from './configurator-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

/** The texts a QR code image holds, read with zbar off a screenshot of it. */
async function readCode(page: Page, testId: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'kubik-room-'));
  const png = join(dir, 'code.png');
  writeFileSync(png, await page.getByTestId(testId).screenshot());
  return execFileSync('zbarimg', ['-q', '--raw', png], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .split('\n')
    .filter(Boolean);
}

test('a saved design shows a QR code on the desktop that opens it in 3D on a phone without signing in', async ({
  page,
  browser,
  baseURL,
}) => {
  // The first 3D file is made by a fresh worker, and model-viewer lights its scene in SwiftShader.
  test.setTimeout(120_000);
  await signIn(page, e2eUsers.ana);
  await openConfigurator(page);
  await page.getByRole('button', { name: 'Add a cube', exact: true }).click();
  await page.getByLabel('Design name').fill('Room shelf');
  await page.getByLabel('Design name').press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/configurator\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'View in your room' }).click();
  const dialog = page.getByRole('dialog', { name: 'View in your room' });
  await expect(dialog.getByText("Scan with your phone's camera")).toBeVisible();
  await expectNoSeriousViolations(page, 'room view dialog', { include: '.modal' });

  const link = await dialog.getByTestId('room-qr').getAttribute('data-link');
  expect(link).toMatch(
    new RegExp(`^${baseURL!.replace(/[.:/]/g, '\\$&')}/ar/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`),
  );
  expect(await readCode(page, 'room-qr')).toEqual([link]);

  // The phone: another browser, nobody signed in, Slovenian.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await useLanguage(phone, baseURL!, 'sl');
  const onPhone = await phone.newPage();
  await onPhone.goto(link!);
  await expect(onPhone.getByRole('heading', { level: 1, name: 'Room shelf v vašem prostoru' })).toBeVisible();
  const viewer = onPhone.locator('model-viewer');
  await expect(viewer).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  // True size unless the customer unlocks it; the files the platform viewers fetch are the signed ones.
  await expect(viewer).toHaveAttribute('ar-scale', 'fixed');
  await expect(viewer).toHaveAttribute('ar-modes', 'webxr scene-viewer quick-look');
  expect(await viewer.evaluate((element) => (element as unknown as { ar: boolean }).ar)).toBe(true);
  // React sets model-viewer's `src` as its property, `ios-src` as an attribute.
  const glb = await viewer.evaluate((element) => (element as unknown as { src: string }).src);
  const usdz = await viewer.getAttribute('ios-src');
  const glbAnswer = await onPhone.request.get(glb);
  expect(glbAnswer.status()).toBe(200);
  expect((await glbAnswer.body()).subarray(0, 4).toString('latin1')).toBe('glTF');
  expect((await onPhone.request.get(usdz!)).headers()['content-type']).toContain('model/vnd.usdz+zip');
  await expectNoSeriousViolations(onPhone, 'ar page on a phone');

  // A token with one character of its signature changed is refused, in words.
  const at = link!.length - 10;
  await onPhone.goto(`${link!.slice(0, at)}${link![at] === 'A' ? 'B' : 'A'}${link!.slice(at + 1)}`);
  await expect(onPhone.getByText('Ta povezava ne deluje.', { exact: false })).toBeVisible();
  await phone.close();
});

test('an unsaved draft, a guest’s, shows its QR code too: the server holds the design for the link', async ({
  page,
  request,
}) => {
  await openConfigurator(page);
  await page.getByRole('button', { name: 'Add a cube', exact: true }).click();
  await page.getByLabel('Design name').fill('Draft shelf');
  await page.getByLabel('Design name').press('Enter');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'View in your room' }).click();
  const dialog = page.getByRole('dialog', { name: 'View in your room' });
  const code = dialog.getByTestId('room-qr');
  await expect(code).toHaveAttribute('data-link', /\/ar\/[\w-]+\.[\w-]+\.[\w-]+$/);
  const token = (await code.getAttribute('data-link'))!.split('/ar/')[1]!;
  // What the phone's page asks, without credentials: the draft's name and a GLB of it.
  const signed = await request.get(`/api/models/link?token=${token}`);
  expect(signed.status()).toBe(200);
  const { name, glb } = (await signed.json()) as { name: string; glb: string };
  expect(name).toBe('Draft shelf');
  expect((await (await request.get(glb)).body()).subarray(0, 4).toString('latin1')).toBe('glTF');
});
