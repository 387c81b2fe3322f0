// The holes an attacker found (docs: shared security review), each as a test: bad input is a 400
// naming the field (never a 500), framework errors speak the API's shape, logs carry no query
// parameters and stay small, and every answer has the security headers.
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aUser } from '../testing/factory.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const password = 'Kubik-test-2026';
const design = (name: string) => ({ schemaVersion: 1, name, settings: {}, elements: [] });

describe('bad input', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' });
    auth = (await aUser(t, { email: 'ana@kubik.test', password })).headers;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    });

  it('refuses a NUL character in any text with 400 naming the field', async () => {
    const login = await post('/api/users/login', '{"email":"a\\u0000b@c.d","password":"abcdefghijk"}');
    expect(login.statusCode).toBe(400);
    expect(login.json().error.fields).toEqual({
      email: 'The text contains a character that is not allowed (a NUL or an invalid Unicode character).',
    });
    const contact = await post('/api/contact', JSON.stringify({ email: 'x@y.z', message: 'hello\u0000there' }));
    expect(contact.statusCode).toBe(400);
    expect(Object.keys(contact.json().error.fields)).toEqual(['message']);
    const project = await post('/api/projects', JSON.stringify({ name: 'p\u0000', design: design('d') }), auth);
    expect(project.statusCode).toBe(400);
    expect(Object.keys(project.json().error.fields)).toEqual(['name']);
  });

  it('refuses a lone surrogate, which jsonb cannot store, with 400 naming the field', async () => {
    const res = await post(
      '/api/projects',
      '{"name":"p","design":{"schemaVersion":1,"name":"\\ud800","settings":{},"elements":[]}}',
      auth,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['design.name']);
    // A proper pair (an emoji) is fine.
    expect((await post('/api/projects', JSON.stringify({ name: 'p 🪑', design: design('😀') }), auth)).statusCode).toBe(
      201,
    );
  });

  it('refuses nesting 2,100 deep (a 4 kB body) with 400 naming the field, not a stack overflow', async () => {
    const deep = `{"design":${'['.repeat(2100)}0${']'.repeat(2100)}}`;
    for (const url of ['/api/designs/quote', '/api/designs/pdf']) {
      const res = await post(url, deep);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(Object.keys(res.json().error.fields)[0]).toMatch(/^design/);
    }
    const project = await post(
      '/api/projects',
      JSON.stringify({ name: 'x', design: design('d') }).replace(
        '"elements":[]',
        `"elements":${'['.repeat(2100)}${']'.repeat(2100)}`,
      ),
      auth,
    );
    expect(project.statusCode).toBe(400);
  });

  it('refuses a NUL in a query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/projects?filter=a%00b', headers: auth });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['filter']);
  });

  it('answers a URL it cannot decode in the API error shape', async () => {
    for (const url of ['/api/%', '/api/projects/%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
    }
  });

  it('never logs a failed query’s parameters, and caps what it logs', async () => {
    // A write that fails in the database with a large, secret parameter (a password hash, a design).
    const secret = `$argon2id$v=19$m=19456,t=2,p=1$${'s'.repeat(200_000)}`;
    const failing = vi.spyOn(t.services.projects, 'create').mockImplementationOnce(async () => {
      await t.services.database.db.execute(sql`select ${secret}::int`);
      throw new Error('unreachable');
    });
    const before = t.logs.join('').length;
    const res = await post('/api/projects', JSON.stringify({ name: 'x', design: design('d') }), auth);
    failing.mockRestore();
    expect(res.statusCode).toBe(500);
    const written = t.logs.join('').slice(before);
    expect(written).toContain('unhandled error');
    expect(written).not.toContain('argon2id');
    expect(written).not.toContain('s'.repeat(100));
    expect(written.length).toBeLessThan(8_000);
  });
});

describe('security headers', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('sends CSP with frame-ancestors, nosniff and a referrer policy; HSTS only for an https PUBLIC_URL', async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    for (const url of ['/api/health', '/api/nothing', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    await t.close();
    t = await createTestApp({ PUBLIC_URL: 'https://kubik.example' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toMatch(
      /max-age=31536000/,
    );
  });

  it('is ready for the card provider: one option adds exactly Stripe’s script, frames and API', () => {
    const off = contentSecurityPolicy({ cardProvider: false });
    const on = contentSecurityPolicy({ cardProvider: true });
    expect(off.scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(on.scriptSrc).toEqual(["'self'", 'https://js.stripe.com', "'wasm-unsafe-eval'"]);
    expect(on.frameSrc).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(on.connectSrc).toEqual(["'self'", 'https://api.stripe.com']);
    expect(on.frameAncestors).toEqual(["'none'"]);
  });
});

describe('oversized headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HOST: '127.0.0.1', PORT: '0' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers 431 in the API error shape', async () => {
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-big': 'a'.repeat(20_000) } },
        (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'request_header_too_large', message: expect.any(String) },
    });
  });
});
