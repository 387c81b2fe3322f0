// `npm test`: install what is missing (Debian's Chromium included), then typecheck, lint,
// unit and API tests (vitest), build, and browser tests (Playwright on /usr/bin/chromium).
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { log, root, run } from './lib.mjs';

/** Debian packages the browser and document tests need. */
const systemPackages = [
  { binary: '/usr/bin/chromium', pkg: 'chromium' },
  { binary: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
  { binary: '/usr/bin/zbarimg', pkg: 'zbar-tools' },
];

function ensureSystemPackages() {
  const missing = systemPackages.filter((p) => !existsSync(p.binary)).map((p) => p.pkg);
  if (missing.length === 0) return;
  log(`installing ${missing.join(', ')} from Debian…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt('install', '-y', '--no-install-recommends', ...missing) !== 0) {
    apt('update');
    if (apt('install', '-y', '--no-install-recommends', ...missing) !== 0) {
      log(`could not install ${missing.join(', ')}`);
      process.exit(1);
    }
  }
}

/** A free loopback port for the browser tests' server, so a server left running elsewhere does not clash. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// Not test-results/: Playwright empties that folder when it starts.
const results = join(root, '.cache', 'test-reports');
mkdirSync(results, { recursive: true });

ensureInstall();
ensureSystemPackages();

const e2ePort = process.env.E2E_PORT ?? (await freePort());

const steps = [
  ['typecheck', () => run('npm', ['run', '--silent', 'typecheck'])],
  ['lint', () => run('npm', ['run', '--silent', 'lint'])],
  ['unit and API tests', () => run('node', ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`])],
  ['build', () => { build(); return 0; }],
  ['browser tests', () => run('node', ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], { env: { ...process.env, E2E_PORT: String(e2ePort), PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json') } })],
];

const failed = [];
for (const [name, step] of steps) {
  log(`── ${name}`);
  const started = Date.now();
  const code = step();
  log(`── ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) failed.push(name);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failures = 0;
let skipped = 0;
const vitest = readJson(join(results, 'vitest.json'));
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failures += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = readJson(join(results, 'playwright.json'));
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failures += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
}
if (failed.length > 0) log(`failed steps: ${failed.join(', ')}`);
if (failed.length > 0 && failures === 0) failures = failed.length;
process.stdout.write(`tests: ${passed} passed, ${failures} failed, ${skipped} skipped\n`);
process.exit(failed.length === 0 ? 0 : 1);
