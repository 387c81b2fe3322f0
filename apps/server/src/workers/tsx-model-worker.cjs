// The 3D files' worker entry under tsx and vitest (see tsx-worker.cjs); built: dist/model-worker.js.
/* eslint-disable @typescript-eslint/no-require-imports */
require('tsx/cjs/api').register();
module.exports = require('./model-worker.ts').default;
