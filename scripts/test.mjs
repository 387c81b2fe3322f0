// `npm test`: install what is missing (Debian's Chromium included), then typecheck, lint,
// unit and API tests (vitest), build, and browser tests (Playwright on Debian's Chromium headless shell).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { log, root, run } from './lib.mjs';

/** Debian packages the browser and document tests need. */
const systemPackages = [
  { binary: '/usr/bin/chromium', pkg: 'chromium' },
  { binary: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
  { binary: '/usr/bin/zbarimg', pkg: 'zbar-tools' },
];
/** The browser the browser tests drive (decision 0031); without it they drive the full Chromium. */
const headlessShell = { binary: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' };

const apt = (...args) => {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  return run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};

/** Installs what is missing of `packages`, updating the package lists once if needed; whether it worked. */
function aptInstall(packages) {
  const missing = packages.filter((p) => !existsSync(p.binary)).map((p) => p.pkg);
  if (missing.length === 0) return true;
  log(`installing ${missing.join(', ')} from Debian…`);
  if (apt('install', '-y', '--no-install-recommends', ...missing) === 0) return true;
  apt('update');
  return apt('install', '-y', '--no-install-recommends', ...missing) === 0;
}

function ensureSystemPackages() {
  if (!aptInstall(systemPackages)) {
    log(`could not install ${systemPackages.map((p) => p.pkg).join(', ')}`);
    process.exit(1);
  }
  if (!process.env.CHROMIUM_PATH && !aptInstall([headlessShell])) {
    log(`no ${headlessShell.pkg}: the browser tests drive /usr/bin/chromium`);
    process.env.CHROMIUM_PATH = '/usr/bin/chromium';
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
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

ensureInstall();
ensureSystemPackages();

/**
 * The browser tests run as shards side by side, each a Playwright process with a server and a
 * fresh embedded database of its own (nothing one test publishes or changes — the catalogue, the
 * configurations — reaches another shard's tests). Two on CI's two cores: Chromium, the server and
 * the test runner of one shard leave a core idle most of the time. KUBIK_E2E_SHARDS sets how many.
 */
const shards = Math.max(1, Number(process.env.KUBIK_E2E_SHARDS ?? 2));
const e2ePorts = [];
for (let i = 0; i < shards; i += 1)
  e2ePorts.push(i === 0 && process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort());

/**
 * A command run beside others: its output is kept and printed whole when it ends, so parallel
 * steps do not interleave their lines. Resolves to its exit code.
 */
function runQuietly(command, args, env = process.env) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(chunks));
      resolvePromise(code ?? 1);
    });
  });
}

// Typecheck, lint and the build need one core each for about a minute and nothing from each other:
// they run side by side. The unit and API tests then have both cores, and the browser tests the build.
const steps = [
  [
    ['typecheck', () => runQuietly('npm', ['run', '--silent', 'typecheck'])],
    ['lint', () => runQuietly('npm', ['run', '--silent', 'lint'])],
    ['build', () => runQuietly('node', ['scripts/build.mjs'])],
  ],
  [
    [
      'unit and API tests',
      () =>
        run('node', [
          'node_modules/vitest/vitest.mjs',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${join(results, 'vitest.json')}`,
        ]),
    ],
  ],
  [['browser tests', () => browserTests()]],
];

/** One shard of the browser tests: its own port (so its own server), output folder and report. */
function browserShard(index) {
  const shard = shards > 1 ? [`--shard=${index + 1}/${shards}`, `--output=test-results/shard-${index + 1}`] : [];
  const env = {
    ...process.env,
    E2E_PORT: String(e2ePorts[index]),
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, `playwright-${index + 1}.json`),
  };
  // KUBIK_E2E_CPU=<file> adds each test's CPU seconds (e2e/support/cpu-reporter.ts).
  const reporters = ['list', 'json', ...(process.env.KUBIK_E2E_CPU ? ['./e2e/support/cpu-reporter.ts'] : [])];
  return runQuietly(
    'node',
    ['node_modules/@playwright/test/cli.js', 'test', `--reporter=${reporters.join(',')}`, ...shard],
    env,
  );
}

async function browserTests() {
  const started = Date.now();
  const codes = await Promise.all(
    e2ePorts.map(async (_, index) => {
      const code = await browserShard(index);
      log(
        `── browser tests, shard ${index + 1} of ${shards}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return code;
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

/**
 * The machine's CPU seconds busy and in all since boot (Linux's /proc/stat; null elsewhere). A run's
 * minutes depend on how fast the machine is that day; the CPU work a step asked for says whether it
 * grew, and how busy the cores were says whether running more side by side could help.
 */
function machineCpu() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const all = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0);
    return { busy: (all - ticks[3] - ticks[4]) / 100, all: all / 100 };
  } catch {
    return null;
  }
}

/** "1,234 CPU s, cores 93 % busy" for the time since `before`; empty off Linux. */
function cpuSince(before) {
  const now = machineCpu();
  if (!before || !now || now.all === before.all) return '';
  const busy = now.busy - before.busy;
  return `${Math.round(busy).toLocaleString('en')} CPU s, cores ${Math.round((100 * busy) / (now.all - before.all))} % busy`;
}

const failed = [];
const runStarted = { at: Date.now(), cpu: machineCpu() };
for (const group of steps) {
  if (group[0][0] === 'browser tests' && failed.includes('build')) {
    log('── browser tests: not run, the build failed');
    failed.push('browser tests');
    continue;
  }
  log(`── ${group.map(([name]) => name).join(', ')}`);
  const groupCpu = machineCpu();
  await Promise.all(
    group.map(async ([name, step]) => {
      const started = Date.now();
      const code = await step();
      log(
        `── ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (code !== 0) failed.push(name);
    }),
  );
  const cpu = cpuSince(groupCpu);
  if (cpu) log(`── ${group.map(([name]) => name).join(', ')}: ${cpu}`);
}
const runCpu = cpuSince(runStarted.cpu);
log(`── all steps in ${((Date.now() - runStarted.at) / 1000).toFixed(1)} s${runCpu ? ` (${runCpu})` : ''}`);

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** The first line of a failure's message, without colours: enough to find it in the log above. */
const firstLine = (message) =>
  String(message ?? '')
    // eslint-disable-next-line no-control-regex -- colour codes are what is removed
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

let passed = 0;
let failures = 0;
let skipped = 0;
// The failed tests by name, printed last: a log that keeps only its tail still says which.
const failedTests = [];
const vitest = readJson(join(results, 'vitest.json'));
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failures += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failedTests.push(
          `${file.name.replace(`${root}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        );
    }
  }
}
/** Playwright's failed tests in a suite and the suites inside it. */
function playwrightFailures(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const last = test.results?.at(-1);
      if (test.status === 'unexpected')
        failedTests.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(last?.error?.message)}`);
    }
  }
  for (const inner of suite.suites ?? []) playwrightFailures(inner);
}
for (let index = 0; index < shards; index += 1) {
  const playwright = readJson(join(results, `playwright-${index + 1}.json`));
  if (!playwright?.stats) continue;
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failures += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
  for (const suite of playwright.suites ?? []) playwrightFailures(suite);
}
for (const line of failedTests) log(`failed: ${line}`);
if (failed.length > 0) log(`failed steps: ${failed.join(', ')}`);
if (failed.length > 0 && failures === 0) failures = failed.length;
process.stdout.write(`tests: ${passed} passed, ${failures} failed, ${skipped} skipped\n`);
process.exit(failed.length === 0 ? 0 : 1);
