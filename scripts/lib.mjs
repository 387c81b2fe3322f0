// Helpers for the two commands. Plain Node, no dependencies: these run before `npm ci` has.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  process.stdout.write(`[kubik] ${message}\n`);
}

/** Runs a command in the repository root, inheriting stdio; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const code = run(command, args, options);
  if (code !== 0) process.exit(code);
}

/** sha256 over the contents of the given files and directories (recursively), skipping build output. */
export function hashTree(paths) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name === 'node_modules' || name === 'dist' || name.endsWith('.tsbuildinfo')) continue;
        visit(join(path, name));
      }
    } else {
      hash.update(path.slice(root.length));
      hash.update(readFileSync(path));
    }
  };
  for (const path of paths) visit(resolve(root, path));
  return hash.digest('hex');
}

export function readStamp(path) {
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : null;
}

export function writeStamp(path, value) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${value}\n`);
}
