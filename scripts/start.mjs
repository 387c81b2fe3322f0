// `npm start`: install what is missing, build what changed, then run the server, which migrates,
// seeds and serves the app and the API on PORT. Signals are passed on so SIGTERM shuts down cleanly.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { log, root } from './lib.mjs';

ensureInstall();
build();
log(`starting on port ${process.env.PORT ?? 3000}`);
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
