// The worker entry under tsx and vitest, which run the server's TypeScript directly: Node 20 gives
// worker threads no ESM loader hooks, so tsx's require hook loads worker.ts (the built server uses
// dist/task-worker.js instead; see pool.ts).
/* eslint-disable @typescript-eslint/no-require-imports */
require('tsx/cjs/api').register();
module.exports = require('./worker.ts').default;
