// Browser tests drive Debian's Chromium (never a downloaded browser) against the built app,
// started by e2e/server.ts on a fresh embedded database. The browser is Chromium's headless
// shell (Debian's chromium-headless-shell, what Playwright itself runs headless): the same Blink and
// the same WebGL on SwiftShader without the full browser's window machinery, a third less CPU for
// the same tests (decision 0031). CHROMIUM_PATH=/usr/bin/chromium runs them in the full browser.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3123);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a test that passes only on a second try is a bug to fix.
  retries: 0,
  // KUBIK_E2E_CPU=<file>: each test's CPU seconds too (e2e/support/cpu-reporter.ts).
  reporter: [['list'], ...(process.env.KUBIK_E2E_CPU ? [['./e2e/support/cpu-reporter.ts'] as [string]] : [])],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  webServer: {
    command: `tsx e2e/server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
