// The configurator's smaller promises of issue 15, each checked in the browser: a list row or a
// finding hovered lights its cube up in 3D; the saved image is the design as it is (no selection
// tint, handles or "+" markers); nothing is fetched from another site (textures ship with the app);
// no developer button; "add" with nothing selected says what to select; on a phone the scene, the
// one-row tools and the price bar are in view together; the owner's menu downloads the customer's
// PDF and the CNC files.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eUsers, signIn } from './support/web-helpers.ts';
import { cubes, oneCube, openConfigurator, prepare, seedDraft, setView } from './configurator-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

const cube = (id: string, x: number, y = 0) => ({
  id,
  kind: 'cube',
  position: { x, y, z: 0 },
  size: { width: 400, height: 400, depth: 400 },
});

/** The colours of a row of pixels of the page as drawn (a screenshot, decoded in the page). */
async function pixels(page: Page, at: { x: number; y: number }, width = 1): Promise<[number, number, number][]> {
  const png = await page.screenshot({ clip: { x: Math.round(at.x), y: Math.round(at.y), width, height: 1 } });
  return page.evaluate<[number, number, number][]>(`(async () => {
    const bytes = Uint8Array.from(atob(${JSON.stringify(png.toString('base64'))}), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(${width}, 1);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, ${width}, 1).data;
    return Array.from({ length: ${width} }, (_, i) => [data[4 * i], data[4 * i + 1], data[4 * i + 2]]);
  })()`);
}

async function pixel(page: Page, at: { x: number; y: number }): Promise<[number, number, number]> {
  return (await pixels(page, at))[0]!;
}

/** How amber (#f2b33d, the highlight) a row of pixels is on average: red and green over blue. */
const amber = (row: [number, number, number][]) =>
  row.reduce((sum, [r, g, b]) => sum + (r + g) / 2 - b, 0) / row.length;

async function framesAfter(page: Page, run: () => Promise<void>): Promise<void> {
  const before = await page.evaluate(() =>
    (globalThis as unknown as { __kubik: { frames(): number } }).__kubik.frames(),
  );
  await run();
  await page.waitForFunction(
    (n) => (globalThis as unknown as { __kubik: { frames(): number } }).__kubik.frames() > n,
    before,
  );
}

test('hovering a cube in the list, or a finding, lights the cube up in 3D', async ({ context, page }) => {
  // Two cubes side by side and one floating above the right one: a finding names the floating cube.
  await seedDraft(context, {
    schemaVersion: 1,
    name: 'Lights',
    settings: {},
    elements: [cube('cube-1', 0), cube('cube-2', 400), cube('cube-3', 1200, 400)],
  });
  await openConfigurator(page);
  await setView(page, 'front');
  const left = await page.evaluate(() =>
    (globalThis as unknown as { __kubik: { screenOf(id: string): { x: number; y: number } } }).__kubik.screenOf(
      'cube-1',
    ),
  );
  // A point on the left cube's side board, just inside its left edge (the board, not the hole).
  const positions = () =>
    page.evaluate(() => {
      const hook = (globalThis as unknown as { __kubik: { screenOf(id: string): { x: number; y: number } } }).__kubik;
      const a = hook.screenOf('cube-1');
      const b = hook.screenOf('cube-2');
      const c = hook.screenOf('cube-3');
      const half = (b.x - a.x) / 2;
      return [
        { x: a.x - half + 3, y: a.y },
        { x: c.x - half, y: c.y, width: Math.round(2 * half) },
      ] as const;
    });
  const [side] = await positions();
  expect(side.x).toBeLessThan(left.x);
  const plain = await pixel(page, side);

  await page.getByRole('tab', { name: /Cubes/ }).click();
  await framesAfter(page, () => page.getByRole('button', { name: 'Bottom row, first from the left' }).hover());
  const lit = await pixel(page, side);
  // The highlight is amber: different from the plain board, and warmer.
  expect(lit).not.toEqual(plain);
  expect(amber([lit])).toBeGreaterThan(amber([plain]) + 10);
  await framesAfter(page, () => page.mouse.move(5, 5));
  expect(await pixel(page, side)).toEqual(plain);

  // A finding about the floating cube lights that cube (amber over its red error tint), not the left one.
  const finding = page
    .getByTestId('findings')
    .getByText(/floats/i)
    .first();
  await expect(finding).toBeVisible();
  // Hovered once, the page has scrolled the finding clear of the fixed price bar; measure from there.
  await framesAfter(page, () => finding.hover());
  await framesAfter(page, () => page.mouse.move(5, 5));
  const [sideNow, floating] = await positions();
  const sidePlain = await pixel(page, sideNow);
  const floatingPlain = await pixels(page, floating, floating.width);
  await framesAfter(page, () => finding.hover());
  expect(await pixel(page, sideNow)).toEqual(sidePlain);
  // Its boards on that row (not the floor seen through it) turn amber.
  const floatingLit = await pixels(page, floating, floating.width);
  const warmer = floatingLit.filter((p, i) => amber([p]) > amber([floatingPlain[i]!]) + 8).length;
  expect(warmer).toBeGreaterThanOrEqual(5);
});

