// N1 of the second attacker's review: an anonymous client must not make the server read and parse
// megabytes. Authentication runs before the body is read (a signed-in route answers 401 to a guest
// without looking at the body), bodies are small (64 kB) except where a design travels (5 MB signed
// in, 512 kB for guests), and per-address limits see an IPv6 client's /64, not each of its addresses.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../testing/factory.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { guestDesignBodyLimit, smallBodyLimit } from './body.ts';
import { rateLimitAddress } from './client-address.ts';

const password = 'Kubik-test-2026';
const design = {
  schemaVersion: 1,
  name: 'd',
  settings: {},
  elements: [{ id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } }],
};
/** Valid JSON of about `bytes` bytes: trailing white space is still JSON, and still has to be read. */
const padded = (value: unknown, bytes: number) => JSON.stringify(value) + ' '.repeat(bytes);

type OpenApi = { paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>> };

describe('bodies and authentication', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ HOST: '127.0.0.1' });
    auth = (await aUser(t, { email: 'ana@kubik.test', password })).headers;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    payload: string,
    headers: Record<string, string> = {},
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST',
  ) => t.app.inject({ method, url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('answers 401 to a guest on every signed-in route with a body, before reading the body', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
    const guarded = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.security && op.requestBody)
        .map(([method, _op]) => ({
          method: method.toUpperCase() as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          url: `${path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`,
        })),
    );
    expect(guarded.length).toBeGreaterThanOrEqual(8);
    for (const { method, url } of guarded) {
      // Broken JSON: a route that parsed before authenticating would answer 400 invalid_json.
      const res = await post(url, '{"broken":', {}, method);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
      // And the same with a body far over any limit: 401, not 413.
      const big = await post(url, padded({}, 6 * 1024 * 1024), {}, method);
      expect({ method, url, status: big.statusCode }).toEqual({ method, url, status: 401 });
    }
  });

  it('keeps bodies small where no design travels', async () => {
    const body = padded({ email: 'ana@kubik.test', password }, smallBodyLimit);
    for (const url of ['/api/users/login', '/api/users', '/api/contact', '/api/auth/forgot-password']) {
      const res = await post(url, body, { 'accept-language': 'en' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 413 });
      expect(res.json().error).toEqual({ code: 'payload_too_large', message: 'The request is too large.' });
    }
    // Signed in, too.
    expect((await post('/api/users/me', padded({ name: 'Ana' }, smallBodyLimit), auth, 'PATCH')).statusCode).toBe(413);
    // A body just under the limit is read.
    expect((await post('/api/users/me', padded({ name: 'Ana' }, smallBodyLimit - 100), auth, 'PATCH')).statusCode).toBe(
      200,
    );
  });

  it('takes big designs from signed-in users, and at most 512 kB from guests', async () => {
    const mega = padded({ design }, 1024 * 1024);
    expect((await post('/api/designs/quote', mega, auth)).statusCode).toBe(200);
    expect((await post('/api/projects', padded({ name: 'big', design }, 1024 * 1024), auth)).statusCode).toBe(201);
    for (const url of ['/api/designs/quote', '/api/designs/pdf']) {
      const guest = await post(url, mega, { 'accept-language': 'en' });
      expect({ url, status: guest.statusCode }).toEqual({ url, status: 413 });
      expect(guest.json().error.code).toBe('payload_too_large');
    }
    expect((await post('/api/designs/quote', padded({ design }, guestDesignBodyLimit - 1000))).statusCode).toBe(200);
  });

  it('stops reading a guest’s chunked body (no length given) at the guest limit', async () => {
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/designs/quote',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(JSON.stringify({ design }));
      const chunk = ' '.repeat(64 * 1024);
      // 2 MB in all unless the server answers first; a closed socket ends the writing.
      let sent = 0;
      const more = () => {
        while (sent < 2 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', more);
        }
        req.end();
      };
      more();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('payload_too_large');
  });
});

describe('client addresses for rate limits', () => {
  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', () => {
    expect(rateLimitAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitAddress('::FFFF:c000:0207')).toBe('192.0.2.7');
    expect(rateLimitAddress('192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitAddress('2001:db8::192.0.2.7')).toBe('2001:db8:0:0::/64');
  });

  it('throttles one IPv6 /64 as one address, however many of its addresses a client uses', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: 'x@kubik.test', password: 'Wrong-password-1' },
          headers: { 'x-forwarded-for': `2001:db8:5:6::${(i + 1).toString(16)}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      // An IPv4 client behind a dual-stack proxy is the same client either way.
      const v4 = (address: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: 'y@kubik.test', password: 'Wrong-password-1' },
          headers: { 'x-forwarded-for': address },
        });
      for (let i = 0; i < 5; i++)
        expect((await v4(i % 2 ? '::ffff:198.51.100.3' : '198.51.100.3')).statusCode).toBe(401);
      expect((await v4('::ffff:198.51.100.3')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
