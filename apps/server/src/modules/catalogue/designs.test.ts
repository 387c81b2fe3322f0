import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { accessToken } from '../../testing/factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), 'utf8'));

describe('design endpoints', () => {
  let t: TestApp;
  let adminToken: string;
  let customerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({ email: 'admin@kubik.test', password: 'Kubik-test-2026', scopes: ['customer', 'admin'] });
    await t.createUser({ email: 'ana@kubik.test', password: 'Kubik-test-2026' });
    adminToken = await accessToken(t, 'admin@kubik.test');
    customerToken = await accessToken(t, 'ana@kubik.test');
  });
  afterAll(() => t.close());

  const quote = (design: unknown) => t.app.inject({ method: 'POST', url: '/api/designs/quote', payload: { design } });

  it('serves the seeded catalogue', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalogue' });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
    expect(res.json().catalogue).toEqual(JSON.parse(JSON.stringify(defaultCatalogue)));
  });

  it('serves the design document as JSON Schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schema/design.json' });
    expect(res.statusCode).toBe(200);
    const schema = res.json();
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(expect.arrayContaining(['schemaVersion', 'elements']));
  });

  it('quotes a design with the BOM and its goods in integer cents at VAT 22 %; the catalogue comes with its shipping table', async () => {
    const res = await quote(example('grid-2x2.json'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.catalogueVersion).toBe(1);
    expect(body.bom.parts.length).toBeGreaterThan(0);
    const { goodsCents, vatRateBp, currency } = body.price;
    expect(currency).toBe('EUR');
    expect(Number.isInteger(goodsCents) && goodsCents > 0).toBe(true);
    expect(vatRateBp).toBe(2200);
    // What a customer pays is the shop's breakdown (the cart's), not the design core's.
    expect(body.price).not.toHaveProperty('grossCents');
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/catalogue' })).json();
    expect(catalogue.shippingTable.zones.map((z: { id: string }) => z.id)).toEqual(['si', 'neighbours', 'eu']);
  });

  it('answers a floating cube with a finding at that cube, not orderable', async () => {
    const body = (await quote(example('invalid-floating-cube.json'))).json();
    expect(body.orderable).toBe(false);
    const floating = body.findings.find((f: { severity: string; elementIds: string[] }) => f.severity === 'error');
    expect(floating.elementIds.length).toBeGreaterThan(0);
    expect(floating.message).toEqual({ sl: expect.any(String), en: expect.any(String), es: expect.any(String) });
  });

  it('answers findings, not an error status, for JSON that is not a design', async () => {
    for (const design of [42, 'x', [], { schemaVersion: 1, elements: [{ id: 'a', kind: 'spaceship' }] }]) {
      const res = await quote(design);
      expect(res.statusCode).toBe(200);
      expect(res.json().ok).toBe(false);
      expect(res.json().findings.length).toBeGreaterThan(0);
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/designs/quote', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(['design']);
  });

  it('quotes the 2,000-cube example within the body limit', async () => {
    const res = await quote(example('stress-2000-cubes.json'));
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
  });

  it('has one way to change the catalogue, the admin editor: PUT /api/catalogue is gone, and a published version is used by the next quote', async () => {
    const edited = structuredClone(defaultCatalogue) as { materials: { pricePerM2Cents?: number }[] } & Record<
      string,
      unknown
    >;
    const before = (await quote(example('one-cube.json'))).json().price.goodsCents;
    const raise = JSON.parse(
      JSON.stringify(edited, (key, value) =>
        typeof value === 'number' && /price|cents/i.test(key) ? value * 2 : value,
      ),
    );
    const admin = { authorization: `Bearer ${adminToken}` };
    // The unaudited replace of before is no route any more, for anyone.
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/catalogue', payload: raise, headers: admin })).statusCode,
    ).toBe(404);

    const inForce = (await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin })).json();
    const publish = (catalogue: unknown, headers?: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/catalogue/versions',
        payload: {
          baseVersion: inForce.version,
          catalogue,
          shippingTable: inForce.shippingTable,
          note: 'Prices doubled',
        },
        ...(headers ? { headers } : {}),
      });
    expect((await publish(raise)).statusCode).toBe(401);
    expect((await publish(raise, { authorization: `Bearer ${customerToken}` })).statusCode).toBe(404);
    const bad = await publish({ materials: 'none' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toBeDefined();

    const res = await publish(raise, admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().version).toBe(2);
    const after = (await quote(example('one-cube.json'))).json();
    expect(after.catalogueVersion).toBe(2);
    expect(after.price.goodsCents).toBeGreaterThan(before);
  });
});

describe('the catalogue fails closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the catalogue version in every quote', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/designs/quote',
      payload: { design: example('one-cube.json') },
    });
    expect(res.json()).toMatchObject({ ok: true, catalogueVersion: 1 });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/designs/quote',
      payload: { design: { nope: true } },
    });
    expect(invalid.json()).toMatchObject({ ok: false, catalogueVersion: 1 });
  });

  it('refuses to price with a stored catalogue that does not parse, instead of falling back to built-in prices', async () => {
    // A newer version the code can no longer read (e.g. saved by another release).
    await t.services.database.query(`insert into catalogues (data) values ('{"materials": "gone"}'::jsonb)`);
    for (const [method, url, payload] of [
      ['GET', '/api/catalogue', undefined],
      ['POST', '/api/designs/quote', { design: example('one-cube.json') }],
      ['POST', '/api/designs/pdf', { design: example('one-cube.json') }],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('catalogue_invalid');
    }
    expect(t.logs.join('')).toContain('the stored catalogue does not parse');
  });
});

describe('quotes under attack', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    await t.createUser({ email: 'big@kubik.test', password: 'Kubik-test-2026' });
  });
  afterAll(() => t.close());

  const cubes = (n: number) => ({
    schemaVersion: 1,
    name: 'g',
    settings: {},
    elements: Array.from({ length: n }, (_, i) => ({
      id: `g${i}`,
      kind: 'cube',
      position: { x: (i % 100) * 400, y: Math.floor(i / 100) * 400, z: 0 },
      size: { width: 400, height: 400, depth: 400 },
    })),
  });

  it('holds guests to 2,000 elements, and quotes bigger designs of signed-in users off the request thread', async () => {
    const big = cubes(2_001);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/designs/quote',
      payload: { design: big },
      headers: { 'accept-language': 'en', 'x-forwarded-for': '192.0.2.1' },
    });
    expect(guest.statusCode).toBe(400);
    expect(guest.json().error.fields).toEqual({ design: 'Sign in to price a design this large.' });
    const token = await accessToken(t, 'big@kubik.test');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/designs/quote',
      payload: { design: big },
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.1' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ ok: true, catalogueVersion: 1 });
  });

  it('limits quotes per client address', async () => {
    const small = cubes(1);
    const limit = t.services.quoteLimit.options.points;
    const results = await Promise.all(
      Array.from({ length: limit + 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/designs/quote',
          payload: { design: small },
          headers: { 'x-forwarded-for': '192.0.2.77' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(limit);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
    // Another address is not affected.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/designs/quote',
          payload: { design: small },
          headers: { 'x-forwarded-for': '192.0.2.78' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
