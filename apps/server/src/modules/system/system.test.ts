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

  it('is not ready while the database lacks a migration this build ships, and ready once it has it', async () => {
    const other = await createTestApp();
    const [last] = (
      await other.database.query(
        'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at',
      )
    ).rows;
    expect(await other.database.pendingMigrations()).toBe(1);
    const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect([res.statusCode, res.headers['retry-after'], res.json().error.reason]).toEqual([
      503,
      '5',
      'migrations_pending',
    ]);
    await other.database.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      last!.hash,
      last!.created_at,
    ]);
    expect((await other.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    // A database ahead of the build (a newer server migrated it) keeps an older server ready.
    await other.database.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      'newer',
      Date.now() + 86_400_000,
    ]);
    expect(await other.database.pendingMigrations()).toBe(0);
    await other.close();
  });

  it('is not ready once the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error).toMatchObject({ code: 'unavailable', reason: 'database_unreachable' });
    // Liveness never asks the database.
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await other.app.close();
  });
});
