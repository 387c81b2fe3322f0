// `npm start` and signals: sent to npm's process alone (as a container runtime does) the server gets
// it; sent to the whole process group (a terminal's Ctrl-C) the server gets it once; either way npm
// exits with the server's code. A stand-in server records what it receives.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function startNpm() {
  const dir = mkdtempSync(join(tmpdir(), 'kubik-start-'));
  const logFile = join(dir, 'signals.log');
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, KUBIK_START_ENTRY: join(root, 'scripts/testing/signal-server.mjs'), SIGNAL_LOG: logFile },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n') : []);
  const ready = async () => {
    for (let i = 0; i < 600 && !lines().some((l) => l.startsWith('ready')); i++)
      await new Promise((r) => setTimeout(r, 100));
    const line = lines().find((l) => l.startsWith('ready'));
    if (!line) throw new Error('the stand-in server did not start');
    return Number(line.split(' ')[1]);
  };
  return { child, exited, lines, ready };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start and signals', { timeout: 90_000 }, () => {
  it('passes SIGTERM sent to npm alone on to the server, once, and exits with its code', async () => {
    const npm = startNpm();
    const serverPid = await npm.ready();
    process.kill(npm.child.pid!, 'SIGTERM');
    expect(await npm.exited).toBe(7);
    expect(npm.lines().filter((l) => l.startsWith('SIG'))).toEqual([`SIGTERM ${serverPid}`]);
    expect(alive(serverPid)).toBe(false);
  });

  it('delivers SIGTERM sent to the whole process group to the server once', async () => {
    const npm = startNpm();
    const serverPid = await npm.ready();
    process.kill(-npm.child.pid!, 'SIGTERM');
    expect(await npm.exited).toBe(7);
    expect(npm.lines().filter((l) => l.startsWith('SIG'))).toEqual([`SIGTERM ${serverPid}`]);
    expect(alive(serverPid)).toBe(false);
  });

  it('does the same for SIGINT (Ctrl-C in a terminal reaches the whole group)', async () => {
    const npm = startNpm();
    const serverPid = await npm.ready();
    process.kill(-npm.child.pid!, 'SIGINT');
    expect(await npm.exited).toBe(7);
    expect(npm.lines().filter((l) => l.startsWith('SIG'))).toEqual([`SIGINT ${serverPid}`]);
  });
});
