// Issue 22, "shape the whole piece" and "start from their niche", in Slovenian (the default) on a
// 1280 × 800 desktop and a 390 × 844 phone, with English and Spanish spot-checked: a width slider
// dragged reflows the grid while the price follows, and one undo takes the whole drag back; typed
// millimetres and the row height and column width choices; "fill my niche" proposes three designs
// with sizes and the price bar's price, and one tap starts from one. Bad input gets its message next
// to the field; every control is reached with Tab; axe finds nothing serious. Waits on what the
// user sees (the price, the size, the messages) and on the cube count through the test hook.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/mailbox.ts';
import { useLanguage, animationsSettled } from './support/web-helpers.ts';
import { cubes, design, openConfigurator, seedDraft } from './configurator-support.ts';

type Lang = 'sl' | 'en' | 'es';
const messages = Object.fromEntries(
  (['sl', 'en', 'es'] as const).map((lang) => [
    lang,
    JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'apps', 'web', 'src', 'i18n', 'locales', `${lang}.json`), 'utf8'),
    ) as Record<string, unknown>,
  ]),
) as Record<Lang, Record<string, unknown>>;
/** A text of the app in a language, with its {{placeholders}} filled. */
function text(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  let value: unknown = messages[lang];
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;
type Screen = (typeof screens)[number];

/** The guided start's 3 × 2 shelf with a shelf in the bottom right cube. */
const shelfWithShelf = {
  schemaVersion: 1,
  name: 'Police',
  settings: {},
  elements: [
    ...[0, 1].flatMap((row) =>
      [0, 1, 2].map((col) => ({
        id: `cube-${row * 3 + col + 1}`,
        kind: 'cube',
        position: { x: col * 400, y: row * 400, z: 0 },
        size: { width: 400, height: 400, depth: 400 },
      })),
    ),
    { id: 'shelf-1', kind: 'shelf', cubes: ['cube-3'], height: 190 },
  ],
};

async function open(browser: Browser, baseURL: string, screen: Screen, lang: Lang, draft?: unknown): Promise<Page> {
  const context = await browser.newContext({
    viewport: screen.viewport,
    ...(screen.phone ? { isMobile: true, hasTouch: true } : {}),
  });
  await useLanguage(context, baseURL, lang);
  await context.addInitScript(() =>
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
      'kubik.testHook',
      '1',
    ),
  );
  if (draft) await seedDraft(context, draft);
  const page = await context.newPage();
  await openConfigurator(page);
  return page;
}

/** Opens the design tab of the side panel (on a phone, the bottom sheet first) and waits until it stands. */
async function openDesignTab(page: Page, screen: Screen, lang: Lang): Promise<void> {
  if (screen.phone) {
    await page.getByRole('button', { name: text(lang, 'configurator.sheet.open'), exact: true }).click();
    // Open, the button says "close" instead.
    await expect(
      page.getByRole('button', { name: text(lang, 'configurator.sheet.close'), exact: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await animationsSettled(page);
  }
  await page.getByRole('tab', { name: text(lang, 'configurator.kinds.design') }).click();
  await expect(page.getByTestId('shape-panel')).toBeVisible();
  await animationsSettled(page);
}

/** Tabs from `first` and answers the ids of the controls the focus visits inside `within`, in order. */
async function tabThrough(page: Page, first: Locator, within: string, presses: number): Promise<string[]> {
  await first.focus();
  const seen: string[] = [];
  for (let i = 0; i < presses; i++) {
    const at = await page.evaluate<string | null>(`(() => {
      const el = document.activeElement;
      return el && el.closest(${JSON.stringify(within)}) ? el.id || el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30) : null;
    })()`);
    if (at !== null && !seen.includes(at)) seen.push(at);
    await page.keyboard.press('Tab');
  }
  return seen;
}

/** Presses a range input's thumb and moves it to the left end in steps, as a finger or the mouse does; `during` runs before the release. */
async function dragToStart(
  page: Page,
  screen: Screen,
  slider: Locator,
  fraction: number,
  during: () => Promise<void>,
): Promise<void> {
  await slider.scrollIntoViewIfNeeded();
  const box = (await slider.boundingBox())!;
  const thumb = 8;
  const from = { x: box.x + thumb + fraction * (box.width - 2 * thumb), y: box.y + box.height / 2 };
  const to = { x: box.x - 20, y: from.y };
  const steps = 10;
  if (screen.phone) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
    for (let i = 1; i <= steps; i++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from.x + ((to.x - from.x) * i) / steps, y: from.y }],
      });
    await during();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++)
      await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y, { steps: 2 });
    await during();
    await page.mouse.up();
  }
}

