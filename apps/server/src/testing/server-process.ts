// The real server process for tests that kill it, a child of this very process (so kill -9 hits the
// server): the built bundle when it was built from the sources as they are — what `npm start` runs,
// and half the CPU to start (2.6 against 5.3 core-s through tsx); `npm test` builds it before the
// tests — else `node --import tsx main.ts` (not tsx's CLI, which would run it in a child of its own).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { serverBundleFresh } from '../../../../scripts/build.mjs';

const root = join(import.meta.dirname, '..', '..', '..', '..');

let bundleFresh: boolean | undefined;
function serverEntry(): string[] {
  bundleFresh ??= serverBundleFresh();
  return bundleFresh
    ? [join(root, 'apps/server/dist/main.js')]
    : ['--import', 'tsx', join(root, 'apps/server/src/main.ts')];
}

export type ServerProcess = { child: ChildProcess; url: string; port: number; output: () => string };

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverEntry(), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 150 s:\n${output}`)), 150_000);
    const look = () => {
      const match = /"port":(\d+),"database"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output };
}

/** The exit code (null when a signal ended it); also for a process that is already gone. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode)
      : child.once('exit', (code) => resolve(code)),
  );
