// A saved project's CNC package (issue 21): its labels' QR codes, read off the package's 100 × 50
// PDF at 300 dpi with zbar — as a phone's camera on the workshop's network would — open the
// project's piece page: the piece, its sizes and edges, where it goes, its sheet, its drawing with
// its holes. In Slovenian at 1280 × 800 and 390 × 844, English and Spanish spot-checked; a guest
// is sent to sign in, someone else's project is "not found".
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { oneCube, prepare } from './configurator-support.ts';
import { expectNoSeriousViolations } from './support/mailbox.ts';
import { registerCustomer, signInAs } from './shop-support.ts';
import { e2eUsers, signIn, storedToken, useLanguage } from './support/web-helpers.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

/** The links in the QR codes of the package's first label (100 × 50: one a page). */
async function packageLinks(page: Page, projectId: string): Promise<string[]> {
  const zip = await page.request.get(`/api/projects/${projectId}/cnc.zip?locale=sl`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(zip.status()).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'kubik-e2e-project-labels-'));
  try {
    writeFileSync(join(dir, 'labels.pdf'), unzipSync(new Uint8Array(await zip.body()))['labels/labels-100x50.pdf']!);
    execFileSync('pdftoppm', ['-r', '300', '-f', '1', '-l', '1', '-png', join(dir, 'labels.pdf'), join(dir, 'page')]);
    const png = readdirSync(dir).find((f) => f.endsWith('.png'))!;
    return execFileSync('zbarimg', ['-q', '--raw', join(dir, png)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const noSideScroll = (page: Page) =>
  page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

test("a label of a project's CNC package opens its piece, for the owner only", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, e2eUsers.ana);
  const created = await page.request.post('/api/projects', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: { name: 'Nočna omarica', design: oneCube },
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  const links = await packageLinks(page, projectId);
  expect(links).toHaveLength(1);
  const link = new URL(links[0]!);
  expect(link.pathname).toMatch(new RegExp(`^/dashboard/projects/${projectId}/pieces/[A-Z]\\d{3}-\\d+$`));
  const key = link.pathname.split('/').at(-1)!;

  // Slovenian, 1280 × 800: the piece, its facts, its drawing and holes.
  await useLanguage(context, baseURL!, 'sl');
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: `Kos ${projectId}/${key}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nočna omarica' })).toBeVisible();
  const facts = page.getByTestId('piece-facts');
  for (const text of ['Razrez (mm)', 'Robovi', 'Korpus', 'Plošča razreza', `${key.split('-')[0]}`])
    await expect(facts).toContainText(text);
  const drawing = page.getByRole('img', { name: /^Plošča [A-Z]\d{3}(-\d)? z luknjami$/ });
  await expect(drawing).toBeVisible();
  expect(await drawing.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: /^Luknje \([1-9]\d*\)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'K projektu' })).toHaveAttribute('href', `/configurator/${projectId}`);
  expect(await noSideScroll(page)).toBe(true);
  await expectNoSeriousViolations(page, 'the piece page at 1280 × 800');

  // A phone, 390 × 844: no sideways scrolling, the drawing fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(drawing).toBeVisible();
  expect((await drawing.boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await noSideScroll(page)).toBe(true);
  await expectNoSeriousViolations(page, 'the piece page at 390 × 844');

  // English and Spanish.
  for (const [locale, title, cut] of [
    ['en', 'Piece', 'Cut size (mm)'],
    ['es', 'Pieza', 'Medida de corte (mm)'],
  ] as const) {
    await useLanguage(context, baseURL!, locale);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `${title} ${projectId}/${key}` })).toBeVisible();
    await expect(facts).toContainText(cut);
  }

  // A guest is sent to sign in (and back after it); someone else sees "not found".
  const guest = await browser.newContext();
  await prepare(guest, baseURL!);
  const guestPage = await guest.newPage();
  await guestPage.goto(link.pathname);
  await expect(guestPage).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fprojects%2F/);
  await signInAs(
    guestPage,
    await registerCustomer(guestPage.request, 'Tone Tujec'),
    `/login?redirect=${encodeURIComponent(link.pathname)}`,
  );
  await expect(guestPage).toHaveURL(link.pathname);
  await expect(guestPage.getByRole('heading', { level: 1, name: 'No such piece' })).toBeVisible();
  await expect(guestPage.getByText('This could not be found.')).toBeVisible();
  await expectNoSeriousViolations(guestPage, 'the piece page of someone else');
  await guest.close();
});
