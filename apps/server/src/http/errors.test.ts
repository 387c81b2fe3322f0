import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { smallBodyLimit } from './body.ts';

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload,
      headers: { 'accept-language': 'en', ...headers },
    });

  const expectShape = (body: unknown) => {
    expect(body).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
    expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts:\d+|stack/);
  };

  it('answers unknown /api paths with a JSON 404, not the app', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/users/nope'],
      ['GET', '/api'],
      ['PUT', '/api/users/me/nothing'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expectShape(res.json());
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await post('{"email": "a@b.c", ');
    expect(res.statusCode).toBe(400);
    expectShape(res.json());
    expect(res.json().error.code).toBe('invalid_json');
  });

  it('names the field with the wrong type, and the missing one', async () => {
    const res = await post(JSON.stringify({ email: 42 }));
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'password']);
    expect(error.fields.email).toMatch(/expected string/i);
  });

  it('answers a body that is not an object with 400', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expectShape(res.json());
    }
  });

  it('refuses __proto__ keys', async () => {
    const res = await post('{"email":"a@b.c","password":"x","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
    expectShape(res.json());
  });

  it('answers an oversized body with 413', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(smallBodyLimit) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('answers another content type with 415', async () => {
    const res = await post('email=a', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expectShape(res.json());
  });

  it('speaks the language of the i18n_redirected cookie, then Accept-Language, then Slovenian', async () => {
    const ask = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/nothing', headers });
    expect((await ask({ cookie: 'i18n_redirected=es' })).json().error.message).toBe('No se ha podido encontrar.');
    expect((await ask({ 'accept-language': 'en-GB,en;q=0.8' })).json().error.message).toBe('This could not be found.');
    expect((await ask({ 'accept-language': 'de' })).json().error.message).toBe('Tega ni bilo mogoče najti.');
    const fields = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: {},
        headers: { cookie: 'i18n_redirected=sl' },
      })
    ).json().error.fields;
    expect(fields.email).toMatch(/Neveljaven vnos/);
  });

  it('carries a request id on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
