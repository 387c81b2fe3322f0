// N11 of the second attacker's review: two answers still came in fastify's or Node's own shape —
// the 503 for a request arriving while the server shuts down, and the 400 for an HTTP/1.1 request
// without a Host header (Node's, with no body at all). Both now answer {"error": {"code", "message"}}.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Everything the server writes on `socket` until it closes it. */
function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (d) => (text += d));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

/** The answers in a raw HTTP/1.1 stream: status and JSON body of each. */
function answers(raw: string): { status: number; body: unknown; headers: string }[] {
  return raw
    .split(/(?=HTTP\/1\.1 \d{3})/)
    .filter(Boolean)
    .map((part) => {
      const [head, ...rest] = part.split('\r\n\r\n');
      const body = rest.join('\r\n\r\n');
      return { status: Number(head!.slice(9, 12)), body: body ? JSON.parse(body) : null, headers: head!.toLowerCase() };
    });
}

describe('answers at the edges', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close().catch(() => {});
    t = undefined;
  });

  const start = async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    return (t.app.server.address() as { port: number }).port;
  };

  it('answers an HTTP/1.1 request without a Host header with 400 in the API shape', async () => {
    const port = await start();
    const socket = connect(port, '127.0.0.1');
    const all = readAll(socket);
    socket.write('GET /api/health HTTP/1.1\r\naccept-language: en\r\nconnection: close\r\n\r\n');
    const [answer] = answers(await all);
    expect(answer!.status).toBe(400);
    expect(answer!.body).toEqual({ error: { code: 'bad_request', message: 'The request is not valid.' } });
  });

  it('answers a request that arrives while shutting down with 503 in the API shape, and closes the connection', async () => {
    const port = await start();
    // A request whose headers are still coming in when the server starts to close: its connection
    // is busy, so it is not closed as idle, and the request is answered.
    const late = connect(port, '127.0.0.1');
    await new Promise((r) => late.once('connect', r));
    const lateAnswer = readAll(late);
    late.write('GET /api/health HTTP/1.1\r\nhost: kubik\r\naccept-language: en\r\n');
    // One full request on another connection, answered after the server has read the bytes above.
    const other = connect(port, '127.0.0.1');
    const otherAnswer = readAll(other);
    other.write('GET /api/health HTTP/1.1\r\nhost: kubik\r\nconnection: close\r\n\r\n');
    expect(answers(await otherAnswer)[0]!.status).toBe(200);

    const closing = t!.app.close();
    // Once the server has stopped listening, it is shutting down.
    while (t!.app.server.listening) await new Promise((r) => setImmediate(r));
    late.write('\r\n');
    const [answer] = answers(await lateAnswer);
    await closing;
    expect(answer!.status).toBe(503);
    expect(answer!.body).toEqual({
      error: { code: 'unavailable', message: 'Kubik is briefly unavailable. Please try again in a moment.' },
    });
    expect(answer!.headers).toContain('connection: close');
    expect(answer!.headers).toMatch(/retry-after: \d+/);
  });
});
