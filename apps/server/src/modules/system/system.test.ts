import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('system endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI 3.1 document built from the validation schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    const login = doc.paths['/api/users/login'].post;
    const body = login.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['email', 'password']);
    expect(body.properties.password.maxLength).toBe(256);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '401', '429']));
    expect(doc.paths['/api/users/me'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/auth/token'].post).toBeDefined();
    expect(doc.paths['/api/auth/logout'].post).toBeDefined();
  });

  it('serves a readable API reference', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('is not ready once the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('unavailable');
    await other.app.close();
  });
});
