// The header on a phone and beside toasts (issue 15): at 390 × 844 it is one row — logo,
// configurator, cart, sign-in or the account menu, language — in every language, signed in or not;
// and a toast never covers its controls or the open account menu, on a phone or a desktop.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eUsers, signIn, useLanguage } from './support/web-helpers.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The header's box and the boxes of its visible controls. */
async function headerControls(page: Page): Promise<{ header: Box; controls: { name: string; box: Box }[] }> {
  return page.evaluate(`(() => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; };
    const header = document.querySelector('.site-header');
    const controls = [...header.querySelectorAll('a, button, select')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('[hidden]') && !el.closest('.account-menu__panel') && el.getBoundingClientRect().width > 1)
      .map((el) => ({ name: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 30), box: box(el) }));
    return { header: box(header), controls };
  })()`);
}

/** Whether the account menu's panel is what is on top at a point of the page. */
function inMenu(page: Page, x: number, y: number): Promise<boolean> {
  return page.evaluate<boolean>(`document.elementFromPoint(${x}, ${y})?.closest('.account-menu__panel') != null`);
}

function overlaps(a: Box, b: Box): boolean {
  return (
    a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
  );
}

async function phone(browser: Browser, baseURL: string, lang: 'sl' | 'en' | 'es'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await useLanguage(context, baseURL, lang);
  return context.newPage();
}

async function expectOneRow(page: Page, what: string): Promise<void> {
  const { header, controls } = await headerControls(page);
  expect(controls.length, what).toBeGreaterThanOrEqual(4);
  // One row: every control shares the first one's middle line, and the header is one control tall.
  const middle = (b: Box) => b.y + b.height / 2;
  const first = middle(controls[0]!.box);
  for (const c of controls) expect(Math.abs(middle(c.box) - first), `${what}: ${c.name}`).toBeLessThanOrEqual(4);
  expect(header.height, what).toBeLessThanOrEqual(66);
  for (const c of controls)
    expect(c.box.x + c.box.width, `${what}: ${c.name} inside the screen`).toBeLessThanOrEqual(390);
  expect(await page.evaluate('document.documentElement.scrollWidth'), what).toBeLessThanOrEqual(390);
}

test('on a 390 × 844 phone the header is one row, in every language, for a guest and signed in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const lang of ['sl', 'en', 'es'] as const) {
    const page = await phone(browser, baseURL!, lang);
    for (const path of ['/', '/configurator']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expectOneRow(page, `${lang} guest ${path}`);
    }
    await page.context().close();
  }
  const page = await phone(browser, baseURL!, 'en');
  await signIn(page, e2eUsers.ana);
  for (const lang of ['sl', 'en', 'es'] as const) {
    await useLanguage(page.context(), baseURL!, lang);
    for (const path of ['/dashboard/projects', '/configurator']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expectOneRow(page, `${lang} signed in ${path}`);
    }
  }
  await page.context().close();
});

for (const screen of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`on a ${screen.name} a toast never covers the header's controls or the open account menu`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      ...(screen.width < 500 ? { isMobile: true, hasTouch: true } : {}),
    });
    await useLanguage(context, baseURL!, 'es');
    const page = await context.newPage();
    // Signing in ends with a toast ("Has iniciado sesión…"); open the account menu while it shows.
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(e2eUsers.ana.email);
    await page.getByLabel('Contraseña').fill(e2eUsers.ana.password);
    await page.locator('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    const toast = page.locator('.Toastify__toast').first();
    await expect(toast).toBeVisible();
    await page.getByRole('button', { name: new RegExp(e2eUsers.ana.name) }).click();
    const menu = page.locator('.account-menu__panel');
    await expect(menu).toBeVisible();
    // The toast's own entrance (not its five-second progress bar, after which it is gone).
    await page.evaluate(
      "Promise.all([...document.querySelectorAll('.Toastify__toast')].flatMap((el) => el.getAnimations()).map((a) => a.finished.catch(() => undefined)))",
    );
    const toastBox = (await toast.boundingBox())!;
    const { header, controls } = await headerControls(page);
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height - 0.5);
    for (const c of controls) expect(overlaps(toastBox, c.box), c.name).toBe(false);
    // Where the open menu and the toast share the screen, the menu is on top: its items can be clicked.
    const item = menu.getByRole('link').first();
    const at = (await item.boundingBox())!;
    expect(await inMenu(page, at.x + at.width / 2, at.y + at.height / 2)).toBe(true);
    const panel = (await menu.boundingBox())!;
    if (overlaps(panel, toastBox)) {
      expect(await inMenu(page, Math.max(panel.x, toastBox.x) + 2, Math.max(panel.y, toastBox.y) + 2)).toBe(true);
    }
    await context.close();
  });
}

for (const screen of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`in the configurator on a ${screen.name} a toast opens below the header, the design's actions and the tools`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      ...(screen.width < 500 ? { isMobile: true, hasTouch: true } : {}),
    });
    await useLanguage(context, baseURL!, 'en');
    const page = await context.newPage();
    await page.goto('/configurator');
    await expect(page.locator('.cfg-toolbar')).toBeVisible();
    // Changing the language says so in a toast.
    await page.getByLabel('Language').selectOption('es');
    const toast = page.locator('.Toastify__toast').first();
    await expect(toast).toContainText('Español');
    await page.evaluate(
      "Promise.all([...document.querySelectorAll('.Toastify__toast')].flatMap((el) => el.getAnimations()).map((a) => a.finished.catch(() => undefined)))",
    );
    const toastBox = (await toast.boundingBox())!;
    const { controls } = await headerControls(page);
    const tools = await page
      .locator('.cfg-head :is(a, button, input, select), .cfg-toolbar :is(button, select)')
      .evaluateAll((els) =>
        els
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => {
            const r = el.getBoundingClientRect();
            return {
              name: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 30),
              box: { x: r.x, y: r.y, width: r.width, height: r.height },
            };
          }),
      );
    expect(tools.length).toBeGreaterThan(3);
    for (const c of [...controls, ...tools]) expect(overlaps(toastBox, c.box), c.name).toBe(false);
    await context.close();
  });
}
