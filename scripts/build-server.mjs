// Bundles the server and the workspace packages it uses into apps/server/dist/main.js, and the
// worker threads' task (workshop documents, big quotes) into dist/task-worker.js beside it (the
// pools in apps/server/src/workers/pool.ts look for it there). npm dependencies stay external
// and load from node_modules.
import { build } from 'esbuild';
import { join } from 'node:path';
import { root } from './lib.mjs';

const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@kubik/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: {
    main: join(root, 'apps/server/src/main.ts'),
    'task-worker': join(root, 'apps/server/src/workers/worker.ts'),
  },
  outdir: join(root, 'apps/server/dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
});
