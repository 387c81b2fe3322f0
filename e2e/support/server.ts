// Starts an extra server for one test with its own environment (for example shortened token
// lifetimes), on a free port, and stops it afterwards.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer({ env = {} }: { env?: Record<string, string> } = {}): Promise<{
  url: string;
  stop: () => Promise<void>;
}> {
  const port = await freePort();
  const root = join(import.meta.dirname, '..', '..');
  // tsx as a loader in this process, not its CLI (which runs a child of its own that a kill misses).
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'e2e/server.ts')], {
    cwd: root,
    env: { ...process.env, ...env, E2E_PORT: String(port), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the test server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the test server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
