// Issue 22's defects 1, 2, 3 and 5, as the customer's review found them (ux-review-2 §1, defects 5, 9 and
// 15), on a 1280 × 800 desktop and a 390 × 844 phone in Slovenian, with spot-checks in English and
// Spanish: handled advice reads as information (the shop's tall preset opens with nothing to review),
// the side panel shows the customer's five tabs with the open one marked and the workshop's behind a
// remembered "advanced" switch, and no element id shows in what a customer reads. Waits on the app's
// state (window.__kubik) and on what is on the screen, never on time. Defect 1: sliding doors from a
// cube's menu cover that cube only (or, said so with the price, the row), and a doored cube is still
// reached by a click or a tap: every cell of the shop's wardrobe opens its menu.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/mailbox.ts';
import { animationsSettled, useLanguage } from './support/web-helpers.ts';
import { design, openConfigurator, screenOf, seedDraft, selection, setView } from './configurator-support.ts';

const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;
type Screen = (typeof screens)[number];
type Lang = 'sl' | 'en' | 'es';

/**
 * A column of five 400 mm cubes, 300 mm deep (2,000 mm tall: more than 4 × its depth, so the wall
 * fixings go into the parts — handled advice), in a room 2,010 mm high: too low to tilt the unit up
 * (√(2000² + 300²) = 2,023 mm), a real warning. Ids as the editor makes them (cube-4, cube-5).
 */
const tallInLowRoom = {
  schemaVersion: 1,
  name: 'Visok stolpec',
  settings: {},
  elements: [
    ...[1, 2, 3, 4, 5].map((n) => ({
      id: `cube-${n}`,
      kind: 'cube',
      position: { x: 0, y: (n - 1) * 400, z: 0 },
      size: { width: 400, height: 400, depth: 300 },
    })),
    { id: 'room-1', kind: 'room', width: 3000, depth: 3000, height: 2010 },
  ],
};

async function context(browser: Browser, baseURL: string, screen: Screen, lang: Lang): Promise<BrowserContext> {
  const made = await browser.newContext({
    viewport: screen.viewport,
    ...(screen.phone ? { isMobile: true, hasTouch: true } : {}),
  });
  await useLanguage(made, baseURL, lang);
  await made.addInitScript(() =>
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
      'kubik.testHook',
      '1',
    ),
  );
  return made;
}

