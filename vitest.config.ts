// Four projects: the pure unit tests, the web app's unit tests, and the API tests on the two
// databases. When a PostgreSQL server answers on 127.0.0.1:5432 every API test runs on it, and
// embedded PGlite (what `npm start` uses by default) runs the tests that prove something about it:
// its own lifecycle (a data directory across restarts and kill -9), the database layer, the job
// queue, writes that race on its single connection, and each module's main path once. Without a
// server, every API test runs on PGlite.
import { connect } from 'node:net';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/**/*.test.ts'];
const pgliteProof = [
  'apps/server/src/lifecycle.test.ts',
  'apps/server/src/db/*.test.ts',
  'apps/server/src/jobs/*.test.ts',
  'apps/server/src/metrics/*.test.ts',
  ...['payments/money-races', 'payments/crash', 'payments/mark-paid', 'order-documents/job-packs'].map(
    (f) => `apps/server/src/modules/${f}.test.ts`,
  ),
  ...[
    'accounts/registration',
    'accounts/abuse',
    'admin/admin',
    'admin/admin-jobs',
    'auth/auth',
    'cart/cart',
    'catalogue-editor/editor',
    'inquiries/inquiries',
    'inquiries/offer-checkout',
    'mailed-designs/mailed-designs',
    'models3d/models3d',
    'orders/orders',
    'orders/journey',
    'partners/partners',
    'projects/projects',
    'system/system',
  ].map((f) => `apps/server/src/modules/${f}.test.ts`),
];

function postgresAnswers(): Promise<boolean> {
  if (process.env.KUBIK_TEST_SKIP_PG === '1') return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432, timeout: 500 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

const withPostgres = await postgresAnswers();
if (!withPostgres) console.warn('[kubik] PostgreSQL does not answer on 127.0.0.1:5432: API tests run on PGlite only');

const api = (name: string, db: string, include: string[]) => ({
  extends: true as const,
  test: {
    name,
    ...(db === 'pglite' ? { globalSetup: ['apps/server/src/testing/pglite-template.ts'] } : {}),
    include,
    env: { KUBIK_TEST_DB: db, NODE_ENV: 'test' },
    // Ceilings that catch a hang, not speed checks: CI's machine has run the same tests three times
    // slower than a quiet one, and a 19 s scoping sweep must not fail there for the clock alone.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One module graph per worker, not per file: every API file imports the whole server, and
    // evaluating it again for each of them was a third of the run (api-pg 149 → 92 s). The files
    // share no state but the process's: each builds its own app and database (tried shuffled too).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Most API tests wait on
    // PostgreSQL, a restarted server or a mail job rather than compute, so three files at a time
    // keep both cores busy (the whole run: 453 s of one worker → 316 s with three, on a loaded box).
    maxWorkers: 3,
    // Vitest's 5 s is a speed check on CI's slower days (a 5.2 s QR sweep there is a 15 s one):
    // a ceiling that catches a hang is enough, and tests check behaviour, not time.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      api('api-pglite', 'pglite', withPostgres ? pgliteProof : apiTests),
      ...(withPostgres ? [api('api-pg', 'pg', apiTests)] : []),
    ],
  },
});
