// Four projects: the pure unit tests, the web app's unit tests, and the API tests run twice —
// once on embedded PGlite and once on the PostgreSQL server when one answers on 127.0.0.1:5432.
import { connect } from 'node:net';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/server/**/*.test.ts'];

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

const api = (name: string, db: string) => ({
  extends: true as const,
  test: {
    name,
    ...(db === 'pglite' ? { globalSetup: ['apps/server/src/testing/pglite-template.ts'] } : {}),
    include: apiTests,
    env: { KUBIK_TEST_DB: db, NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
    test: {
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
        api('api-pglite', 'pglite'),
        ...(withPostgres ? [api('api-pg', 'pg')] : []),
      ],
    },
});