/** The side panel in view: on the phone it is a bottom sheet behind "Edit". */
async function openPanel(page: Page, screen: Screen, edit: string): Promise<void> {
  if (!screen.phone) return;
  const toggle = page.getByRole('button', { name: edit, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.locator('.cfg-side__content')).toBeVisible();
  await animationsSettled(page);
}

const openPanelSl = (page: Page, screen: Screen) => openPanel(page, screen, 'Uredi');

const designLoaded = (page: Page) =>
  page.waitForFunction(
    () =>
      ((globalThis as unknown as { __kubik?: { design(): { elements: unknown[] } } }).__kubik?.design().elements
        .length ?? 0) > 0,
  );

/** Three 1,000 mm cubes side by side: each wide enough for sliding doors of its own. */
const wideRow = {
  schemaVersion: 1,
  name: 'Široka vrsta',
  settings: {},
  elements: [1, 2, 3].map((n) => ({
    id: `cube-${n}`,
    kind: 'cube',
    position: { x: (n - 1) * 1000, y: 0, z: 0 },
    size: { width: 1000, height: 400, depth: 400 },
  })),
};

const doorsOf = async (page: Page) =>
  (await design(page)).elements.filter((e) => e.kind === 'slidingDoor') as unknown as { id: string; cubes: string[] }[];

/** A click on the desktop, a finger's tap on the phone, at a cube's front. */
async function tapCube(page: Page, screen: Screen, id: string): Promise<void> {
  const at = await screenOf(page, id);
  if (screen.phone) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

for (const screen of screens) {
  test.describe(screen.name, () => {
    test('defect 1: "add sliding doors" doors that cube only, priced first; a doored cube still opens its menu; the door stretches across the row from its panel', async ({
      browser,
      baseURL,
    }) => {
      const ctx = await context(browser, baseURL!, screen, 'sl');
      await seedDraft(ctx, wideRow);
      const page = await ctx.newPage();
      await openConfigurator(page);
      await designLoaded(page);
      await setView(page, 'front');
      await tapCube(page, screen, 'cube-2');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      // What the doors add is there before they are chosen.
      const add = menu.getByRole('menuitem', { name: /^Dodaj drsna vrata\+[\d.]+,\d\d\s€$/ });
      await expect(add).toBeVisible();
      await add.click();
      await expect.poll(() => doorsOf(page)).toEqual([expect.objectContaining({ cubes: ['cube-2'] })]);
      await expect(menu).toHaveCount(0);
      // A click or tap on the doored cube selects the cube and opens its menu, where the doors go away.
      await tapCube(page, screen, 'cube-2');
      await expect(menu.getByRole('menuitem', { name: 'Odstrani drsna vrata' })).toBeVisible();
      await expect.poll(() => selection(page)).toEqual(['cube-2']);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      // The door itself is picked in its tab; "stretch across the row" covers the free cubes beside it.
      await openPanelSl(page, screen);
      await page.getByRole('tab', { name: /^Drsna vrata/ }).click();
      await page.locator('.cfg-list__item').first().click();
      await page.getByRole('button', { name: 'Raztegni vrata čez vrsto' }).click();
      await expect
        .poll(() => doorsOf(page))
        .toEqual([expect.objectContaining({ cubes: ['cube-1', 'cube-2', 'cube-3'] })]);
      await expect(page.getByRole('button', { name: 'Raztegni vrata čez vrsto' })).toHaveCount(0);
      await ctx.close();
    });

    test("defect 1: every cell of the shop's wardrobe (doors across all three) opens its own menu on a click or tap", async ({
      browser,
      baseURL,
    }) => {
      const ctx = await context(browser, baseURL!, screen, 'sl');
      const page = await ctx.newPage();
      await openConfigurator(page, '/configurator?from=wardrobe-sliding-doors');
      await designLoaded(page);
      await setView(page, 'front');
      const menu = page.getByRole('menu');
      for (const id of ['left', 'middle', 'right']) {
        await tapCube(page, screen, id);
        await expect(menu.getByRole('menuitem', { name: 'Odstrani drsna vrata' })).toBeVisible();
        await expect(menu.getByRole('menuitem', { name: 'Dodaj polico' })).toBeVisible();
        await expect.poll(() => selection(page)).toEqual([id]);
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
      }
      await ctx.close();
    });

    test('handled advice is a note: the tall preset opens with nothing to review, while a real warning still counts and is marked', async ({
      browser,
      baseURL,
    }) => {
      const ctx = await context(browser, baseURL!, screen, 'sl');
      const page = await ctx.newPage();
      await openConfigurator(page, '/configurator?from=tall-unit');
      await designLoaded(page);
      // The wall fixings are in the parts: "all checks passed", no "?" in the scene, no "!" in the list.
      await expect(page.locator('.cfg-pricebar__long')).toHaveText('Vsa preverjanja so v redu');
      await openPanel(page, screen, 'Uredi');
      await expect(page.getByTestId('finding-notes')).toContainText('Stenska pritrdila (kosov: 3) so že v kosovnici.');
      await expect(page.getByTestId('no-findings')).toBeVisible();
      await page.getByRole('tab', { name: /Kocke/ }).click();
      await expect(page.locator('.cfg-list__item')).toHaveCount(10);
      await expect(page.locator('.cfg-flag')).toHaveCount(0);
      await expect(page.locator('.cfg-marker')).toHaveCount(0);
      await expectNoSeriousViolations(page, `${screen.name}: tall preset`, '.cfg-viewport');

      // A real warning (too low a ceiling to tilt the unit up) is still an issue, marked in 3D and the list.
      await seedDraft(ctx, tallInLowRoom);
      const other = await ctx.newPage();
      await openConfigurator(other);
      await designLoaded(other);
      await expect(other.locator('.cfg-pricebar__long')).toHaveText('Težave za ogled: 1');
      await expect(other.locator('.cfg-marker')).toHaveCount(1);
      await openPanel(other, screen, 'Uredi');
      await expect(other.getByTestId('findings').locator('.cfg-finding--warning')).toHaveCount(1);
      await expect(other.getByTestId('finding-notes').locator('.cfg-finding--info')).toHaveCount(1);
      await ctx.close();
    });

    test('the side panel: five customer tabs, the open one marked, the workshop tabs behind a remembered, keyboard-operable switch', async ({
      browser,
      baseURL,
    }) => {
      const ctx = await context(browser, baseURL!, screen, 'sl');
      const page = await ctx.newPage();
      await openConfigurator(page, '/configurator?from=tall-unit');
      await designLoaded(page);
      await openPanel(page, screen, 'Uredi');
      const tabs = page.getByRole('tablist', { name: 'Kaj urejate' }).getByRole('tab');
      await expect(tabs).toHaveText(['Načrt', /^Kocke/, 'Police', 'Drsna vrata', 'Palice']);
      // The open tab is marked for assistive technology and for the eye (a background of its own).
      const selected = page.getByRole('tab', { selected: true });
      await expect(selected).toHaveText(/^Kocke/);
      const backgrounds = await tabs.evaluateAll((list) =>
        list.map((tab) => [
          tab.getAttribute('aria-selected'),
          (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(tab)
            .backgroundColor,
        ]),
      );
      const open = backgrounds.filter(([on]) => on === 'true').map(([, bg]) => bg);
      const closed = new Set(backgrounds.filter(([on]) => on !== 'true').map(([, bg]) => bg));
      expect(open).toHaveLength(1);
      expect(closed.has(open[0]!)).toBe(false);

      // WAI-ARIA tabs: one tab stop; arrows, Home and End move to a tab and open it.
      await selected.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Police' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: 'Police' })).toBeFocused();
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: 'Palice' })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { name: 'Načrt' })).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.and(page.locator('[tabindex="0"]'))).toHaveCount(1);

      // The workshop's tools: a switch, from the keyboard, remembered after a reload.
      const advanced = page.getByRole('switch', { name: 'Napredna orodja' });
      await expect(advanced).toHaveAttribute('aria-checked', 'false');
      await advanced.focus();
      await page.keyboard.press('Space');
      await expect(advanced).toHaveAttribute('aria-checked', 'true');
      await expect(tabs).toHaveText([
        'Načrt',
        /^Kocke/,
        'Police',
        'Drsna vrata',
        'Palice',
        'Spojniki',
        'Prostor',
        'Stene',
        'Kote',
        'Napisi',
      ]);
      await expectNoSeriousViolations(page, `${screen.name}: advanced tools`, '.cfg-viewport');
      await page.getByRole('tab', { name: 'Stene' }).click();
      await expect(page.getByRole('tab', { name: 'Stene' })).toHaveAttribute('aria-selected', 'true');
      await page.reload();
      await designLoaded(page);
      await openPanel(page, screen, 'Uredi');
      await expect(page.getByRole('switch', { name: 'Napredna orodja' })).toHaveAttribute('aria-checked', 'true');
      await expect(tabs).toHaveCount(10);
      await page.getByRole('tab', { name: 'Stene' }).click();
      await expect(page.getByRole('tab', { name: 'Stene' })).toHaveAttribute('aria-selected', 'true');
      // Off again: the workshop's tabs go, and the panel falls back to the design.
      await page.getByRole('switch', { name: 'Napredna orodja' }).click();
      await expect(tabs).toHaveCount(5);
      await expect(page.getByRole('tab', { selected: true })).toHaveText('Načrt');
      await expectNoSeriousViolations(page, `${screen.name}: customer tabs`, '.cfg-viewport');
      await ctx.close();
    });

    test('no element id in what a customer reads: findings, markers, lists, the cube menu and its panel', async ({
      browser,
      baseURL,
    }) => {
      const ctx = await context(browser, baseURL!, screen, 'sl');
      await seedDraft(ctx, tallInLowRoom);
      const page = await ctx.newPage();
      await openConfigurator(page);
      await designLoaded(page);
      await openPanel(page, screen, 'Uredi');
      // The warning names the cube by its place, in good Slovenian ("kocko kocka" was the id's slot filled twice).
      const warning = page.getByTestId('findings').locator('.cfg-finding--warning');
      await expect(warning).toContainText('Sestav, v katerem je kocka (spodnja vrsta), je visok 2000 mm');
      await expect(page.locator('.cfg-marker span')).toHaveAttribute('title', /^Sestav, v katerem je kocka/);
      // The fourth cube's panel, its exact position unfolded: coordinates, but no "Name (id)" with cube-4.
      await page.getByRole('tab', { name: /Kocke/ }).click();
      await page.getByRole('button', { name: 'Četrta vrsta od spodaj', exact: true }).click();
      await page.getByText('Natančen položaj', { exact: true }).click();
      await expect(page.getByLabel('Y (mm)')).toHaveValue('1200');
      await expect(page.getByLabel('Ime (id)')).toHaveCount(0);
      const side = page.locator('.cfg-side__content');
      await expect(side).not.toContainText(/cube-\d|room-\d/);
      const values = await side
        .locator('input, select, textarea')
        .evaluateAll((list) => list.map((el) => (el as unknown as { value: string }).value));
      expect(values.filter((v) => /cube-\d|room-\d/.test(v))).toEqual([]);
      // The same cube's menu in the scene is named by its place too.
      if (!screen.phone) {
        // cube-4 is selected (its row in the list): Enter on the scene opens its menu.
        await page.locator('.cfg-viewport').focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menu', { name: 'Četrta vrsta od spodaj' })).toBeVisible();
      }
      await expect(page.locator('body')).not.toContainText(/cube-\d|room-\d/);
      await expectNoSeriousViolations(page, `${screen.name}: cube panel`, '.cfg-viewport');
      await ctx.close();
    });
  });
}