test('the saved image shows the design as it is: the same with a cube selected and "+" markers shown as with nothing', async ({
  context,
  page,
}) => {
  await seedDraft(context, {
    schemaVersion: 1,
    name: 'Clean',
    settings: {},
    elements: [cube('cube-1', 0), cube('cube-2', 400)],
  });
  await openConfigurator(page);
  await setView(page, 'iso');
  type Hook = { capture(): string | null; select(ids: string[]): void; frames(): number };
  const capture = () => page.evaluate(() => (globalThis as unknown as { __kubik: Hook }).__kubik.capture());
  // The scene has settled when two captures in a row are the same (its textures load after the first frame).
  let plain = await capture();
  await expect
    .poll(async () => {
      const again = await capture();
      const settled = again === plain;
      plain = again;
      return settled;
    })
    .toBe(true);
  expect(plain).toMatch(/^data:image\/png;base64,/);
  await framesAfter(page, () =>
    page.evaluate(() => (globalThis as unknown as { __kubik: Hook }).__kubik.select(['cube-2'])),
  );
  await framesAfter(page, () => page.getByRole('button', { name: 'Add cube', exact: true }).click());
  expect(await capture()).toBe(plain);
});

test('the configurator fetches nothing from another site, has no developer button, and "add" with nothing selected says what to select', async ({
  context,
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin)
      foreign.push(request.url());
  });
  await seedDraft(context, {
    schemaVersion: 1,
    name: 'Oak',
    settings: { material: 'plywood-birch-18' },
    elements: [cube('cube-1', 0), cube('cube-2', 400)],
  });
  await openConfigurator(page);
  await setView(page, 'iso');
  await expect.poll(async () => (await cubes(page)).length).toBe(2);
  await page.getByRole('tab', { name: 'Design' }).click();
  await page.getByRole('radio', { name: /Oak/ }).first().click();
  expect(foreign).toEqual([]);

  await expect(page.getByRole('button', { name: /server/i })).toHaveCount(0);

  await page.getByRole('tab', { name: /Shelves/ }).click();
  await page.getByRole('button', { name: 'Add a shelf', exact: true }).click();
  await expect(
    page.getByText('Select a cube first: tap it in the scene or pick it under Cubes, then add this.'),
  ).toBeVisible();
});

