// Issue 13 items 3 and 6 over HTTP: an admin reads any customer's project (read-only, with whose it
// is) and publishes it as a predefined configuration — names and descriptions in sl, en and es, a
// real picture, a place in the list — edits, reorders and unpublishes it; every change has its audit
// row; the published design is a frozen copy. Customers, companies and partners get 404.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../testing/factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), 'utf8'));
const password = 'Kubik-test-2026';
// A 1×1 PNG: the project's stored scene capture.
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const jpeg =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';
type Who = 'admin' | 'customer' | 'other' | 'company' | 'partner';
type Listed = {
  id: string;
  slug: string;
  name: Record<string, string>;
  description: Record<string, string>;
  thumbnail: string | null;
  position: number;
  room: string;
  design: { elements: unknown[] };
};

const names = { sl: 'Dnevna stena', en: 'Living-room wall', es: 'Pared del salón' };
const descriptions = { sl: 'Štiri kocke s hrbtišči.', en: 'Four cubes with backs.', es: 'Cuatro cubos con trasera.' };

describe('admin: reading any project and publishing configurations', () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  let projectId: string;
  let bareProjectId: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    who: Who | null = 'admin',
  ) =>
    t.app.inject({
      method,
      url,
      ...(who ? { headers: { ...headers[who], 'accept-language': 'en' } } : {}),
      ...(payload ? { payload } : {}),
    });
  const publicList = async () => (await call('GET', '/api/configurations', undefined, null)).json().items as Listed[];
  const adminList = async () =>
    (await call('GET', '/api/admin/configurations')).json().items as (Listed & { cubeCount: number })[];
  const audit = async (id: string) =>
    (await call('GET', `/api/admin/audit?entity=configuration&id=${id}&perPage=100`)).json().items as {
      action: string;
      actor: { email: string };
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    const accounts: [Who, string, string[]][] = [
      ['admin', 'staff@kubik.test', ['customer', 'admin']],
      ['customer', 'ana@kubik.test', ['customer']],
      ['other', 'bor@kubik.test', ['customer']],
      ['company', 'mizar@kubik.test', ['customer', 'company']],
      ['partner', 'partner@kubik.test', ['customer', 'partner', 'partner-admin']],
    ];
    for (const [who, email, scopes] of accounts) {
      headers[who] = (
        await aUser(t, { email, password, name: who === 'customer' ? 'Ana Novak' : `${who} Kos`, scopes })
      ).headers;
    }
    projectId = (
      await call(
        'POST',
        '/api/projects',
        { name: 'Dnevna soba', design: example('grid-2x2.json'), thumbnail: png },
        'customer',
      )
    ).json().id;
    bareProjectId = (
      await call('POST', '/api/projects', { name: 'Brez slike', design: example('one-cube.json') }, 'customer')
    ).json().id;
  });
  afterAll(() => t.close());

  it("lets an admin read a customer's project, saying whose it is; writes stay refused", async () => {
    const res = await call('GET', `/api/projects/${projectId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: projectId,
      name: 'Dnevna soba',
      owner: { name: 'Ana Novak', email: 'ana@kubik.test' },
    });
    expect(res.json().design.elements).toHaveLength(4);
    // The owner reading their own project is not told it is theirs.
    expect((await call('GET', `/api/projects/${projectId}`, undefined, 'customer')).json().owner).toBeUndefined();
    for (const [method, url, payload] of [
      ['PUT', `/api/projects/${projectId}`, { name: 'Ukradeno' }],
      ['DELETE', `/api/projects/${projectId}`, undefined],
      ['POST', `/api/projects/${projectId}/share`, undefined],
      ['POST', `/api/projects/${projectId}/duplicate`, undefined],
    ] as const) {
      expect((await call(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/api/projects/${projectId}`, undefined, 'customer')).json()).toMatchObject({
      name: 'Dnevna soba',
      shareId: null,
    });
  });

  it("still answers 404 to customers, companies and partners for someone else's project", async () => {
    for (const who of ['other', 'company', 'partner'] as const) {
      for (const url of [
        `/api/projects/${projectId}`,
        `/api/projects/${projectId}/pdf`,
        `/api/projects/${projectId}/cnc.zip`,
      ]) {
        expect((await call('GET', url, undefined, who)).statusCode, `${who} ${url}`).toBe(404);
      }
    }
  });

  it('publishes a project with names and descriptions in three languages, as a frozen copy with its picture, last in the list', async () => {
    const before = await publicList();
    // The seeded designs each carry their room (the gallery's filter).
    expect(Object.fromEntries(before.map((c) => [c.slug, c.room]))).toMatchObject({
      'bookshelf-5-wide': 'living',
      'grid-2x2': 'hallway',
      'wardrobe-sliding-doors': 'bedroom',
      'tall-unit': 'office',
    });
    const res = await call('POST', '/api/admin/configurations', {
      projectId,
      name: names,
      description: descriptions,
      room: 'children',
    });
    expect(res.statusCode).toBe(201);
    const published = res.json();
    expect(published).toMatchObject({
      name: names,
      description: descriptions,
      thumbnail: png,
      cubeCount: 4,
      position: (before.length + 1) * 10,
      room: 'children',
    });
    expect(published.slug).toMatch(/^living-room-wall-[a-z0-9]{6}$/);

    const after = await publicList();
    expect(after.map((c) => c.id)).toEqual([...before.map((c) => c.id), published.id]);
    const shown = after.at(-1)!;
    expect(shown.design.elements).toHaveLength(4);
    expect(shown.room).toBe('children');
    expect((await call('GET', `/api/configurations/${published.slug}`, undefined, null)).json().name).toEqual(names);

    // Editing the project later does not change the published configuration.
    expect(
      (await call('PUT', `/api/projects/${projectId}`, { design: example('bookshelf-5-wide.json') }, 'customer'))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/configurations/${published.id}`, undefined, null)).json().design.elements,
    ).toHaveLength(4);

    const rows = await audit(published.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'publish',
      actor: { email: 'staff@kubik.test' },
      before: null,
      after: { name: names, description: descriptions, projectId, owner: 'ana@kubik.test' },
    });
  });

  it('refuses a publication with a language missing or blank, naming the field, and publishes nothing', async () => {
    const count = (await publicList()).length;
    const cases: [object, string][] = [
      [{ projectId, name: { sl: names.sl, en: names.en }, description: descriptions }, 'name.es'],
      [{ projectId, name: names, description: { sl: descriptions.sl, es: descriptions.es } }, 'description.en'],
      [{ projectId, name: { ...names, sl: '   ' }, description: descriptions }, 'name.sl'],
      [{ name: names, description: descriptions }, 'projectId'],
      [{ projectId, name: names, description: descriptions, room: 'kitchen' }, 'room'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/api/admin/configurations', payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
    // A project without a picture needs one sent (a scene capture); a missing project is 404.
    const bare = await call('POST', '/api/admin/configurations', {
      projectId: bareProjectId,
      name: names,
      description: descriptions,
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields.thumbnail).toMatch(/picture/);
    expect(
      (
        await call('POST', '/api/admin/configurations', {
          projectId: '00000000-0000-4000-8000-000000000000',
          name: names,
          description: descriptions,
        })
      ).statusCode,
    ).toBe(404);
    expect((await publicList()).length).toBe(count);
  });

  it('puts a publication where asked, and reorders the whole list with an audit row per moved card', async () => {
    const first = (
      await call('POST', '/api/admin/configurations', {
        projectId: bareProjectId,
        name: { sl: 'Ena', en: 'One', es: 'Uno' },
        description: descriptions,
        thumbnail: jpeg,
        position: 1,
      })
    ).json();
    const list = await adminList();
    expect(list[0]).toMatchObject({ id: first.id, thumbnail: jpeg, position: 10, cubeCount: 1, room: 'living' }); // no room said: a living room
    expect(list.map((c) => c.position)).toEqual(list.map((_, i) => (i + 1) * 10));

    const reversed = list.map((c) => c.id).reverse();
    const res = await call('PUT', '/api/admin/configurations/order', { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((c: { id: string }) => c.id)).toEqual(reversed);
    expect((await publicList()).map((c) => c.id)).toEqual(reversed);
    expect((await audit(first.id))[0]).toMatchObject({
      action: 'order',
      before: { position: 10 },
      after: { position: list.length * 10 },
    });

    // Not every configuration, one twice, or an unknown one: 409, and the order stays.
    for (const ids of [
      reversed.slice(1),
      [reversed[0], ...reversed.slice(0, -1)],
      [...reversed.slice(1), '00000000-0000-4000-8000-000000000000'],
    ]) {
      expect((await call('PUT', '/api/admin/configurations/order', { ids })).statusCode).toBe(409);
    }
    expect((await publicList()).map((c) => c.id)).toEqual(reversed);
  });

  it('edits the words and keeps the design; before and after are in the audit', async () => {
    const target = (await adminList()).find((c) => c.name.en === names.en)!;
    const renamed = { ...names, en: 'Living-room wall, oak' };
    const res = await call('PATCH', `/api/admin/configurations/${target.id}`, { name: renamed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: renamed, description: descriptions, slug: target.slug });
    expect(
      (await call('PATCH', `/api/admin/configurations/${target.id}`, { name: { sl: 'x', en: 'y' } })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', `/api/admin/configurations/00000000-0000-4000-8000-000000000000`, { name: renamed }))
        .statusCode,
    ).toBe(404);
    const [edit] = await audit(target.id);
    expect(edit).toMatchObject({ action: 'edit', before: { name: names }, after: { name: renamed } });
    // The room too: the public list (the gallery) says the new one; an unknown room is refused.
    const moved = await call('PATCH', `/api/admin/configurations/${target.id}`, { room: 'office' });
    expect(moved.json()).toMatchObject({ room: 'office', name: renamed });
    expect((await publicList()).find((c) => c.id === target.id)!.room).toBe('office');
    expect((await call('PATCH', `/api/admin/configurations/${target.id}`, { room: 'garage' })).statusCode).toBe(400);
    expect((await audit(target.id))[0]).toMatchObject({
      action: 'edit',
      before: { room: 'children' },
      after: { room: 'office' },
    });
  });

  it('unpublishes: the card is gone, the rest close up, the audit keeps its design', async () => {
    const list = await adminList();
    const gone = list[1]!;
    expect((await call('DELETE', `/api/admin/configurations/${gone.id}`)).statusCode).toBe(204);
    const left = await publicList();
    expect(left.map((c) => c.id)).toEqual(list.filter((c) => c.id !== gone.id).map((c) => c.id));
    expect(left.map((c) => c.position)).toEqual(left.map((_, i) => (i + 1) * 10));
    expect((await call('GET', `/api/configurations/${gone.id}`, undefined, null)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/configurations/${gone.id}`)).statusCode).toBe(404);
    const [row] = await audit(gone.id);
    expect(row).toMatchObject({ action: 'unpublish', after: null, before: { slug: gone.slug } });
    expect((row!.before!.design as { elements: unknown[] }).elements.length).toBeGreaterThan(0);
  });

  it('refuses every configuration route to customers, companies and partners (404) and guests (401), changing nothing', async () => {
    const [one] = await adminList();
    const routes: ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, object | undefined][] = [
      ['GET', '/api/admin/configurations', undefined],
      ['POST', '/api/admin/configurations', { projectId, name: names, description: descriptions }],
      ['PUT', '/api/admin/configurations/order', { ids: [one!.id] }],
      ['PATCH', `/api/admin/configurations/${one!.id}`, { name: names }],
      ['DELETE', `/api/admin/configurations/${one!.id}`, undefined],
    ];
    const before = await publicList();
    for (const [method, url, payload] of routes) {
      for (const who of ['customer', 'company', 'partner'] as const)
        expect((await call(method, url, payload, who)).statusCode, `${who} ${method} ${url}`).toBe(404);
      expect((await call(method, url, payload, null)).statusCode, `guest ${method} ${url}`).toBe(401);
    }
    expect(await publicList()).toEqual(before);
  });
});
