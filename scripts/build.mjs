// Builds the web app (Vite) and the server bundle (esbuild) unless their sources are unchanged
// since the last build: a second `npm start` does not rebuild what is already built.
import { join } from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { hashTree, log, readStamp, root, runOrExit, writeStamp } from './lib.mjs';

// Every workspace package: the server bundles @kubik/documents and @kubik/shop as well as design and
// contract, and a change to any of them must rebuild what includes it.
const shared = ['package-lock.json', 'packages', 'tsconfig.base.json'];

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

/** Whether apps/server/dist was built from the sources as they are now (tests that start the server
 * process run the bundle then, as `npm start` does; else its sources through tsx). */
export function serverBundleFresh() {
  const server = targets.find((target) => target.name === 'server');
  return readStamp(server.stamp) === hashTree(server.inputs);
}

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