for (const [lang, texts] of [
  [
    'en',
    {
      allGood: 'All checks passed',
      notes: 'Good to know',
      advanced: 'Advanced tools',
      tabs: ['Design', /^Cubes/, 'Shelves', 'Sliding doors', 'Bars'],
    },
  ],
  [
    'es',
    {
      allGood: 'Todas las comprobaciones son correctas',
      notes: 'Conviene saber',
      advanced: 'Herramientas avanzadas',
      tabs: ['Diseño', /^Cubos/, 'Baldas', 'Puertas correderas', 'Barras'],
    },
  ],
] as const) {
  test(`in ${lang}: the tall preset has a note, not an issue; five tabs and the advanced switch`, async ({
    browser,
    baseURL,
  }) => {
    const ctx = await context(browser, baseURL!, screens[0], lang);
    const page = await ctx.newPage();
    await openConfigurator(page, '/configurator?from=tall-unit');
    await designLoaded(page);
    await expect(page.locator('.cfg-pricebar__long')).toHaveText(texts.allGood);
    await expect(page.getByRole('heading', { name: texts.notes })).toBeVisible();
    await expect(page.locator('.cfg-marker')).toHaveCount(0);
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText([...texts.tabs]);
    await expect(page.getByRole('switch', { name: texts.advanced })).toHaveAttribute('aria-checked', 'false');
    await ctx.close();
  });
}
