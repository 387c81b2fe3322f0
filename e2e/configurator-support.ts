// Helpers for the configurator's browser tests: the test hook (window.__kubik) switched on before
// the app loads, English, and reading the design and screen positions through the hook.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { useLanguage } from './support/web-helpers.ts';

export interface HookDesign {
  name: string;
  settings: Record<string, unknown>;
  elements: {
    id: string;
    kind: string;
    position?: { x: number; y: number; z: number };
    size?: { width: number; height: number; depth: number };
  }[];
}

export async function prepare(context: BrowserContext, baseURL: string): Promise<void> {
  await useLanguage(context, baseURL, 'en');
  await context.addInitScript(() =>
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
      'kubik.testHook',
      '1',
    ),
  );
}

/** Puts a design in this browser's draft before the app loads (a guest's unsaved design). */
export async function seedDraft(context: BrowserContext, design: unknown): Promise<void> {
  await context.addInitScript(
    (text) => {
      const storage = globalThis as unknown as Record<
        'localStorage' | 'sessionStorage',
        { getItem(k: string): string | null; setItem(k: string, v: string): void }
      >;
      if (!storage.sessionStorage.getItem('kubik.seeded')) {
        storage.localStorage.setItem('kubik.configurator.draft', text);
        storage.sessionStorage.setItem('kubik.seeded', '1');
      }
    },
    JSON.stringify({ design, guest: true, savedAt: Date.now() }),
  );
}

export async function openConfigurator(page: Page, path = '/configurator'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.cfg-viewport canvas')).toBeVisible();
  await page.waitForFunction(
    () => (globalThis as unknown as { __kubik?: { frames(): number } }).__kubik?.frames() ?? 0 > 0,
  );
}

/**
 * The design on screen; waits for the editor first (after a navigation it may still be opening). One
 * step in the page, so an editor that remounts between a wait and a read (opening a draft) cannot
 * slip in between.
 */
export async function design(page: Page): Promise<HookDesign> {
  const handle = await page.waitForFunction(() =>
    (globalThis as unknown as { __kubik?: { design(): HookDesign } }).__kubik?.design(),
  );
  return (await handle.jsonValue()) as HookDesign;
}

export function cubes(page: Page): Promise<HookDesign['elements']> {
  return design(page).then((d) => d.elements.filter((e) => e.kind === 'cube'));
}

export function selection(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...(globalThis as unknown as { __kubik: { selection(): string[] } }).__kubik.selection(),
  ]);
}

/** Where a cube's front face centre is on the page, after the view settles on `view`. */
export async function screenOf(page: Page, id: string): Promise<{ x: number; y: number }> {
  const at = await page.evaluate(
    (cube) =>
      (
        globalThis as unknown as { __kubik: { screenOf(id: string): { x: number; y: number } | null } }
      ).__kubik.screenOf(cube),
    id,
  );
  if (!at) throw new Error(`no screen position for ${id}`);
  return at;
}

/** Turns the camera to a view and waits for the frame that shows it. */
export async function setView(page: Page, view: 'front' | 'side' | 'top' | 'iso'): Promise<void> {
  const before = await page.evaluate((v) => {
    const hook = (globalThis as unknown as { __kubik: { setView(v: string): void; frames(): number } }).__kubik;
    const frames = hook.frames();
    hook.setView(v);
    return frames;
  }, view);
  await page.waitForFunction(
    (n) => (globalThis as unknown as { __kubik: { frames(): number } }).__kubik.frames() > n,
    before,
  );
}

/** Selects elements through the test hook and waits for the frame that draws the selection (its handles). */
export async function selectAndDraw(page: Page, ids: string[]): Promise<void> {
  const before = await page.evaluate((list) => {
    const hook = (globalThis as unknown as { __kubik: { select(ids: string[]): void; frames(): number } }).__kubik;
    const frames = hook.frames();
    hook.select(list);
    return frames;
  }, ids);
  await page.waitForFunction(
    (n) => (globalThis as unknown as { __kubik: { frames(): number } }).__kubik.frames() > n,
    before,
  );
}

export const oneCube = {
  schemaVersion: 1,
  name: 'Test unit',
  settings: {},
  elements: [{ id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } }],
};