test('on a 390 × 844 phone the scene, the tools in one row and the price bar are all on the screen at once', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await prepare(context, baseURL!);
  await seedDraft(context, { ...oneCube, name: 'Shelf 3 × 2' });
  const page = await context.newPage();
  await openConfigurator(page);
  const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
  const canvas = await box('.cfg-viewport canvas');
  const price = await box('.cfg-pricebar');
  const tools = await page
    .locator('.cfg-toolbar button:visible, .cfg-toolbar select:visible')
    .evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, right: r.right })),
    );
  expect(tools.length).toBeGreaterThan(3);
  for (const t of tools) {
    expect(Math.abs(t.top - tools[0]!.top)).toBeLessThanOrEqual(2);
    expect(t.right).toBeLessThanOrEqual(390);
  }
  expect(tools[0]!.bottom).toBeLessThanOrEqual(844);
  // At least half of the screen's height is scene, and the price bar lies wholly on the screen, under it.
  const visibleScene = Math.min(canvas.y + canvas.height, price.y) - Math.max(canvas.y, tools[0]!.bottom);
  expect(visibleScene).toBeGreaterThan(844 / 2);
  expect(price.y).toBeGreaterThanOrEqual(0);
  expect(price.y + price.height).toBeLessThanOrEqual(844 + 0.5);
  await expect(page.getByTestId('price')).toBeInViewport();
  // The design's name is read whole beside a short "Save" (its name still the whole phrase).
  const name = await page
    .getByLabel('Design name')
    .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(name.scroll).toBeLessThanOrEqual(name.client);
  await expect(page.getByRole('button', { name: 'Save to my account' })).toHaveJSProperty('innerText', 'Save');
  await context.close();
});

test("the owner's menu downloads the customer's PDF (a cover with the price, no cutting plan) and the CNC files", async ({
  page,
}) => {
  await signIn(page, e2eUsers.ana);
  await openConfigurator(page);
  await page.getByRole('button', { name: 'Add a cube', exact: true }).click();
  await page.getByLabel('Design name').fill('Menu files');
  await page.getByLabel('Design name').press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/configurator\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;

  await page.getByRole('button', { name: 'More' }).click();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('Menu files.pdf');
  const file = join(mkdtempSync(join(tmpdir(), 'kubik-e2e-')), 'menu.pdf');
  writeFileSync(file, readFileSync((await pdf.path())!));
  const cover = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
  expect(cover).toContain('Menu files');
  expect(cover).toMatch(/€\d+\.\d\d/);
  expect(cover).toContain(`/configurator/${id}`);
  expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).not.toContain('Cutting plan');

  await page.getByRole('button', { name: 'More' }).click();
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download CNC files (ZIP)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe('Menu files.zip');
  expect(
    readFileSync((await zip.path())!)
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');
});

for (const screen of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`on a ${screen.name} the empty scene shows a ghost cube with its "+" where the first cube goes, and a click there puts it`, async ({
    browser,
    baseURL,
  }) => {
    const phone = screen.width < 500;
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      ...(phone ? { isMobile: true, hasTouch: true } : {}),
    });
    await prepare(context, baseURL!);
    const page = await context.newPage();
    await openConfigurator(page);
    await expect(page.getByTestId('start-panel')).toBeVisible();
    const plus = await page.waitForFunction(() =>
      (
        globalThis as unknown as { __kubik: { screenOfSlot(c: string, f: string): { x: number; y: number } | null } }
      ).__kubik.screenOfSlot('', 'top'),
    );
    const at = (await plus.jsonValue()) as { x: number; y: number };
    // The "+" is on the scene, not under the start card, and the ghost is drawn there (not the bare floor).
    const canvas = (await page.locator('.cfg-viewport canvas').boundingBox())!;
    expect(at.x).toBeGreaterThan(canvas.x);
    expect(at.x).toBeLessThan(canvas.x + canvas.width);
    expect(await page.evaluate<boolean>(`document.elementFromPoint(${at.x}, ${at.y})?.tagName === 'CANVAS'`)).toBe(
      true,
    );
    if (phone) await page.touchscreen.tap(at.x, at.y);
    else await page.mouse.click(at.x, at.y);
    await expect.poll(async () => (await cubes(page)).map((c) => c.position)).toEqual([{ x: 0, y: 0, z: 0 }]);
    await expect(page.getByTestId('start-panel')).toHaveCount(0);
    await context.close();
  });
}
