// Builds the web app (Vite) and the server bundle (esbuild) unless their sources are unchanged
// since the last build: a second `npm start` does not rebuild what is already built.
import { join } from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { hashTree, log, readStamp, root, runOrExit, writeStamp } from './lib.mjs';

const shared = ['package-lock.json', 'packages/design/src', 'packages/contract/src', 'tsconfig.base.json'];

const targets = [
  {
    name: 'web app',
    inputs: [...shared, 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts'],
    stamp: join(root, 'apps/web/dist/.build-stamp'),
    build: () =>
      runOrExit('node', [
        'node_modules/vite/bin/vite.js',
        'build',
        '--config',
        'apps/web/vite.config.ts',
        '--logLevel',
        'warn',
      ]),
  },
  {
    name: 'server',
    inputs: [...shared, 'apps/server/src', 'apps/server/drizzle', 'scripts/build-server.mjs'],
    stamp: join(root, 'apps/server/dist/.build-stamp'),
    build: () => runOrExit('node', ['scripts/build-server.mjs']),
  },
];

export function build({ force = false } = {}) {
  for (const target of targets) {
    const wanted = hashTree(target.inputs);
    if (!force && readStamp(target.stamp) === wanted) {
      log(`${target.name} is up to date`);
      continue;
    }
    log(`building the ${target.name}…`);
    const started = Date.now();
    target.build();
    writeStamp(target.stamp, wanted);
    log(`built the ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstall({ quiet: true });
  build({ force: process.argv.includes('--force') });
}