for (const screen of screens) {
  test.describe(`on a ${screen.name} (${screen.viewport.width} × ${screen.viewport.height})`, () => {
    test('shape the whole piece: a slider drag reflows the grid with the price following and is one undo step; typed sizes and the column and row choices', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const lang = 'sl';
      const page = await open(browser, baseURL!, screen, lang, shelfWithShelf);
      await expect.poll(async () => (await cubes(page)).length).toBe(6);
      await openDesignTab(page, screen, lang);
      const panel = page.getByTestId('shape-panel');
      const width = panel.getByRole('slider', { name: text(lang, 'configurator.shape.width'), exact: true });
      await expect(width).toHaveValue('1200');
      await expect(panel.getByRole('textbox', { name: text(lang, 'configurator.shape.widthMm') })).toHaveValue('1200');
      await expect(page.getByTestId('shape-grid')).toContainText('3 × 2');
      await expectNoSeriousViolations(page, `${screen.name}, the size section`, { include: 'main' });

      // Every control of the section is reached with Tab: three sliders, three boxes, two choices.
      const visited = await tabThrough(page, width, '[data-testid="shape-panel"]', 10);
      expect(visited).toEqual([
        'cfg-shape-width-range',
        'cfg-shape-width-mm',
        'cfg-shape-height-range',
        'cfg-shape-height-mm',
        'cfg-shape-depth-range',
        'cfg-shape-depth-mm',
        expect.any(String),
        expect.any(String),
      ]);

      // Drag the width to its smallest: while the finger (or button) is still down the design is
      // already one column of 200 mm and the price has followed; the shelf in the removed cube is named.
      const price = page.getByTestId('price');
      const sixCubes = (await price.textContent())!;
      await dragToStart(page, screen, width, (1200 - 200) / (4800 - 200), async () => {
        await expect.poll(async () => (await cubes(page)).length).toBe(2);
        await expect(price).not.toHaveText(sixCubes);
      });
      await expect(page.getByTestId('shape-grid')).toContainText('1 × 2');
      await expect(page.getByTestId('shape-dropped')).toBeVisible();
      expect((await cubes(page)).map((c) => c.size!.width)).toEqual([200, 200]);

      // One undo takes the whole drag back: six cubes, the shelf, the price; nothing more to undo.
      const undo = page.getByRole('button', { name: text(lang, 'configurator.toolbar.undo') });
      await undo.click();
      await expect.poll(async () => (await cubes(page)).length).toBe(6);
      await expect(price).toHaveText(sixCubes);
      expect((await design(page)).elements.find((e) => e.id === 'shelf-1')).toMatchObject({
        cubes: ['cube-3'],
        height: 190,
      });
      await expect(undo).toBeDisabled();

      // Typed millimetres: letters get the message beside the field; 1200 high makes a third row.
      const height = panel.getByRole('textbox', { name: text(lang, 'configurator.shape.heightMm') });
      await height.fill('abc');
      await height.press('Enter');
      const invalid = text(lang, 'configurator.shape.invalid', { min: 200, max: 3000 }).replace(
        /\d+/g,
        '\\d[\\d.\u00a0]*',
      );
      await expect(panel.getByRole('alert')).toHaveText(new RegExp(invalid));
      await expect(height).toHaveAttribute('aria-invalid', 'true');
      await height.fill('1200');
      await height.press('Enter');
      await expect.poll(async () => (await cubes(page)).length).toBe(9);
      await expect(panel.getByRole('alert')).toHaveCount(0);
      await expect(price).not.toHaveText(sixCubes);

      // The column width for the whole grid: 300 mm makes four columns of the 1200 mm.
      await panel.getByLabel(text(lang, 'configurator.shape.columnWidth')).selectOption('300');
      await expect.poll(async () => (await cubes(page)).length).toBe(12);
      expect(new Set((await cubes(page)).map((c) => c.size!.width))).toEqual(new Set([300]));
      await expect(page.getByTestId('shape-grid')).toContainText('4 × 3');
      await page.context().close();
    });

    test('fill my niche: bad sizes are told beside their field; three proposals with sizes and prices; one tap starts from one, one undo step', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const lang = 'sl';
      const page = await open(browser, baseURL!, screen, lang);
      const start = page.getByTestId('start-panel');
      await expect(start).toBeVisible();
      // Keyboard only: the button opens the form, Tab reaches each field and "show".
      const opener = start.getByRole('button', { name: text(lang, 'configurator.niche.open') });
      await opener.focus();
      await page.keyboard.press('Enter');
      const form = start.getByRole('form', { name: text(lang, 'configurator.niche.open') });
      await expect(form).toBeVisible();
      const visited = await tabThrough(page, opener, '.cfg-niche', 5);
      expect(visited).toEqual([
        text(lang, 'configurator.niche.open'),
        'cfg-niche-width',
        'cfg-niche-height',
        'cfg-niche-depth',
        text(lang, 'configurator.niche.find'),
      ]);

      const field = (axis: 'width' | 'height' | 'depth') => form.getByLabel(text(lang, `configurator.niche.${axis}`));
      await field('width').fill('dva metra');
      await field('height').fill('150');
      await field('depth').fill('420');
      await form.getByRole('button', { name: text(lang, 'configurator.niche.find') }).click();
      await expect(form.locator('#cfg-niche-width-error')).toHaveText(text(lang, 'configurator.niche.notNumber'));
      await expect(form.locator('#cfg-niche-height-error')).toHaveText(
        text(lang, 'configurator.niche.tooSmall.height', { min: 210 }),
      );
      await expect(field('width')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.locator('#cfg-niche-depth-error')).toHaveCount(0);
      await expect(page.getByTestId('niche-proposals')).toHaveCount(0);

      await field('width').fill('1220');
      await field('height').fill('2010');
      await form.getByRole('button', { name: text(lang, 'configurator.niche.find') }).click();
      const proposals = page.getByTestId('niche-proposals').getByRole('button');
      await expect(proposals).toHaveCount(3);
      await expect(form.locator('.cfg-field__error')).toHaveCount(0);
      await expect(proposals.nth(0)).toContainText(
        text(lang, 'configurator.niche.grid', { columns: 3, rows: 5, width: 400, height: 400 }),
      );
      await expect(proposals.nth(1)).toContainText(
        text(lang, 'configurator.niche.grid', { columns: 3, rows: 4, width: 400, height: 500 }),
      );
      await expect(proposals.nth(2)).toContainText(
        text(lang, 'configurator.niche.grid', { columns: 4, rows: 5, width: 300, height: 400 }),
      );
      for (let i = 0; i < 3; i++) await expect(proposals.nth(i).locator('img')).toHaveAttribute('src', /^data:image\//);
      await expectNoSeriousViolations(page, `${screen.name}, the niche's proposals`, { include: 'main' });

      // One tap on the first: fifteen cubes, and the price bar says what the proposal said.
      const offered = (await proposals.nth(0).getByTestId('niche-price').textContent())!;
      await proposals.nth(0).click();
      await expect(start).toHaveCount(0);
      await expect.poll(async () => (await cubes(page)).length).toBe(15);
      await expect(page.getByTestId('price')).toHaveText(offered);
      // One undo step takes it all back (cubes and name): the start again.
      const undo = page.getByRole('button', { name: text(lang, 'configurator.toolbar.undo') });
      await undo.click();
      await expect(page.getByTestId('start-panel')).toBeVisible();
      expect(await cubes(page)).toHaveLength(0);
      await expect(undo).toBeDisabled();
      await page.context().close();
    });
  });
}

