// The real server process: restarts keep every saved thing, kill -9 loses no committed write and no
// job (a mail being sent when the process died goes out once after the restart), SIGTERM lets the
// request in flight finish and closes keep-alive sockets, and the first admin is made only once.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { startSmtp } from './testing/smtp.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, startServerProcess, type ServerProcess } from './testing/server-process.ts';
import { createPostgresDatabase } from './testing/test-app.ts';

const admin = { email: 'admin@kubik.test', password: 'Kubik-admin-2026' };

type Proc = ServerProcess;

let env: Record<string, string> = {};
let cleanup: () => Promise<void> = async () => {};

/** The server as its own process (see testing/server-process.ts: kill -9 must hit the server itself). */
const start = (extra: Record<string, string> = {}): Promise<Proc> =>
  startServerProcess({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...env, ...extra });

async function login(url: string) {
  const res = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

// Real processes start slowly on a busy 2-core machine (tsx compiles, PGlite creates a cluster).
describe('the server process', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    if (process.env.KUBIK_TEST_DB === 'pg') {
      const db = await createPostgresDatabase();
      env = { DATABASE_URL: db.url };
      cleanup = db.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'kubik-lifecycle-'));
      env = { DATA_DIR: dir };
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  it('keeps sign-ins across a clean restart and makes the first admin only once', async () => {
    const first = await start();
    const tokens = await login(first.url);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain('created the first admin');

    const second = await start({ ADMIN_EMAIL: 'another@kubik.test' });
    expect(second.output()).not.toContain('created the first admin');
    const me = await fetch(`${second.url}/api/users/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(admin.email);
    const other = await fetch(`${second.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...admin, email: 'another@kubik.test' }),
    });
    expect(other.status).toBe(401);
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  });

  it('loses no committed write to kill -9', async () => {
    const first = await start();
    const tokens = await login(first.url);
    // The refresh below commits a rotation; then the process dies without any chance to flush.
    const rotated = await fetch(`${first.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: tokens.refresh_token }),
    });
    expect(rotated.status).toBe(200);
    const next = (await rotated.json()) as { refresh_token: string };
    first.child.kill('SIGKILL');
    await exited(first.child);
    // Nothing answers there any more: the process that served it is gone.
    expect(
      await fetch(`${first.url}/api/health`).then(
        () => 'answered',
        () => 'gone',
      ),
    ).toBe('gone');

    const second = await start();
    const refresh = (token: string) =>
      fetch(`${second.url}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    // The newest token works: the rotation was kept.
    expect((await refresh(next.refresh_token)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
  });

  it('finishes the request in flight on SIGTERM, then exits cleanly', async () => {
    const server = await start();
    const body = JSON.stringify(admin);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${server.url}/api/users/login`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now; the rest after the signal, so the request is surely in flight.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });
    const done = await answer;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.body).access_token).toBeTruthy();
    expect(await exited(server.child)).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('sends a mail whose sending was cut short by kill -9 once, after the restart', async () => {
    // An SMTP server that takes the mail and never answers: the job is in flight when the process dies.
    let hung!: () => void;
    const reached = new Promise<void>((resolve) => (hung = resolve));
    const hanging = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream) => {
        stream.resume();
        hung();
      },
    });
    // The killed process's connection resets: expected here.
    hanging.on('error', () => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const hangingPort = (hanging.server.address() as { port: number }).port;
    const first = await start({ SMTP_URL: `smtp://127.0.0.1:${hangingPort}`, JOBS_LEASE_SECONDS: '2' });
    const asked = await fetch(`${first.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email }),
    });
    expect(asked.status).toBe(202);
    await reached;
    first.child.kill('SIGKILL');
    await exited(first.child);
    hanging.close();

    const smtp = await startSmtp();
    const second = await start({ SMTP_URL: smtp.url, JOBS_LEASE_SECONDS: '2' });
    try {
      const mail = await smtp.waitFor(
        (m) => m.to.includes(admin.email) && m.links.some((l) => l.includes('/password-reset?token=')),
        60_000,
      );
      expect(mail.subject).toBe('Ponastavitev gesla');
      // One mail written and marked sent; one delivered.
      const { access_token } = await login(second.url);
      const box = (await (
        await fetch(`${second.url}/api/admin/mails?perPage=100`, {
          headers: { authorization: `Bearer ${access_token}` },
        })
      ).json()) as { items: { kind: string; sentAt: string | null }[] };
      const resets = box.items.filter((m) => m.kind === 'reset_password');
      expect(resets).toHaveLength(1);
      expect(resets[0]!.sentAt).not.toBeNull();
      expect(smtp.mails.filter((m) => m.to.includes(admin.email))).toHaveLength(1);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
      await smtp.close();
    }
  });

  it('closes keep-alive sockets on SIGTERM instead of waiting for their timeout', async () => {
    const server = await start();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: string, split: boolean) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = request(
          `${server.url}/api/users/login`,
          {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          },
        );
        req.on('error', reject);
        if (!split) return req.end(body);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          server.child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 300);
      });
    const body = JSON.stringify(admin);
    // A first answer leaves the socket open (keep-alive) …
    expect((await send(body, false)).connection).toBe('keep-alive');
    // … the second is in flight on it when SIGTERM comes: it finishes, and says the socket closes.
    const signalledAt = Date.now();
    const last = await send(body, true);
    expect(last).toEqual({ status: 200, connection: 'close' });
    expect(await exited(server.child)).toBe(0);
    // Well before fastify's 72 s keep-alive timeout (the socket would otherwise hold the exit).
    expect(Date.now() - signalledAt).toBeLessThan(60_000);
    agent.destroy();
  });
});
