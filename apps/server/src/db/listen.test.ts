// N9 of the second attacker's review: the LISTEN connection that keeps every server's session cache
// honest was trusted while it stayed open. A connection that stalls without closing (a network
// partition, a frozen NAT entry) hears nothing, and the cache would go on serving blocked users for
// up to its 60 s age limit. The listener now asks its own connection for an answer every few
// seconds; one that does not come in time counts as lost: the cache stops serving (onState(false)),
// and the listener reconnects.
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../testing/test-app.ts';
import { openDatabase, type Database } from './client.ts';

/** A TCP proxy to PostgreSQL whose open connections can be frozen: bytes stop, nothing closes. */
async function freezableProxy(target: URL): Promise<{ port: number; freeze: () => void; close: () => Promise<void> }> {
  const pairs: [Socket, Socket][] = [];
  const frozen: Socket[] = [];
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    freeze: () => {
      for (const [client, upstream] of pairs.splice(0)) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
        // Kept open, as a stalled network path is, until the test ends.
        frozen.push(client, upstream);
      }
    },
    close: () => {
      for (const socket of [...frozen, ...pairs.flat()]) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.runIf(process.env.KUBIK_TEST_DB === 'pg')('the LISTEN connection', () => {
  let created: { url: string; drop: () => Promise<void> };
  let proxy: Awaited<ReturnType<typeof freezableProxy>>;
  let database: Database;
  beforeAll(async () => {
    created = await createPostgresDatabase();
    proxy = await freezableProxy(new URL(created.url));
    const viaProxy = new URL(created.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({
      kind: 'postgres',
      url: viaProxy.toString(),
      listenHeartbeat: { everyMs: 200, timeoutMs: 400 },
    });
  });
  afterAll(async () => {
    await database.close();
    await proxy.close();
    await created.drop();
  });

  it('notices a connection that stalls without closing, stops being live, and listens again', async () => {
    const states: boolean[] = [];
    const heard: string[] = [];
    const waitFor = async (check: () => boolean, what: string) => {
      const until = Date.now() + 10_000;
      while (!check()) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const stop = await database.listen(
      'kubik_test',
      (payload) => heard.push(payload),
      (live) => states.push(live),
    );
    const notify = async (payload: string) => {
      const direct = new pg.Client({ connectionString: created.url });
      await direct.connect();
      await direct.query(`select pg_notify('kubik_test', $1)`, [payload]);
      await direct.end();
    };
    try {
      expect(states).toEqual([true]);
      await notify('one');
      await waitFor(() => heard.includes('one'), 'the first notification');

      proxy.freeze();
      // Within a heartbeat and its timeout (0.6 s here), not never.
      await waitFor(() => states.includes(false), 'the stall to be noticed');
      // Reconnected through the proxy (new connections pass), and hearing again.
      await waitFor(() => states.at(-1) === true && states.length >= 3, 'listening again');
      await notify('two');
      await waitFor(() => heard.includes('two'), 'a notification after the reconnect');
    } finally {
      await stop();
    }
  });
});
