import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, signIn } from '../../testing/factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), 'utf8'));
const password = 'Kubik-test-2026';
// A 1×1 transparent PNG.
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('projects', () => {
  let t: TestApp;
  let ana: Record<string, string>;
  let bor: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://kubik.example' });
    await t.createUser({ email: 'ana@kubik.test', password });
    await t.createUser({ email: 'bor@kubik.test', password });
    ana = await signIn(t, 'ana@kubik.test');
    bor = await signIn(t, 'bor@kubik.test');
  });
  afterAll(() => t.close());

  const create = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/projects', headers, payload });

  it('saves, lists with summaries, opens, renames and deletes', async () => {
    const res = await create(ana, { name: 'Dnevna soba', design: example('grid-2x2.json'), thumbnail: png });
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({ name: 'Dnevna soba', cubeCount: 4, thumbnail: png, shareId: null });
    expect(saved.design.elements).toHaveLength(4);

    await create(ana, { name: 'Atelje', design: example('one-cube.json') });
    const list = await t.app.inject({ method: 'GET', url: '/api/projects?sort=name&order=asc', headers: ana });
    expect(list.json().total).toBe(2);
    expect(list.json().items.map((p: { name: string }) => p.name)).toEqual(['Atelje', 'Dnevna soba']);
    expect(list.json().items[0].design).toBeUndefined();
    const filtered = await t.app.inject({ method: 'GET', url: '/api/projects?filter=dnev', headers: ana });
    expect(filtered.json().items.map((p: { name: string }) => p.name)).toEqual(['Dnevna soba']);
    expect((await t.app.inject({ method: 'GET', url: '/api/projects?perPage=7', headers: ana })).statusCode).toBe(400);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${saved.id}`,
      headers: ana,
      payload: { name: 'Dnevna soba 2' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Dnevna soba 2', cubeCount: 4 });
    const redesigned = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${saved.id}`,
      headers: ana,
      payload: { design: example('bookshelf-5-wide.json') },
    });
    expect(redesigned.json().cubeCount).toBe(5);
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${saved.id}`, headers: ana })).json().name).toBe(
      'Dnevna soba 2',
    );

    expect((await t.app.inject({ method: 'DELETE', url: `/api/projects/${saved.id}`, headers: ana })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${saved.id}`, headers: ana })).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for someone else's project, whatever the method", async () => {
    const mine = (await create(ana, { name: 'Moje', design: example('one-cube.json') })).json();
    for (const [method, url, payload] of [
      ['GET', `/api/projects/${mine.id}`, undefined],
      ['PUT', `/api/projects/${mine.id}`, { name: 'Ukradeno' }],
      ['DELETE', `/api/projects/${mine.id}`, undefined],
      ['POST', `/api/projects/${mine.id}/duplicate`, undefined],
      ['POST', `/api/projects/${mine.id}/share`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bor, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${mine.id}`, headers: ana })).json().name).toBe(
      'Moje',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/projects', headers: bor })).json().total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(401);
  });

  it('refuses what is not a design with a message at the design field, and keeps what was saved', async () => {
    const mine = (await create(ana, { name: 'Ostane', design: example('one-cube.json') })).json();
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${mine.id}`,
      headers: { ...ana, 'accept-language': 'en' },
      payload: { design: { schemaVersion: 1, elements: 'no' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_design');
    expect(bad.json().error.fields.design).toBeTruthy();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projects/${mine.id}`, headers: ana })).json().cubeCount,
    ).toBe(1);
    // A design that breaks furniture rules is still a design: it saves.
    expect((await create(ana, { name: 'Lebdi', design: example('invalid-floating-cube.json') })).statusCode).toBe(201);
    expect(
      (await create(ana, { name: 'x', design: example('one-cube.json'), thumbnail: 'javascript:alert(1)' })).statusCode,
    ).toBe(400);
  });

  it('duplicates a project with a translated name', async () => {
    const mine = (await create(ana, { name: 'Omara', design: example('one-cube.json') })).json();
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${mine.id}/duplicate`,
      headers: { ...ana, cookie: 'i18n_redirected=en' },
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().name).toBe('Omara (copy)');
    expect(copy.json().id).not.toBe(mine.id);
  });

  it('shares read-only with an unguessable link, copies, and revokes', async () => {
    const mine = (await create(ana, { name: 'Za deljenje', design: example('grid-2x2.json') })).json();
    const share = await t.app.inject({ method: 'POST', url: `/api/projects/${mine.id}/share`, headers: ana });
    expect(share.statusCode).toBe(200);
    const { shareId, url } = share.json();
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`https://kubik.example/configurator/share/${shareId}`);
    // Sharing again answers the same link.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/projects/${mine.id}/share`, headers: ana })).json().shareId,
    ).toBe(shareId);

    const open = await t.app.inject({ method: 'GET', url: `/api/shares/${shareId}` });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ name: 'Za deljenje', shareId });
    expect(open.json().design.elements).toHaveLength(4);

    const copy = await t.app.inject({ method: 'POST', url: `/api/shares/${shareId}/copy`, headers: bor });
    expect(copy.statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projects/${copy.json().id}`, headers: bor })).json().name,
    ).toBe('Za deljenje');

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/projects/${mine.id}/share`, headers: ana })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/shares/${shareId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/shares/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });
});

describe('predefined configurations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({ email: 'admin@kubik.test', password, scopes: ['customer', 'admin'] });
  });
  afterAll(() => t.close());

  it('are seeded with names in three languages, and admins add more', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/configurations' })).json().items;
    expect(list.length).toBe(4);
    expect(list[0]).toMatchObject({
      slug: 'bookshelf-5-wide',
      name: { sl: expect.any(String), en: 'Bookshelf, five wide', es: expect.any(String) },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/configurations/grid-2x2' })).json().design.elements,
    ).toHaveLength(4);

    const token = await accessToken(t, 'admin@kubik.test', password);
    const body = {
      slug: 'one-cube',
      name: { sl: 'Ena kocka', en: 'One cube', es: 'Un cubo' },
      description: { sl: '', en: '', es: '' },
      design: example('one-cube.json'),
      position: 5,
    };
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    expect(added.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/configurations' })).json().items[0].slug).toBe('one-cube');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/configurations',
          headers: { authorization: `Bearer ${token}` },
          payload: body,
        })
      ).statusCode,
    ).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/configurations', payload: body })).statusCode).toBe(401);
  });
});
