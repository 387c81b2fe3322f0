// Installs dependencies when node_modules is missing or older than package-lock.json.
// Uses `npm ci` so a fresh clone gets exactly the locked versions.
import { join } from 'node:path';
import { hashTree, log, readStamp, root, runOrExit, writeStamp } from './lib.mjs';

export function ensureInstall({ quiet = false } = {}) {
  const stampPath = join(root, 'node_modules', '.kubik-install-stamp');
  const wanted = hashTree(['package-lock.json']);
  if (readStamp(stampPath) === wanted) {
    if (!quiet) log('dependencies are installed');
    return;
  }
  log('installing dependencies (npm ci)…');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  writeStamp(stampPath, wanted);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstall({ quiet: process.argv.includes('--quiet') });
}