test.describe('in English and Spanish (spot checks)', () => {
  for (const lang of ['en', 'es'] as const) {
    test(`${lang}: the size section and the niche speak the language`, async ({ browser, baseURL }) => {
      const screen = screens[0];
      const page = await open(browser, baseURL!, screen, lang);
      await page.getByRole('button', { name: text(lang, 'configurator.niche.open') }).click();
      const form = page.getByRole('form', { name: text(lang, 'configurator.niche.open') });
      await form.getByLabel(text(lang, 'configurator.niche.width')).fill('1000');
      await form.getByLabel(text(lang, 'configurator.niche.height')).fill('900');
      await form.getByLabel(text(lang, 'configurator.niche.depth')).fill('x');
      await form.getByRole('button', { name: text(lang, 'configurator.niche.find') }).click();
      await expect(form.locator('#cfg-niche-depth-error')).toHaveText(text(lang, 'configurator.niche.notNumber'));
      await form.getByLabel(text(lang, 'configurator.niche.depth')).fill('350');
      await form.getByRole('button', { name: text(lang, 'configurator.niche.find') }).click();
      await expect(page.getByTestId('niche-proposals').getByRole('button').first()).toContainText(
        text(lang, 'configurator.niche.grid', { columns: 3, rows: 2, width: 300, height: 400 }),
      );
      await page.getByTestId('niche-proposals').getByRole('button').first().click();
      await expect.poll(async () => (await cubes(page)).length).toBe(6);
      await openDesignTab(page, screen, lang);
      await expect(
        page
          .getByTestId('shape-panel')
          .getByRole('slider', { name: text(lang, 'configurator.shape.depth'), exact: true }),
      ).toHaveValue('300');
      await expect(page.getByTestId('shape-grid')).toContainText('3 × 2');
      await page.context().close();
    });
  }
});
