// `npm start`: install what is missing, build what changed, then run the server, which migrates,
// seeds and serves the app and the API on PORT.
//
// Signals: the server runs in a process group of its own, and this process forwards the first
// SIGTERM, SIGINT or SIGHUP to it — once — then waits and exits with the server's exit code. So a
// signal sent to npm alone (as a container runtime does) reaches the server, and one sent to the
// whole group (a terminal's Ctrl-C) reaches it once, not twice.
// KUBIK_START_ENTRY (tests only) runs another script in place of the built server, without building.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { log, root } from './lib.mjs';

const entry = process.env.KUBIK_START_ENTRY;
if (!entry) {
  ensureInstall();
  build();
}
log(`starting on port ${process.env.PORT ?? 3000}`);
const server = spawn(process.execPath, ['--enable-source-maps', entry ?? join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
  detached: true,
});
let forwarded = false;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (signal === 'SIGKILL' ? 9 : 15) : 1)));
