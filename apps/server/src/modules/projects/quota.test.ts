// N2 of the second attacker's review: a free account could store projects without end. Each user
// keeps at most PROJECTS_PER_USER projects taking at most PROJECT_STORAGE_BYTES_PER_USER of the
// database, checked in the transaction that writes (concurrent saves cannot slip past), with a
// clear translated error; what was saved stays as it was.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../testing/factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), 'utf8'));
const password = 'Kubik-test-2026';
/** A thumbnail of about `bytes` that does not compress (random data). */
const noise = (bytes: number) => `data:image/png;base64,${randomBytes(Math.ceil((bytes * 3) / 4)).toString('base64')}`;

describe('project quotas', () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp({ PROJECTS_PER_USER: '3', PROJECT_STORAGE_BYTES_PER_USER: String(200 * 1024) });
    for (const name of ['ana', 'bor', 'cene']) {
      headers[name] = {
        ...(await aUser(t, { email: `${name}@kubik.test`, password })).headers,
        'accept-language': 'en',
      };
    }
  });
  afterAll(() => t.close());

  const create = (who: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/projects', headers: headers[who], payload });

  it('keeps at most PROJECTS_PER_USER projects per user, saved, duplicated or copied', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await create('ana', { name: `P${i}`, design: example('one-cube.json') });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const refused = await create('ana', { name: 'P3', design: example('one-cube.json') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'project_limit_reached',
      message: 'You have reached the most projects an account can keep. Delete one you no longer need.',
    });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/projects/${ids[0]}/duplicate`, headers: headers.ana }))
        .statusCode,
    ).toBe(409);
    const share = (
      await t.app.inject({ method: 'POST', url: `/api/projects/${ids[0]}/share`, headers: headers.ana })
    ).json();
    for (let i = 0; i < 3; i++)
      expect((await create('bor', { name: `B${i}`, design: example('one-cube.json') })).statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/shares/${share.shareId}/copy`, headers: headers.bor }))
        .statusCode,
    ).toBe(409);
    // Nothing more was stored, in any language the message is clear, and deleting frees a place.
    expect((await t.app.inject({ method: 'GET', url: '/api/projects', headers: headers.ana })).json().total).toBe(3);
    const sl = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { ...headers.ana, 'accept-language': 'sl' },
      payload: { name: 'x', design: example('one-cube.json') },
    });
    expect(sl.json().error.message).toBe(
      'Dosegli ste največje število projektov, ki jih lahko hrani račun. Izbrišite katerega, ki ga ne potrebujete več.',
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/projects/${ids[2]}`, headers: headers.ana })).statusCode,
    ).toBe(204);
    expect((await create('ana', { name: 'P3', design: example('one-cube.json') })).statusCode).toBe(201);
  });

  it('lets no burst of concurrent saves past the limit', async () => {
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create('cene', { name: `C${i}`, design: example('one-cube.json') })),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(burst.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect((await t.app.inject({ method: 'GET', url: '/api/projects', headers: headers.cene })).json().total).toBe(3);
  });
});

describe('project storage', () => {
  let t: TestApp;
  let ana: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ PROJECT_STORAGE_BYTES_PER_USER: String(200 * 1024) });
    ana = { ...(await aUser(t, { email: 'ana@kubik.test', password })).headers, 'accept-language': 'es' };
  });
  afterAll(() => t.close());

  it('refuses a save that would take the user past their storage, keeping what was saved', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: ana,
      payload: { name: 'a', design: example('one-cube.json'), thumbnail: noise(120 * 1024) },
    });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: ana,
      payload: { name: 'b', design: example('one-cube.json'), thumbnail: noise(120 * 1024) },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'storage_limit_reached',
      message: 'Sus proyectos ocupan todo el espacio que tiene una cuenta. Elimine alguno que ya no necesite.',
    });
    // Growing a saved project past the limit is refused too, and the project keeps its old content.
    const small = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: ana,
        payload: { name: 'c', design: example('one-cube.json') },
      })
    ).json();
    const grown = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${small.id}`,
      headers: ana,
      payload: { thumbnail: noise(120 * 1024) },
    });
    expect(grown.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projects/${small.id}`, headers: ana })).json().thumbnail,
    ).toBeNull();
    // Shrinking is always allowed.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/projects/${first.json().id}`,
          headers: ana,
          payload: { thumbnail: null },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/projects/${small.id}`,
          headers: ana,
          payload: { thumbnail: noise(120 * 1024) },
        })
      ).statusCode,
    ).toBe(200);
  });
});
