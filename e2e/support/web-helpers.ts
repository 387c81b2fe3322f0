// Helpers for the web app's browser tests: choosing a language, signing in through the form,
// and reading the session the app keeps in localStorage.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { e2eUsers } from './users.ts';

export type E2eUser = (typeof e2eUsers)[keyof typeof e2eUsers];
export { e2eUsers };

/** Sets the language cookie before the app loads (the app reads no browser language). */
export async function useLanguage(context: BrowserContext, baseURL: string, locale: 'sl' | 'en' | 'es'): Promise<void> {
  await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);
}

/** Signs in through the /login form in English (the caller has chosen English). */
export async function signIn(page: Page, user: E2eUser, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: new RegExp(user.name) })).toBeVisible();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("localStorage.getItem('auth._token.local')");
}

/**
 * Waits until the session's access or refresh token has expired by the expiry the app stored with
 * it (what the app itself goes by), instead of sleeping a guessed time.
 */
export async function waitUntilExpired(page: Page, token: 'access' | 'refresh'): Promise<void> {
  const key = token === 'access' ? 'auth._token_expiration.local' : 'auth._refresh_token_expiration.local';
  const expiresAt = Number(await page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`));
  expect(expiresAt).toBeGreaterThan(0);
  await page.waitForFunction((at) => Date.now() > at, expiresAt, { polling: 100, timeout: 30_000 });
}

export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The configurator has opened a new design: its page heading (visually hidden beside the
 * design's name field) names the untitled design. */
export async function expectNewDesign(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Untitled design' })).toBeAttached();
  await expect(page.getByRole('textbox', { name: 'Design name' })).toBeVisible();
}

/**
 * Lets running animations finish before axe measures colour contrast: a toast that is still sliding
 * in is half-faded text, which is not what people read. Returns once no finite animation has run for
 * 300 ms (so a toast that appears just after the call is waited for too), at most after 10 s on a
 * loaded machine; a cancelled animation counts as settled, endless ones (spinners) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    const deadline = Date.now() + 10000;
    const running = () => document.getAnimations().filter((a) => (a.playState === 'running' || a.playState === 'pending') && a.effect?.getComputedTiming().iterations !== Infinity);
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      const now = running();
      if (now.length > 0) {
        await Promise.race([Promise.allSettled(now.map((a) => a.finished)), new Promise((r) => setTimeout(r, 250))]);
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= 300) {
        return;
      } else {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  })()`);
}
