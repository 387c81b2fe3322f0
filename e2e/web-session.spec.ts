// Sessions across tabs and token expiry (issue 3, seed §4): two pages of one browser context
// share localStorage, so signing in or out in one shows in the other; with shortened lifetimes an
// expired access token is refreshed before the next request, and when both have expired the
// user is sent to /login.
import { expect, test } from '@playwright/test';
import { startServer } from './support/server.ts';
import { e2eUsers, expectHeading, signIn, storedToken, useLanguage, waitUntilExpired } from './support/web-helpers.ts';

test('signing in and out in one tab shows in the other', async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto('/login?redirect=%2Fdashboard%2Fprojects');
  await expect(second.getByLabel('Email')).toBeVisible();

  await signIn(first, e2eUsers.ana);
  await expect(first).toHaveURL(/\/dashboard$/);
  // The other tab follows: its guest-only page sends it on to the remembered path.
  await expect(second).toHaveURL(/\/dashboard\/projects$/);
  await expect(second.getByRole('button', { name: /Ana Novak/ })).toBeVisible();

  await second.getByRole('button', { name: /Ana Novak/ }).click();
  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(second).toHaveURL(/\/$/);
  await expect(first).toHaveURL(/\/$/);
  await expect(first.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test.describe('with short token lifetimes', () => {
  test.describe.configure({ timeout: 120_000 });
  let server: Awaited<ReturnType<typeof startServer>>;

  test.beforeAll(async () => {
    server = await startServer({ env: { ACCESS_TOKEN_TTL_SECONDS: '2', REFRESH_TOKEN_TTL_SECONDS: '8' } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an expired access token is refreshed before the next request; both expired ends the session', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url });
    await useLanguage(context, server.url, 'en');
    const page = await context.newPage();
    await signIn(page, e2eUsers.ana, '/login?redirect=%2Fdashboard%2Faccount');
    await expectHeading(page, 'Account');
    const before = await storedToken(page);

    await waitUntilExpired(page, 'access');
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/token') && r.status() === 200);
    const me = page.waitForRequest((r) => r.url().endsWith('/api/users/me'));
    await page.reload();
    await refreshed;
    expect((await me).headers().authorization).not.toBe(`Bearer ${before}`);
    await expectHeading(page, 'Account');
    expect(await storedToken(page)).not.toBe(before);

    // Past the refresh token's lifetime too: the request is aborted and the user goes to /login.
    await waitUntilExpired(page, 'refresh');
    let refreshCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/token')) refreshCalls += 1;
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Faccount$/);
    expect(await storedToken(page)).toBeNull();
    expect(refreshCalls).toBe(0);
    await context.close();
  });

  test('two tabs with an expired access token never refresh at the same time (Web Locks)', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url });
    await useLanguage(context, server.url, 'en');
    const first = await context.newPage();
    const second = await context.newPage();
    await signIn(first, e2eUsers.ana, '/login?redirect=%2Fdashboard%2Fprojects');
    await second.goto('/dashboard/account');
    await expectHeading(second, 'Account');

    // Every refresh from here on is seen, also one a tab makes on its own while the test waits (a
    // busy machine opens the second tab after the first token has lapsed already).
    const refreshes: Array<{ start: number; end: number; status: number }> = [];
    const started = new Map<object, number>();
    context.on('request', (r) => {
      if (r.url().endsWith('/api/auth/token')) started.set(r, Date.now());
    });
    context.on('response', (r) => {
      if (r.url().endsWith('/api/auth/token'))
        refreshes.push({ start: started.get(r.request()) ?? 0, end: Date.now(), status: r.status() });
    });
    await waitUntilExpired(first, 'access');
    // Both tabs start at once; each needs a fresh access token for its user fetch.
    await Promise.all([first.reload(), second.reload()]);
    await expectHeading(first, 'My projects');
    await expectHeading(second, 'Account');
    // The refresh cookie rotates and a reused one is refused (401, all sign-ins revoked). Under the
    // lock the tabs take turns: usually the second finds the first one's token in storage and does
    // not refresh at all; on a slow machine its turn may come after that 2 s token has expired
    // again, but then it refreshes with the rotated cookie — never two refreshes at once.
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((r) => r.status === 200)).toBe(true);
    const ordered = [...refreshes].sort((a, b) => a.start - b.start);
    for (let i = 1; i < ordered.length; i += 1)
      expect(ordered[i]!.start).toBeGreaterThanOrEqual(ordered[i - 1]!.end - 5);
    expect(await storedToken(first)).toBe(await storedToken(second));
    await context.close();
  });
});
