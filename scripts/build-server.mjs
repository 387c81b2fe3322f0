// Bundles the server and the workspace packages it uses into apps/server/dist/main.js, and the
// worker threads' tasks (workshop documents, big quotes; the 3D files) into dist/task-worker.js and
// dist/model-worker.js beside it (the pools in apps/server/src/workers/pool.ts look for them there). npm dependencies stay external
// and load from node_modules.
import { build } from 'esbuild';
import { join } from 'node:path';
import { root } from './lib.mjs';

const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kubik/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: join(root, 'apps/server/src/main.ts'),
    'task-worker': join(root, 'apps/server/src/workers/worker.ts'),
    'model-worker': join(root, 'apps/server/src/workers/model-worker.ts'),
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
